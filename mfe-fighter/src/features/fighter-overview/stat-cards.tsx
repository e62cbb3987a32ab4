// The fighter page's stat cards (spec §3): Rating, global rank, record, streak, finish rate and the lists he ranks in,
// a 3-column grid from md up and a collapsible Overview card on a phone.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FighterInfo, FighterStats, MethodSplits } from '@fightrank/shared/contracts';
import { fighterQueries } from '@fightrank/shared/queries';
import { formatRank, formatRating, formatShortDate } from '@fightrank/shared/ui';
import { StatCard, type StatCardProps } from '../../components/stat-card';
import { RANK_LABELS } from './fighter-ranks';

const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)}%`);
/**
 * Wins or losses by method. Spec §3 gives a stat card its splits without saying which, so this is our choice: "Dec"
 * counts decisions only, and every other ending (a disqualification, an overturned result, a method the source did
 * not give: the API's `other`) is a split of its own, "Other", shown only when there is one (most fighters have
 * none). Adding them into "Dec" showed Jon Jones's one loss, the DQ against Matt Hamill, as "Dec L 1".
 */
const methodSplits = (m: MethodSplits) => [
  { title: 'KO/TKO', value: String(m.koTko) },
  { title: 'Sub', value: String(m.submission) },
  { title: 'Dec', value: String(m.decision) },
  ...(m.other ? [{ title: 'Other', value: String(m.other) }] : []),
];

export function statCards(fighter: FighterInfo, stats: FighterStats | undefined): StatCardProps[] {
  const { wins, losses, draws, noContests } = fighter.record;
  const rated = fighter.rating !== null;
  const streak = stats?.streak;
  return [
    {
      title: 'Rating',
      value: rated ? formatRating(fighter.rating) : 'Unrated',
      statChange: stats?.ratingChange,
      changeLabel: 'from the last bout',
      secondaryTitle: 'Skill estimate',
      secondaryValue: fighter.skill === null ? undefined : `${fighter.skill.toFixed(1)} ± ${(fighter.uncertainty ?? 0).toFixed(0)}`,
    },
    {
      title: 'Global rank',
      value: stats?.globalRank ? formatRank(stats.globalRank) : 'Unranked',
      statChange: stats?.globalRankChange,
      changeLabel: 'since last week',
      secondaryTitle: 'Peak rating',
      secondaryValue: fighter.peakRating === null ? undefined : formatRating(fighter.peakRating),
    },
    {
      // A partial record says so in its title, which a screen reader reads with the value; the stated one beside it.
      title: fighter.recordComplete ? 'Record' : `Record held${fighter.recordSince ? ` since ${fighter.recordSince}` : ''} (partial)`,
      value: `${wins}-${losses}-${draws}`,
      ...(fighter.proRecord && !fighter.recordComplete
        ? {
            secondaryTitle: proRecordTitle(fighter.proRecord),
            secondaryValue: proRecordValue(fighter.proRecord),
          }
        : { secondaryTitle: 'No contests', secondaryValue: String(noContests) }),
      splits: stats ? methodSplits(stats.wins) : undefined,
    },
    {
      title: 'Streak',
      value: streak
        ? `${streak.count} ${streak.result === 'W' ? (streak.count > 1 ? 'wins' : 'win') : streak.result === 'L' ? (streak.count > 1 ? 'losses' : 'loss') : streak.count > 1 ? 'draws' : 'draw'}`
        : '—',
      secondaryTitle: 'Longest win streak',
      secondaryValue: stats ? String(stats.longestWinStreak) : undefined,
    },
    {
      title: 'Finish rate',
      value: percent(stats?.finishRate ?? null),
      secondaryTitle: 'Losses by finish',
      secondaryValue: percent(stats?.finishedRate ?? null),
      splits: stats ? methodSplits(stats.losses).map((s) => ({ ...s, title: `${s.title} L` })) : undefined,
    },
    {
      title: 'Ranked in',
      value: `${fighter.ranks.length} ${fighter.ranks.length === 1 ? 'list' : 'lists'}`,
      secondaryTitle: 'Best',
      secondaryValue: fighter.ranks.length ? formatRank(Math.min(...fighter.ranks.map((r) => r.rank))) : undefined,
      splits: fighter.ranks.slice(0, 3).map((r) => ({ title: RANK_LABELS[r.kind], value: formatRank(r.rank) })),
    },
  ];
}

export function FighterStatCards({ fighter }: { fighter: FighterInfo }) {
  const stats = useQuery(fighterQueries.stats(String(fighter.id)));
  return <StatCards cards={statCards(fighter, stats.data)} />;
}

/** What the Rating card's number is; it goes with the cards, inside the Overview card on a phone (below it, closed, it explained nothing shown: UI QA, session 52). */
const RATING_EXPLAINED = 'Rating is our skill estimate minus twice its uncertainty: the level we are confident of. Each list says what it orders by.';

function StatCards({ cards }: { cards: StatCardProps[] }) {
  const [open, setOpen] = useState(false);
  const grid = cards.map((card) => <StatCard key={card.title} {...card} />);
  const explained = <p className="text-xs text-zinc-600 dark:text-zinc-400">{RATING_EXPLAINED}</p>;
  return (
    <>
      {/* Spec §2 stats overview: a 3-column grid from md up, a collapsible Overview card below. */}
      <div className="hidden space-y-3 md:block">
        <section className="grid grid-cols-3 gap-3" aria-label="Stats">
          {grid}
        </section>
        {explained}
      </div>
      <section className="rounded-lg border border-zinc-200 md:hidden dark:border-zinc-800" aria-label="Stats">
        <button
          type="button"
          className="flex w-full items-center justify-between px-4 py-3 text-left font-semibold"
          aria-expanded={open}
          aria-controls="fighter-overview-cards"
          onClick={() => setOpen((v) => !v)}
        >
          Overview
          <span aria-hidden="true">{open ? '▲' : '▼'}</span>
        </button>
        {open ? (
          <div id="fighter-overview-cards" className="grid gap-3 border-t border-zinc-200 p-3 dark:border-zinc-800">
            {grid}
            {explained}
          </div>
        ) : null}
      </section>
    </>
  );
}

type StatedRecord = NonNullable<FighterInfo['proRecord']>;
const wld = (r: { wins: number; losses: number; draws: number }) => `${r.wins}-${r.losses}-${r.draws}`;
/** The bouts held since the record was stated changed it (the lists show the sum). */
const grownSince = (stated: StatedRecord) => !!stated.current && wld(stated.current) !== wld(stated);

/**
 * The stated record as every list shows it: with the results of the bouts held since its date (session 40: Horiguchi's
 * card said 32-5-0 "Dec 31, 2023" beside the lists' 33-5). The title says what it is made of.
 */
function proRecordValue(stated: StatedRecord): string {
  const shown = grownSince(stated) ? stated.current! : stated;
  return `${wld(shown)}${stated.noContests ? ` (${stated.noContests} NC)` : ''}`;
}

function proRecordTitle(stated: StatedRecord): string {
  const on = formatShortDate(stated.asOf);
  if (!on) return 'Professional record';
  return grownSince(stated) ? `Professional record (${wld(stated)} on ${on}, and the bouts since)` : `Professional record, ${on}`;
}
