// Real-data behaviour of the whole source layer: ../shared/data (or FIGHTRANK_DATA) must be present.
import { mkdtempSync, mkdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset, DatasetBout } from './dataset';
import { KNOWN_NAME_SOURCE } from './curated/known-names';
import { createFighterMatcher, loadDataset } from './load-dataset';

const DATA = process.env.FIGHTRANK_DATA ?? fileURLToPath(new URL('../../../../../shared/data', import.meta.url));

const BRUNO_SILVA_FLYWEIGHT = 'ufc:294aa73dbf37d281';
const BRUNO_SILVA_MIDDLEWEIGHT = 'ufc:12ebd7d157e91701';
const BENSON_HENDERSON = 'ufc:2676b28836a5a836';

function boutsOf(dataset: Dataset, key: string): DatasetBout[] {
  return dataset.bouts.filter((bout) => bout.fighterA === key || bout.fighterB === key);
}

function countBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return counts;
}

describe('loadDataset on the full shared data', () => {
  let dataset: Dataset;
  let elapsedMs: number;

  beforeAll(async () => {
    const start = performance.now();
    dataset = await loadDataset(DATA);
    elapsedMs = performance.now() - start;
  });

  it('loads every organization with the bout counts the sources hold', () => {
    const counts = countBy(dataset.bouts, (bout) => bout.organization);
    console.info(`loadDataset: ${Math.round(elapsedMs)} ms; bouts per organization:`, Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]).slice(0, 25)));
    // Greco's 7,974 UFC results plus UFC 1, which only jds UFC_Stats has; Bet MMA's UFC bouts fold into them.
    expect(counts.get('UFC')).toBe(7982);
    const lowerBounds: Record<string, number> = {
      BELLATOR: 1100,
      LFA: 800,
      PFL: 750,
      CAGE_WARRIORS: 650,
      STRIKEFORCE: 600,
      PRIDE: 560,
      ACA: 550,
      DWCS: 380,
      KSW: 380,
      WEC: 360,
      OKTAGON: 300, // 350 before Kazakhstan's Octagon League cards (Almaty) got their own code
      OCTAGON_LEAGUE: 30,
      RIZIN: 200,
      DREAM: 190,
      INVICTA: 180,
      ONE: 170,
      BRAVE: 140,
      ROAD_TO_UFC: 85, // 91 before four Bet MMA copies of ufcstats bouts folded (decision 037)
    };
    for (const [organization, atLeast] of Object.entries(lowerBounds)) expect(counts.get(organization) ?? 0, organization).toBeGreaterThanOrEqual(atLeast);
    expect(dataset.bouts.length).toBeGreaterThan(17_000);
  });

  it('lists each real bout once (ufcstats vs jds by fight id, Bet MMA by crosswalk or date and fighter pair)', () => {
    const keys = new Set(dataset.bouts.map((bout) => bout.key));
    expect(keys.size).toBe(dataset.bouts.length);
    const ufcIds = dataset.bouts.map((bout) => bout.ids.ufcstats).filter(Boolean);
    expect(new Set(ufcIds).size).toBe(ufcIds.length);
    const betmmaIds = dataset.bouts.map((bout) => bout.ids.betmma).filter(Boolean);
    expect(new Set(betmmaIds).size).toBe(betmmaIds.length);
    const byPair = new Map<string, DatasetBout[]>();
    for (const bout of dataset.bouts.filter((candidate) => candidate.date)) {
      const key = [bout.fighterA, bout.fighterB].sort().join('|');
      byPair.set(key, [...(byPair.get(key) ?? []), bout]);
    }
    // The same pair within a day is one fight (sources differ by a day across time zones, and Bet MMA once put a bout
    // on two cards a day apart), except that two distinct ufcstats fight ids are two fights (1997 tournament).
    const days = (x: string, y: string) => Math.abs(Date.parse(x) - Date.parse(y)) / 86_400_000;
    const duplicates = [...byPair].filter(([, bouts]) =>
      bouts.some((x, i) => bouts.slice(i + 1).some((y) => days(x.date!, y.date!) <= 1 && !(x.ids.ufcstats && y.ids.ufcstats))),
    );
    expect(duplicates.map(([key]) => key)).toEqual([]);
    // Every ufcstats bout Bet MMA also covers carries both ids.
    expect(dataset.bouts.filter((bout) => bout.ids.ufcstats && bout.ids.betmma).length).toBeGreaterThan(5600);
  });

  it('puts a fighter’s WEC, UFC and Bellator bouts on one key', () => {
    const bouts = boutsOf(dataset, BENSON_HENDERSON);
    const byOrganization = countBy(bouts, (bout) => bout.organization);
    expect(Object.fromEntries(byOrganization)).toMatchObject({ WEC: 6, UFC: 14 });
    expect(byOrganization.get('BELLATOR')).toBeGreaterThanOrEqual(12);
    const pettisWec = bouts.find((bout) => bout.date === '2010-12-16')!;
    const henderson = pettisWec.fighterA === BENSON_HENDERSON ? pettisWec.outcomeA : pettisWec.outcomeA === 'W' ? 'L' : 'W';
    expect(henderson).toBe('L');
    const fighter = dataset.fighters.find((candidate) => candidate.key === BENSON_HENDERSON)!;
    expect(fighter.ids).toMatchObject({ ufcstats: '2676b28836a5a836', betmma: '223', sherdog: '20548' });
  });

  it('keeps the two Bruno Silvas apart with their own divisions', () => {
    const flyweight = boutsOf(dataset, BRUNO_SILVA_FLYWEIGHT);
    const middleweight = boutsOf(dataset, BRUNO_SILVA_MIDDLEWEIGHT);
    expect(flyweight.length).toBe(8);
    expect(middleweight.length).toBe(10);
    expect(new Set(middleweight.map((bout) => bout.weightClass))).toEqual(new Set(['Middleweight']));
    expect(flyweight.filter((bout) => bout.weightClass === 'Flyweight').length).toBe(7);
  });

  it('gives nationality from Bet MMA or Tapology on one country list', () => {
    const byKey = new Map(dataset.fighters.map((fighter) => [fighter.key, fighter]));
    expect(byKey.get(BRUNO_SILVA_MIDDLEWEIGHT)).toMatchObject({ nationality: 'Brazil', countryCode: 'BR' });
    // Bet MMA says "Scotland": home nations fold into the United Kingdom (decision 005).
    expect(byKey.get('ufc:fd406a32a6fb3a29')).toMatchObject({ countryCode: 'GB', nationality: 'United Kingdom' });
    const codes = new Set(dataset.fighters.map((fighter) => fighter.countryCode).filter(Boolean));
    expect([...codes].every((code) => /^[A-Z]{2}$/.test(code!))).toBe(true);
    const recent = new Set(
      dataset.bouts.filter((bout) => bout.organization === 'UFC' && bout.date! >= '2024-01-01').flatMap((bout) => [bout.fighterA, bout.fighterB]),
    );
    const withCountry = [...recent].filter((key) => byKey.get(key)?.countryCode).length;
    expect(withCountry / recent.size).toBeGreaterThan(0.9);
  });

  it('derives sex from women’s divisions', () => {
    const women = dataset.fighters.filter((fighter) => fighter.sex === 'F');
    expect(women.length).toBeGreaterThan(300);
    expect(dataset.fighters.find((fighter) => fighter.name === 'Valentina Shevchenko')?.sex).toBe('F');
    expect(dataset.fighters.find((fighter) => fighter.key === BENSON_HENDERSON)?.sex).toBe('M');
  });

  it('matches display names to fighter keys using division and date', () => {
    const matcher = createFighterMatcher(dataset);
    expect(matcher.match('Bruno Silva', { weightClass: 'Flyweight', date: '2025-03-01' })).toBe(BRUNO_SILVA_FLYWEIGHT);
    expect(matcher.match('Bruno Silva', { weightClass: 'Middleweight Bout', date: '2025-03-01' })).toBe(BRUNO_SILVA_MIDDLEWEIGHT);
    expect(matcher.match('Bruno Silva')).toBeNull();
    expect(matcher.match('benson henderson')).toBe(BENSON_HENDERSON);
    expect(matcher.match('Jean Silva', { weightClass: 'Featherweight', date: '2025-03-01' })).toBe('ufc:52ef95b5860fb28c');
    expect(matcher.match('Nobody Atall')).toBeNull();
    // A results row's typo (two letters swapped) still finds the one fighter: ufcstats writes "Rafael Cerquiera" in
    // its results for its fighter "Rafael Cerqueira"; after the jds snapshot no fight id joins them.
    expect(matcher.match('Rafael Cerquiera', { weightClass: 'Light Heavyweight Bout', date: '2025-03-01' })).toBe('ufc:09a4447655fd4b7b');
    expect(matcher.match('Jon Jnoes')).toBe('ufc:07f72a2a7591b409');
  });

  it('holds each fighter once under the name fans use, with his country by the stated priority (issue 23)', () => {
    const named = (name: string) => dataset.fighters.filter((fighter) => fighter.name === name || fighter.aliases?.includes(name));
    for (const name of ['Sergei Kharitonov', 'Marloes Coenen', 'Hisaki Kato', 'Vadym Kutsyi', 'An Tuan Ho', 'Kiril Sidelnikov'])
      expect(named(name), name).toHaveLength(1);
    expect(named('Cristiane Justino')[0]!.name).toBe('Cris Cyborg');
    expect(named('Mirko Filipovic')[0]!.name).toBe('Mirko Cro Cop');
    expect(named('Kai Tang')[0]!.name).toBe('Tang Kai');
    // Legal names stay findable (session 25's audit: "Jonathan Jones" found no Jon Jones).
    expect(['Jonathan Jones', 'Nathan Diaz', 'Charles Liddell'].map((legal) => named(legal)[0]?.name)).toEqual(['Jon Jones', 'Nate Diaz', 'Chuck Liddell']);
    // Chinese fighters family name first, as the UFC and ONE announce them; the source's order stays an alias.
    expect(named('Heqin Lin')[0]!.name).toBe('Lin Heqin');
    expect(named('Pingyuan Liu')[0]!.name).toBe('Liu Pingyuan');
    expect(named('Zhang Weili')[0]!.name).toBe('Zhang Weili');
    const country = (name: string) => named(name)[0]?.nationality;
    expect([country('Yoel Romero'), country('Youssef Zalal'), country('Julia Budd'), country('Goiti Yamauchi'), country('Israel Adesanya')]).toEqual([
      'Cuba',
      'Morocco',
      'Canada',
      'Brazil',
      'New Zealand',
    ]);
    expect(dataset.merges?.some((line) => line.includes('"Sergei Kharitonov"'))).toBe(true);
    expect(dataset.nationalityConflicts?.some((line) => line.includes('"Yoel Romero": Cuba (tapology) shown over United States (betmma)'))).toBe(true);
    // Every country text the real sources write is read (Bet MMA's and Tapology's "Turkey" once was not).
    expect(dataset.unreadCountries).toEqual([]);
    expect([country('Alibeg Rasulov'), country('Gokhan Saki')]).toEqual(['Türkiye', 'Türkiye']);
    // A birth date two sources agree on beats a lone ufcstats typo (Forrest Griffin was born on 1979-07-01).
    expect(named('Forrest Griffin')[0]!.birthDate).toBe('1979-07-01');
    // One no source states comes from a page that does (curated fighters.csv), and changes nothing else of him.
    expect(named('Tang Kai').map((f) => [f.name, f.birthDate, f.nationality])).toEqual([['Tang Kai', '1996-01-10', 'China']]);
    expect(named('Oumar Kane').map((f) => [f.name, f.birthDate])).toEqual([['Oumar Kane', '1992-10-10']]);
    // A profile's listed weight travels with the fighter (the division of one no bout places: infer-divisions.ts).
    expect(named('Austin Bashi')[0]!.listedWeightLbs).toBe(145);
    // ufcstats's tale of the tape joins a Bet MMA record of the same unique name and height whose reach differs.
    expect(['Cezary Oleksiejczuk', 'Michelle Montague'].map((name) => named(name).map((f) => f.birthDate))).toEqual([['2000-01-06'], ['1993-11-25']]);
    // A tape filed under another fighter's page lends him nothing: "Regina Malpica" (born 2004, 125 lbs) is not Tyrell
    // Fortune's alias, while a tape spelling the same man another way still is (Patricio Freire for Patricio Pitbull).
    const aliases = (name: string) => named(name).flatMap((f) => (f.otherNames ?? []).map((other) => other.name));
    expect(aliases('Tyrell Fortune')).not.toContain('Regina Malpica');
    expect(dataset.ambiguities.filter((note) => note.startsWith('conflict: ufcstats tale of the tape'))).toContain(
      'conflict: ufcstats tale of the tape for "Tyrell Fortune" (bc7f4b2d4c2724a2) names "Regina Malpica": not used',
    );
    expect(named('Tyrell Fortune').map((f) => f.birthDate)).toEqual(['1990-07-04']);
    expect(aliases('Patricio Pitbull')).toContain('Patricio Freire');
  });

  it('holds no stated record smaller than the bouts we hold up to its date', () => {
    const short: string[] = [];
    for (const fighter of dataset.fighters) {
      const stated = fighter.proRecord;
      if (!stated) continue;
      const held = { W: 0, L: 0, D: 0 };
      for (const bout of boutsOf(dataset, fighter.key)) {
        if (!bout.date || (stated.asOf && bout.date > stated.asOf)) continue;
        const outcome = bout.fighterA === fighter.key ? bout.outcomeA : (({ W: 'L', L: 'W' } as const)[bout.outcomeA as 'W' | 'L'] ?? bout.outcomeA);
        if (outcome === 'W' || outcome === 'L' || outcome === 'D') held[outcome]++;
      }
      if (held.W > stated.wins || held.L > stated.losses || held.D > stated.draws) short.push(`${fighter.name} ${JSON.stringify(held)}`);
    }
    expect(short).toEqual([]);
  });

  it('gives every curated name fans use to its fighter, and none to a second one', () => {
    const fans = (name: string) => dataset.fighters.filter((f) => f.otherNames?.some((other) => other.name === name && other.source === KNOWN_NAME_SOURCE));
    expect(['GSP', 'JDS', 'Big Nog', 'Lil Nog', 'Borrachinha'].map((name) => fans(name).map((f) => f.name))).toEqual([
      ['Georges St-Pierre'],
      ['Junior Dos Santos'],
      ['Antonio Rodrigo Nogueira'],
      ['Rogerio Nogueira'],
      ['Paulo Costa'],
    ]);
    expect(dataset.knownNameNotes).toEqual([]);
  });

  it('carries no contests the curated results record, and the in-cage retirement of Stipe Miocic (issue 23)', () => {
    // The ufcstats record first where namesakes share a name (a regional "Eddie Alvarez" is not the former champion).
    const keyOf = (name: string) =>
      dataset.fighters.filter((fighter) => fighter.name === name).sort((x, y) => Number(y.key.startsWith('ufc:')) - Number(x.key.startsWith('ufc:')))[0]!.key;
    // Within a day: Bet MMA dates ONE Fight Night 26 (Bangkok, 2024-12-07) by the US evening before.
    const near = (date: string, other: string | null) => other !== null && Math.abs(Date.parse(date) - Date.parse(other)) <= 86_400_000;
    const between = (x: string, y: string, date: string) =>
      dataset.bouts.filter((bout) => near(date, bout.date) && [bout.fighterA, bout.fighterB].sort().join() === [keyOf(x), keyOf(y)].sort().join());
    // The California commission overturned Usman's 2023 win over Primus, not his 2022 title win over Patricky; Nemkov and
    // Anderson's no contest was their first meeting (Bellator 277, which Bet MMA never listed), Nemkov won the rematch.
    const outcomeOf = (x: string, y: string, date: string) =>
      between(x, y, date).map((bout) =>
        bout.fighterA === keyOf(x) ? bout.outcomeA : bout.outcomeA === 'W' ? 'L' : bout.outcomeA === 'L' ? 'W' : bout.outcomeA,
      );
    expect(outcomeOf('Usman Nurmagomedov', 'Brent Primus', '2023-10-07')).toEqual(['NC']);
    expect(outcomeOf('Usman Nurmagomedov', 'Patricky Pitbull', '2022-11-18')).toEqual(['W']);
    expect(outcomeOf('Vadim Nemkov', 'Corey Anderson', '2022-04-15')).toEqual(['NC']);
    expect(outcomeOf('Vadim Nemkov', 'Corey Anderson', '2022-11-18')).toEqual(['W']);
    // Title bouts Bet MMA does not flag carry their belt and division (curated with sources).
    expect(between('Oumar Kane', 'Anatoly Malykhin', '2024-11-09').map((bout) => [bout.titleBout, bout.weightClass])).toEqual([[true, 'Heavyweight']]);
    expect(between('Christian Lee', 'Alibeg Rasulov', '2024-12-07').map((bout) => bout.outcomeA)).toEqual(['NC']);
    // Overturned after the night (a DQ and a TKO the sources still list), and no contests Bet MMA never listed.
    expect(between('Eddie Alvarez', 'Iuri Lapicus', '2021-04-07').map((bout) => bout.outcomeA)).toEqual(['NC']);
    // Dhafir Harris shows as Dada 5000, the name he fought under (curated fight name).
    expect(between('Kimbo Slice', 'Dada 5000', '2016-02-19').map((bout) => bout.outcomeA)).toEqual(['NC']);
    expect(between('Ryan Bader', 'Cheick Kongo', '2019-09-07').map((bout) => bout.outcomeA)).toEqual(['NC']);
    // Session 25's audit: a no contest no source lists (Bellator 215's main event) and a win a commission overturned.
    expect(outcomeOf('Matt Mitrione', 'Sergei Kharitonov', '2019-02-15')).toEqual(['NC']);
    expect(outcomeOf('Matt Mitrione', 'Sergei Kharitonov', '2019-08-24')).toEqual(['L']); // the rematch stays as it was
    expect(outcomeOf('Alexander Shlemenko', 'Melvin Manhoef', '2015-02-13')).toEqual(['NC']);
    expect(dataset.fighters.find((fighter) => fighter.name === 'Stipe Miocic')!.retirement?.date).toBe('2024-11-16');
    expect(dataset.fighters.find((fighter) => fighter.name === 'Michelle Waterson-Gomez')!.retirement?.date).toBe('2024-06-29');
    // A whole career held from the debut is stated, so it can read complete (K-1 Dynamite!! USA 2007 to UFC 200).
    expect(dataset.fighters.find((fighter) => fighter.name === 'Brock Lesnar')!.proRecord).toMatchObject({ wins: 5, losses: 3, draws: 0, noContests: 1 });
    // Demetrious Johnson retired at 25-4-1 (the row once said 32-4-1).
    expect(dataset.fighters.find((fighter) => fighter.name === 'Demetrious Johnson')!.proRecord).toMatchObject({
      wins: 25,
      losses: 4,
      draws: 1,
      asOf: '2024-09-06',
    });
    // Curated deaths reach the fighter (his age and Rating stop there): a Hall of Famer, and a Bet MMA-only fighter.
    expect(dataset.fighters.find((fighter) => fighter.name === 'Stephan Bonnar')!.death?.date).toBe('2022-12-22');
    expect(dataset.fighters.find((fighter) => fighter.name === 'Jordan Young')!.death?.date).toBe('2021-12-18');
  });

  it('reports what it could not settle', () => {
    expect(dataset.ambiguities.length).toBeGreaterThan(0);
    expect(dataset.ambiguities.every((line) => /^(ambiguous|unmatched|undated|conflict):/.test(line))).toBe(true);
  });

  it('cuts at `until` (exclusive) and is deterministic', async () => {
    const cut = await loadDataset(DATA, { until: '2024-12-14' });
    expect(cut.events.every((event) => event.date !== null && event.date < '2024-12-14')).toBe(true);
    expect(cut.bouts.every((bout) => bout.date! < '2024-12-14')).toBe(true);
    expect(dataset.bouts.some((bout) => bout.date === '2024-12-14')).toBe(true);
    expect(cut.bouts.length).toBeLessThan(dataset.bouts.length);
    const usedKeys = new Set(cut.bouts.flatMap((bout) => [bout.fighterA, bout.fighterB]));
    expect(cut.fighters.every((fighter) => usedKeys.has(fighter.key))).toBe(true);
    const again = await loadDataset(DATA);
    expect(JSON.stringify(again)).toBe(JSON.stringify(dataset));
  });
});

