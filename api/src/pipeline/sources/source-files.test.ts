// Broken input files must stop the load with a SourceError that names the file and the line.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDataset } from './load-dataset';
import { SourceError } from './source-error';

const EVENTS = [
  'EVENT,URL,DATE,LOCATION',
  'UFC 300: Pereira vs. Hill,http://ufcstats.com/event-details/aaaaaaaaaaaaaaaa,"April 13, 2024","Las Vegas, Nevada, USA"',
];
const RESULTS = [
  'EVENT,BOUT,OUTCOME,WEIGHTCLASS,METHOD,ROUND,TIME,TIME FORMAT,REFEREE,DETAILS,URL',
  'UFC 300: Pereira vs. Hill ,Alex Pereira vs. Jamahal Hill,W/L,UFC Light Heavyweight Title Bout,KO/TKO ,1,3:14,5 Rnd (5-5-5-5-5),Marc Goddard,Punch,http://ufcstats.com/fight-details/bbbbbbbbbbbbbbbb',
  "UFC 300: Pereira vs. Hill ,Zhang Weili vs. Yan Xiaonan,W/L,UFC Women's Strawweight Title Bout,Decision - Unanimous ,5,5:00,5 Rnd (5-5-5-5-5),Herb Dean,,http://ufcstats.com/fight-details/cccccccccccccccc",
];

function dataDir(files: Record<string, string | Uint8Array>): { dir: string; file: (name: string) => string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'fightrank-bad-'));
  mkdirSync(path.join(dir, 'ufcstats'));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, 'ufcstats', name), content);
  return { dir, file: (name) => path.join(dir, 'ufcstats', name) };
}

async function sourceError(dir: string): Promise<SourceError> {
  const error = await loadDataset(dir).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SourceError);
  return error as SourceError;
}

describe('source file errors', () => {
  it('loads the well-formed fixture (the baseline the broken ones differ from)', async () => {
    const { dir } = dataDir({ 'ufc_event_details.csv': EVENTS.join('\n'), 'ufc_fight_results.csv': RESULTS.join('\n') });
    const dataset = await loadDataset(dir);
    expect(dataset.bouts.map((bout) => [bout.weightClass, bout.titleBout, bout.outcomeA, bout.scheduledRounds, bout.endTimeSeconds])).toEqual([
      ['Light Heavyweight', true, 'W', 5, 194],
      ["Women's Strawweight", true, 'W', 5, 300],
    ]);
    expect(dataset.events[0]).toMatchObject({ date: '2024-04-13', country: 'United States', organization: 'UFC', status: 'completed' });
    expect(dataset.fighters.find((fighter) => fighter.name === 'Zhang Weili')?.sex).toBe('F');
  });

  it('names the file and line 1 when a required column is missing', async () => {
    const { dir, file } = dataDir({
      'ufc_event_details.csv': EVENTS.join('\n'),
      'ufc_fight_results.csv': RESULTS.map((line) => line.split(',').slice(0, -1).join(',')).join('\n'),
    });
    const error = await sourceError(dir);
    expect(error.file).toBe(file('ufc_fight_results.csv'));
    expect(error.line).toBe(1);
    expect(error.message).toMatch(/missing required column\(s\): URL/);
  });

  it('names the line of a malformed date', async () => {
    const { dir, file } = dataDir({
      'ufc_event_details.csv': [...EVENTS, 'UFC 301,http://ufcstats.com/event-details/dddddddddddddddd,"Mayy 04, 2024","Rio, Brazil"'].join('\n'),
      'ufc_fight_results.csv': RESULTS.join('\n'),
    });
    const error = await sourceError(dir);
    expect(error).toMatchObject({ file: file('ufc_event_details.csv'), line: 3 });
    expect(error.message).toMatch(/malformed date.*Mayy 04, 2024/);
  });

  it('names the line of a truncated row (wrong column count)', async () => {
    const truncated = RESULTS[2]!.slice(0, RESULTS[2]!.indexOf(',Herb Dean'));
    const { dir, file } = dataDir({
      'ufc_event_details.csv': EVENTS.join('\n'),
      'ufc_fight_results.csv': [RESULTS[0], RESULTS[1], truncated].join('\n'),
    });
    const error = await sourceError(dir);
    expect(error).toMatchObject({ file: file('ufc_fight_results.csv'), line: 3 });
    expect(error.message).toMatch(/wrong number of columns/);
  });

  it('names the line where a file cut inside a quoted field ends', async () => {
    const { dir, file } = dataDir({
      'ufc_event_details.csv': [...EVENTS, 'UFC 301,http://ufcstats.com/event-details/dddddddddddddddd,"May 04'].join('\n'),
      'ufc_fight_results.csv': RESULTS.join('\n'),
    });
    const error = await sourceError(dir);
    expect(error.file).toBe(file('ufc_event_details.csv'));
    expect(error.line).toBe(3);
    expect(error.message).toMatch(/unterminated quoted field/);
  });

  it('rejects bytes that are not UTF-8 and names their line', async () => {
    const latin1 = Buffer.from(
      [...EVENTS, 'UFC 302: São Paulo,http://ufcstats.com/event-details/eeeeeeeeeeeeeeee,"June 01, 2024","São Paulo, Brazil"'].join('\n'),
      'latin1',
    );
    const { dir, file } = dataDir({ 'ufc_event_details.csv': latin1, 'ufc_fight_results.csv': RESULTS.join('\n') });
    const error = await sourceError(dir);
    expect(error).toMatchObject({ file: file('ufc_event_details.csv'), line: 3 });
    expect(error.message).toMatch(/invalid UTF-8/);
  });

  it('rejects U+FFFD replacement characters left by an earlier bad conversion', async () => {
    const { dir, file } = dataDir({
      'ufc_event_details.csv': EVENTS.join('\n'),
      'ufc_fight_results.csv': [...RESULTS.slice(0, 2), RESULTS[2]!.replace('Zhang Weili', 'Zhang We\uFFFDli')].join('\n'),
    });
    const error = await sourceError(dir);
    expect(error).toMatchObject({ file: file('ufc_fight_results.csv'), line: 3 });
    expect(error.message).toMatch(/replacement characters/);
  });

  it('rejects an unknown outcome instead of reading it as scheduled', async () => {
    const { dir } = dataDir({
      'ufc_event_details.csv': EVENTS.join('\n'),
      'ufc_fight_results.csv': [RESULTS[0], RESULTS[1]!.replace(',W/L,', ',X/Y,')].join('\n'),
    });
    const error = await sourceError(dir);
    expect(error.line).toBe(2);
    expect(error.message).toMatch(/unknown OUTCOME "X\/Y"/);
  });
});
