// Results right (issue 23 item 5): a recorded official result replaces what a source says (an overturned win, a no
// contest Bet MMA drops), and a bout no source holds is added; a record naming nobody is reported, never guessed.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { DatasetBout } from '../dataset';
import { parseGenericSet } from '../parse/generic';
import { resolveIdentities } from '../identity/identity';
import { applyResultCorrections } from './result-corrections';
import { normalizeWeightClass } from '../normalise/weight-classes';
import type { FighterFacts, SourceResult } from '../source-records';
import { datasetEvent } from '../../../../test/support/dataset-records';

const person = (id: string, name: string): FighterFacts => ({ source: 'betmma', system: 'betmma', id, name, ids: { betmma: id } });
const identities = () =>
  resolveIdentities(
    [person('1', 'Usman Nurmagomedov'), person('2', 'Patricky Freire'), person('3', 'Christian Lee'), person('4', 'Alibeg Rasulov')],
    { fighterToUfcstats: new Map(), boutBetmmaToUfcstats: new Map(), eventBetmmaToUfcstats: new Map() },
    [],
  );
const event = (key: string, date: string, organization: string) => datasetEvent(key, { date, organization });
const bout = (key: string, eventKey: string, date: string, a: string, b: string, outcomeA: DatasetBout['outcomeA']): DatasetBout => ({
  key,
  eventKey,
  date,
  organization: 'BELLATOR',
  fighterA: a,
  fighterB: b,
  outcomeA,
  weightClass: null,
  titleBout: false,
  scheduledRounds: 3,
  method: 'DEC',
  methodDetail: 'Decision',
  endRound: 3,
  endTimeSeconds: 300,
  ids: { betmma: key },
});
const result = (a: string, b: string, date: string, extra: Partial<SourceResult> = {}): SourceResult => ({
  a: { kind: 'name', name: a },
  b: { kind: 'name', name: b },
  date,
  outcomeA: 'NC',
  method: 'OTHER',
  methodDetail: 'Overturned',
  weightClass: null,
  titleBout: false,
  organization: 'ONE',
  eventName: 'ONE Fight Night 26',
  source: 'commission',
  where: 'test:1',
  ...extra,
});

