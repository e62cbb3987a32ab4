// Identity resolution and record merging on small hand-made sources (decision 004 and 015): namesakes, one
// person under two names, one bout in two sources, sources that disagree, and records without dates.
import { describe, expect, it } from 'vitest';
import type { DatasetBout, DatasetFighter } from '../dataset';
import { chooseFightingName } from '../normalise/fighting-name';
import { linkMmaDecisions, type MmaDecisionsData } from '../parse/mma-decisions';
import { applyRetirements } from '../curated/retirements';
import { withStatedLinks } from './stated-links';
import type { SourceBout, SourcePart } from '../source-records';
import { byId, byName, crosswalks, facts, resolveAndMerge as load, sourceBout as bout, sourceEvent as event } from '../../../../test/support/source-records';

describe('same name, two people', () => {
  const ufcstats: SourcePart = {
    fighters: [
      facts('ufcstats', 'ufcstats', 'u1', 'Bruno Silva', { heightCm: 165, reachCm: 165, weightLbs: 125 }),
      facts('ufcstats', 'ufcstats', 'u2', 'Bruno Silva', { heightCm: 183, reachCm: 190, weightLbs: 185 }),
    ],
    events: [],
    bouts: [],
  };

  it("keeps a third source's namesake apart and reports it when nothing tells the two apart", () => {
    const betmma: SourcePart = { fighters: [facts('betmma', 'betmma', '10', 'Bruno Silva')], events: [], bouts: [] };
    const { identities, notes } = load([ufcstats, betmma]);
    expect(identities.lookup('betmma', '10')).toBe('bm:10');
    expect(notes).toEqual([expect.stringMatching(/^ambiguous: betmma fighter 10 "Bruno Silva" could be ufc:u1 or ufc:u2/)]);
  });

  it('links the namesake whose tale of the tape fits only one of them', () => {
    const betmma: SourcePart = { fighters: [facts('betmma', 'betmma', '11', 'Bruno Silva', { heightCm: 183, reachCm: 191 })], events: [], bouts: [] };
    const { identities, notes } = load([ufcstats, betmma]);
    expect(identities.lookup('betmma', '11')).toBe('ufc:u2');
    expect(notes).toEqual([]);
  });

  it('tells namesakes apart by division when a bout names them only by name', () => {
    const part: SourcePart = {
      fighters: [],
      events: [event('ufcstats', 'e1', '2024-01-01')],
      bouts: [bout('ufcstats', 'x1', 'e1', byName('Bruno Silva'), byName('Someone Else'), { weightClass: 'Flyweight' })],
    };
    const { bouts } = load([ufcstats, part]);
    expect(bouts[0]!.fighterA).toBe('ufc:u1');
  });
});

describe('a unique name whose reach differs between sources', () => {
  // Cezary Oleksiejczuk: ufcstats's tale of the tape (6'3", reach 75 in, born 2000-01-06) and Bet MMA's FEN record
  // (75 in tall, reach 79 in) are one man; the reach alone kept his birth date off his page.
  const ufcstats: SourcePart = {
    fighters: [facts('ufcstats', 'ufcstats', 'co', 'Cezary Oleksiejczuk', { heightCm: 190.5, reachCm: 190.5, birthDate: '2000-01-06' })],
    events: [],
    bouts: [],
  };

  it('is linked when the heights agree to an inch', () => {
    const betmma: SourcePart = {
      fighters: [facts('betmma', 'betmma', '4541', 'Cezary Oleksiejczuk', { heightCm: 190.5, reachCm: 200.7 })],
      events: [],
      bouts: [],
    };
    expect(load([ufcstats, betmma]).identities.lookup('betmma', '4541')).toBe('ufc:co');
  });

  it('is kept apart when the heights differ too, or the heights differ by more than the sources round', () => {
    for (const heightCm of [185.4, 198.1]) {
      const betmma: SourcePart = { fighters: [facts('betmma', 'betmma', '4541', 'Cezary Oleksiejczuk', { heightCm, reachCm: 200.7 })], events: [], bouts: [] };
      expect(load([ufcstats, betmma]).identities.lookup('betmma', '4541'), String(heightCm)).toBe('bm:4541');
    }
  });

  it('is kept apart when only the reach is known on one side and it differs', () => {
    const betmma: SourcePart = {
      fighters: [facts('betmma', 'betmma', '4541', 'Cezary Oleksiejczuk', { heightCm: null, reachCm: 200.7 })],
      events: [],
      bouts: [],
    };
    expect(load([ufcstats, betmma]).identities.lookup('betmma', '4541')).toBe('bm:4541');
  });
});

