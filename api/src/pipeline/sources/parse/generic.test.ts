// Operator files (docs/data-format.md) land in the same Dataset, with fighters matched like any other source.
import { mkdtempSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../dataset';
import { loadDataset } from '../load-dataset';
import { SourceError } from '../source-error';

const DATA = process.env.FIGHTRANK_DATA ?? fileURLToPath(new URL('../../../../../../shared/data', import.meta.url));

function withUfcstats(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fightrank-generic-'));
  mkdirSync(path.join(dir, 'ufcstats'));
  for (const file of ['ufc_event_details.csv', 'ufc_fight_details.csv', 'ufc_fight_results.csv', 'ufc_fighter_details.csv', 'ufc_fighter_tott.csv']) {
    symlinkSync(path.join(DATA, 'ufcstats', file), path.join(dir, 'ufcstats', file));
  }
  mkdirSync(path.join(dir, 'generic', 'pfl-2025'), { recursive: true });
  return dir;
}

describe('generic operator files', () => {
  let dataset: Dataset;

  beforeAll(async () => {
    const dir = withUfcstats();
    const set = path.join(dir, 'generic', 'pfl-2025');
    writeFileSync(
      path.join(set, 'events.csv'),
      [
        'event_id,name,date,location,organization,status',
        'e1,PFL World Tournament 2025: Week 1,2025-04-03,"Orlando, Florida, USA",,',
        'e2,PFL World Tournament 2025: Week 2,2025-04-11,"Orlando, Florida, USA",PFL,',
      ].join('\n'),
    );
    writeFileSync(
      path.join(set, 'bouts.csv'),
      [
        'event_id,bout_id,fighter_a,fighter_b,fighter_a_id,fighter_b_id,outcome,weight_class,title_bout,scheduled_rounds,method,method_detail,end_round,end_time',
        'e1,b1,Bruno Silva,New Prospect,,,W,Middleweight,no,3,KO/TKO,Punches,1,2:31',
        'e2,b2,Jean Silva,Kai Kamaka,ufcstats:52ef95b5860fb28c,,,Featherweight,,3,,,,',
      ].join('\n'),
    );
    writeFileSync(
      path.join(dir, 'generic', 'one-off.json'),
      JSON.stringify({
        events: [{ event_id: 'x', name: 'Hexagone MMA 20', date: '2025-05-02' }],
        bouts: [{ event_id: 'x', fighter_a: 'New Prospect', fighter_b: 'Someone Else', outcome: 'L' }],
      }),
    );
    dataset = await loadDataset(dir);
  });

  it('matches names to known fighters by division and creates new fighters for new names', () => {
    const b1 = dataset.bouts.find((bout) => bout.key === 'gen:pfl-2025:b1')!;
    expect(b1).toMatchObject({
      fighterA: 'ufc:12ebd7d157e91701',
      fighterB: 'gen:new-prospect',
      outcomeA: 'W',
      organization: 'PFL',
      endTimeSeconds: 151,
      method: 'KO/TKO',
    });
    const json = dataset.bouts.find((bout) => bout.eventKey === 'gen:one-off:x')!;
    expect(json).toMatchObject({ fighterA: 'gen:new-prospect', outcomeA: 'L', organization: 'HEXAGONE_MMA' });
  });

  it('reads an empty outcome as a scheduled bout on a scheduled event', () => {
    const b2 = dataset.bouts.find((bout) => bout.key === 'gen:pfl-2025:b2')!;
    expect(b2).toMatchObject({ fighterA: 'ufc:52ef95b5860fb28c', outcomeA: null, weightClass: 'Featherweight' });
    expect(b2.fighterB).toMatch(/^ufc:/);
    expect(dataset.events.find((event) => event.key === 'gen:pfl-2025:e2')?.status).toBe('scheduled');
    expect(dataset.events.find((event) => event.key === 'gen:pfl-2025:e1')?.status).toBe('completed');
  });

  it('rejects a bout that names an unknown event with file and line', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fightrank-generic-bad-'));
    const set = path.join(dir, 'generic', 'broken');
    mkdirSync(set, { recursive: true });
    writeFileSync(path.join(set, 'events.csv'), 'event_id,name,date\ne1,Card,2025-01-01\n');
    writeFileSync(path.join(set, 'bouts.csv'), 'event_id,fighter_a,fighter_b\ne1,A One,B Two\ne9,C Three,D Four\n');
    const error = await loadDataset(dir).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(SourceError);
    expect(error).toMatchObject({ file: path.join(set, 'bouts.csv'), line: 3 });
  });
});
