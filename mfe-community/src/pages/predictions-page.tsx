import { PagePlaceholder, usePageMeta } from '@fightrank/shared/ui';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function PredictionsPage() {
  usePageMeta('Predictions', 'Predict upcoming fights.');
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      <PagePlaceholder title="Predictions" remote="mfe_community" />
    </div>
  );
}
