import { PagePlaceholder, usePageMeta } from '@fightrank/shared/ui';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function FighterFightsPage() {
  usePageMeta('Fights', 'Every bout of this fighter.');
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      <PagePlaceholder title="Fights" remote="mfe_fighter" />
    </div>
  );
}