describe('same name, another Sherdog page', () => {
  const ufcstats: SourcePart = { fighters: [facts('ufcstats', 'ufcstats', 'u9', 'Ryan Parker')], events: [], bouts: [] };

  it('keeps apart a Bet MMA namesake whose Sherdog id is not the one the crosswalk gives the ufcstats fighter, and says so', () => {
    const betmma: SourcePart = {
      fighters: [facts('betmma', 'betmma', '5607', 'Ryan Parker', { ids: { betmma: '5607', sherdog: '253537' } })],
      events: [],
      bouts: [],
    };
    const { identities, notes } = load([ufcstats, betmma], crosswalks({ sherdog: { 119: 'u9' } }));
    expect(identities.lookup('betmma', '5607')).toBe('bm:5607');
    expect(notes).toEqual(['conflict: not linked: betmma fighter 5607 "Ryan Parker" has the name of ufc:u9 but another Sherdog page (253537)']);
  });

  it('still joins by name when the Sherdog ids agree, or when either side has none', () => {
    const same: SourcePart = { fighters: [facts('betmma', 'betmma', '1', 'Ryan Parker', { ids: { betmma: '1', sherdog: '119' } })], events: [], bouts: [] };
    expect(load([ufcstats, same], crosswalks({ sherdog: { 119: 'u9' } })).identities.lookup('betmma', '1')).toBe('ufc:u9');
    const unknown: SourcePart = {
      fighters: [facts('betmma', 'betmma', '2', 'Ryan Parker', { ids: { betmma: '2', sherdog: '253537' } })],
      events: [],
      bouts: [],
    };
    expect(load([ufcstats, unknown]).identities.lookup('betmma', '2')).toBe('ufc:u9');
  });
});

describe('one person, two records, joined by a curated row', () => {
  it('joins a Bet MMA record to the ufcstats fighter a curated row names by both ids, though no name fits', () => {
    const parts: SourcePart[] = [
      { fighters: [facts('ufcstats', 'ufcstats', 'u5', 'Maiju Kujala')], events: [], bouts: [] },
      { fighters: [facts('betmma', 'betmma', '4457', 'Maiju Suotama', { ids: { betmma: '4457' } })], events: [], bouts: [] },
    ];
    expect(load(parts).identities.lookup('betmma', '4457')).toBe('bm:4457');
    const row = facts('generic', 'generic', 'maiju-suotama', 'Maiju Kujala', { ids: { ufcstats: 'u5', betmma: '4457' } });
    const allFacts = [...parts.flatMap((part) => part.fighters), row];
    const joined = withStatedLinks(crosswalks(), allFacts);
    expect(load([...parts, { fighters: [row], events: [], bouts: [] }], joined).identities.lookup('betmma', '4457')).toBe('ufc:u5');
  });

  it("keeps the crosswalk's fighter for a Bet MMA id it already maps", () => {
    const row = facts('generic', 'generic', 'x', 'Someone', { ids: { ufcstats: 'u9', betmma: '70' } });
    const joined = withStatedLinks(crosswalks({ betmma: { 70: 'u7' } }), [row]);
    expect(joined.fighterToUfcstats.get('betmma')?.get('70')).toBe('u7');
  });
});

