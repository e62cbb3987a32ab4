import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { healthQueries } from '@fightrank/shared/queries';
import { paths } from '@fightrank/shared/routing';

/** Tells every visitor when the site shows generated demo data instead of real fight history. */
export function DemoDataBanner() {
  const { data } = useQuery(healthQueries.status());
  if (data?.dataSource !== 'demo') return null;
  return (
    <div role="note" data-testid="demo-data-banner" className="bg-amber-100 px-4 py-1.5 text-center text-sm text-amber-900 dark:bg-amber-900 dark:text-amber-100">
      Demo data: fighters and results on this installation are generated, not real.{' '}
      <Link to={paths.about} className="underline">
        About
      </Link>
    </div>
  );
}
