import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { healthQueries } from '@fightrank/shared/queries';
import { paths } from '@fightrank/shared/routing';

// The command that replaces the demo with the real public data (api: LOAD_REAL_DATA_COMMAND in importer/ensure-data.ts).
export const LOAD_REAL_DATA_COMMAND = 'npm run data:sync';

/** Tells every visitor when the site shows generated demo data instead of real fight history, and how to fix it. */
export function DemoDataBanner() {
  const { data } = useQuery(healthQueries.status());
  if (data?.dataSource !== 'demo') return null;
  return (
    <div
      role="note"
      data-testid="demo-data-banner"
      className="bg-amber-100 px-4 py-1.5 text-center text-sm text-amber-900 dark:bg-amber-900 dark:text-amber-100"
    >
      Demo data: fighters and results on this installation are generated, not real. To load the real fight data, run{' '}
      <code className="whitespace-nowrap rounded bg-amber-200 px-1 font-mono dark:bg-amber-800">{LOAD_REAL_DATA_COMMAND}</code> on the server.{' '}
      <Link to={paths.about} className="underline">
        About
      </Link>
    </div>
  );
}
