import { useParams } from 'react-router';
import { isBareSlug } from '@fightrank/shared/routing';
import { FighterOverview } from '../features/fighter-overview/fighter-overview';
import { NamesakeChoice } from '../features/namesakes/namesake-choice';
import { NextFight } from '../features/next-fight/next-fight';
import { RatingHistory } from '../features/rating-history/rating-history';
import { UfcFightStatistics } from '../features/ufc-fight-statistics/ufc-fight-statistics';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function FighterOverviewPage() {
  // A bare slug is a choice among the fighters it names (or a move to the one); otherwise the API resolves the
  // nameId ({slug}-{id} or a bare id) and 404s what names no fighter.
  const { nameId = '' } = useParams();
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      {isBareSlug(nameId) ? (
        <NamesakeChoice slug={nameId} fights={false} />
      ) : (
        <FighterOverview
          fighterId={nameId}
          sections={{ underName: (id) => <NextFight fighterId={id} />, afterStats: (id) => <UfcFightStatistics fighterId={id} /> }}
          details={<RatingHistory fighterId={nameId} />}
        />
      )}
    </div>
  );
}
