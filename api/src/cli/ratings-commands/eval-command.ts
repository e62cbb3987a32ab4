// `ratings eval`: the held-out report cited in docs/decisions/006-rating-engine.md, and with --write the figures the
// About page publishes.
import { writeFileSync } from 'node:fs';
import {
  calibrationErrorByDecile,
  calibrationNoise,
  IDENTITY_MAP,
  createElo,
  DEFAULT_PARAMS,
  eloPredict,
  isoOfDay,
  logLossOf,
  pairedBootstrap,
  reliabilityByQuantile,
  score,
  type CalibrationBin,
  type RatingInput,
  type Scored,
  type Scores,
} from '../../ratings/index';
import { allOrganizationBouts, EXPERIENCE_BANDS, fewerUfcBoutsBefore, predictBouts, targetBouts } from '../../ratings/validation';
import { knownNames, loadInput } from './load-input';
import { marketOdds, oddsOf } from './odds-file';

const f3 = (x: number) => x.toFixed(3);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export function printScores(label: string, s: Scores): void {
  console.log(
    `${label.padEnd(22)} n=${String(s.count).padStart(4)}  log loss ${f3(s.logLoss)}  Brier ${f3(s.brier)}  accuracy ${pct(s.accuracy)}  calibration error ${f3(s.calibrationError)}`,
  );
}

function printBins(title: string, bins: readonly CalibrationBin[]): void {
  console.log(`\n${title}\n  favourite p     bouts  mean p  won    gap`);
  for (const b of bins) {
    if (b.count > 0)
      console.log(
        `  ${f3(b.from)}-${f3(b.to)}  ${String(b.count).padStart(6)}  ${f3(b.meanPredicted)}  ${f3(b.observed)}  ${(b.observed - b.meanPredicted >= 0 ? '+' : '') + f3(b.observed - b.meanPredicted)}`,
      );
  }
}

export async function runEval(dir: string, from: string, to: string, oddsFile: string, writeTo?: string): Promise<void> {
  const { dataset, input } = await loadInput(dir);
  // Every name we know a fighter by, shown name first, as the consensus check reads them: the odds file writes some
  // fighters under a name we keep as an alias ("Zachary Scroggin", shown as Zach Scroggin: decision 037, session 33).
  const names = new Map(dataset.fighters.map((f) => [f.key, knownNames(f)]));
  const targets = targetBouts(input, { from, to });
  if (targets.length === 0) throw new Error(`no decisive UFC bouts between ${from} and ${to} in ${dir}`);
  const predicted = predictBouts(input, DEFAULT_PARAMS, targets);
  const ratingOnly = predictBouts(input, { ...DEFAULT_PARAMS, formFeatures: false }, targets);
  const elo = createElo(input);
  const market = marketOdds(oddsFile);
  const engineRows: Scored[] = [];
  const eloRows: Scored[] = [];
  const withOdds: BoutWithOdds[] = [];
  const fewerBouts = fewerUfcBoutsBefore(input, targets);
  targets.forEach((k, i) => {
    const a = input.fighterA[k]!;
    const b = input.fighterB[k]!;
    const date = isoOfDay(input.day[k]!);
    const engine = predicted[i]!;
    const y = engine.y;
    engineRows.push(engine);
    eloRows.push({ p: eloPredict(elo, a, b, input.day[k]!), y });
    const m = oddsOf(market, names.get(input.fighterKeys[a]!) ?? [], names.get(input.fighterKeys[b]!) ?? [], date);
    if (m !== undefined) withOdds.push({ engine, market: { p: m, y }, fewerUfcBouts: fewerBouts[i]! });
  });
  console.log(`UFC bouts ${from} .. ${to} (exclusive), draws and no contests excluded; each predicted from earlier bouts only.\n`);
  const engineScores = score(engineRows);
  printScores('engine', engineScores);
  const noise = calibrationNoise(engineRows);
  console.log(`calibration error of perfectly calibrated predictions on these bouts (simulated): mean ${f3(noise.mean)}, 95th percentile ${f3(noise.high)}`);
  const decileNoise = calibrationNoise(engineRows, 1000, 1, calibrationErrorByDecile);
  console.log(
    `calibration error by decile ${f3(calibrationErrorByDecile(engineRows))} (perfectly calibrated on these bouts: mean ${f3(decileNoise.mean)}, 95th percentile ${f3(decileNoise.high)})`,
  );
  printScores('plain Elo (UFC only)', score(eloRows));
  const diff = pairedBootstrap(
    engineRows.map((r) => logLossOf(r.p, r.y)),
    eloRows.map((r) => logLossOf(r.p, r.y)),
  );
  console.log(`engine - Elo log loss: ${f3(diff.mean)} (95% paired bootstrap CI ${f3(diff.low)} .. ${f3(diff.high)})`);
  printScores('rating + age only', score(ratingOnly));
  const gain = pairedBootstrap(
    engineRows.map((r) => logLossOf(r.p, r.y)),
    ratingOnly.map((r) => logLossOf(r.p, r.y)),
  );
  console.log(`engine - (rating + age only) log loss: ${f3(gain.mean)} (95% paired bootstrap CI ${f3(gain.low)} .. ${f3(gain.high)})`);
  if (withOdds.length > 0) {
    console.log(`\nbouts with market odds (evaluation only, never an input):`);
    printScores('engine', score(withOdds.map((r) => r.engine)));
    printScores('market (de-vigged)', score(withOdds.map((r) => r.market)));
    const gap = pairedBootstrap(
      withOdds.map((r) => logLossOf(r.engine.p, r.engine.y)),
      withOdds.map((r) => logLossOf(r.market.p, r.market.y)),
    );
    console.log(`engine - market log loss: ${f3(gap.mean)} (95% CI ${f3(gap.low)} .. ${f3(gap.high)})`);
    printGapByExperience(withOdds);
  }
  printBins("engine: reliability on the favourite's side, 10 equal-width bins (the calibration error above)", engineScores.bins);
  printBins("engine: reliability by decile of the favourite's probability (equal-count bins)", reliabilityByQuantile(engineRows));
  const all = printAllOrganizations(input, from, to);
  if (writeTo) {
    // The About page states these figures; it reads them from this file, so they are always this command's output.
    const figures = {
      command: 'npm run -s ratings -- eval --data ../shared/data --write shell/src/pages/about/validation-figures.json',
      window: { from, to },
      engine: rounded(engineScores),
      elo: rounded(score(eloRows)),
      market: withOdds.length ? { engine: rounded(score(withOdds.map((r) => r.engine))), market: rounded(score(withOdds.map((r) => r.market))) } : null,
      calibration: {
        ufc: {
          byDecile: Number(f3(calibrationErrorByDecile(engineRows))),
          perfectMean: Number(f3(noise.mean)),
          perfectHigh: Number(f3(noise.high)),
          byDecilePerfectMean: Number(f3(decileNoise.mean)),
          byDecilePerfectHigh: Number(f3(decileNoise.high)),
        },
        allOrganizations: all,
      },
    };
    writeFileSync(writeTo, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`\nfigures written to ${writeTo}`);
  }
}

