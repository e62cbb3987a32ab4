// The fighter overview: identity, the stat cards (spec §3, stat-cards.tsx), where the fighter ranks (fighter-ranks.tsx)
// and the profile facts.
// A 404 from the info call is "Fighter not found" with a way back (spec §7), anything else a load error.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { ApiError } from '@fightrank/shared/api-client';
import { recordNote, shownNickname, type FighterInfo } from '@fightrank/shared/contracts';
import { fighterQueries, rankingQueries, usePrefetchedQuery } from '@fightrank/shared/queries';
import { href, nameFromNameId, rankingReturnTarget } from '@fightrank/shared/routing';
import { NationalityFlag, Skeleton, formatHeight, championTitle, formatReach, formatShortDate, usePageMeta } from '@fightrank/shared/ui';
import { CanonicalAddress } from '../../components/canonical-address';
import { FavoriteToggle } from '../../components/favorite-toggle';
import { FIGHTER_NOT_FOUND_DESCRIPTION, FIGHTER_NOT_FOUND_TITLE, FighterNotFound } from '../../components/fighter-not-found';
import { LoadError } from '../../components/load-error';
import { ResultsThroughNote } from '../../components/results-through-note';
import { FighterRanks, OrganizationName } from './fighter-ranks';
import { FighterStatCards } from './stat-cards';

// Kept to two lines on a phone: a longer paragraph here becomes the page's largest paint after the first view (LCP).

/**
 * Parts the page composes in once the fighter is loaded, given his id (the key the profile's own queries use,
 * so a section reading the same call shares its answer): under the name, and after the stat cards.
 */
export interface OverviewSections {
  underName?: (fighterId: string) => ReactNode;
  afterStats?: (fighterId: string) => ReactNode;
}

/**
 * `fighterId` is what the API is asked for (the id from the address), `nameId` the address's own segment, whose name
 * heads the page while the API is down. `details` is shown once the fighter is loaded, below the stat cards (the
 * page composes it).
 */
export function FighterOverview({
  fighterId,
  nameId,
  details,
  sections,
}: {
  fighterId: string;
  nameId: string;
  details?: ReactNode;
  sections?: OverviewSections;
}) {
  const location = useLocation();
  const info = usePrefetchedQuery(fighterQueries.info(fighterId));
  const back = rankingReturnTarget(location.state);
  const notFound = info.error instanceof ApiError && info.error.status === 404;
  usePageMeta(
    info.data?.name ?? (notFound ? FIGHTER_NOT_FOUND_TITLE : 'Fighter'),
    info.data
      ? `${info.data.name}: FightRank rating, record and rankings.`
      : notFound
        ? FIGHTER_NOT_FOUND_DESCRIPTION
        : 'Fighter overview: rating, record and rankings.',
  );

  return (
    <div className="space-y-6">
      {back ? (
        <Link to={back.to} state={back.state} className="text-sm text-brand-700 dark:text-brand-400 underline">
          ← Back to rankings
        </Link>
      ) : null}
      {info.isPending ? <OverviewSkeleton /> : null}
      {notFound ? <FighterNotFound /> : null}
      {info.isError && !notFound ? (
        // The heading is the name as the URL spells it, which the server's first view showed a moment ago.
        <LoadError
          heading={nameFromNameId(nameId) ?? 'Fighter'}
          message="Failed to load this fighter. Please try again later."
          retrying={info.isFetching}
          onRetry={() => void info.refetch()}
        />
      ) : null}
      {info.data ? <CanonicalAddress fighter={info.data} fights={false} /> : null}
      {info.data ? <FighterProfile fighter={info.data} details={details} sections={sections} /> : null}
    </div>
  );
}

