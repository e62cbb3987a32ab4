// Retirements and comebacks applied to the assembled fighters: the latest record stands unless a bout since says
// otherwise, and a comeback the data has not reached yet does not undo a retirement.
import { describe, expect, it } from 'vitest';
import { datasetFighter, decisionWin } from '../../../../test/support/dataset-records';
import type { SourceRetirement } from '../source-records';
import { applyRetirements } from './retirements';

const record = (key: string, date: string, kind: SourceRetirement['kind']) => ({
  key,
  record: { fighter: { kind: 'name' as const, name: key }, date, kind, source: 'test', where: 'test' },
});

function retirementOf(key: string, records: ReturnType<typeof record>[]) {
  const fighters = [datasetFighter(key), datasetFighter('Opponent'), datasetFighter('Other')];
  // The data ends on 2024-12-14 (the latest result of anyone); the fighter's own last bout is in July.
  const bouts = [decisionWin('b1', key, 'Opponent', { date: '2024-07-28' }), decisionWin('b2', 'Other', 'Opponent', { date: '2024-12-14' })];
  const notes: string[] = [];
  applyRetirements(fighters, bouts, records, notes);
  return fighters[0]!.retirement;
}

describe('applyRetirements', () => {
  it('keeps a retirement whose comeback is dated after the data ends', () => {
    const retired = record('Mikuru', '2024-07-29', 'retired');
    expect(retirementOf('Mikuru', [retired, record('Mikuru', '2025-05-04', 'comeback')])).toEqual({ date: '2024-07-29', source: 'test' });
    // A comeback inside the data undoes it.
    expect(retirementOf('Mikuru', [retired, record('Mikuru', '2024-11-01', 'comeback')])).toBeNull();
  });

  it('keeps a retirement announced after the data ends, for the lists to take from its date', () => {
    expect(retirementOf('Jones', [record('Jones', '2025-06-21', 'retired')])).toEqual({ date: '2025-06-21', source: 'test' });
  });
});
