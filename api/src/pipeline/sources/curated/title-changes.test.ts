// Title changes attached to the fighters they name: each once, in date order; a row naming nobody, or a promotion no
// loaded card holds, reported and not applied.
import { describe, expect, it } from 'vitest';
import { datasetFighter } from '../../../../test/support/dataset-records';
import type { SourceTitleChange } from '../source-records';
import { applyTitleChanges } from './title-changes';

const row = (name: string, date: string, source = 'test', organization = 'UFC'): SourceTitleChange => ({
  fighter: { kind: 'name', name },
  date,
  organization,
  division: 'Middleweight',
  belt: 'title',
  change: 'vacated',
  source,
  where: `test:${name}`,
});

describe('applyTitleChanges', () => {
  it('attaches each change once, oldest first, and reports what it cannot place', () => {
    const fighters = [datasetFighter('Georges'), datasetFighter('Michael')];
    const notes: string[] = [];
    applyTitleChanges(
      fighters,
      [
        { record: row('Georges', '2017-12-07', 'UFC.com'), key: 'Georges' },
        { record: row('Georges', '2013-12-13'), key: 'Georges' },
        // The same change from a second file: kept once, with the first file's source.
        { record: row('Georges', '2017-12-07', 'an operator file'), key: 'Georges' },
        { record: row('Nobody', '2018-01-01'), key: null },
        { record: row('Michael', '2018-01-01', 'test', 'RIZIN'), key: 'Michael' },
      ],
      new Set(['UFC']),
      notes,
    );
    expect(fighters[0]!.titleChanges?.map((c) => [c.date, c.source])).toEqual([
      ['2013-12-13', 'test'],
      ['2017-12-07', 'UFC.com'],
    ]);
    expect(fighters[1]!.titleChanges).toBeUndefined();
    expect(notes).toEqual([
      'test:Nobody: UFC Middleweight title vacated by "Nobody" on 2018-01-01 names no fighter we know; not applied',
      'test:Michael: RIZIN Middleweight title vacated by "Michael" on 2018-01-01: no loaded card is a RIZIN card; not applied',
    ]);
  });
});
