// Operator facts about fighters without cards (docs/data-format.md): retirements, comebacks, stated records.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFileSet } from '../detect-sources';
import { parseGenericSet } from './generic';
import { SourceError } from '../source-error';

function set(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fightrank-facts-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('generic fighter facts', () => {
  it('reads a set of retirements and records alone, with their sources', async () => {
    const dir = set({
      'retirements.csv':
        'fighter,fighter_id,date,status,source\nKhabib Nurmagomedov,ufcstats:032cc3922d871c7f,2020-10-24,,UFC.com\nHenry Cejudo,,2023-05-06,Comeback,UFC 288\nEvan Tanner,,2008-09-08,died,ESPN\n',
      'fighters.csv':
        'fighter_id,name,ufcstats_id,pro_wins,pro_losses,pro_record_as_of,pro_record_source\nk,Khabib Nurmagomedov,032cc3922d871c7f,29,0,2020-10-24,UFC.com\nx,No Record,,,,,\n',
    });
    expect(isFileSet(dir)).toBe(true);
    const part = await parseGenericSet(dir);
    expect(part.events).toEqual([]);
    expect(part.retirements).toEqual([
      {
        fighter: { kind: 'id', system: 'ufcstats', id: '032cc3922d871c7f', name: 'Khabib Nurmagomedov' },
        date: '2020-10-24',
        kind: 'retired',
        source: 'UFC.com',
        where: expect.stringMatching(/retirements:2$/),
      },
      {
        fighter: { kind: 'name', name: 'Henry Cejudo' },
        date: '2023-05-06',
        kind: 'comeback',
        source: 'UFC 288',
        where: expect.stringMatching(/retirements:3$/),
      },
      { fighter: { kind: 'name', name: 'Evan Tanner' }, date: '2008-09-08', kind: 'died', source: 'ESPN', where: expect.stringMatching(/retirements:4$/) },
    ]);
    expect(part.fighters.map((f) => f.proRecord)).toEqual([{ wins: 29, losses: 0, draws: 0, noContests: 0, source: 'UFC.com', asOf: '2020-10-24' }, null]);
  });

  it('reads a set of title changes alone, in the divisions of our lists', async () => {
    const dir = set({
      'title-changes.csv':
        'date,organization,weight_class,fighter,fighter_id,belt,change,source\n' +
        '2017-12-07,UFC,Middleweight,Georges St-Pierre,ufcstats:6506c1d34da9c013,title,vacated,UFC.com\n' +
        '2017-12-07,UFC,Middleweight,Robert Whittaker,,Interim,Promoted,UFC.com\n' +
        '2023-09-01,ONE,Strawweight,Joshua Pacio,betmma:4912,title,vacated,ONE\n',
    });
    expect(isFileSet(dir)).toBe(true);
    const part = await parseGenericSet(dir);
    expect(part.titleChanges).toEqual([
      {
        fighter: { kind: 'id', system: 'ufcstats', id: '6506c1d34da9c013', name: 'Georges St-Pierre' },
        date: '2017-12-07',
        organization: 'UFC',
        division: 'Middleweight',
        belt: 'title',
        change: 'vacated',
        source: 'UFC.com',
        where: expect.stringMatching(/title-changes:2$/),
      },
      expect.objectContaining({ fighter: { kind: 'name', name: 'Robert Whittaker' }, belt: 'interim', change: 'promoted' }),
      // ONE's men's strawweight title keeps its name: it is not ONE's flyweight title, though both are in our flyweight list.
      expect.objectContaining({ organization: 'ONE', division: 'Strawweight' }),
    ]);
  });

  it('reads a set of results alone: a folder of corrections with no cards is still found', async () => {
    const dir = set({
      'results.csv':
        'fighter_a,fighter_a_id,fighter_b,fighter_b_id,date,outcome,method,source\n' +
        'Usman Nurmagomedov,,Patricky Freire,,2022-04-22,NC,Overturned to a no contest,Bellator\n',
    });
    expect(isFileSet(dir)).toBe(true);
    const part = await parseGenericSet(dir);
    expect(part.events).toEqual([]);
    expect(part.results).toEqual([
      expect.objectContaining({
        a: { kind: 'name', name: 'Usman Nurmagomedov' },
        b: { kind: 'name', name: 'Patricky Freire' },
        date: '2022-04-22',
        outcomeA: 'NC',
        source: 'Bellator',
      }),
    ]);
  });

  it('reads a set of names fans use alone, each with its fighter and pages', async () => {
    const dir = set({
      'names.csv':
        'fighter,fighter_id,name,source\nGeorges St-Pierre,ufcstats:6506c1d34da9c013,GSP,https://example.org/gsp\nAntonio Rodrigo Nogueira,, Big  Nog ,https://example.org/nog\n',
    });
    expect(isFileSet(dir)).toBe(true);
    const part = await parseGenericSet(dir);
    expect(part.events).toEqual([]);
    expect(part.knownNames).toEqual([
      {
        fighter: { kind: 'id', system: 'ufcstats', id: '6506c1d34da9c013', name: 'Georges St-Pierre' },
        name: 'GSP',
        source: 'https://example.org/gsp',
        where: expect.stringMatching(/names:2$/),
      },
      {
        fighter: { kind: 'name', name: 'Antonio Rodrigo Nogueira' },
        name: 'Big Nog',
        source: 'https://example.org/nog',
        where: expect.stringMatching(/names:3$/),
      },
    ]);
  });

  it.each([
    ['a name fans use without its pages', { 'names.csv': 'fighter,name,source\nA B,AB,\n' }, /column "source" is empty/],
    ['a name fans use that search could never find', { 'names.csv': 'fighter,name,source\nA B,Федя,pages\n' }, /no Latin letter or digit/],
    [
      'a title change without a division',
      { 'title-changes.csv': 'date,organization,weight_class,fighter,belt,change,source\n2020-01-01,UFC,,A B,title,vacated,press\n' },
      /"weight_class" is empty/,
    ],
    [
      'an unknown belt',
      { 'title-changes.csv': 'date,organization,weight_class,fighter,belt,change,source\n2020-01-01,UFC,Lightweight,A B,diamond,vacated,press\n' },
      /belt must be one of title, interim/,
    ],
    [
      'an unknown change',
      { 'title-changes.csv': 'date,organization,weight_class,fighter,belt,change,source\n2020-01-01,UFC,Lightweight,A B,title,sold,press\n' },
      /change must be one of vacated, promoted/,
    ],
    [
      'an unknown division',
      { 'title-changes.csv': 'date,organization,weight_class,fighter,belt,change,source\n2020-01-01,UFC,Cruiserweight,A B,title,vacated,press\n' },
      /unknown weight_class/,
    ],
    ['a retirement without a source', { 'retirements.csv': 'fighter,date,source\nA B,2020-01-01,\n' }, /column "source" is empty/],
    ['an unknown status', { 'retirements.csv': 'fighter,date,status,source\nA B,2020-01-01,resting,press\n' }, /status must be one of retired, comeback/],
    ['a malformed date', { 'retirements.csv': 'fighter,date,source\nA B,2020-13-01,press\n' }, /malformed date/],
    ['wins without losses', { 'fighters.csv': 'fighter_id,name,pro_wins\na,A B,12\n' }, /needs both pro_wins and pro_losses/],
    ['a record that is not a count', { 'fighters.csv': 'fighter_id,name,pro_wins,pro_losses\na,A B,1e3,0\n' }, /"pro_wins" must be a whole number/],
  ])('stops at %s with the file and line', async (_label, files, message) => {
    const error = await parseGenericSet(set(files)).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).message).toMatch(message);
    expect(error).toMatchObject({ line: 2 });
  });
});
