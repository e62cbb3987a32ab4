// Rating engine CLI. `predict` is the contract an outside scorer calls (CSV in, `fight_url,p_a` out on
// stdout and nothing else); `eval` prints the held-out report cited in docs/decisions/006-rating-engine.md.
//   npm run -s ratings -- predict --data <dir> --bouts <file.csv>
//   npm run -s ratings -- eval --data <dir> [--from 2023-01-01 --to 2025-01-01] [--write <file.json>]   (the published validation figures; --write keeps them for the About page)
//   npm run -s ratings -- tune --data <dir>   (searches DEFAULT_PARAMS on 2019-2022 only; validation years are never loaded)
//   npm run -s ratings -- calibrate --data <dir>   (fits the calibration map on 2019-2022 predictions only; same rule)
//   npm run -s ratings -- promotions --data <dir>   (fits the promotion offsets on bouts before 2023; decision 038)
//   npm run -s ratings -- consensus --data <dir> [--show <division> [--rows N]]   (the rankings job on the data against the official lists of 2024-12-14; decision 038)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import type { Dataset } from '../pipeline/sources/dataset';
import { createFighterMatcher, loadDataset } from '../pipeline/sources/load-dataset';
import { toIsoDate } from '../pipeline/sources/normalise/dates';
import {
  calibrationErrorByDecile,
  calibrationNoise,
  fitCalibrationMap,
  fitOrganizationOffsets,
  IDENTITY_MAP,
  createElo,
  createRatingState,
  dayOf,
  DEFAULT_PARAMS,
  devig,
  eloPredict,
  fromDataset,
  isoOfDay,
  logLossOf,
  pairedBootstrap,
  POOL,
  predict,
  reliabilityByQuantile,
  score,
  type CalibrationBin,
  type RatingInput,
  type Scored,
  type Scores,
} from '../ratings/index';
import { checkConsensus, formatConsensus, RANKED_FROM, RANKED_FROM_LONG, type ConsensusFixture } from '../pipeline/jobs/consensus-check';
import { normalizeName } from '../pipeline/jobs/consensus-lookups';
import { compareWithOfficialRanks, formatOfficialRanksComparison, type OfficiallyRankedBout } from '../pipeline/jobs/official-ranks-check';
import { rankingsFromDataset } from '../pipeline/jobs/rankings-from-dataset';
import {
  allOrganizationBouts,
  EXPERIENCE_BANDS,
  fewerUfcBoutsBefore,
  mapSamples,
  predictBouts,
  targetBouts,
  tune,
  TUNE_WINDOW,
  VALIDATION_WINDOW,
} from '../ratings/validation';

type Row = Record<string, string>;

function readCsv(file: string): Row[] {
  return parse(readFileSync(file), { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Row[];
}

/** The engine input the CLI rates; fight-statistics margins come with the dataset (sources/round-stats.ts), as on the site. */
export async function loadInput(dir: string, until?: string): Promise<{ dataset: Dataset; input: RatingInput }> {
  // A wrong --data path would otherwise load an empty dataset and print scores over zero bouts.
  if (!existsSync(dir)) throw new Error(`data folder not found: ${dir} (pass --data <dir>, e.g. the shared data folder)`);
  const dataset = await loadDataset(dir, until === undefined ? {} : { until });
  return { dataset, input: fromDataset(dataset) };
}

const csvField = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

export interface TargetBout {
  url: string;
  a: string;
  b: string;
  date: string;
  weightClass: string | null;
}

/** P(fighter_a wins) for each target, in input order; each from bouts strictly before its date. */
export function predictTargets(dataset: Dataset, input: RatingInput, targets: readonly TargetBout[]): number[] {
  const matcher = createFighterMatcher(dataset);
  const birth = new Map(dataset.fighters.map((f) => [f.key, f.birthDate]));
  const reach = new Map(dataset.fighters.map((f) => [f.key, f.reachCm]));
  const nationality = new Map(dataset.fighters.map((f) => [f.key, f.nationality]));
  const rows = targets.map((t, i) => ({ ...t, i }));
  // One pass through history: targets in date order, the state advanced once.
  const byDate = [...rows].sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : x.i - y.i));
  const state = createRatingState(input);
  const p = new Array<number>(rows.length);
  for (const r of byDate) {
    const ka = matcher.match(r.a, { weightClass: r.weightClass, date: r.date });
    const kb = matcher.match(r.b, { weightClass: r.weightClass, date: r.date });
    p[r.i] = predict(state, ka, kb, r.date, {
      debutPool: POOL.UFC,
      birthDateA: ka ? birth.get(ka) : null,
      birthDateB: kb ? birth.get(kb) : null,
      reachCmA: ka ? reach.get(ka) : null,
      reachCmB: kb ? reach.get(kb) : null,
      nationalityA: ka ? nationality.get(ka) : null,
      nationalityB: kb ? nationality.get(kb) : null,
    });
  }
  return p;
}

/**
 * The date of a target bout: ISO (a time after it is ignored) or the ufcstats spelling ("December 14, 2024").
 * Without a readable date no probability can be computed from strictly earlier bouts, so that is an error.
 */
