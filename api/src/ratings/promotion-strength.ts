// Promotion strength learned from the fighters who crossed over (decision 038). Each organization's debutants start
// from their pool's prior plus an offset; the offset is fitted on bouts between fighters who debuted in different
// organizations, where a whole roster's level shows (bouts inside one roster only move ratings around within it).
// Pure: `ratings promotions` prints the fit, which is copied into DEFAULT_PARAMS.organizationOffsets.
import { rateHistory } from './engine';
import { dayOf, RESULT, type RatingInput } from './rating-input';
import type { RatingParams } from './rating-params';

export interface PromotionFitOptions {
  /** Only bouts strictly before this ISO date are rated and used (the tune rule of decision 018). */
  until?: string;
  /** Prior sd of an offset (logit): few crossover bouts leave an organization near its pool's prior. */
  priorSd?: number;
  /** Newton rounds; each re-rates history with the offsets so far (ratings absorb part of any shift). */
  rounds?: number;
  /** Organizations whose offset stays 0: the reference the others are measured against. */
  fixed?: readonly string[];
}

export interface PromotionFit {
  offsets: Record<string, number>;
  /** Crossover bouts each organization's debutants fought (for the report). */
  crossBouts: Record<string, number>;
}

export function fitOrganizationOffsets(input: RatingInput, params: RatingParams, options: PromotionFitOptions = {}): PromotionFit {
  const { until, priorSd = 0.5, rounds = 3, fixed = ['UFC'] } = options;
  const codes = input.organizations ?? [];
  const organization = input.organization;
  if (!organization) return { offsets: {}, crossBouts: {} };
  const precision = 1 / priorSd ** 2;
  const offsets = new Float64Array(codes.length);
  codes.forEach((code, o) => (offsets[o] = params.organizationOffsets[code] ?? 0));
  const isFixed = codes.map((code) => fixed.includes(code));
  const last = until === undefined ? Number.POSITIVE_INFINITY : dayOf(until);
  const crossBouts = new Int32Array(codes.length);
  for (let round = 0; round < rounds; round++) {
    const current: Record<string, number> = {};
    codes.forEach((code, o) => (current[code] = offsets[o]!));
    const state = rateHistory(input, { ...params, organizationOffsets: current }, until === undefined ? {} : { until });
    const debut = new Int32Array(input.fighterKeys.length).fill(-1);
    const g = new Float64Array(codes.length);
    const h = new Float64Array(codes.length);
    crossBouts.fill(0);
    for (let c = 0; c < input.boutCount; c++) {
      const k = state.order[c]!;
      if (input.day[k]! >= last) break;
      const a = input.fighterA[k]!;
      const b = input.fighterB[k]!;
      if (debut[a]! < 0) debut[a] = organization[k]!;
      if (debut[b]! < 0) debut[b] = organization[k]!;
      const oa = debut[a]!;
      const ob = debut[b]!;
      const result = input.result[k]!;
      if (oa === ob || (result !== RESULT.A_WON && result !== RESULT.A_LOST)) continue;
      const p = state.expected[k]!;
      const residual = (result === RESULT.A_WON ? 1 : 0) - p;
      const curvature = p * (1 - p);
      g[oa]! += residual;
      g[ob]! -= residual;
      h[oa]! += curvature;
      h[ob]! += curvature;
      crossBouts[oa]!++;
      crossBouts[ob]!++;
    }
    // One Newton step on each offset's penalized log likelihood (Gaussian prior around 0).
    for (let o = 0; o < codes.length; o++) if (!isFixed[o]) offsets[o] = offsets[o]! + (g[o]! - precision * offsets[o]!) / (h[o]! + precision);
  }
  const out: PromotionFit = { offsets: {}, crossBouts: {} };
  codes.forEach((code, o) => {
    if (isFixed[o] || crossBouts[o] === 0) return;
    out.offsets[code] = Math.round(offsets[o]! * 1000) / 1000;
    out.crossBouts[code] = crossBouts[o]!;
  });
  return out;
}
