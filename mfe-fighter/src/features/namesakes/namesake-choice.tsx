// A fighter link without its id ("/fighter/bruno-silva", as a fan types it or an old share carried it): the one
// fighter of that slug opens at his canonical address; several are offered as a choice, as the server's page does.
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { ApiError } from '@fightrank/shared/api-client';
import type { FighterNamesake } from '@fightrank/shared/contracts';
import { fighterQueries } from '@fightrank/shared/queries';
import { href, slugify } from '@fightrank/shared/routing';
import { Alert, Button, Skeleton, usePageMeta } from '@fightrank/shared/ui';
import { FIGHTER_NOT_FOUND_DESCRIPTION, FIGHTER_NOT_FOUND_TITLE, FighterNotFound } from '../../components/fighter-not-found';

/** "Brazil · Middleweight · last bout 2024": what tells namesakes apart. */
const namesakeFacts = (f: FighterNamesake) =>
  [f.nationality, f.weightClass, f.lastBoutYear ? `last bout ${f.lastBoutYear}` : null].filter((p): p is string => Boolean(p)).join(' · ');

export function NamesakeChoice({ slug, fights }: { slug: string; fights: boolean }) {
  // Spelled as a fan types it ("/fighter/jiří-procházka"), the slug is folded the way every fighter's is (the
  // server's page does the same).
  const namesakes = useQuery(fighterQueries.namesakes(slugify(slug) || slug));
  const list = namesakes.data ?? [];
  const first = list[0];
  // The API refuses (400) a slug outside [a-z0-9-], as the server's page finds nobody for it: an address that folds
  // to nothing ("/fighter/☃") names no fighter, which is "not found", not a failure to retry.
  const refused = namesakes.error instanceof ApiError && namesakes.error.status === 400;
  const notFound = refused || (namesakes.isSuccess && !first);
  usePageMeta(
    first ? (list.length > 1 ? `${first.name}: ${list.length} fighters` : first.name) : notFound ? FIGHTER_NOT_FOUND_TITLE : 'Fighter',
    first
      ? `${list.length} fighters share the name ${first.name}.`
      : notFound
        ? FIGHTER_NOT_FOUND_DESCRIPTION
        : 'Fighter overview: rating, record and rankings.',
  );
  const target = (f: FighterNamesake) => (fights ? href.fighterFights(f) : href.fighter(f));

  if (namesakes.isPending) return <Skeleton className="h-24 w-full" />;
  if (notFound) return <FighterNotFound />;
  if (!first) {
    // Neither a list nor "nobody": the look-up itself failed.
    return (
      <Alert title="Error" variant="destructive" action={<Button onClick={() => void namesakes.refetch()}>Try again</Button>}>
        Failed to look this fighter up.
      </Alert>
    );
  }
  if (list.length === 1) return <Navigate to={target(first)} replace />;
  return (
    <section className="space-y-3" aria-labelledby="namesakes-heading">
      <h1 id="namesakes-heading" className="text-2xl font-bold tracking-tight">
        {first.name}: {list.length} fighters
      </h1>
      <p className="text-zinc-600 dark:text-zinc-400">
        {list.length} fighters share the name {first.name}. Which one did you mean?
      </p>
      <ul className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
        {list.map((f) => (
          <li key={f.id} className="px-4 py-3">
            <Link to={target(f)} className="font-medium text-brand-700 underline dark:text-brand-400">
              {f.name}
            </Link>
            {namesakeFacts(f) ? <span className="text-sm text-zinc-600 dark:text-zinc-400"> · {namesakeFacts(f)}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
