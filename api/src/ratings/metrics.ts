// Scores for probabilistic predictions of decisive bouts (y = 1 when fighter A won).
// Calibration is measured on the favourite's side so it does not depend on which fighter is listed first.

export interface Scored {
  p: number;
  y: 0 | 1;
}

export interface CalibrationBin {
  from: number;
  to: number;
  count: number;
  meanPredicted: number;
  observed: number;
}

export interface Scores {
  count: number;
  logLoss: number;
  brier: number;
  /** Share of bouts whose favourite won; an exact 50/50 call counts half. */
  accuracy: number;
  /** Expected calibration error: count-weighted |mean predicted - observed| over the bins below. */
  calibrationError: number;
  bins: CalibrationBin[];
}

const EPS = 1e-12;

export function logLossOf(p: number, y: 0 | 1): number {
  return -Math.log(Math.min(1 - EPS, Math.max(EPS, y === 1 ? p : 1 - p)));
}

/**
 * Whether the favourite won. An exact 50/50 call has no favourite and counts half, as in accuracy: otherwise
 * its "favourite" would be whichever fighter the source lists first, and listing order carries the result in some
 * sources (two debutants both at the prior are exactly 0.5; hundreds of them outside the UFC).
 */
const favouriteWon = (p: number, y: 0 | 1): number => (p === 0.5 ? 0.5 : p > 0.5 ? y : 1 - y);

/** Ten equal bins of the favourite's probability, [0.50, 0.55), ..., [0.95, 1.00]. */
export function score(rows: readonly Scored[]): Scores {
  const bins: CalibrationBin[] = Array.from({ length: 10 }, (_, i) => ({ from: 0.5 + i * 0.05, to: 0.55 + i * 0.05, count: 0, meanPredicted: 0, observed: 0 }));
  let ll = 0;
  let brier = 0;
  let acc = 0;
  for (const { p, y } of rows) {
    ll += logLossOf(p, y);
    brier += (p - y) ** 2;
    acc += p === 0.5 ? 0.5 : p > 0.5 === (y === 1) ? 1 : 0;
    const fav = Math.max(p, 1 - p);
    const favWon = favouriteWon(p, y);
    const bin = bins[Math.min(9, Math.floor((fav - 0.5) / 0.05))]!;
    bin.count++;
    bin.meanPredicted += fav;
    bin.observed += favWon;
  }
  const n = rows.length;
  let ece = 0;
  for (const bin of bins) {
    if (bin.count === 0) continue;
    bin.meanPredicted /= bin.count;
    bin.observed /= bin.count;
    ece += (bin.count / n) * Math.abs(bin.meanPredicted - bin.observed);
  }
  return { count: n, logLoss: ll / n, brier: brier / n, accuracy: acc / n, calibrationError: ece, bins };
}

/** Small seeded PRNG (mulberry32) so bootstraps and synthetic histories are reproducible. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Paired bootstrap of the mean log-loss difference (a - b) on the same bouts: resampling bouts
 * keeps each bout's two predictions together, which is what makes small differences detectable.
 */
export function pairedBootstrap(lossA: readonly number[], lossB: readonly number[], draws = 2000, seed = 1): { mean: number; low: number; high: number } {
  const n = lossA.length;
  const diff = lossA.map((l, i) => l - lossB[i]!);
  const mean = diff.reduce((s, d) => s + d, 0) / n;
  const rand = seededRandom(seed);
  const means = new Float64Array(draws);
  for (let d = 0; d < draws; d++) {
    let s = 0;
    for (let i = 0; i < n; i++) s += diff[Math.floor(rand() * n)]!;
    means[d] = s / n;
  }
  means.sort();
  return { mean, low: means[Math.floor(draws * 0.025)]!, high: means[Math.floor(draws * 0.975)]! };
}

/** De-vigged win probability of A from American moneylines: implied probabilities rescaled to sum to 1. */
export function devig(oddsA: number, oddsB: number): number {
  const implied = (o: number) => (o < 0 ? -o / (-o + 100) : 100 / (o + 100));
  const a = implied(oddsA);
  const b = implied(oddsB);
  return a / (a + b);
}

/** Equal-count bins of the favourite's probability (deciles by default): reliability where the bouts are. */
export function reliabilityByQuantile(rows: readonly Scored[], bins = 10): CalibrationBin[] {
  const fav = rows.map(({ p, y }) => ({ p: Math.max(p, 1 - p), won: favouriteWon(p, y) })).sort((a, b) => a.p - b.p);
  const out: CalibrationBin[] = [];
  for (let b = 0; b < bins; b++) {
    const part = fav.slice(Math.floor((b * fav.length) / bins), Math.floor(((b + 1) * fav.length) / bins));
    if (part.length === 0) continue;
    out.push({
      from: part[0]!.p,
      to: part.at(-1)!.p,
      count: part.length,
      meanPredicted: part.reduce((s, r) => s + r.p, 0) / part.length,
      observed: part.reduce((s, r) => s + r.won, 0) / part.length,
    });
  }
  return out;
}

/** Expected calibration error over equal-count bins (deciles): count-weighted |mean predicted - observed|. */
export function calibrationErrorByDecile(rows: readonly Scored[]): number {
  return reliabilityByQuantile(rows).reduce((sum, b) => sum + (b.count / rows.length) * Math.abs(b.meanPredicted - b.observed), 0);
}

/**
 * What calibration error a perfectly calibrated predictor would show on these bouts: outcomes are drawn from the
 * predictions themselves, many times. On ~1,000 bouts the bins are small, so even perfect predictions score a few
 * hundredths; an observed error inside this range is indistinguishable from noise.
 */
export function calibrationNoise(
  rows: readonly Scored[],
  draws = 1000,
  seed = 1,
  measure: (rows: readonly Scored[]) => number = (r) => score(r).calibrationError,
): { mean: number; high: number } {
  const rand = seededRandom(seed);
  const values = new Float64Array(draws);
  const sample: Scored[] = rows.map((r) => ({ p: r.p, y: 0 }));
  for (let d = 0; d < draws; d++) {
    for (const s of sample) s.y = rand() < s.p ? 1 : 0;
    values[d] = measure(sample);
  }
  values.sort();
  return { mean: values.reduce((s, v) => s + v, 0) / draws, high: values[Math.floor(draws * 0.95)]! };
}