describe('recorded official results', () => {
  const events = [event('bm:e1', '2022-11-18', 'BELLATOR'), event('bm:e2', '2024-12-07', 'ONE')];
  const bouts = [bout('bm:8992', 'bm:e1', '2022-11-18', 'bm:2', 'bm:1', 'L')];

  it('turn an overturned win into a no contest, whichever corner the record names first, and say what changed', () => {
    const notes: string[] = [];
    const fixed = applyResultCorrections(events, bouts, [result('Usman Nurmagomedov', 'Patricky Freire', '2022-11-19')], identities(), notes);
    expect(fixed.bouts).toHaveLength(1);
    expect(fixed.bouts[0]).toMatchObject({ key: 'bm:8992', outcomeA: 'NC', methodDetail: 'Overturned', fighterA: 'bm:2' });
    expect(notes).toEqual(['Usman Nurmagomedov vs Patricky Freire on 2022-11-19: a win for Usman Nurmagomedov -> a no contest (commission)']);
    expect(bouts[0]!.outcomeA).toBe('L');
  });

  it('flag a title bout the sources do not, with its division, and keep its result', () => {
    const notes: string[] = [];
    const title = result('Usman Nurmagomedov', 'Patricky Freire', '2022-11-18', {
      outcomeA: 'W',
      method: null,
      methodDetail: null,
      weightClass: 'Lightweight',
      titleBout: true,
    });
    const fixed = applyResultCorrections(events, bouts, [title], identities(), notes);
    expect(fixed.bouts[0]).toMatchObject({ fighterA: 'bm:2', outcomeA: 'L', method: 'DEC', weightClass: 'Lightweight', titleBout: true });
    expect(notes).toEqual([
      'Usman Nurmagomedov vs Patricky Freire on 2022-11-18: a win for Usman Nurmagomedov -> a win for Usman Nurmagomedov, a Lightweight title bout (commission)',
    ]);
    // A correction that states neither keeps what the source says.
    const plain = applyResultCorrections(
      events,
      [{ ...bouts[0]!, weightClass: 'Featherweight', titleBout: true }],
      [result('Usman Nurmagomedov', 'Patricky Freire', '2022-11-18')],
      identities(),
      [],
    );
    expect(plain.bouts[0]).toMatchObject({ weightClass: 'Featherweight', titleBout: true });
    // A row that says only "a title bout" keeps the interim flag a source set; `interim` sets it.
    const flagged = { ...title, titleBout: true };
    const sourceInterim = applyResultCorrections(events, [{ ...bouts[0]!, titleBout: true, interimTitle: true }], [flagged], identities(), []);
    expect(sourceInterim.bouts[0]).toMatchObject({ titleBout: true, interimTitle: true });
    const curatedInterim = applyResultCorrections(events, bouts, [{ ...flagged, interimTitle: true }], identities(), []);
    expect(curatedInterim.bouts[0]).toMatchObject({ titleBout: true, interimTitle: true });
    expect(applyResultCorrections(events, bouts, [flagged], identities(), []).bouts[0]!.interimTitle).toBe(false);
  });

  it("name the belt's promotion when a title row's promotion is not the card's, and only then", () => {
    const title = (organization: string) =>
      result('Usman Nurmagomedov', 'Patricky Freire', '2022-11-18', { outcomeA: 'W', weightClass: 'Lightweight', titleBout: true, organization });
    const onPflCard = [{ ...bouts[0]!, organization: 'PFL' }];
    expect(applyResultCorrections(events, onPflCard, [title('BELLATOR')], identities(), []).bouts[0]!.titleOrganization).toBe('BELLATOR');
    expect(applyResultCorrections(events, bouts, [title('BELLATOR')], identities(), []).bouts[0]!.titleOrganization).toBeUndefined();
    // A row that flags no title says nothing of a belt.
    const plain = result('Usman Nurmagomedov', 'Patricky Freire', '2022-11-18', { outcomeA: 'W', organization: 'BELLATOR' });
    expect(applyResultCorrections(events, onPflCard, [plain], identities(), []).bouts[0]!.titleOrganization).toBeUndefined();
  });

  it("state where the bout ended when the record gives the round, and keep the source's round and time when it does not", () => {
    const ended = result('Usman Nurmagomedov', 'Patricky Freire', '2022-11-18', { outcomeA: 'W', endRound: 1, endTimeSeconds: 112 });
    expect(applyResultCorrections(events, bouts, [ended], identities(), []).bouts[0]).toMatchObject({ endRound: 1, endTimeSeconds: 112 });
    // A round without a time drops the source's time, which was the time of another round.
    const roundOnly = { ...ended, endTimeSeconds: null };
    expect(applyResultCorrections(events, bouts, [roundOnly], identities(), []).bouts[0]).toMatchObject({ endRound: 1, endTimeSeconds: null });
    const silent = result('Usman Nurmagomedov', 'Patricky Freire', '2022-11-18', { outcomeA: 'W' });
    expect(applyResultCorrections(events, bouts, [silent], identities(), []).bouts[0]).toMatchObject({ endRound: 3, endTimeSeconds: 300 });
    // An added bout takes them too.
    const added = applyResultCorrections(
      events,
      bouts,
      [result('Christian Lee', 'Alibeg Rasulov', '2024-12-07', { endRound: 2, endTimeSeconds: 61 })],
      identities(),
      [],
    );
    expect(added.bouts.at(-1)).toMatchObject({ endRound: 2, endTimeSeconds: 61 });
  });

  it("keep the orientation of a win: a result for B stays B's win", () => {
    const fixed = applyResultCorrections(events, bouts, [result('Usman Nurmagomedov', 'Patricky Freire', '2022-11-18', { outcomeA: 'L' })], identities(), []);
    expect(fixed.bouts[0]).toMatchObject({ fighterA: 'bm:2', outcomeA: 'W' });
  });

  it("add a bout no source holds to that promotion's card of the night", () => {
    const notes: string[] = [];
    const fixed = applyResultCorrections(events, bouts, [result('Christian Lee', 'Alibeg Rasulov', '2024-12-07')], identities(), notes);
    expect(fixed.events).toHaveLength(2);
    expect(fixed.bouts.at(-1)).toMatchObject({
      eventKey: 'bm:e2',
      date: '2024-12-07',
      organization: 'ONE',
      fighterA: 'bm:3',
      fighterB: 'bm:4',
      outcomeA: 'NC',
    });
    expect(notes[0]).toMatch(/in no source, added as a no contest/);
  });

  it('complete a scheduled card a result is recorded for, and leave the bouts no record names without a result', () => {
    const card = { ...event('bm:e3', '2024-12-13', 'BRAVE'), status: 'scheduled' as const };
    const unresolved = bout('bm:9002', 'bm:e3', '2024-12-13', 'bm:3', 'bm:4', null);
    const pending = [bout('bm:9001', 'bm:e3', '2024-12-13', 'bm:1', 'bm:2', null), unresolved];
    const fixed = applyResultCorrections(
      [...events, card],
      pending,
      [result('Usman Nurmagomedov', 'Patricky Freire', '2024-12-13', { outcomeA: 'W', organization: 'BRAVE' })],
      identities(),
      [],
    );
    expect(fixed.events.find((e) => e.key === 'bm:e3')!.status).toBe('completed');
    expect(fixed.bouts.map((b) => b.outcomeA)).toEqual(['W', null]);
    // A card no record touches keeps its status, and so does every other card.
    const untouched = applyResultCorrections([...events, card], [unresolved], [], identities(), []);
    expect(untouched.events.find((e) => e.key === 'bm:e3')!.status).toBe('scheduled');
    expect(fixed.events.filter((e) => e.key !== 'bm:e3')).toEqual(events);
  });

  it('add a bout to the card the record names, else to the card of its very day, when the promotion ran cards on consecutive nights', () => {
    const nights = [
      { ...event('bm:cw1', '2024-12-06', 'ONE'), name: 'ONE Friday Fights 90' },
      { ...event('bm:cw2', '2024-12-07', 'ONE'), name: 'ONE Fight Night 26' },
      { ...event('bm:cw3', '2024-12-08', 'ONE'), name: 'ONE Fight Night 27', status: 'scheduled' as const },
    ];
    const addedTo = (extra: Partial<SourceResult>) =>
      applyResultCorrections(nights, bouts, [result('Christian Lee', 'Alibeg Rasulov', '2024-12-07', extra)], identities(), []).bouts.at(-1)!.eventKey;
    expect(addedTo({})).toBe('bm:cw2');
    expect(addedTo({ eventName: null })).toBe('bm:cw2');
    expect(addedTo({ eventName: 'ONE Fight Night 27' })).toBe('bm:cw3');
    // The card it lands on has taken place; the others keep their status.
    const fixed = applyResultCorrections(
      nights,
      bouts,
      [result('Christian Lee', 'Alibeg Rasulov', '2024-12-07', { eventName: 'ONE Fight Night 27' })],
      identities(),
      [],
    );
    expect(fixed.events.map((e) => e.status)).toEqual(['completed', 'completed', 'completed']);
    const elsewhere = applyResultCorrections(nights, bouts, [result('Christian Lee', 'Alibeg Rasulov', '2024-12-07')], identities(), []);
    expect(elsewhere.events.map((e) => e.status)).toEqual(['completed', 'completed', 'scheduled']);
  });

  it("add a title bout no source holds to the card the record names, keeping the belt's promotion when another ran the card", () => {
    // Bellator's flyweight belt was fought for on Rizin's card Super Rizin 2, the night Bellator ran its own card there.
    const night = [
      { ...event('bm:1308', '2023-07-30', 'BELLATOR'), name: 'Bellator vs Rizin 2' },
      { ...event('bm:1312', '2023-07-30', 'RIZIN'), name: 'Super Rizin 2' },
    ];
    const title = (extra: Partial<SourceResult>) =>
      applyResultCorrections(
        night,
        bouts,
        [
          result('Christian Lee', 'Alibeg Rasulov', '2023-07-30', {
            organization: 'BELLATOR',
            eventName: 'Super Rizin 2',
            titleBout: true,
            weightClass: 'Flyweight',
            ...extra,
          }),
        ],
        identities(),
        [],
      ).bouts.at(-1)!;
    expect(title({})).toMatchObject({ eventKey: 'bm:1312', organization: 'RIZIN', titleOrganization: 'BELLATOR', titleBout: true });
    // Named as the belt's own promotion's card, or naming no card, it lands on that promotion's card, as before.
    expect(title({ eventName: 'Bellator vs Rizin 2' })).toMatchObject({ eventKey: 'bm:1308', organization: 'BELLATOR' });
    expect(title({ eventName: 'Bellator vs Rizin 2' }).titleOrganization).toBeUndefined();
    expect(title({ eventName: null })).toMatchObject({ eventKey: 'bm:1308', organization: 'BELLATOR' });
    // A row that flags no title says nothing of a belt, whichever card it names.
    expect(title({ titleBout: false }).titleOrganization).toBeUndefined();
  });

  it("add a bout on a card of its own when the promotion's card of that night is not held, but never bring in a promotion the load lacks", () => {
    const added = applyResultCorrections(
      events,
      bouts,
      [result('Christian Lee', 'Alibeg Rasulov', '2021-09-24', { eventName: 'ONE: Revolution' })],
      identities(),
      [],
    );
    expect(added.events.map((e) => e.name)).toContain('ONE: Revolution');
    expect(added.bouts).toHaveLength(2);
    const notes: string[] = [];
    const rizin = result('Christian Lee', 'Alibeg Rasulov', '2019-08-18', { organization: 'RIZIN', eventName: 'Rizin 18' });
    const kept = applyResultCorrections(events, bouts, [rizin], identities(), notes);
    expect(kept.bouts).toEqual(bouts);
    expect(kept.events).toHaveLength(2);
    expect(notes).toEqual(['test:1: Christian Lee vs Alibeg Rasulov on 2019-08-18 is a RIZIN bout and no RIZIN card is loaded; not added']);
  });

  it('report a record that names a fighter we do not know, and change nothing', () => {
    const notes: string[] = [];
    const fixed = applyResultCorrections(events, bouts, [result('Nobody Known', 'Patricky Freire', '2022-11-18')], identities(), notes);
    expect(fixed.bouts).toEqual(bouts);
    expect(notes).toEqual(['test:1: Nobody Known vs Patricky Freire on 2022-11-18 names a fighter we do not know; not applied']);
  });
});

