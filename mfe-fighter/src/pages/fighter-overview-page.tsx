import { useParams } from 'react-router';
import { fighterIdFromNameId } from '@fightrank/shared/routing';
import { FighterOverview } from '../features/fighter-overview/fighter-overview';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function FighterOverviewPage() {
  const { nameId = '' } = useParams();
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      <FighterOverview fighterId={fighterIdFromNameId(nameId)} />
    </div>
  );
}
