import { useParams } from 'react-router';
import { fighterIdFromNameId } from '@fightrank/shared/routing';
import { FighterOverview } from '../features/fighter-overview/fighter-overview';
import { RatingHistory } from '../features/rating-history/rating-history';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function FighterOverviewPage() {
  const { nameId = '' } = useParams();
  const fighterId = fighterIdFromNameId(nameId);
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      <FighterOverview fighterId={fighterId} details={<RatingHistory fighterId={fighterId} />} />
    </div>
  );
}
