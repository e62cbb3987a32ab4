// One fantasy matchup: both fighters side by side (stacked on phones), each a big vote button, and after the vote
// the crowd's split beside the rating engine's win probability.
import type { Ref } from 'react';
import type { Matchup, MatchupFighter, MatchupSplit } from '@fightrank/shared/contracts';
import { cn, NationalityFlag, RowRecord } from '@fightrank/shared/ui';

const REASONS: Record<string, string> = {
  champions: 'Champion against champion',
  eras: 'Past against present',
  greats: 'All-time greats',
  close: 'Too close to call',
};

/** "55%", as the site writes a share everywhere else (the fighter page, event cards, predictions). */
const percent = (share: number) => `${Math.round(share * 100)}%`;

export function MatchupCard({
  matchup,
  split,
  busy,
  onVote,
  headingRef,
}: {
  matchup: Matchup;
  split: MatchupSplit | null;
  busy: boolean;
  onVote: (fighterId: number) => void;
  /** The stream focuses the heading when it moves on to this pair. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <section aria-labelledby={`matchup-${matchup.id}`} className="space-y-4">
      <h2
        ref={headingRef}
        tabIndex={-1}
        id={`matchup-${matchup.id}`}
        className="text-center text-sm font-medium uppercase tracking-wide text-zinc-600 dark:text-zinc-400"
      >
        {REASONS[matchup.reason] ?? 'Fantasy matchup'}: who wins?
      </h2>
      <div className="grid items-stretch gap-3 sm:grid-cols-[1fr_auto_1fr]">
        <FighterChoice
          fighter={matchup.fighterA}
          side="left"
          picked={split?.pickedFighterId === matchup.fighterA.id}
          disabled={busy || split !== null}
          onVote={onVote}
        />
        <span className="self-center text-center text-lg font-bold text-zinc-500 dark:text-zinc-400" aria-hidden="true">
          vs
        </span>
        <FighterChoice
          fighter={matchup.fighterB}
          side="right"
          picked={split?.pickedFighterId === matchup.fighterB.id}
          disabled={busy || split !== null}
          onVote={onVote}
        />
      </div>
      {split ? <SplitResult matchup={matchup} split={split} /> : null}
    </section>
  );
}

function FighterChoice({
  fighter,
  side,
  picked,
  disabled,
  onVote,
}: {
  fighter: MatchupFighter;
  side: 'left' | 'right';
  picked: boolean;
  disabled: boolean;
  onVote: (id: number) => void;
}) {
  const initials = fighter.name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
  return (
    <button
      type="button"
      onClick={() => onVote(fighter.id)}
      disabled={disabled}
      aria-pressed={picked}
      aria-keyshortcuts={side === 'left' ? 'ArrowLeft' : 'ArrowRight'}
      className={cn(
        'flex flex-col items-center gap-2 rounded-xl border-2 p-4 text-center transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        picked ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-zinc-800' : 'border-zinc-200 hover:border-brand-500 dark:border-zinc-700',
        disabled && !picked ? 'opacity-80' : '',
      )}
    >
      <span
        className="flex h-16 w-16 items-center justify-center rounded-full bg-zinc-200 text-xl font-bold text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200"
        aria-hidden="true"
      >
        {initials}
      </span>
      <span className="flex items-center gap-2 text-lg font-semibold">
        <NationalityFlag nationality={fighter.nationality} countryCode={fighter.countryCode} />
        {fighter.name}
      </span>
      <span className="text-sm text-zinc-600 dark:text-zinc-400">
        <RowRecord
          row={{ ...fighter, totalWins: fighter.record.wins, totalLosses: fighter.record.losses }}
          draws={fighter.record.draws}
          markClassName="text-xs"
        />{' '}
        · {fighter.division ?? 'Division unknown'}
      </span>
      <span className="text-xs text-zinc-600 dark:text-zinc-400">
        {fighter.peakRank ? `Best #${fighter.peakRank} in the global list` : 'Never in the global top 100'} · {fighter.era.from}–{fighter.era.to}
      </span>
      <span className="mt-1 text-sm font-medium text-brand-700 dark:text-brand-400">
        {picked ? 'Your pick' : `Vote ${familyName(fighter.name)}`}
        <span className="sr-only"> (key: {side === 'left' ? 'left arrow' : 'right arrow'})</span>
      </span>
    </button>
  );
}

/** "The crowd says 71%, the model says 58%", for the fighter this voter picked; the counts are weighted per address (decision 036). */
function SplitResult({ matchup, split }: { matchup: Matchup; split: MatchupSplit }) {
  const total = split.votesA + split.votesB;
  const pickedA = split.pickedFighterId === matchup.fighterA.id;
  const picked = pickedA ? matchup.fighterA : matchup.fighterB;
  const crowd = total > 0 ? (pickedA ? split.votesA : split.votesB) / total : 0;
  const model = pickedA ? split.modelProbabilityA : 1 - split.modelProbabilityA;
  return (
    <div className="rounded-lg bg-zinc-50 p-4 text-center dark:bg-zinc-900" role="status" data-testid="vote-split">
      <p className="text-base">
        For <strong>{picked.name}</strong>: the crowd says <strong>{percent(crowd)}</strong>, the model says <strong>{percent(model)}</strong>.
      </p>
      <div className="mx-auto mt-2 flex h-2 max-w-md overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-700" aria-hidden="true">
        <div className="bg-brand-600 dark:bg-brand-400" style={{ width: percent(total ? split.votesA / total : 0.5) }} />
      </div>
      <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
        {split.votesA} vote{split.votesA === 1 ? '' : 's'} for {matchup.fighterA.name}, {split.votesB} for {matchup.fighterB.name}. Many votes from one
        connection in a few minutes count as a few, as in the community ranking. The model compares both at their peak rating.
      </p>
    </div>
  );
}

/**
 * The name a vote button calls a fighter by: everything after the given name, so a family name of two words stays whole
 * ("Du Plessis", "dos Santos", "Machado Garry"); a one-word ring name is the name.
 */
export function familyName(name: string): string {
  const words = name.trim().split(/\s+/);
  return words.length > 1 ? words.slice(1).join(' ') : words[0]!;
}
