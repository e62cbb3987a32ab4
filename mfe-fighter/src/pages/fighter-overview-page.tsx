import { useParams } from 'react-router';
import { FighterOverview } from '../features/fighter-overview/fighter-overview';
import { RatingHistory } from '../features/rating-history/rating-history';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function FighterOverviewPage() {
  // The API resolves the whole nameId ({slug}-{id}, a bare id or a bare slug) and 404s what names no fighter.
  const { nameId = '' } = useParams();
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      <FighterOverview fighterId={nameId} details={<RatingHistory fighterId={nameId} />} />
    </div>
  );
}
