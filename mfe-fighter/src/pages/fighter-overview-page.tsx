import { useParams } from 'react-router';
import { FighterOverview } from '../features/fighter-overview/fighter-overview';
import { NextFight } from '../features/next-fight/next-fight';
import { RatingHistory } from '../features/rating-history/rating-history';
import { UfcFightStatistics } from '../features/ufc-fight-statistics/ufc-fight-statistics';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function FighterOverviewPage() {
  // The API resolves the whole nameId ({slug}-{id}, a bare id or a bare slug) and 404s what names no fighter.
  const { nameId = '' } = useParams();
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      <FighterOverview
        fighterId={nameId}
        sections={{ underName: (id) => <NextFight fighterId={id} />, afterStats: (id) => <UfcFightStatistics fighterId={id} /> }}
        details={<RatingHistory fighterId={nameId} />}
      />
    </div>
  );
}
