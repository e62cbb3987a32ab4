import { useParams } from 'react-router';
import { fighterIdFromNameId, isBareSlug } from '@fightrank/shared/routing';
import { FighterOverview } from '../features/fighter-overview/fighter-overview';
import { NamesakeChoice } from '../features/namesakes/namesake-choice';
import { NextFight } from '../features/next-fight/next-fight';
import { RatingHistory } from '../features/rating-history/rating-history';
import { UfcFightStatistics } from '../features/ufc-fight-statistics/ufc-fight-statistics';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function FighterOverviewPage() {
  // A bare slug, folded as every fighter's is ("jiří-procházka"), is a choice among the fighters it names (or a move to
  // the one). Otherwise the API is asked for the id after the last hyphen (spec §2), as the server's page does: the
  // slug may be anything a fan typed or shared ("jiří-procházka-1", "☃-4802"), and the page then moves to the
  // fighter's own address (CanonicalAddress).
  const { nameId = '' } = useParams();
  const fighterId = fighterIdFromNameId(nameId);
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      {isBareSlug(nameId) ? (
        <NamesakeChoice slug={nameId} fights={false} />
      ) : (
        <FighterOverview
          fighterId={fighterId}
          nameId={nameId}
          sections={{ underName: (id) => <NextFight fighterId={id} />, afterStats: (id) => <UfcFightStatistics fighterId={id} /> }}
          details={<RatingHistory fighterId={fighterId} />}
        />
      )}
    </div>
  );
}
