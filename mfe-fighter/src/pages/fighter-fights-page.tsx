import { useParams } from 'react-router';
import { isBareSlug } from '@fightrank/shared/routing';
import { FighterFights } from '../features/fighter-fights/fighter-fights';
import { NamesakeChoice } from '../features/namesakes/namesake-choice';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function FighterFightsPage() {
  const { nameId = '' } = useParams();
  return <div className={REMOTE_SCOPE_CLASS}>{isBareSlug(nameId) ? <NamesakeChoice slug={nameId} fights /> : <FighterFights nameId={nameId} />}</div>;
}
