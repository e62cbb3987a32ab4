// Where the fighter ranks: one row per list, each a link to that list at the page that holds him.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ageGroupLabel, type FighterRank } from '@fightrank/shared/contracts';
import { rankingQueries } from '@fightrank/shared/queries';
import { href, writeRankingUrlAtRank } from '@fightrank/shared/routing';
import { useRankingPreferencesStore } from '@fightrank/shared/stores';
import { formatRank, RankChangeIndicator } from '@fightrank/shared/ui';

export const RANK_LABELS: Record<FighterRank['kind'], string> = {
  'pound-for-pound': 'Pound for pound',
  goat: 'GOAT',
  global: 'Global',
  'weight-class': 'Division',
  organization: 'Organization',
  country: 'Country',
  age: 'Age group',
};

/** An organization list's code ("CAGE_WARRIORS") as its list names it ("Cage Warriors"), once the options arrive. */
export function OrganizationName({ code }: { code: string }) {
  const { data } = useQuery(rankingQueries.options('organization'));
  return <>{data?.find((option) => option.value === code)?.label ?? code}</>;
}

/**
 * Where he ranks, each row a link to the list it names, with that list's filter (decision 022 keeps it in the URL)
 * and at the page that holds him: "Division · Heavyweight #5" opens the Heavyweight list where #5 is, at the reader's
 * page size, counted from the top as the rank is.
 */
export function FighterRanks({ ranks }: { ranks: FighterRank[] }) {
  const pageSize = useRankingPreferencesStore((s) => s.pageSize);
  return (
    <section aria-labelledby="fighter-ranks">
      <h2 id="fighter-ranks" className="mb-2 text-lg font-semibold">
        Rankings
      </h2>
      <ul className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
        {ranks.map((r) => (
          <li key={`${r.kind}:${r.filterValue}`} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
            <Link to={href.rankingList(r.kind) + writeRankingUrlAtRank(r.kind, r.filterValue || null, r.rank, pageSize)} className="hover:underline">
              {RANK_LABELS[r.kind]}
              {r.filterValue ? (
                <span className="text-zinc-600 dark:text-zinc-400">
                  {' · '}
                  {r.kind === 'organization' ? <OrganizationName code={r.filterValue} /> : r.kind === 'age' ? ageGroupLabel(r.filterValue) : r.filterValue}
                </span>
              ) : null}
            </Link>
            <span className="flex items-center gap-2 tabular-nums">
              <RankChangeIndicator currentRank={r.rank} previousRank={r.previousRank} />
              <span className="font-semibold">{formatRank(r.rank)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
