// The tuning and validation harness, pure (the CLI loads data and prints). One fixed split so every figure
// is reproducible: parameters are searched on UFC bouts of TUNE_WINDOW only, and VALIDATION_WINDOW is only
// ever scored. In both, each bout is predicted from bouts strictly before its date (ratings run from the
// first bout in the data), so nothing fitted, filtered or learned has seen the bout it predicts.
import { IDENTITY_MAP, type MapSample } from './calibration-map';
import { isDebutant, predict } from './engine';
import { createRatingState } from './rating-state';
import { logLossOf, type Scored } from './metrics';
import { dayOf, isoOfDay, RESULT, type RatingInput } from './rating-input';
import type { RatingParams } from './rating-params';

export interface Window {
  from: string;
  /** Exclusive. */
  to: string;
}

export const TUNE_WINDOW: Window = { from: '2019-01-01', to: '2023-01-01' };
export const VALIDATION_WINDOW: Window = { from: '2023-01-01', to: '2025-01-01' };

/** Decisive UFC bouts in the window (draws and no contests have no winner to predict), in date order. */
export function targetBouts(input: RatingInput, window: Window): number[] {
  const from = dayOf(window.from);
  const to = dayOf(window.to);
  const out: number[] = [];
  for (let k = 0; k < input.boutCount; k++) {
    const r = input.result[k]!;
    if (input.isUfc[k] === 1 && input.day[k]! >= from && input.day[k]! < to && (r === RESULT.A_WON || r === RESULT.A_LOST)) out.push(k);
  }
  return out.sort((x, y) => input.day[x]! - input.day[y]! || x - y);
}

/**
 * Decisive bouts of every organization in the window, in date order: a set about five times larger than the UFC
 * one, so its calibration error has a lower noise floor. Reported beside the UFC figures, never instead of them.
 */
export function allOrganizationBouts(input: RatingInput, window: Window): number[] {
  const from = dayOf(window.from);
  const to = dayOf(window.to);
  const out: number[] = [];
  for (let k = 0; k < input.boutCount; k++) {
    const r = input.result[k]!;
    if (input.day[k]! >= from && input.day[k]! < to && (r === RESULT.A_WON || r === RESULT.A_LOST)) out.push(k);
  }
  return out.sort((x, y) => input.day[x]! - input.day[y]! || x - y);
}

/** The engine's P(A wins) for each target, each from bouts strictly before its date, calibrated for the bout's pool. */
export function predictBouts(input: RatingInput, params: RatingParams, targets: readonly number[]): Scored[] {
  const state = createRatingState(input, params);
  return targets.map((k) => ({
    p: predict(state, input.fighterKeys[input.fighterA[k]!]!, input.fighterKeys[input.fighterB[k]!]!, isoOfDay(input.day[k]!), { debutPool: input.pool[k]! }),
    y: input.result[k] === RESULT.A_WON ? 1 : 0,
  }));
}

/**
 * What `fitCalibrationMap` reads: each target's logit before any calibration map (the engine run with the identity
 * map), its pool and whether either side debuts. Run it on the tune window only.
 */
export function mapSamples(input: RatingInput, params: RatingParams, targets: readonly number[]): MapSample[] {
  const state = createRatingState(input, { ...params, calibrationMap: IDENTITY_MAP });
  return targets.map((k) => {
    const a = input.fighterKeys[input.fighterA[k]!]!;
    const b = input.fighterKeys[input.fighterB[k]!]!;
    const p = predict(state, a, b, isoOfDay(input.day[k]!), { debutPool: input.pool[k]! });
    // predict has advanced the state to the bout's day without rating it: debut status is as of before the bout.
    return {
      logit: Math.log(p / (1 - p)),
      pool: input.pool[k]!,
      debut: isDebutant(state, a) || isDebutant(state, b),
      y: input.result[k] === RESULT.A_WON ? 1 : 0,
    };
  });
}

/**
 * For each target, the UFC bouts the less experienced of its two fighters had held before the bout's day: where the
 * engine stands against the market depends on it (decision 043, session 14), so `ratings eval` prints the gap by it.
 */
