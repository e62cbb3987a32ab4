import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../dataset';
import { loadDataset } from '../load-dataset';
import { smallRealDirectory } from '../../../../test/support/small-real-data';

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

const boutOf = (dataset: Dataset, a: string, b: string) => {
  const keyOf = (name: string) => dataset.fighters.find((fighter) => fighter.name === name)?.key;
  const [ka, kb] = [keyOf(a), keyOf(b)];
  return dataset.bouts.find((bout) => (bout.fighterA === ka && bout.fighterB === kb) || (bout.fighterA === kb && bout.fighterB === ka));
};

describe('loadDataset with a wikipedia/ folder alone', () => {
  let dataset: Dataset;
  beforeAll(async () => {
    dataset = await loadDataset(path.join(FIXTURES, 'data'), { curated: false });
  });

  it('gives each event page a card of its promotion, scheduled when no bout has a result', () => {
    expect(dataset.events.map((event) => [event.name, event.date, event.organization, event.status])).toEqual([
      ['Bellator Champions Series: Example', '2024-10-19', 'BELLATOR', 'completed'],
      ['UFC 309: Jones vs. Miocic', '2024-11-16', 'UFC', 'completed'],
      ['ONE Fight Night 26: Kongthoranee vs. Nong-O 2', '2024-12-08', 'ONE', 'completed'],
      ['UFC Fight Night: Example vs. Sample', '2026-12-12', 'UFC', 'scheduled'],
    ]);
    expect(dataset.events.find((event) => event.date === '2024-11-16')!.country).toBe('United States');
  });

  it('brings wins, a DQ, a no contest and a draw through as such, and leaves cancelled and non-MMA bouts out', () => {
    expect(boutOf(dataset, 'Jon Jones', 'Stipe Miocic')).toMatchObject({ outcomeA: 'W', method: 'KO/TKO', endRound: 3, endTimeSeconds: 269, titleBout: true });
    expect(boutOf(dataset, 'Charles Oliveira', 'Michael Chandler')).toMatchObject({ outcomeA: 'W', method: 'DEC_UNANIMOUS' });
    expect(boutOf(dataset, 'Example Ruiz', 'Ejemplo Torres')).toMatchObject({ outcomeA: 'W', method: 'DQ', weightClass: 'Catch Weight' });
    expect(boutOf(dataset, 'Sample Araujo', 'Sample Lima')?.date).toBe('2024-11-16');
    expect(dataset.bouts.filter((bout) => bout.date === '2024-11-16').map((bout) => bout.outcomeA)).toEqual(['W', 'W', 'W', 'W', 'NC', 'D']);
    expect(boutOf(dataset, 'Test Miller', 'Test Jackson')).toMatchObject({ outcomeA: 'D', method: 'DEC_MAJORITY' });
    expect(boutOf(dataset, 'Sample Ayaka', 'Sample Seo')).toMatchObject({ outcomeA: 'D', method: 'DEC_SPLIT' });
    expect(dataset.fighters.map((fighter) => fighter.name)).not.toContain('Struck Fighter');
    expect(dataset.fighters.map((fighter) => fighter.name)).not.toContain('Kicker One');
  });

  it('makes the future "vs." rows scheduled bouts without a result, the cancelled one excluded', () => {
    const upcoming = dataset.bouts.filter((bout) => bout.date === '2026-12-12');
    expect(upcoming.map((bout) => [bout.outcomeA, bout.method, bout.weightClass])).toEqual([
      [null, null, 'Light Heavyweight'],
      [null, null, "Women's Strawweight"],
      [null, null, 'Catch Weight'],
    ]);
  });

  it('is one fighter per linked article across pages, and a newcomer for an unlinked name no one has', () => {
    const jones = dataset.fighters.filter((fighter) => fighter.name === 'Jon Jones');
    expect(jones).toHaveLength(1);
    expect(dataset.bouts.filter((bout) => bout.fighterA === jones[0]!.key || bout.fighterB === jones[0]!.key)).toHaveLength(2);
    expect(dataset.fighters.find((fighter) => fighter.name === 'Paul Craig')).toMatchObject({ key: 'wiki:Paul Craig (fighter)' });
    expect(dataset.fighters.find((fighter) => fighter.name === 'Newcomer Person')).toMatchObject({ key: 'wiki:newcomer-person' });
    expect(dataset.ambiguities.filter((note) => note.includes('Newcomer'))).toEqual([]);
  });

  it('places a fighter no other source places by the flag beside the name (IOC codes, home nations as the UK)', () => {
    const country = (name: string) => dataset.fighters.find((fighter) => fighter.name === name)?.countryCode;
    expect(country('Sample Abbasov')).toBe('RU');
    expect(country('Joshua Pacio')).toBe('PH');
    expect(country('Paul Craig')).toBe('GB');
    expect(country('Ejemplo Torres')).toBeNull();
  });

  it('records every page read with its revision id, and what each page left out', () => {
    expect(dataset.sourcePages!.map((page) => [page.title, page.revisionId, page.eventKey])).toEqual([
      ['List of UFC events', 1270500000, null],
      ['2024 in ONE Championship', 1262000000, null],
      ['UFC 309: Jones vs. Miocic', 1258000001, 'wiki:75812345'],
      ['ONE Fight Night 26: Kongthoranee vs. Nong-O 2', 1261000002, 'wiki:77000002'],
      ['Bellator Champions Series: Example', 1259000003, 'wiki:77500003'],
      ['UFC Fight Night: Example vs. Sample', 1270000001, 'wiki:79000001'],
    ]);
    expect(dataset.sourcePages!.find((page) => page.pageId === 75812345)!.notes).toEqual([
      'cancelled: Struck Fighter vs. Other Fighter (Bantamweight): Cancelled after Struck Fighter missed weight by 4 pounds.',
    ]);
  });
});