describe('loadDataset with only the ufcstats files (fighters named by display name)', () => {
  let dataset: Dataset;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fightrank-ufcstats-'));
    mkdirSync(path.join(dir, 'ufcstats'));
    for (const file of ['ufc_event_details.csv', 'ufc_fight_details.csv', 'ufc_fight_results.csv', 'ufc_fighter_details.csv', 'ufc_fighter_tott.csv']) {
      symlinkSync(path.join(DATA, 'ufcstats', file), path.join(dir, 'ufcstats', file));
    }
    dataset = await loadDataset(dir);
  });

  it('resolves the two Bruno Silvas from division and tale of the tape', () => {
    expect(boutsOf(dataset, BRUNO_SILVA_FLYWEIGHT).length).toBe(8);
    expect(boutsOf(dataset, BRUNO_SILVA_MIDDLEWEIGHT).length).toBe(10);
    expect(boutsOf(dataset, 'ufc:52ef95b5860fb28c').length).toBe(3);
    expect(boutsOf(dataset, 'ufc:9211aae062b799d6').length).toBe(0);
  });

  it('loads all 7,974 results once, without UFC 1 (not in ufcstats)', () => {
    expect(dataset.bouts.length).toBe(7974);
    expect(dataset.events.some((event) => event.name.startsWith('UFC 1:'))).toBe(false);
    // The curated results add no Rizin or ONE bout to a load without their cards, though ufcstats lists the fighters.
    expect(dataset.bouts.every((bout) => bout.organization === 'UFC')).toBe(true);
  });

  it('reports names it cannot tie to the fighter list instead of guessing', () => {
    const unresolved = dataset.fighters.filter((fighter) => fighter.key.startsWith('name:'));
    for (const fighter of unresolved) expect(dataset.ambiguities.some((line) => line.includes(fighter.key))).toBe(true);
    expect(unresolved.length).toBeLessThan(5);
  });
});
