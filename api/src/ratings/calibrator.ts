// Second stage: a Bayesian logistic regression on pre-fight features (rating gap, age gap), updated
// one bout at a time so it only ever knows bouts before the one being predicted. Every feature is a
// difference "A minus B" and there is no intercept, so swapping the fighters exactly negates the logit.

/** Rating gap, age gap, squared age past 30, uncertainty gap; 3 recent-form gaps; 11 profile gaps; reach gap. */
export const FEATURE_COUNT = 20;

export interface Calibrator {
  mean: Float64Array;
  /** Row-major FEATURE_COUNT x FEATURE_COUNT covariance of the coefficients. */
  cov: Float64Array;
  /** Scratch buffer reused by every update, so learning allocates nothing. */
  work: Float64Array;
  /** Variance added to every coefficient before each update: old bouts count a little less, so the stage tracks how the sport changes. */
  drift: number;
}

/** Starts from "trust the rating as it is" (coefficient 1 on the rating gap, 0 elsewhere). */
export function createCalibrator(priorSd: number, drift = 0, d = FEATURE_COUNT): Calibrator {
  const mean = new Float64Array(d);
  mean[0] = 1;
  const cov = new Float64Array(d * d);
  for (let i = 0; i < d; i++) cov[i * d + i] = priorSd * priorSd;
  return { mean, cov, work: new Float64Array(d), drift };
}

export function calibratedLogit(c: Calibrator, x: Float64Array): number {
  let z = 0;
  for (let i = 0; i < c.mean.length; i++) z += c.mean[i]! * x[i]!;
  return z;
}

/** One Laplace-approximate Bayesian update (the same Gaussian filter the ratings use). */
export function learn(c: Calibrator, x: Float64Array, y: number): void {
  const d = c.mean.length;
  const sx = c.work;
  if (c.drift > 0) for (let i = 0; i < d; i++) c.cov[i * d + i] = c.cov[i * d + i]! + c.drift;
  let s2 = 0;
  for (let i = 0; i < d; i++) {
    let acc = 0;
    for (let j = 0; j < d; j++) acc += c.cov[i * d + j]! * x[j]!;
    sx[i] = acc;
    s2 += acc * x[i]!;
  }
  const p = 1 / (1 + Math.exp(-calibratedLogit(c, x) / Math.sqrt(1 + (Math.PI * s2) / 8)));
  const h = p * (1 - p);
  const k = 1 / (1 + h * s2);
  for (let i = 0; i < d; i++) c.mean[i] = c.mean[i]! + sx[i]! * (y - p) * k;
  for (let i = 0; i < d; i++) for (let j = 0; j < d; j++) c.cov[i * d + j] = c.cov[i * d + j]! - sx[i]! * sx[j]! * h * k;
}