interface BoutWithOdds {
  engine: Scored;
  market: Scored;
  /** UFC bouts the less experienced fighter had held before this one. */
  fewerUfcBouts: number;
}

/** The gap to the market by the less experienced fighter's UFC bouts: where the engine lacks what the market knows. */
function printGapByExperience(rows: readonly BoutWithOdds[]): void {
  const total = rows.reduce((sum, r) => sum + logLossOf(r.engine.p, r.engine.y) - logLossOf(r.market.p, r.market.y), 0);
  console.log('by the UFC bouts the less experienced fighter had held before:');
  for (const band of EXPERIENCE_BANDS) {
    const inBand = rows.filter((r) => r.fewerUfcBouts >= band.from && r.fewerUfcBouts <= band.to);
    if (inBand.length === 0) continue;
    const engine = inBand.reduce((sum, r) => sum + logLossOf(r.engine.p, r.engine.y), 0);
    const market = inBand.reduce((sum, r) => sum + logLossOf(r.market.p, r.market.y), 0);
    console.log(
      `  ${band.label.padEnd(14)} n=${String(inBand.length).padStart(4)}  engine ${f3(engine / inBand.length)}  market ${f3(market / inBand.length)}  gap ${f3((engine - market) / inBand.length)}  (${pct((engine - market) / total)} of the whole gap)`,
    );
  }
}

const rounded = (s: Scores) => ({
  bouts: s.count,
  logLoss: Number(f3(s.logLoss)),
  accuracy: Number((s.accuracy * 100).toFixed(1)),
  calibrationError: Number(f3(s.calibrationError)),
});

/** Calibration error by equal-width bins and by decile, each beside what perfectly calibrated predictions would show. */
function printCalibration(rows: readonly Scored[]): { byDecile: number; noise: { mean: number; high: number }; decileNoise: { mean: number; high: number } } {
  const noise = calibrationNoise(rows);
  const decileNoise = calibrationNoise(rows, 1000, 1, calibrationErrorByDecile);
  const byDecile = calibrationErrorByDecile(rows);
  console.log(
    `calibration error ${f3(score(rows).calibrationError)} (perfectly calibrated on these bouts: mean ${f3(noise.mean)}, 95th percentile ${f3(noise.high)}); by decile ${f3(byDecile)} (perfect: mean ${f3(decileNoise.mean)}, 95th percentile ${f3(decileNoise.high)})`,
  );
  return { byDecile, noise, decileNoise };
}

/**
 * The larger set beside the UFC one: decisive bouts of every organization in the window, each predicted like the
 * site predicts it (calibrated for its organization's pool), with the calibration map and without it.
 */
function printAllOrganizations(input: RatingInput, from: string, to: string) {
  const targets = allOrganizationBouts(input, { from, to });
  const rows = predictBouts(input, DEFAULT_PARAMS, targets);
  const unmapped = predictBouts(input, { ...DEFAULT_PARAMS, calibrationMap: IDENTITY_MAP }, targets);
  console.log(`\nevery organization, decisive bouts ${from} .. ${to} (UFC and the rest; each from earlier bouts only):`);
  const scores = score(rows);
  printScores('engine', scores);
  const calibration = printCalibration(rows);
  printScores('without calibration map', score(unmapped));
  printCalibration(unmapped);
  const other = targets.map((k, i) => (input.isUfc[k] === 1 ? -1 : i)).filter((i) => i >= 0);
  printScores('engine, non-UFC only', score(other.map((i) => rows[i]!)));
  printScores('  without map', score(other.map((i) => unmapped[i]!)));
  printBins("every organization: reliability by decile of the favourite's probability", reliabilityByQuantile(rows));
  return {
    ...rounded(scores),
    perfectMean: Number(f3(calibration.noise.mean)),
    perfectHigh: Number(f3(calibration.noise.high)),
    byDecile: Number(f3(calibration.byDecile)),
    byDecilePerfectMean: Number(f3(calibration.decileNoise.mean)),
    byDecilePerfectHigh: Number(f3(calibration.decileNoise.high)),
  };
}