describe('one person, two names', () => {
  it('joins a Bet MMA fighter to the ufcstats one through the crosswalk, whatever the spelling', () => {
    const parts: SourcePart[] = [
      { fighters: [facts('ufcstats', 'ufcstats', 'u7', 'Alexander Volkanovski')], events: [], bouts: [] },
      { fighters: [facts('betmma', 'betmma', '70', 'Alex Volkanovski')], events: [], bouts: [] },
    ];
    const { identities } = load(parts, crosswalks({ betmma: { 70: 'u7' } }));
    expect(identities.lookup('betmma', '70')).toBe('ufc:u7');
    expect(chooseFightingName(identities.persons.get('ufc:u7')!)).toMatchObject({
      name: 'Alexander Volkanovski',
      others: [{ name: 'Alex Volkanovski', source: 'betmma' }],
    });
  });

  it('joins an MMA Decisions fighter by a bout both list and prefers the announced fighting name, reporting the difference', () => {
    const betmma: SourcePart = {
      fighters: [facts('betmma', 'betmma', '20', 'Patrick Mix'), facts('betmma', 'betmma', '21', 'Magomed Magomedov')],
      events: [event('betmma', 'bm:e1', '2024-05-17', 'BELLATOR')],
      bouts: [bout('betmma', 'bm:b1', 'bm:e1', byId('betmma', '20'), byId('betmma', '21'))],
    };
    const { identities, bouts, notes } = load([betmma]);
    const decisions: MmaDecisionsData = {
      fighters: new Map([
        ['5289', facts('mmadecisions', 'mmadecisions', '5289', 'Patchy Mix')],
        ['77', facts('mmadecisions', 'mmadecisions', '77', 'Magomed Magomedov')],
      ]),
      // A day apart (time zones), corners the other way round.
      bouts: [{ id: 'd1', date: '2024-05-18', promotion: 'BELLATOR', fighter1: '77', fighter2: '5289', weight1: 135, weight2: 134.6 }],
    };
    const namesOf = (key: string) => (identities.persons.get(key) ?? []).map((fact) => fact.name ?? '');
    const linked = linkMmaDecisions(decisions, new Map(), bouts, namesOf, notes);
    expect(Object.fromEntries(linked.fighterKeys)).toEqual({ 5289: 'bm:20', 77: 'bm:21' });
    expect(linked.weighIns).toEqual([
      { fighterKey: 'bm:20', date: '2024-05-18', weightLbs: 134.6, boutKey: 'bm:b1', source: 'mmadecisions' },
      { fighterKey: 'bm:21', date: '2024-05-18', weightLbs: 135, boutKey: 'bm:b1', source: 'mmadecisions' },
    ]);
    const choice = chooseFightingName([...identities.persons.get('bm:20')!, decisions.fighters.get('5289')!]);
    expect(choice.name).toBe('Patchy Mix');
    expect(choice.others).toEqual([{ name: 'Patrick Mix', source: 'betmma' }]);
    expect(choice.conflict).toBe('"Patchy Mix" (mmadecisions) shown over "Patrick Mix" (betmma)');
  });

  it('does not link an MMA Decisions fighter whose bouts point to two different fighters of ours', () => {
    const betmma: SourcePart = {
      fighters: ['Leandro Higo', 'Leandro Higo Silva', 'Op One', 'Op Two'].map((name, i) => facts('betmma', 'betmma', String(i), name)),
      events: [event('betmma', 'bm:e1', '2022-01-01'), event('betmma', 'bm:e2', '2023-01-01')],
      bouts: [
        bout('betmma', 'bm:b1', 'bm:e1', byId('betmma', '0'), byId('betmma', '2')),
        bout('betmma', 'bm:b2', 'bm:e2', byId('betmma', '1'), byId('betmma', '3')),
      ],
    };
    const { identities, bouts } = load([betmma]);
    const notes: string[] = [];
    const decisions: MmaDecisionsData = {
      fighters: new Map([
        ['9', facts('mmadecisions', 'mmadecisions', '9', 'Leandro Higo')],
        ['1', facts('mmadecisions', 'mmadecisions', '1', 'Op One')],
        ['2', facts('mmadecisions', 'mmadecisions', '2', 'Op Two')],
      ]),
      bouts: [
        { id: 'd1', date: '2022-01-01', promotion: null, fighter1: '9', fighter2: '1', weight1: 135, weight2: 135 },
        { id: 'd2', date: '2023-01-01', promotion: null, fighter1: '9', fighter2: '2', weight1: 135, weight2: 135 },
      ],
    };
    const linked = linkMmaDecisions(decisions, new Map(), bouts, (key) => (identities.persons.get(key) ?? []).map((f) => f.name ?? ''), notes);
    expect(linked.fighterKeys.has('9')).toBe(false);
    expect(notes).toEqual([expect.stringMatching(/mmadecisions fighter 9 "Leandro Higo" fits bm:0 and bm:1/)]);
    expect(linked.weighIns.some((w) => w.weightLbs === 135 && (w.fighterKey === 'bm:0' || w.fighterKey === 'bm:1'))).toBe(false);
  });
});