export function fewerUfcBoutsBefore(input: RatingInput, targets: readonly number[]): number[] {
  const order = Array.from({ length: input.boutCount }, (_, k) => k).sort((x, y) => input.day[x]! - input.day[y]! || x - y);
  const held = new Int32Array(input.fighterKeys.length);
  const before = new Int32Array(input.boutCount);
  // Bouts of one day are counted after the whole day, so a fighter's other bout that night (a tournament) is not "before".
  for (let i = 0; i < order.length;) {
    let j = i;
    for (; j < order.length && input.day[order[j]!] === input.day[order[i]!]; j++) {
      const k = order[j]!;
      before[k] = Math.min(held[input.fighterA[k]!]!, held[input.fighterB[k]!]!);
    }
    for (; i < j; i++) {
      const k = order[i]!;
      if (input.isUfc[k] !== 1) continue;
      held[input.fighterA[k]!]!++;
      held[input.fighterB[k]!]!++;
    }
  }
  return targets.map((k) => before[k]!);
}

/** The experience bands `ratings eval` splits the gap to the market by. */
export const EXPERIENCE_BANDS = [
  { label: 'a UFC debut', from: 0, to: 0 },
  { label: '1-2 UFC bouts', from: 1, to: 2 },
  { label: '3-5 UFC bouts', from: 3, to: 5 },
  { label: '6 or more', from: 6, to: Number.POSITIVE_INFINITY },
] as const;

export const meanLogLoss = (rows: readonly Scored[]): number => rows.reduce((s, r) => s + logLossOf(r.p, r.y), 0) / rows.length;

/** One tunable knob: how to read it, write it, and the first step of the search (relative or absolute). */
interface Knob {
  name: string;
  get: (p: RatingParams) => number;
  set: (p: RatingParams, v: number) => RatingParams;
  step: number;
  relative: boolean;
  min: number;
}

const scalar = (name: keyof RatingParams, step: number, relative = true, min = 0): Knob => ({
  name,
  get: (p) => p[name] as number,
  set: (p, v) => ({ ...p, [name]: v }),
  step,
  relative,
  min,
});

const debut = (i: 0 | 1 | 2): Knob => ({
  name: `debutMean[${i}]`,
  get: (p) => p.debutMean[i],
  set: (p, v) => {
    const debutMean = [...p.debutMean] as [number, number, number];
    debutMean[i] = v;
    return { ...p, debutMean };
  },
  step: 0.1,
  relative: false,
  min: Number.NEGATIVE_INFINITY,
});

export const KNOBS: readonly Knob[] = [
  scalar('priorVar', 0.2),
  scalar('driftVarPerYear', 0.2),
  scalar('layoffShrinkPerYear', 0.3),
  scalar('finishWeight', 0.1),
  scalar('splitWeight', 0.3),
  scalar('otherPoolWeight', 0.1),
  debut(0),
  debut(1),
  debut(2),
  scalar('marginWeight', 0.2),
  scalar('calibratorPriorSd', 0.3),
  scalar('calibratorDrift', 1e-5, false),
];

export interface TuneStep {
  knob: string;
  value: number;
  logLoss: number;
}

/**
 * Coordinate descent on the tune window's log loss: each knob in turn tries one step down and one up and
 * keeps a move only when it lowers the log loss by more than `minGain` (smaller gains are noise on ~2,000
 * bouts and would only fit it); when a full round keeps nothing, every step halves; at most `rounds` rounds.
 * `input` should hold no bout on or after the window's end (the CLI loads the data with `until`), so the
 * validation years cannot leak in even by mistake.
 */
export function tune(
  input: RatingInput,
  start: RatingParams,
  window: Window = TUNE_WINDOW,
  options: { rounds?: number; minGain?: number; onStep?: (s: TuneStep) => void } = {},
): { params: RatingParams; logLoss: number; evaluations: number } {
  const targets = targetBouts(input, window);
  if (targets.length === 0) throw new Error(`no decisive UFC bouts between ${window.from} and ${window.to}`);
  const minGain = options.minGain ?? 0.0005;
  let evaluations = 0;
  const loss = (p: RatingParams) => {
    evaluations++;
    return meanLogLoss(predictBouts(input, p, targets));
  };
  let params = start;
  let best = loss(params);
  const steps = KNOBS.map((k) => k.step);
  for (let round = 0; round < (options.rounds ?? 6); round++) {
    let moved = false;
    KNOBS.forEach((knob, i) => {
      const value = knob.get(params);
      for (const dir of [-1, 1]) {
        const next = knob.relative ? value * (1 + dir * steps[i]!) : value + dir * steps[i]!;
        if (next < knob.min) continue;
        const candidate = knob.set(params, next);
        const l = loss(candidate);
        if (l < best - minGain) {
          params = candidate;
          best = l;
          moved = true;
          options.onStep?.({ knob: knob.name, value: next, logLoss: l });
          break;
        }
      }
    });
    if (!moved) for (let i = 0; i < steps.length; i++) steps[i] = steps[i]! / 2;
  }
  return { params, logLoss: best, evaluations };
}
