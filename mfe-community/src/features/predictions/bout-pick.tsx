// One bout of an upcoming card: the two fighters as pick buttons, the engine's probability, an optional method,
// and the pick's state (open, locked, voided asking to pick again, scored with its points).
import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardBout, PickMethod } from '@fightrank/shared/contracts';
import { putPick } from '@fightrank/shared/api-client';
import { predictionQueries } from '@fightrank/shared/queries';
import { titleLabel } from '@fightrank/shared/ui';

const METHOD_LABEL: Record<PickMethod, string> = { 'KO/TKO': 'KO/TKO', SUB: 'Submission', DEC: 'Decision' };

const METHODS: Array<{ value: PickMethod | ''; label: string }> = [
  { value: '', label: 'Any method' },
  ...(Object.keys(METHOD_LABEL) as PickMethod[]).map((value) => ({ value, label: METHOD_LABEL[value] })),
];

/** How the saved line names a method: "Saved: Islam Makhachev to win by submission." */
const BY_METHOD: Record<PickMethod, string> = { 'KO/TKO': 'by KO/TKO', SUB: 'by submission', DEC: 'by decision' };

const percent = (p: number) => `${Math.round(p * 100)}%`;

export function BoutPick({ bout }: { bout: CardBout }) {
  const queryClient = useQueryClient();
  const methodHintId = useId();
  const pick = bout.pick;
  const voided = pick?.status === 'voided';
  const [method, setMethod] = useState<PickMethod | ''>(voided ? '' : (pick?.method ?? ''));
  const [saved, setSaved] = useState('');
  const mutation = useMutation({
    mutationFn: (body: { winnerId: number; method: PickMethod | null }) => putPick(bout.id, body),
    // A bout's saves run one after another in the order the fan made them, so the last choice is the one stored
    // (the buttons and the select stay usable while one is on its way: disabling them would drop the keyboard focus).
    scope: { id: `prediction-pick-${bout.id}` },
    onMutate: () => setSaved(''),
    onSuccess: (stored) => {
      const winner = stored.winnerId === bout.fighterA.id ? bout.fighterA : bout.fighterB;
      setSaved(`Saved: ${winner.name} to win${stored.method ? ` ${BY_METHOD[stored.method]}` : ''}.`);
      // The card shows the stored pick at once; the record and the leaderboard follow on their next look.
      queryClient.setQueryData(predictionQueries.cards().queryKey, (cards) =>
        cards?.map((card) => ({ ...card, bouts: card.bouts.map((b) => (b.id === stored.boutId ? { ...b, pick: stored } : b)) })),
      );
      void queryClient.invalidateQueries({ queryKey: predictionQueries.all() });
    },
  });
  const closed = bout.locked || pick?.status === 'scored';
  // The winner on its way to the server shows as picked already; a refused save falls back to the stored one.
  const chosen = mutation.isPending ? mutation.variables.winnerId : voided ? null : (pick?.winnerId ?? null);
  const save = (winnerId: number, next: PickMethod | '' = method) => mutation.mutate({ winnerId, method: next === '' ? null : next });
  const fighters = [
    { ...bout.fighterA, probability: bout.probabilityA },
    { ...bout.fighterB, probability: bout.probabilityA === null ? null : 1 - bout.probabilityA },
  ];

  return (
    <li className="rounded-lg border border-zinc-200 p-3 dark:border-zinc-800" data-testid="prediction-bout">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-xs text-zinc-600 dark:text-zinc-400">
        <span>
          {bout.weightClass ?? 'Catchweight'}
          {bout.titleBout ? ` · ${titleLabel(bout)}` : ''}
        </span>
        {pick?.status === 'scored' && (
          <span className="font-semibold text-emerald-700 dark:text-emerald-400">
            {pick.points} {pick.points === 1 ? 'point' : 'points'}
          </span>
        )}
        {closed && pick?.status !== 'scored' && <span className="font-semibold">Locked</span>}
      </div>
      {voided && (
        <p role="status" className="mb-2 rounded bg-amber-50 px-2 py-1 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          Your pick was voided: the bout changed. Pick again.
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        {fighters.map((f) => (
          <button
            key={f.id}
            type="button"
            disabled={closed}
            aria-pressed={chosen === f.id}
            onClick={() => save(f.id)}
            className={`min-h-11 rounded-md border px-3 py-2 text-left text-sm font-medium transition disabled:cursor-not-allowed ${
              chosen === f.id
                ? 'border-red-700 bg-red-700 text-white'
                : 'border-zinc-300 bg-white text-zinc-900 hover:border-red-500 disabled:opacity-70 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-50'
            }`}
          >
            <span className="block">{f.name}</span>
            {f.probability !== null && (
              <span className={`block text-xs ${chosen === f.id ? 'text-red-50' : 'text-zinc-600 dark:text-zinc-400'}`}>Engine: {percent(f.probability)}</span>
            )}
          </button>
        ))}
      </div>
      {!closed && (
        <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-zinc-700 dark:text-zinc-300">
          <label className="flex items-center gap-2">
            Method (+1 point)
            {/* A method is stored with a winner and scores only with the right one (decision 026): nothing to save before. */}
            <select
              value={method}
              disabled={chosen === null}
              aria-describedby={chosen === null ? methodHintId : undefined}
              onChange={(e) => {
                const next = e.target.value as PickMethod | '';
                setMethod(next);
                if (chosen !== null) save(chosen, next);
              }}
              className="rounded border border-zinc-300 bg-white px-2 py-1 disabled:cursor-not-allowed disabled:opacity-70 dark:border-zinc-700 dark:bg-zinc-900"
            >
              {METHODS.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </select>
          </label>
          {chosen === null && (
            <span id={methodHintId} className="text-xs text-zinc-600 dark:text-zinc-400">
              Pick a winner first: the method counts only with the winner.
            </span>
          )}
        </div>
      )}
      {closed && pick && !voided && pick.method && <p className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">Your method: {METHOD_LABEL[pick.method]}</p>}
      {/* Always in the page, so screen readers hear the line when it is filled in (like Profile's "Password changed."). */}
      <p role="status" className={saved ? 'mt-2 text-sm text-emerald-800 dark:text-emerald-300' : undefined}>
        {saved}
      </p>
      {mutation.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {mutation.error instanceof Error ? mutation.error.message : 'Could not save the pick.'}
        </p>
      )}
    </li>
  );
}
