// The fighter overview: who the fighter is, their rating and record, and where they rank.
// A 404 from the info call is "not found" (spec §7), anything else a load error.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { ApiError } from '@fightrank/shared/api-client';
import type { FighterInfo, FighterRank } from '@fightrank/shared/contracts';
import { fighterQueries, rankingQueries } from '@fightrank/shared/queries';
import { paths, rankingReturnTarget } from '@fightrank/shared/routing';
import { Alert, NationalityFlag, RankChangeIndicator, Skeleton, formatRating, formatShortDate, usePageMeta } from '@fightrank/shared/ui';

const RANK_LABELS: Record<FighterRank['kind'], string> = {
  'pound-for-pound': 'Pound for pound',
  goat: 'GOAT',
  global: 'Global',
  'weight-class': 'Division',
  organization: 'Organization',
  country: 'Country',
  age: 'Age group',
};

const RANK_PAGES: Record<FighterRank['kind'], string> = {
  'pound-for-pound': paths.poundForPound,
  goat: paths.goatRankings,
  global: paths.globalRankings,
  'weight-class': paths.weightClassRankings,
  organization: paths.organizationRankings,
  country: paths.countryRankings,
  age: paths.ageRankings,
};

/** `details` is shown once the fighter is loaded, above the profile facts (the page composes it). */
export function FighterOverview({ fighterId, details }: { fighterId: string; details?: ReactNode }) {
  const location = useLocation();
  const info = useQuery(fighterQueries.info(fighterId));
  const back = rankingReturnTarget(location.state);
  const notFound = info.error instanceof ApiError && info.error.status === 404;
  usePageMeta(
    info.data?.name ?? (notFound ? 'Fighter not found' : 'Fighter'),
    info.data ? `${info.data.name}: FightRank rating, record and rankings.` : 'Fighter overview: rating, record and rankings.',
  );

  return (
    <div className="space-y-6">
      {back ? (
        <Link to={back.to} state={back.state} className="text-sm text-brand-600 underline">
          ← Back to rankings
        </Link>
      ) : null}
      {info.isPending ? <OverviewSkeleton /> : null}
      {notFound ? <Alert title="Fighter not found">We have no fighter with this address.</Alert> : null}
      {info.isError && !notFound ? (
        <Alert variant="destructive" title="Error">
          Failed to load this fighter. Please try again later.
        </Alert>
      ) : null}
      {info.data ? <FighterProfile fighter={info.data} details={details} /> : null}
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

function FighterProfile({ fighter, details }: { fighter: FighterInfo; details: ReactNode }) {
  const { wins, losses, draws, noContests } = fighter.record;
  // The same query the ranking screens read: coming from a ranking list it is already cached.
  const asOf = formatShortDate(useQuery(rankingQueries.lastUpdated()).data?.lastUpdated);
  const facts: [string, string | null][] = [
    ['Nationality', fighter.nationality],
    ['Age', fighter.age === null ? null : String(fighter.age)],
    ['Division', fighter.weightClass],
    ['Organization', fighter.organization],
    ['Height', fighter.heightCm ? `${Math.round(fighter.heightCm)} cm` : null],
    ['Reach', fighter.reachCm ? `${Math.round(fighter.reachCm)} cm` : null],
    ['Stance', fighter.stance],
    ['Last fight', formatShortDate(fighter.lastFightDate)],
  ];
  return (
    <>
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-3xl font-bold">
          <NationalityFlag nationality={fighter.nationality} />
          {fighter.name}
        </h1>
        {fighter.nickname ? <p className="text-zinc-600 dark:text-zinc-400">“{fighter.nickname}”</p> : null}
        {!fighter.isActive && fighter.lastFightDate ? <p className="text-sm text-zinc-600 dark:text-zinc-400">Inactive: no bout in the last two years.</p> : null}
      </header>
      {asOf ? <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="ratings-as-of">Ratings as of {asOf}</p> : null}
      <section className="grid gap-3 sm:grid-cols-3" aria-label="Rating and record">
        <StatCard title="Rating" value={fighter.rating === null ? 'Unrated' : formatRating(fighter.rating)} detail={fighter.uncertainty === null ? null : `± ${fighter.uncertainty.toFixed(0)}`} />
        <StatCard title="Record" value={`${wins}-${losses}${draws ? `-${draws}` : ''}`} detail={noContests ? `${noContests} no contest${noContests > 1 ? 's' : ''}` : 'W-L' + (draws ? '-D' : '')} />
        <StatCard title="Peak rating" value={fighter.peakRating === null ? '—' : formatRating(fighter.peakRating)} detail={null} />
      </section>
      {fighter.ranks.length ? (
        <section aria-labelledby="fighter-ranks">
          <h2 id="fighter-ranks" className="mb-2 text-lg font-semibold">Rankings</h2>
          <ul className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
            {fighter.ranks.map((r) => (
              <li key={`${r.kind}:${r.filterValue}`} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <Link to={RANK_PAGES[r.kind]} className="hover:underline">
                  {RANK_LABELS[r.kind]}
                  {r.filterValue ? <span className="text-zinc-600 dark:text-zinc-400"> · {r.filterValue}</span> : null}
                </Link>
                <span className="flex items-center gap-2 tabular-nums">
                  <RankChangeIndicator currentRank={r.rank} previousRank={r.previousRank} />
                  <span className="font-semibold">#{r.rank}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {details}
      <section aria-labelledby="fighter-facts">
        <h2 id="fighter-facts" className="mb-2 text-lg font-semibold">Profile</h2>
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

function StatCard({ title, value, detail }: { title: string; value: string; detail: string | null }) {
  return (
    <div className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{title}</p>
      <p className="text-2xl font-bold tabular-nums">{value}</p>
      {detail ? <p className="text-sm text-zinc-600 dark:text-zinc-400">{detail}</p> : null}
    </div>
  );
}