export function targetDate(text: string | undefined, line: number): string {
  const value = (text ?? '').trim();
  const iso = /^\d{4}-\d{2}-\d{2}(?=$|[T ])/.exec(value)?.[0];
  const date = toIsoDate(iso ?? value);
  if (!date) throw new Error(`line ${line}: date must be YYYY-MM-DD (or like "December 14, 2024"), got "${value}"`);
  return date;
}

async function runPredict(dir: string, boutsFile: string): Promise<void> {
  // Read the bouts first: a malformed file fails before the slow part.
  const targets = readCsv(boutsFile).map((r, i) => ({
    url: r['fight_url'] ?? '',
    a: r['fighter_a'] ?? '',
    b: r['fighter_b'] ?? '',
    date: targetDate(r['date'], i + 2),
    weightClass: r['weight_class'] || null,
  }));
  const { dataset, input } = await loadInput(dir);
  const p = predictTargets(dataset, input, targets);
  const out = ['fight_url,p_a', ...targets.map((t, i) => `${csvField(t.url)},${p[i]}`)];
  process.stdout.write(`${out.join('\n')}\n`);
}

/** The odds file beside the data (evaluation only): `ratings eval` scores the market on it, `consensus` reads its ranks. */
const oddsFileIn = (dir: string) => join(dir, 'odds', 'ufc-master.csv');

/** The red corner's de-vigged win probability from a row's two moneylines; null when either is missing or zero. */
function marketProbability(r: Row): number | null {
  const [red, blue] = [Number(r['R_odds']), Number(r['B_odds'])];
  return Number.isFinite(red) && Number.isFinite(blue) && red !== 0 && blue !== 0 ? devig(red, blue) : null;
}

/** Market probability per bout from de-vigged moneylines, joined by both names and a date within a day. */
function marketOdds(file: string): Map<string, number> {
  const out = new Map<string, number>();
  if (!existsSync(file)) return out;
  for (const r of readCsv(file)) {
    const p = marketProbability(r);
    if (!r['date'] || p === null) continue;
    for (const shift of [-1, 0, 1]) {
      const d = isoOfDay(dayOf(r['date']) + shift);
      out.set(`${normalizeName(r['R_fighter']!)}|${normalizeName(r['B_fighter']!)}|${d}`, p);
      out.set(`${normalizeName(r['B_fighter']!)}|${normalizeName(r['R_fighter']!)}|${d}`, 1 - p);
    }
  }
  return out;
}

/** Decisive bouts of the odds file between two officially ranked fighters, with the ranks of that week (evaluation only). */
function officiallyRankedBouts(file: string): OfficiallyRankedBout[] {
  const out: OfficiallyRankedBout[] = [];
  for (const r of readCsv(file)) {
    const [rankA, rankB] = [r['R_match_weightclass_rank'], r['B_match_weightclass_rank']];
    if (!r['date'] || !rankA || !rankB || (r['Winner'] !== 'Red' && r['Winner'] !== 'Blue')) continue;
    out.push({
      date: r['date'],
      nameA: r['R_fighter'] ?? '',
      nameB: r['B_fighter'] ?? '',
      officialRankA: Number(rankA),
      officialRankB: Number(rankB),
      aWon: r['Winner'] === 'Red',
      marketA: marketProbability(r),
    });
  }
  return out;
}