describe('a bout in two sources', () => {
  const fighters: SourcePart = {
    fighters: [facts('ufcstats', 'ufcstats', 'ua', 'Alpha Fighter'), facts('ufcstats', 'ufcstats', 'ub', 'Beta Fighter')],
    events: [],
    bouts: [],
  };
  const official = (extra: Partial<SourceBout> = {}): SourcePart => ({
    fighters: [],
    events: [event('ufcstats', 'ufc:e1', '2024-03-02')],
    bouts: [bout('ufcstats', 'ufc:f1', 'ufc:e1', byId('ufcstats', 'ua'), byId('ufcstats', 'ub'), { weightClass: 'Lightweight', method: 'KO/TKO', ...extra })],
  });
  // Bet MMA lists the same fight a day later (time zone), corners swapped, with fields ufcstats lacks.
  const second = (outcomeA: SourceBout['outcomeA']): SourcePart => ({
    fighters: [
      facts('betmma', 'betmma', '1', 'Beta Fighter', { ids: { ufcstats: 'ub' } }),
      facts('betmma', 'betmma', '2', 'Alpha Fighter', { ids: { ufcstats: 'ua' } }),
    ],
    events: [event('betmma', 'bm:e1', '2024-03-03')],
    bouts: [bout('betmma', 'bm:b1', 'bm:e1', byId('betmma', '1'), byId('betmma', '2'), { outcomeA, method: 'DEC', endRound: 1, endTimeSeconds: 95 })],
  });

  it('becomes one bout: the official source keeps its key and fields, the other fills the gaps', () => {
    const { bouts, events } = load([fighters, official({ endRound: null }), second('L')]);
    expect(bouts).toHaveLength(1);
    expect(bouts[0]).toMatchObject({ key: 'ufc:f1', fighterA: 'ufc:ua', fighterB: 'ufc:ub', outcomeA: 'W', method: 'KO/TKO', endRound: 1, endTimeSeconds: 95 });
    expect(events.map((e) => e.key)).toEqual(['ufc:e1']);
  });

  it('keeps the official result when the sources disagree on who won', () => {
    const { bouts } = load([fighters, official(), second('W')]);
    expect(bouts).toHaveLength(1);
    expect(bouts[0]).toMatchObject({ fighterA: 'ufc:ua', outcomeA: 'W' });
  });

  it("takes the other source's result when the official one has none yet", () => {
    const { bouts } = load([fighters, official({ outcomeA: null }), second('L')]);
    expect(bouts[0]).toMatchObject({ fighterA: 'ufc:ua', outcomeA: 'W' });
  });

  it('lets the best source that flags a title say whether it was interim', () => {
    const interimElsewhere = (part: SourcePart): SourcePart => ({ ...part, bouts: part.bouts.map((b) => ({ ...b, titleBout: true, interimTitle: true })) });
    // ufcstats says "Lightweight Title Bout": the other source's interim flag does not overrule it.
    const titled = official({ titleBout: true, interimTitle: false });
    expect(load([fighters, titled, interimElsewhere(second('L'))]).bouts[0]).toMatchObject({ titleBout: true, interimTitle: false });
    // ufcstats flags no title: the other source's interim title stands.
    expect(load([fighters, official(), interimElsewhere(second('L'))]).bouts[0]).toMatchObject({ titleBout: true, interimTitle: true });
    // A source that flags the title without saying which (an operator's plain `yes`) leaves the other's flag.
    expect(load([fighters, official({ titleBout: true }), interimElsewhere(second('L'))]).bouts[0]).toMatchObject({ titleBout: true, interimTitle: true });
    // The jds snapshot lists the same ufcstats fight under its id: ufcstats, first, decides there too.
    const jds: SourcePart = {
      ...interimElsewhere(official()),
      bouts: interimElsewhere(official()).bouts.map((b) => ({ ...b, source: 'jds-ufc-stats' as const })),
    };
    expect(load([fighters, titled, jds]).bouts[0]).toMatchObject({ titleBout: true, interimTitle: false });
  });
});

