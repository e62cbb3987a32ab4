// The commands that fit the engine's parameters on the tune years only (the validation years are never loaded):
// `ratings tune`, `ratings calibrate`, `ratings promotions`.
import { fitCalibrationMap, fitOrganizationOffsets, IDENTITY_MAP, DEFAULT_PARAMS, POOL, score, type Scored } from '../../ratings/index';
import { allOrganizationBouts, mapSamples, tune, TUNE_WINDOW } from '../../ratings/validation';
import { printScores } from './eval-command';
import { loadInput } from './load-input';

/** Searches DEFAULT_PARAMS's knobs for the lowest log loss on the tune years' UFC bouts, printing each step. */
export async function runTune(dir: string): Promise<void> {
  // The validation years are not even loaded: the search cannot see them.
  const { input } = await loadInput(dir, TUNE_WINDOW.to);
  console.log(
    `tuning on decisive UFC bouts ${TUNE_WINDOW.from} .. ${TUNE_WINDOW.to} (exclusive), ratings run from the first bout; data loaded until ${TUNE_WINDOW.to}`,
  );
  const start = DEFAULT_PARAMS;
  const before = tune(input, start, TUNE_WINDOW, { rounds: 0 });
  console.log(`start (DEFAULT_PARAMS): log loss ${before.logLoss.toFixed(4)}`);
  const result = tune(input, start, TUNE_WINDOW, { onStep: (s) => console.log(`  ${s.knob} -> ${Number(s.value.toPrecision(4))}: ${s.logLoss.toFixed(4)}`) });
  console.log(`best: log loss ${result.logLoss.toFixed(4)} after ${result.evaluations} evaluations`);
  console.log(JSON.stringify(result.params, (_, v: unknown) => (typeof v === 'number' ? Number(v.toPrecision(4)) : v)));
}

/** Fits the calibration map (how far other promotions' predictions are stretched) on the tune years' bouts. */
export async function runCalibrate(dir: string): Promise<void> {
  // Like tune: the validation years are not even loaded.
  const { input } = await loadInput(dir, TUNE_WINDOW.to);
  const targets = allOrganizationBouts(input, TUNE_WINDOW);
  console.log(
    `fitting the calibration map on decisive bouts of every organization ${TUNE_WINDOW.from} .. ${TUNE_WINDOW.to} (exclusive); data loaded until ${TUNE_WINDOW.to}`,
  );
  const samples = mapSamples(input, DEFAULT_PARAMS, targets);
  const map = fitCalibrationMap(samples);
  const other = samples.filter((s) => s.pool !== POOL.UFC);
  console.log(`${samples.length} bouts (${other.length} outside the UFC, ${other.filter((s) => s.debut).length} of them with a debutant)`);
  for (const [label, m] of [
    ['identity map', IDENTITY_MAP],
    ['fitted map', map],
    ['DEFAULT_PARAMS map', DEFAULT_PARAMS.calibrationMap],
  ] as const) {
    const rows = other.map((s): Scored => ({ p: 1 / (1 + Math.exp(-s.logit * (1 + m.otherPool + (s.debut ? m.otherPoolDebut : 0)))), y: s.y }));
    printScores(`${label} (non-UFC)`, rows.length ? score(rows) : score([]));
  }
  console.log(JSON.stringify({ calibrationMap: { otherPool: Number(map.otherPool.toFixed(3)), otherPoolDebut: Number(map.otherPoolDebut.toFixed(3)) } }));
}

/** Promotion strength from crossover bouts, fitted on bouts before 2023-01-01 only (validation years never loaded). */
export async function runPromotions(dir: string): Promise<void> {
  const until = TUNE_WINDOW.to;
  console.log(`fitting promotion offsets on bouts before ${until} between fighters who debuted in different organizations; data loaded until ${until}`);
  const { input } = await loadInput(dir, until);
  const fit = fitOrganizationOffsets(input, { ...DEFAULT_PARAMS, organizationOffsets: {} }, { until });
  const rows = Object.entries(fit.offsets).sort((x, y) => fit.crossBouts[y[0]]! - fit.crossBouts[x[0]]!);
  for (const [code, offset] of rows.slice(0, 25))
    console.log(`  ${code.padEnd(16)} ${offset >= 0 ? '+' : ''}${offset.toFixed(3)}  (${fit.crossBouts[code]} crossover bouts)`);
  console.log(JSON.stringify({ organizationOffsets: fit.offsets }));
}
