import { useParams } from 'react-router';
import { fighterIdFromNameId, isBareSlug } from '@fightrank/shared/routing';
import { FighterFights } from '../features/fighter-fights/fighter-fights';
import { NamesakeChoice } from '../features/namesakes/namesake-choice';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function FighterFightsPage() {
  // As the overview page: the API is asked for the id after the last hyphen, whatever the slug before it spells.
  const { nameId = '' } = useParams();
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      {isBareSlug(nameId) ? <NamesakeChoice slug={nameId} fights /> : <FighterFights fighterId={fighterIdFromNameId(nameId)} />}
    </div>
  );
}
