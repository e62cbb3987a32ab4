// Round statistics become whole-bout totals on the right corner, and the engine input takes its margins from them.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromDataset, marginOf } from '../../../ratings/index';
import { attachRoundStats, parseRoundStats } from './round-stats';
import { datasetFighter, decisionWin } from '../../../../test/support/dataset-records';

const HEADER =
  'bout_id,round_number,fighter_id,knockdowns_scored,significant_strikes_landed,significant_strikes_attempted,' +
  'takedowns_landed,takedowns_attempted,submissions_attempted,control_time_seconds';

function statsFile(lines: string[]): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'fightrank-rounds-')), 'round_stats.csv');
  writeFileSync(file, [HEADER, ...lines].join('\n'));
  return file;
}

const fighter = (key: string, ufcstats: string) => datasetFighter(key, { ids: { ufcstats } });
const bout = (key: string, a: string, b: string, ufcstats: string) => decisionWin(key, a, b, { ids: { ufcstats } });

describe('round statistics', () => {
  it('sums the rounds per fighter; blank control stays unknown until a round knows it', async () => {
    const totals = await parseRoundStats(statsFile(['b1,1,x,1,20,40,0,1,0,', 'b1,2,x,0,15,30,2,3,1,90', 'b1,1,y,0,5,20,0,0,0,', 'b1,2,y,0,7,25,0,0,0,']));
    expect(totals.get('b1')!.get('x')).toEqual({
      knockdowns: 1,
      significantStrikes: 35,
      significantStrikesAttempted: 70,
      takedowns: 2,
      takedownsAttempted: 4,
      submissionAttempts: 1,
      controlSeconds: 90,
    });
    expect(totals.get('b1')!.get('y')!.controlSeconds).toBeNull();
  });

  it('attaches totals to the corner by ufcstats id, even when the bout lists the fighters the other way round', async () => {
    const totals = await parseRoundStats(statsFile(['b1,1,x,0,30,40,0,0,0,0', 'b1,1,y,0,5,20,0,0,0,0']));
    const [attached] = attachRoundStats([bout('ufc:b1', 'ky', 'kx', 'b1')], [fighter('kx', 'x'), fighter('ky', 'y')], totals);
    expect(attached!.statsA!.significantStrikes).toBe(5);
    expect(attached!.statsB!.significantStrikes).toBe(30);
  });

  it('pairs the other corner when only one fighter id is known to the dataset (merged ids)', async () => {
    const totals = await parseRoundStats(statsFile(['b1,1,x,0,30,40,0,0,0,0', 'b1,1,old-y,0,5,20,0,0,0,0']));
    const [attached] = attachRoundStats([bout('ufc:b1', 'kx', 'ky', 'b1')], [fighter('kx', 'x'), fighter('ky', 'y')], totals);
    expect(attached!.statsB!.significantStrikes).toBe(5);
  });

  it('gives the engine a margin only for bouts with both corners', async () => {
    const totals = await parseRoundStats(statsFile(['b1,1,x,0,30,40,0,0,0,0', 'b1,1,y,0,5,20,0,0,0,0', 'b2,1,x,0,9,9,0,0,0,0']));
    const fighters = [fighter('kx', 'x'), fighter('ky', 'y'), fighter('kz', 'z')];
    const bouts = attachRoundStats([bout('ufc:b1', 'kx', 'ky', 'b1'), bout('ufc:b2', 'kx', 'kz', 'b2')], fighters, totals);
    const input = fromDataset({ fighters, bouts });
    expect(input.margin![0]).toBeCloseTo(marginOf(bouts[0]!.statsA!, bouts[0]!.statsB!), 6);
    expect(input.margin![0]).toBeGreaterThan(0.5);
    expect(Number.isNaN(input.margin![1]!)).toBe(true);
  });
});