const f3 = (x: number) => x.toFixed(3);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function printScores(label: string, s: Scores): void {
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

/** Every name we know a fighter by, the shown one first: the odds file and the official lists may use any of them. */
const knownNames = (f: Dataset['fighters'][number]): string[] => [f.name, ...(f.aliases ?? []), ...(f.otherNames ?? []).map((o) => o.name)];

/** The market probability of a bout under the first pair of the two fighters' names that the odds file uses. */
function oddsOf(market: ReadonlyMap<string, number>, namesA: readonly string[], namesB: readonly string[], date: string): number | undefined {
  for (const a of namesA) {
    for (const b of namesB) {
      const p = market.get(`${normalizeName(a)}|${normalizeName(b)}|${date}`);
      if (p !== undefined) return p;
    }
  }
  return undefined;
}

async function runEval(dir: string, from: string, to: string, oddsFile: string, writeTo?: string): Promise<void> {
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

async function runTune(dir: string): Promise<void> {
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

async function runCalibrate(dir: string): Promise<void> {
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

const CONSENSUS_FIXTURE = new URL('../pipeline/jobs/consensus/official-rankings-2024-12-14.json', import.meta.url);

/** The rankings job on the data (no database), checked against the official lists of the fixture's date. */
async function runConsensus(dir: string, show?: string, rowCount = 40): Promise<void> {
  const fixture = JSON.parse(readFileSync(CONSENSUS_FIXTURE, 'utf8')) as ConsensusFixture;
  if (!existsSync(dir)) throw new Error(`data folder not found: ${dir} (pass --data <dir>, e.g. the shared data folder)`);
  const dataset = await loadDataset(dir, { until: isoOfDay(dayOf(fixture.asOf) + 1) });
  const started = performance.now();
  const { rankings, fighterById } = rankingsFromDataset(dataset);
  const seconds = (performance.now() - started) / 1000;
  const names = new Map([...fighterById].map(([id, f]) => [id, knownNames(f)]));
  console.log(`rankings as of ${rankings.snapshotDates.at(-1)} computed in ${seconds.toFixed(1)} s (the rankings job without the database)\n`);
  console.log(
    formatConsensus(
      checkConsensus({ entries: rankings.entries, steps: rankings.steps, names, history: rankings.history, snapshotDates: rankings.snapshotDates }, fixture),
      fixture,
    ),
  );
  const oddsFile = oddsFileIn(dir);
  if (existsSync(oddsFile)) {
    const lists = { names, history: rankings.history, snapshotDates: rankings.snapshotDates };
    const bouts = officiallyRankedBouts(oddsFile);
    console.log(`\n${formatOfficialRanksComparison(compareWithOfficialRanks(lists, bouts, RANKED_FROM, fixture.asOf), RANKED_FROM, fixture.asOf)}`);
    // The years before the ones the list rules were chosen on: the fairer comparison (decision 044, session 12).
    const fairerTo = isoOfDay(dayOf(RANKED_FROM) - 1);
    console.log(formatOfficialRanksComparison(compareWithOfficialRanks(lists, bouts, RANKED_FROM_LONG, fairerTo), RANKED_FROM_LONG, fairerTo));
  }
  const p4p = rankings.entries
    .filter((e) => e.kind === 'pound-for-pound')
    .sort((x, y) => x.currentRank - y.currentRank)
    .slice(0, 15);
  if (show) {
    // One division's list in full, to see who stands between a contender and his official place.
    const rows = rankings.entries
      .filter((e) => e.kind === 'weight-class' && e.filterValue === show)
      .sort((x, y) => x.currentRank - y.currentRank)
      .slice(0, rowCount);
    const byId = new Map(rankings.ratings.map((r) => [r.fighterId, r]));
    console.log(`\n${show}:`);
    for (const e of rows) {
      const r = byId.get(e.fighterId)!;
      console.log(
        `  ${String(e.currentRank).padStart(3)}. ${fighterById.get(e.fighterId)!.name.padEnd(26)} score ${e.score.toFixed(0)}  skill ${r.rating.toFixed(0)} ± ${r.uncertainty.toFixed(0)}  ${r.wins}-${r.losses}  ${r.organization}  last ${r.lastBoutDate}`,
      );
    }
  }
  console.log(`\npound for pound: ${p4p.map((e) => `${e.currentRank}. ${fighterById.get(e.fighterId)!.name} ${e.score.toFixed(0)}`).join(', ')}`);
}

/** Promotion strength from crossover bouts, fitted on bouts before 2023-01-01 only (validation years never loaded). */
async function runPromotions(dir: string): Promise<void> {
  const until = TUNE_WINDOW.to;
  console.log(`fitting promotion offsets on bouts before ${until} between fighters who debuted in different organizations; data loaded until ${until}`);
  const { input } = await loadInput(dir, until);
  const fit = fitOrganizationOffsets(input, { ...DEFAULT_PARAMS, organizationOffsets: {} }, { until });
  const rows = Object.entries(fit.offsets).sort((x, y) => fit.crossBouts[y[0]]! - fit.crossBouts[x[0]]!);
  for (const [code, offset] of rows.slice(0, 25))
    console.log(`  ${code.padEnd(16)} ${offset >= 0 ? '+' : ''}${offset.toFixed(3)}  (${fit.crossBouts[code]} crossover bouts)`);
  console.log(JSON.stringify({ organizationOffsets: fit.offsets }));
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      data: { type: 'string', default: '../shared/data' },
      bouts: { type: 'string' },
      from: { type: 'string', default: VALIDATION_WINDOW.from },
      to: { type: 'string', default: VALIDATION_WINDOW.to },
      odds: { type: 'string' },
      write: { type: 'string' },
      show: { type: 'string' },
      rows: { type: 'string', default: '40' },
    },
  });
  const dir = values.data!;
  if (command === 'predict') {
    if (!values.bouts) throw new Error('predict needs --bouts <file.csv>');
    await runPredict(dir, values.bouts);
  } else if (command === 'eval') {
    await runEval(dir, values.from!, values.to!, values.odds ?? oddsFileIn(dir), values.write);
  } else if (command === 'tune') {
    await runTune(dir);
  } else if (command === 'calibrate') {
    await runCalibrate(dir);
  } else if (command === 'promotions') {
    await runPromotions(dir);
  } else if (command === 'consensus') {
    await runConsensus(dir, values.show, Number(values.rows));
  } else {
    throw new Error(
      'usage: ratings predict --data <dir> --bouts <file.csv> | ratings eval --data <dir> [--from YYYY-MM-DD --to YYYY-MM-DD] | ratings tune --data <dir> | ratings calibrate --data <dir> | ratings promotions --data <dir> | ratings consensus --data <dir>',
    );
  }
}

// Run only as a script, so tests can import predictTargets and loadInput.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
