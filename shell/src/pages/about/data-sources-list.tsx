// The sources the data comes from, each with its authors and licence: the attribution their licences ask for
// (CC BY-SA 4.0 for Wikipedia's cards: authors, a link to the pages and one to the licence).
import { DATA_SOURCES } from './about-facts';

export function DataSourcesList() {
  return (
    <ul className="list-disc space-y-2 pl-6">
      {DATA_SOURCES.map((s) => (
        <li key={s.name}>
          <a className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-400" href={s.url} rel="noopener noreferrer">
            {s.name}
          </a>{' '}
          by {s.attribution}: {s.what}.{' '}
          <span className="text-sm text-zinc-600 dark:text-zinc-400">
            Licence:{' '}
            {s.licenseUrl ? (
              <a className="underline underline-offset-2" href={s.licenseUrl} rel="license noopener noreferrer">
                {s.license}
              </a>
            ) : (
              s.license
            )}
            .
          </span>
        </li>
      ))}
    </ul>
  );
}
