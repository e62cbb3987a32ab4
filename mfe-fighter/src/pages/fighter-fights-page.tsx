import { useParams } from 'react-router';
import { FighterFights } from '../features/fighter-fights/fighter-fights';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function FighterFightsPage() {
  const { nameId = '' } = useParams();
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      <FighterFights nameId={nameId} />
    </div>
  );
}
