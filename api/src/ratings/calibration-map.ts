// The last step of every probability the engine gives: a calibration map on the final logit. UFC bouts are called by
// a second stage learned from UFC bouts, one at a time, so they are calibrated by construction and the map leaves
// them alone. Other promotions' bouts were first called with those UFC-learned coefficients, too timid there
// (decision 018); since decision 043 they have a stage of their own, and the refitted map is small: a little bolder
// only when one side has no earlier bout in our data. It only multiplies the logit by a positive factor: it never
// changes who the favourite is, and swapping the fighters still exactly negates the logit.
import { POOL } from './organization-pools';

export interface CalibrationMap {
  /** Added to the logit's scale factor (1) for a bout outside the UFC. */
  otherPool: number;
  /** Added again for a bout outside the UFC where either fighter has no earlier bout in the data. */
  otherPoolDebut: number;
}

export const IDENTITY_MAP: CalibrationMap = { otherPool: 0, otherPoolDebut: 0 };

/**
 * The one place a logit becomes a win probability: mapped for its context, and exactly complementary
 * (the sigmoid of |z| is >= 0.5, where 1 - p is exact, so P(A,B) + P(B,A) === 1 with no rounding).
 */
export function winProbability(map: CalibrationMap, logit: number, context: MapContext): number {
  const z = applyCalibrationMap(map, logit, context);
  const favourite = 1 / (1 + Math.exp(-Math.abs(z)));
  return z >= 0 ? favourite : 1 - favourite;
}

/** What the map needs to know about a matchup besides its logit. */
export interface MapContext {
  /** Pool of the bout's organization (POOL.UFC for a UFC bout). */
  pool: number;
  /** Either fighter has no earlier bout in the data (unknown to the engine or debuting). */
  debut: boolean;
}

export function scaleOf(map: CalibrationMap, context: MapContext): number {
  if (context.pool === POOL.UFC) return 1;
  return 1 + map.otherPool + (context.debut ? map.otherPoolDebut : 0);
}

export function applyCalibrationMap(map: CalibrationMap, logit: number, context: MapContext): number {
  return logit * scaleOf(map, context);
}

/** One uncalibrated prediction with its outcome (y = 1 when A won), as the fit reads it. */
export interface MapSample extends MapContext {
  logit: number;
  y: 0 | 1;
}

/**
 * Maximum-likelihood fit of the map's two coefficients on the samples' non-UFC bouts (UFC bouts have no
 * coefficient): logistic regression of y on logit * (1 + a + b * debut) with the logit as an offset, by Newton's
 * method (two parameters, a concave log likelihood, so a handful of steps converge).
 */
export function fitCalibrationMap(samples: readonly MapSample[]): CalibrationMap {
  const rows = samples.filter((s) => s.pool !== POOL.UFC && Number.isFinite(s.logit));
  if (rows.length === 0) return IDENTITY_MAP;
  let a = 0;
  let b = 0;
  for (let iteration = 0; iteration < 50; iteration++) {
    let ga = 0,
      gb = 0,
      haa = 0,
      hab = 0,
      hbb = 0;
    for (const r of rows) {
      const xa = r.logit;
      const xb = r.debut ? r.logit : 0;
      const p = 1 / (1 + Math.exp(-(r.logit + a * xa + b * xb)));
      const w = p * (1 - p);
      ga += (r.y - p) * xa;
      gb += (r.y - p) * xb;
      haa += w * xa * xa;
      hab += w * xa * xb;
      hbb += w * xb * xb;
    }
    // Without debut rows the second coefficient has no information: fit the first alone.
    const det = haa * hbb - hab * hab;
    const da = hbb > 0 && det > 1e-12 ? (hbb * ga - hab * gb) / det : haa > 0 ? ga / haa : 0;
    const db = hbb > 0 && det > 1e-12 ? (haa * gb - hab * ga) / det : 0;
    a += da;
    b += db;
    if (Math.abs(da) + Math.abs(db) < 1e-10) break;
  }
  return { otherPool: a, otherPoolDebut: b };
}