function OverviewSkeleton() {
  return (
    <div className="space-y-3" aria-label="Loading fighter" role="status">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

function FighterAvatar({ fighterId }: { fighterId: number }) {
  const image = useQuery(fighterQueries.image(String(fighterId)));
  return image.data ? (
    <img src={image.data.url} alt="" width={72} height={72} className="h-18 w-18 rounded-full" />
  ) : (
    <Skeleton className="h-18 w-18 rounded-full" />
  );
}

/** The ratings date the page's ranks are of; a fighter who died is rated as of that day, which it says beside it. */
function RatingsAsOf({ diedOn }: { diedOn: string | null }) {
  // The same query the ranking screens read: coming from a ranking list it is already cached.
  const asOf = formatShortDate(useQuery(rankingQueries.lastUpdated()).data?.lastUpdated);
  return asOf ? (
    <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="ratings-as-of">
      Ratings as of {asOf}
      {diedOn ? `; this Rating stopped on ${formatShortDate(diedOn)}, the day of death` : null}
    </p>
  ) : null;
}

/**
 * Each of the profile's later answers (stats, image, the ratings date) is read by the small part that shows it, so
 * its arrival re-renders that part, not the whole profile (each re-render of it was a task of its own on a phone).
 */
function FighterProfile({ fighter, details, sections }: { fighter: FighterInfo; details: ReactNode; sections: OverviewSections | undefined }) {
  const note = recordNote(fighter);
  const division = fighter.weightClass ? `${fighter.weightClass}${fighter.weightClassInferred ? ' (inferred)' : ''}` : null;
  const facts: [string, string | null][] = [
    ['Nationality', fighter.nationality],
    // One clock: the API gives the age on the ratings date, the date shown under the heading, or at his death.
    ['Age', fighter.age === null ? null : `${fighter.age} (${fighter.diedOn ? 'at death' : 'at the ratings date'})`],
    ['Division', division],
    ['Organization', fighter.organization],
    ['Height', formatHeight(fighter.heightCm)],
    ['Reach', formatReach(fighter.reachCm)],
    ['Stance', fighter.stance],
    ['Last fight', formatShortDate(fighter.lastFightDate)],
  ];
  const fightsPath = href.fighterFights(fighter);
  return (
    <>
      <header className="flex flex-wrap items-start gap-4">
        <FighterAvatar fighterId={fighter.id} />
        {/* At least 14rem for the name: on a phone the buttons wrap below instead of squeezing it to nothing. */}
        <div className="min-w-0 flex-1 basis-56 space-y-1">
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
            <NationalityFlag nationality={fighter.nationality} countryCode={fighter.countryCode} decorative />
            {fighter.name}
          </h1>
          {shownNickname(fighter.name, fighter.nickname) ? <p className="text-zinc-600 dark:text-zinc-400">“{fighter.nickname}”</p> : null}
          <p className="flex flex-wrap gap-2 text-sm">
            {(fighter.belts ?? []).map((belt) => (
              <span
                key={`${belt.organization}:${belt.division}`}
                className="rounded bg-amber-100 px-2 py-0.5 font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
                data-testid="belt"
              >
                {belt.season ? `${belt.season} ` : null}
                <OrganizationName code={belt.organization} /> {championTitle(belt)}
                {/* Where our data for his promotion stops early (a fresh sync), the belt is the one he held that day. */}
                {fighter.ratedAsOf ? ` as of ${formatShortDate(fighter.ratedAsOf)}` : null}
              </span>
            ))}
            {fighter.diedOn ? (
              <span className="rounded bg-zinc-200 px-2 py-0.5 font-medium text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100">
                Died {formatShortDate(fighter.diedOn)}
              </span>
            ) : null}
            {fighter.retiredOn ? (
              <span className="rounded bg-zinc-200 px-2 py-0.5 font-medium text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100">
                Retired {formatShortDate(fighter.retiredOn)}
              </span>
            ) : !fighter.isActive && !fighter.diedOn && fighter.lastFightDate ? (
              <span className="text-zinc-600 dark:text-zinc-400">Inactive: no bout in the 18 months before the promotion&rsquo;s latest result.</span>
            ) : null}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <FavoriteToggle fighterId={fighter.id} fighterName={fighter.name} />
          <Link
            to={fightsPath}
            className="rounded-md border border-zinc-300 px-2 py-1 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
          >
            Fights ({fighter.boutsHeld})
          </Link>
        </div>
      </header>
      {sections?.underName?.(String(fighter.id))}
      <RatingsAsOf diedOn={fighter.diedOn} />
      <ResultsThroughNote fighter={fighter} />
      <FighterStatCards fighter={fighter} />
      {note ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-300" data-testid="record-note">
          {note}
        </p>
      ) : null}
      {sections?.afterStats?.(String(fighter.id))}
      {fighter.ranks.length ? <FighterRanks ranks={fighter.ranks} /> : null}
      {details}
      <section aria-labelledby="fighter-facts">
        <h2 id="fighter-facts" className="mb-2 text-lg font-semibold">
          Profile
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-zinc-600 dark:text-zinc-400">{label}</dt>
              <dd className="font-medium">{value ?? '—'}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