describe('results.csv in an operator file set', () => {
  it('is read with its source, and a bad outcome stops the import with its line', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'results-'));
    writeFileSync(path.join(dir, 'results.csv'), 'fighter_a,fighter_a_id,fighter_b,date,outcome,source\nA One,ufcstats:abc,B Two,2022-11-18,nc,press\n');
    const part = await parseGenericSet(dir);
    expect(part.results).toEqual([
      expect.objectContaining({ a: { kind: 'id', system: 'ufcstats', id: 'abc', name: 'A One' }, outcomeA: 'NC', source: 'press', date: '2022-11-18' }),
    ]);
    writeFileSync(path.join(dir, 'results.csv'), 'fighter_a,fighter_b,date,outcome,source\nA One,B Two,2022-11-18,won,press\n');
    await expect(parseGenericSet(dir)).rejects.toThrow(/outcome must be W, L, D or NC, not "WON"/);
  });

  it('reads where the bout ended, as bouts.csv does', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'results-'));
    writeFileSync(
      path.join(dir, 'results.csv'),
      'fighter_a,fighter_b,date,outcome,end_round,end_time,source\nA One,B Two,2024-12-13,W,1,1:52,press\nC Three,D Four,2024-12-13,W,2,,press\nE Five,F Six,2024-12-13,W,,,press\n',
    );
    expect((await parseGenericSet(dir)).results?.map((r) => [r.endRound, r.endTimeSeconds])).toEqual([
      [1, 112],
      [2, null],
      [null, null],
    ]);
    // A typo stops the import with its line instead of keeping the source's round and time unnoticed.
    const header = 'fighter_a,fighter_b,date,outcome,end_round,end_time,source\n';
    for (const [round, time, message] of [
      ['one', '', /end_round must be a round number \(1 or more\), not "one"/],
      ['0', '', /end_round must be a round number/],
      ['2', '1.52', /end_time must be m:ss, not "1.52"/],
      ['', '1:52', /end_time needs its end_round/],
    ] as const) {
      writeFileSync(path.join(dir, 'results.csv'), `${header}A One,B Two,2024-12-13,W,${round},${time},press\n`);
      await expect(parseGenericSet(dir)).rejects.toThrow(message);
    }
  });

  it('reads a title bout and its division, and refuses a division it does not know', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'results-'));
    const header = 'fighter_a,fighter_b,date,outcome,weight_class,title_bout,source\n';
    writeFileSync(
      path.join(dir, 'results.csv'),
      `${header}A One,B Two,2024-03-01,W,Flyweight,yes,ONE\nC Three,D Four,2024-03-01,W,,,ONE\nE Five,F Six,2024-03-01,W,Heavyweight,interim,UFC\n`,
    );
    const part = await parseGenericSet(dir);
    expect(part.results?.map((r) => [r.weightClass, r.titleBout, r.interimTitle])).toEqual([
      ['Flyweight', true, false],
      [null, false, false],
      ['Heavyweight', true, true],
    ]);
    // ONE's men's strawweight is held as our flyweight (listDivision), as the Wikipedia reader holds it.
    writeFileSync(
      path.join(dir, 'results.csv'),
      `fighter_a,fighter_b,date,outcome,organization,weight_class,title_bout,source\nA One,B Two,2024-03-01,W,ONE,Strawweight,yes,ONE\n`,
    );
    // Its belt keeps its own name: ONE's strawweight title is not its flyweight title (the title lineage's key).
    expect((await parseGenericSet(dir)).results?.[0]).toMatchObject({ weightClass: 'Flyweight', titleClass: 'Strawweight' });
    writeFileSync(path.join(dir, 'results.csv'), `${header}A One,B Two,2024-03-01,W,Paperweight,yes,ONE\n`);
    await expect(parseGenericSet(dir)).rejects.toThrow(/unknown weight_class "Paperweight"/);
    // A title with a name of its own (the PFL's Super Fights belt beside its season title) is its belt; it must name the division.
    const named = 'fighter_a,fighter_b,date,outcome,organization,weight_class,title_bout,belt,source\n';
    writeFileSync(path.join(dir, 'results.csv'), `${named}A One,B Two,2024-10-19,W,PFL,Heavyweight,yes,Super Fights Heavyweight,PFL\n`);
    expect((await parseGenericSet(dir)).results?.[0]).toMatchObject({ weightClass: 'Heavyweight', titleClass: 'Super Fights Heavyweight' });
    writeFileSync(path.join(dir, 'results.csv'), `${named}A One,B Two,2024-10-19,W,PFL,Heavyweight,yes,Super Fights Lightweight,PFL\n`);
    await expect(parseGenericSet(dir)).rejects.toThrow(/belt "Super Fights Lightweight" must name the row's weight_class/);
  });
});

describe('the curated results file', () => {
  it('names the class of every title bout it records: a belt without one is shown nowhere (fan QA, session 41)', () => {
    // Stamp Fairtex's and Seika Izawa's title bouts had no class, so ONE's and Rizin's champions wore no belt.
    const rows = parse(readFileSync(new URL('./results.csv', import.meta.url), 'utf8'), { columns: true }) as Record<string, string>[];
    const titles = rows.filter((row) => row.title_bout === 'yes' || row.title_bout === 'interim');
    expect(titles.length).toBeGreaterThan(50);
    expect(titles.filter((row) => !normalizeWeightClass(row.weight_class ?? null)).map((row) => `${row.date} ${row.fighter_a} vs ${row.fighter_b}`)).toEqual(
      [],
    );
  });
});