describe('missing dates', () => {
  it('keeps an undated card, reports it, and does not fold a same-pair bout into it by date', () => {
    const parts: SourcePart[] = [
      { fighters: [facts('ufcstats', 'ufcstats', 'ua', 'Alpha Fighter'), facts('ufcstats', 'ufcstats', 'ub', 'Beta Fighter')], events: [], bouts: [] },
      {
        fighters: [],
        events: [event('ufcstats', 'ufc:e1', null), event('ufcstats', 'ufc:e2', '2024-03-02')],
        bouts: [
          bout('ufcstats', 'ufc:f1', 'ufc:e1', byId('ufcstats', 'ua'), byId('ufcstats', 'ub')),
          bout('ufcstats', 'ufc:f2', 'ufc:e2', byId('ufcstats', 'ub'), byId('ufcstats', 'ua')),
        ],
      },
    ];
    const { bouts, notes } = load(parts);
    expect(bouts.map((b) => [b.key, b.date])).toEqual([
      ['ufc:f2', '2024-03-02'],
      ['ufc:f1', null],
    ]);
    expect(notes).toContain('undated: event ufc:e1 "UFC card" has no date in any source');
  });

  it('ignores undated bouts when deciding whether a retired fighter came back', () => {
    const fighter: DatasetFighter = {
      key: 'ufc:ua',
      name: 'Alpha Fighter',
      nickname: null,
      sex: null,
      birthDate: null,
      heightCm: null,
      reachCm: null,
      stance: null,
      nationality: null,
      countryCode: null,
      ids: {},
    };
    const undated = { key: 'b', eventKey: 'e', date: null, organization: 'UFC', fighterA: 'ufc:ua', fighterB: 'x', outcomeA: 'W' } as DatasetBout;
    const notes: string[] = [];
    const record = { fighter: byId('ufcstats', 'ua', 'Alpha Fighter'), date: '2020-01-01', kind: 'retired' as const, source: 'press', where: 'test:1' };
    const fighters = [{ ...fighter }];
    applyRetirements(fighters, [undated], [{ record, key: 'ufc:ua' }], notes);
    expect(fighters[0]!.retirement).toEqual({ date: '2020-01-01', source: 'press' });
    const dated = { ...undated, date: '2021-05-01' };
    applyRetirements(fighters, [dated], [{ record, key: 'ufc:ua' }], notes);
    expect(fighters[0]!.retirement).toBeNull();
    expect(notes).toEqual(['test:1: Alpha Fighter retired on 2020-01-01 but fought on 2021-05-01; counted as a comeback']);
  });

  it('records a death beside a retirement, and refuses one dated before a bout the fighter fought', () => {
    const alpha = { key: 'ufc:ua', name: 'Alpha Fighter', nickname: null, sex: null, birthDate: null, heightCm: null, reachCm: null, stance: null } as const;
    const fighters: DatasetFighter[] = [{ ...alpha, nationality: null, countryCode: null, ids: {} }];
    const bout = { key: 'b', eventKey: 'e', date: '2015-03-01', organization: 'UFC', fighterA: 'ufc:ua', fighterB: 'x', outcomeA: 'W' } as DatasetBout;
    const ref = byId('ufcstats', 'ua', 'Alpha Fighter');
    const retired = { fighter: ref, date: '2015-06-01', kind: 'retired' as const, source: 'press', where: 'test:3' };
    const died = { fighter: ref, date: '2016-02-11', kind: 'died' as const, source: 'news', where: 'test:4' };
    const notes: string[] = [];
    applyRetirements(
      fighters,
      [bout],
      [retired, died].map((record) => ({ record, key: 'ufc:ua' })),
      notes,
    );
    // The retirement stays the career's end; the death is its own fact, not a later "retirement".
    expect(fighters[0]).toMatchObject({ retirement: { date: '2015-06-01', source: 'press' }, death: { date: '2016-02-11', source: 'news' } });
    expect(notes).toEqual([]);
    const wrongPerson: DatasetFighter[] = [{ ...alpha, nationality: null, countryCode: null, ids: {} }];
    applyRetirements(wrongPerson, [{ ...bout, date: '2017-01-01' }], [{ record: died, key: 'ufc:ua' }], notes);
    expect(wrongPerson[0]!.death).toBeUndefined();
    expect(notes).toEqual(['test:4: Alpha Fighter died on 2016-02-11 by this record but fought on 2017-01-01; not applied']);
  });

  it('reports a retirement record that names nobody we know instead of guessing', () => {
    const notes: string[] = [];
    const record = { fighter: byName('Nobody Here'), date: '2020-01-01', kind: 'retired' as const, source: 'press', where: 'test:2' };
    applyRetirements([], [], [{ record, key: null }], notes);
    expect(notes).toEqual(['test:2: retirement of "Nobody Here" names no fighter we know; not applied']);
  });
});
