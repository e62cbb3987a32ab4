// Real-data tests of the rating CLI and of "no peeking at the future". They read ../shared/data
// (outside the repo) and are skipped where it is absent.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadInput } from './ratings-commands/load-input';
import { predictTargets, type TargetBout } from './ratings-commands/predict-command';
import type { Dataset } from '../pipeline/sources/dataset';
import { createRatingState, DEFAULT_PARAMS, predict, type RatingInput } from '../ratings/index';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = process.env.FIGHTRANK_DATA ?? resolve(repoRoot, '../shared/data');
const cli = fileURLToPath(new URL('./ratings.ts', import.meta.url));
const run = promisify(execFile);
const runCli = (...args: string[]) => run(process.execPath, ['--import', 'tsx', cli, ...args], { cwd: repoRoot, maxBuffer: 64 * 2 ** 20 });

describe.skipIf(!existsSync(dataDir))('ratings on real data', () => {
  let full: { dataset: Dataset; input: RatingInput };
  beforeAll(async () => {
    full = await loadInput(dataDir);
  });

  it('predicts a date identically whether or not the data holds that date and everything after', async () => {
    const cut = '2023-06-01';
    const truncated = await loadInput(dataDir, cut);
    expect(truncated.input.boutCount).toBeLessThan(full.input.boutCount);
    const pairs = full.dataset.bouts
      .filter((b) => b.organization === 'UFC' && b.date !== null && b.date >= cut && b.date < '2023-09-01')
      .map((b) => [b.fighterA, b.fighterB] as const);
    expect(pairs.length).toBeGreaterThan(50);
    const a = createRatingState(full.input);
    const b = createRatingState(truncated.input);
    // A debutant is absent from the truncated data; their birth date, reach and nationality are profile data, not results.
    const birth = new Map(full.dataset.fighters.map((f) => [f.key, f.birthDate]));
    const reach = new Map(full.dataset.fighters.map((f) => [f.key, f.reachCm]));
    const nationality = new Map(full.dataset.fighters.map((f) => [f.key, f.nationality]));
    for (const [x, y] of pairs) {
      const profile = {
        birthDateA: birth.get(x) ?? null,
        birthDateB: birth.get(y) ?? null,
        reachCmA: reach.get(x) ?? null,
        reachCmB: reach.get(y) ?? null,
        nationalityA: nationality.get(x) ?? null,
        nationalityB: nationality.get(y) ?? null,
      };
      expect(predict(a, x, y, cut, profile)).toBe(predict(b, x, y, cut, profile));
    }
    // Guard against a vacuous pass: later bouts do change later predictions.
    const later = pairs.map(([x, y]) => predict(a, x, y, '2024-01-01', { birthDateA: birth.get(x) ?? null, birthDateB: birth.get(y) ?? null }));
    const stale = pairs.map(([x, y]) => predict(b, x, y, '2024-01-01', { birthDateA: birth.get(x) ?? null, birthDateB: birth.get(y) ?? null }));
    expect(later).not.toEqual(stale);
  });

  it('predict CLI prints fight_url,p_a rows matching in-process predictions, debutants included', async () => {
    const names = new Map(full.dataset.fighters.map((f) => [f.key, f.name]));
    const targets: TargetBout[] = full.dataset.bouts
      .filter((b) => b.organization === 'UFC' && b.date !== null && b.date >= '2024-11-01' && b.ids.ufcstats)
      .slice(0, 20)
      .map((b) => ({
        url: `http://ufcstats.com/fight-details/${b.ids.ufcstats}`,
        a: names.get(b.fighterA)!,
        b: names.get(b.fighterB)!,
        date: b.date!,
        weightClass: b.weightClass,
      }));
    const first = targets[0]!;
    targets.push({ ...first, url: 'swapped', a: first.b, b: first.a });
    targets.push({ url: 'debut', a: 'Nobody Everheardof', b: first.a, date: '2024-12-14', weightClass: 'Lightweight' });
    const dir = mkdtempSync(join(tmpdir(), 'ratings-cli-'));
    const file = join(dir, 'bouts.csv');
    const csv = [
      'fight_url,fighter_a,fighter_b,date,weight_class',
      ...targets.map((t) => [t.url, t.a, t.b, t.date, t.weightClass ?? ''].map((v) => `"${v}"`).join(',')),
    ];
    writeFileSync(file, `${csv.join('\n')}\n`);

    const { stdout } = await runCli('predict', '--data', dataDir, '--bouts', file);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('fight_url,p_a');
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows.map((r) => r[0])).toEqual(targets.map((t) => t.url));
    const expected = predictTargets(full.dataset, full.input, targets);
    rows.forEach((r, i) => {
      const p = Number(r[1]);
      expect(p).toBeGreaterThan(0);
      expect(p).toBeLessThan(1);
      expect(p).toBe(expected[i]);
    });
    expect(Number(rows.at(-2)![1])).toBe(1 - Number(rows[0]![1]));
    expect(new Set(rows.slice(0, 20).map((r) => r[1])).size).toBeGreaterThan(10);
  });

  it('eval fails loudly on a data folder that does not exist instead of scoring zero bouts', async () => {
    await expect(runCli('eval', '--data', join(tmpdir(), 'no-such-fightrank-data'))).rejects.toThrow(/data folder not found/);
  });

  it('calibrate fits on 2019-2022 only, and DEFAULT_PARAMS holds what it fits', async () => {
    const { stdout } = await runCli('calibrate', '--data', dataDir);
    expect(stdout).toMatch(/data loaded until 2023-01-01/);
    const fitted = JSON.parse(stdout.trimEnd().split('\n').at(-1)!) as { calibrationMap: { otherPool: number; otherPoolDebut: number } };
    expect(fitted.calibrationMap.otherPool).toBeCloseTo(DEFAULT_PARAMS.calibrationMap.otherPool, 3);
    expect(fitted.calibrationMap.otherPoolDebut).toBeCloseTo(DEFAULT_PARAMS.calibrationMap.otherPoolDebut, 3);
  }, 120_000);

  it('eval prints the engine, Elo and market scores', async () => {
    const { stdout } = await runCli('eval', '--data', dataDir, '--from', '2024-01-01', '--to', '2024-04-01');
    expect(stdout).toMatch(/^engine\s+n=\s*\d+\s+log loss 0\.\d{3}/m);
    expect(stdout).toMatch(/^plain Elo \(UFC only\)\s+n=/m);
    expect(stdout).toMatch(/^market \(de-vigged\)\s+n=/m);
    // The gap to the market split by the less experienced fighter's UFC bouts: every bout with odds in one band.
    const withOdds = Number(/^market \(de-vigged\)\s+n=\s*(\d+)/m.exec(stdout)![1]);
    const bands = [...stdout.matchAll(/^ {2}(a UFC debut|1-2 UFC bouts|3-5 UFC bouts|6 or more)\s+n=\s*(\d+)\s+engine 0\.\d{3}\s+market 0\.\d{3}/gm)];
    expect(bands.length).toBeGreaterThan(1);
    expect(bands.reduce((sum, band) => sum + Number(band[2]), 0)).toBe(withOdds);
    expect(stdout).toMatch(/paired bootstrap CI -?0\.\d{3} \.\. -?0\.\d{3}/);
    expect(stdout).toMatch(/^rating \+ age only\s+n=/m);
    expect(stdout).toMatch(/perfectly calibrated predictions on these bouts \(simulated\): mean 0\.\d{3}/);
    expect(stdout).toMatch(/^calibration error by decile 0\.\d{3} \(perfectly calibrated on these bouts: mean 0\.\d{3}/m);
    // Ten equal-count rows under each decile heading (UFC, then every organization).
    const tables = stdout
      .split('reliability by decile')
      .slice(1)
      .map((part) => part.split('\n\n')[0]!.trim().split('\n').slice(2));
    expect(tables).toHaveLength(2);
    for (const rows of tables) expect(rows).toHaveLength(10);
    // The larger set beside the UFC one: every organization's decisive bouts, with and without the calibration map.
    const all = /every organization, decisive bouts[^\n]*\nengine\s+n=\s*(\d+)/.exec(stdout);
    const ufc = /^engine\s+n=\s*(\d+)/m.exec(stdout);
    expect(Number(all![1])).toBeGreaterThan(Number(ufc![1]));
    expect(stdout).toMatch(/^without calibration map\s+n=/m);
    expect(stdout).toMatch(/^engine, non-UFC only\s+n=/m);
  }, 120_000);
});