describe('loadDataset with Wikipedia beside the ufcstats files', () => {
  let dir: string;
  let dataset: Dataset;
  beforeAll(async () => {
    dir = await smallRealDirectory(6);
    await cp(path.join(FIXTURES, 'data', 'wikipedia'), path.join(dir, 'wikipedia'), { recursive: true });
    dataset = await loadDataset(dir, { curated: false });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('folds a card ufcstats also lists into the ufcstats event and bouts, which keep their keys and fields', () => {
    const ufc309 = dataset.events.filter((event) => event.date === '2024-11-16');
    expect(ufc309.map((event) => event.key)).toEqual(['ufc:daff32bc96d1eabf']);
    const main = boutOf(dataset, 'Jon Jones', 'Stipe Miocic')!;
    expect(main.key).toBe('ufc:b35e47f2f58ef026');
    expect(main.eventKey).toBe('ufc:daff32bc96d1eabf');
    // Bouts only Wikipedia lists join the same card.
    expect(boutOf(dataset, 'Test Miller', 'Test Jackson')!.eventKey).toBe('ufc:daff32bc96d1eabf');
  });

  it('joins linked names to the ufcstats fighters, so an upcoming bout is between fighters with a history', () => {
    const jones = dataset.fighters.filter((fighter) => fighter.name === 'Jon Jones');
    expect(jones.map((fighter) => fighter.key)).toEqual([expect.stringMatching(/^ufc:/)]);
    const craig = dataset.fighters.filter((fighter) => fighter.name === 'Paul Craig');
    expect(craig.map((fighter) => fighter.key)).toEqual([expect.stringMatching(/^ufc:/)]);
    const upcoming = boutOf(dataset, 'Jon Jones', 'Bo Nickal')!;
    expect(upcoming).toMatchObject({ outcomeA: null, date: '2026-12-12', organization: 'UFC' });
    expect(upcoming.fighterA).toBe(jones[0]!.key);
  });
});
