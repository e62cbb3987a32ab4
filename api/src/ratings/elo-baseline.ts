// Plain Elo on UFC bouts only: the baseline the engine must beat in `ratings eval`.
// K is tuned on earlier years (see docs/decisions/006-rating-engine.md); nothing else is tuned.
import { RESULT, type RatingInput } from './rating-input';

export const ELO_K = 60;
const SCALE = 400;

export interface EloState {
  input: RatingInput;
  k: number;
  rating: Float64Array;
  order: Int32Array;
  cursor: number;
}

export function createElo(input: RatingInput, k = ELO_K): EloState {
  const order = Int32Array.from({ length: input.boutCount }, (_, i) => i).sort((x, y) => input.day[x]! - input.day[y]! || x - y);
  return { input, k, rating: new Float64Array(input.fighterKeys.length).fill(1500), order, cursor: 0 };
}

function expected(ra: number, rb: number): number {
  return 1 / (1 + 10 ** ((rb - ra) / SCALE));
}

/** Rates every UFC bout dated strictly before `day`. */
export function eloAdvanceTo(s: EloState, day: number): void {
  const { input } = s;
  for (; s.cursor < input.boutCount && input.day[s.order[s.cursor]!]! < day; s.cursor++) {
    const k = s.order[s.cursor]!;
    const r = input.result[k]!;
    if (input.isUfc[k] !== 1 || r === RESULT.NO_CONTEST) continue;
    const a = input.fighterA[k]!;
    const b = input.fighterB[k]!;
    const y = r === RESULT.A_WON ? 1 : r === RESULT.A_LOST ? 0 : 0.5;
    const delta = s.k * (y - expected(s.rating[a]!, s.rating[b]!));
    s.rating[a] = s.rating[a]! + delta;
    s.rating[b] = s.rating[b]! - delta;
  }
}

/** P(A beats B) for fighter indices (-1 = unknown, rated 1500). */
export function eloPredict(s: EloState, a: number, b: number, day: number): number {
  eloAdvanceTo(s, day);
  const ra = a >= 0 ? s.rating[a]! : 1500;
  const rb = b >= 0 ? s.rating[b]! : 1500;
  return expected(ra, rb);
}
