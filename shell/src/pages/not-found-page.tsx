import { Link } from 'react-router';
import { Alert } from '@fightrank/shared/ui';
import { usePageMeta } from '@fightrank/shared/ui';

export function NotFoundPage() {
  usePageMeta('Page not found', 'This page does not exist on FightRank.');
  return (
    <div className="mx-auto max-w-xl">
      <Alert title="Page not found" action={<Link className="text-brand-600 underline" to="/">Back to the rankings</Link>}>
        There is nothing at this address.
      </Alert>
    </div>
  );
}
