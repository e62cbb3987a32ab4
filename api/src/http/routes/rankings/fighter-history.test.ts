import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FighterRatingHistory } from '@fightrank/shared/contracts';
import type { Dataset, DatasetBout, DatasetFighter } from '../../../pipeline/sources/dataset';
import { importDataset } from '../../../pipeline/importer/import-dataset';
import { recomputeRankings } from '../../../pipeline/jobs/compute-rankings';
import { listFighterBouts } from '../../../data/repositories/fighters-repository';
import { testDatabaseKind } from '../../../../test/support/test-database';
import { openRankingsTestApp, type TestApp } from '../../../../test/support/rankings-test-app';

const fighter = (key: string, name: string): DatasetFighter => ({
  key,
  name,
  nickname: null,
  sex: 'M',
  birthDate: '1990-01-01',
  heightCm: null,
  reachCm: null,
  stance: null,
  nationality: null,
  countryCode: null,
  ids: {},
});

const bout = (key: string, date: string, a: string, b: string, method: DatasetBout['method']): DatasetBout => ({
  key,
  eventKey: `e-${date}`,
  date,
  organization: 'UFC',
  fighterA: a,
  fighterB: b,
  outcomeA: 'W',
  weightClass: 'Lightweight',
  titleBout: false,
  scheduledRounds: 3,
  method,
  methodDetail: null,
  endRound: 1,
  endTimeSeconds: 60,
  ids: {},
});

const dataset: Dataset = {
  fighters: [
    fighter('a', 'Alpha'),
    fighter('b', 'Bravo'),
    fighter('c', 'Charlie'),
    fighter('d', 'Delta'),
    { ...fighter('e', 'Echo'), death: { date: '2025-03-01', source: 'test' } },
    fighter('f', 'Foxtrot'),
  ],
  events: ['2024-01-13', '2024-05-11', '2029-06-20'].map((date) => ({
    key: `e-${date}`,
    name: `UFC Test ${date}`,
    date,
    location: null,
    country: null,
    organization: 'UFC',
    status: 'completed' as const,
    ids: {},
  })),
  bouts: [
    bout('b1', '2024-01-13', 'a', 'b', 'KO/TKO'),
    bout('b2', '2024-01-13', 'c', 'd', 'SUB'),
    bout('b3', '2024-05-11', 'b', 'a', 'DEC_UNANIMOUS'),
    // Five years out, then a split-decision win (little evidence): the layoff costs more than the win brings.
    bout('b4', '2029-06-20', 'a', 'd', 'DEC_SPLIT'),
    bout('b5', '2024-05-11', 'e', 'f', 'SUB'),
  ],
  ambiguities: [],
};

describe(`GET /api/rankings/fighter/:id/history on ${testDatabaseKind}`, () => {
  let t: TestApp;
  let idOf: (name: string) => number;

  beforeAll(async () => {
    t = await openRankingsTestApp();
    await importDataset(t.db, dataset);
    await recomputeRankings(t.db);
    const rows = await t.db.query<{ id: number; name: string }>('select id::int as id, name from fighters');
    idOf = (name) => rows.find((r) => r.name === name)!.id;
  });
  afterAll(() => t?.close());

  it('lists every rated bout oldest first, with the opponent, the event and the rating before and after', async () => {
    const { status, body } = await t.get(`/fighter/${idOf('Alpha')}/history`);
    expect(status).toBe(200);
    const { steps, ranks } = body.data as FighterRatingHistory;
    expect(steps.map((s) => [s.date, s.opponentName, s.result, s.method, s.eventName])).toEqual([
      ['2024-01-13', 'Bravo', 'W', 'KO/TKO', 'UFC Test 2024-01-13'],
      ['2024-05-11', 'Bravo', 'L', 'DEC_UNANIMOUS', 'UFC Test 2024-05-11'],
      ['2029-06-20', 'Delta', 'W', 'DEC_SPLIT', 'UFC Test 2029-06-20'],
    ]);
    // The first rated bout has no Rating before it; later ones start from the previous Rating after, plus the layoff,
    // plus the certainty the bout adds.
    expect(steps[0]!.ratingBefore).toBeNull();
    expect(steps[0]!.inactivityChange).toBeNull();
    expect(steps[0]!.certaintyChange).toBeNull();
    expect(steps[1]!.ratingBefore).toBeCloseTo(steps[0]!.ratingAfter + steps[1]!.inactivityChange! + steps[1]!.certaintyChange!, 9);
    expect(steps[1]!.ratingAfter).toBeLessThan(steps[1]!.ratingBefore!);
    expect(steps[1]!.opponentId).toBe(idOf('Bravo'));
    // The skill going into each bout: the Rating before is that skill less two uncertainties, and a loss lowers it.
    expect(steps[0]!.skillBefore).toBeNull();
    expect(steps[1]!.skillBefore).toBeGreaterThan(steps[1]!.ratingBefore!);
    expect(steps[1]!.skillAfter).toBeLessThan(steps[1]!.skillBefore!);
    expect(steps[2]!.skillAfter).toBeGreaterThan(steps[2]!.skillBefore!);
    expect(ranks.some((r) => r.kind === 'global' && r.snapshotDate === '2029-06-20')).toBe(true);
  });

  it('shows a win after a long layoff as a rise, with the layoff as a step of its own', async () => {
    const { steps } = (await t.get(`/fighter/${idOf('Alpha')}/history`)).body.data as FighterRatingHistory;
    const comeback = steps[2]!;
    // Before issue 23 this bout showed ratingAfter - (previous ratingAfter), which the two years out made negative.
    expect(comeback.ratingAfter).toBeLessThan(steps[1]!.ratingAfter);
    expect(comeback.ratingAfter).toBeGreaterThan(comeback.ratingBefore!);
    expect(comeback.inactivityChange!).toBeLessThan(-50);
    expect(comeback.ratingBefore! - comeback.inactivityChange! - comeback.certaintyChange!).toBeCloseTo(steps[1]!.ratingAfter, 9);
    // Each win of every fighter shows a rise.
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta']) {
      const history = (await t.get(`/fighter/${idOf(name)}/history`)).body.data as FighterRatingHistory;
      for (const step of history.steps) if (step.result === 'W' && step.ratingBefore !== null) expect(step.ratingAfter).toBeGreaterThan(step.ratingBefore);
    }
  });

  it('shows each result moving the Rating its own way, and the certainty every bout adds as a step of its own', async () => {
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta']) {
      const { steps } = (await t.get(`/fighter/${idOf(name)}/history`)).body.data as FighterRatingHistory;
      for (const step of steps.slice(1)) {
        // Shown from the Rating going into the result: what the result did to the skill, nothing else.
        expect(step.ratingAfter - step.ratingBefore!).toBeCloseTo(step.skillAfter - step.skillBefore!, 9);
        if (step.result === 'W') expect(step.ratingAfter).toBeGreaterThan(step.ratingBefore!);
        if (step.result === 'L') expect(step.ratingAfter).toBeLessThan(step.ratingBefore!);
        // One more bout makes the estimate surer, whatever the result: the Rating (two uncertainties below) rises.
        expect(step.certaintyChange!).toBeGreaterThan(0);
      }
    }
  });

  it('ends with the Rating on the ratings date, which the time since the last bout lowers', async () => {
    const { steps, current } = (await t.get(`/fighter/${idOf('Charlie')}/history`)).body.data as FighterRatingHistory;
    expect(current!.date).toBe('2029-06-20');
    expect(current!.rating).toBeLessThan(steps.at(-1)!.ratingAfter - 50);
  });

  it('ends a fighter who died on the day he died: his Rating stopped there, so the time out runs to it, not to the ratings date', async () => {
    const { steps, current } = (await t.get(`/fighter/${idOf('Echo')}/history`)).body.data as FighterRatingHistory;
    expect(current!.date).toBe('2025-03-01');
    // Ten months out cost him something, far less than the five years a living fighter's chart runs to.
    expect(current!.rating).toBeLessThan(steps.at(-1)!.ratingAfter);
    const living = (await t.get(`/fighter/${idOf('Foxtrot')}/history`)).body.data as FighterRatingHistory;
    expect(living.current!.date).toBe('2029-06-20');
  });

  it('calls Rating the number the ranking rows and the fights page show (skill − 2 × uncertainty), not the skill estimate', async () => {
    const id = idOf('Alpha');
    const { steps } = (await t.get(`/fighter/${id}/history`)).body.data as FighterRatingHistory;
    for (const step of steps) {
      expect(step.ratingAfter).toBeCloseTo(step.skillAfter - 2 * step.uncertaintyAfter, 9);
      expect(step.skillAfter).toBeGreaterThan(step.ratingAfter);
    }
    // Bout by bout, the fights page shows the same before and after.
    const fights = await listFighterBouts(t.db, id);
    for (const step of steps) {
      const fight = fights.find((f) => f.boutId === step.boutId)!;
      expect([fight.ratingBefore, fight.ratingAfter]).toEqual([step.ratingBefore, step.ratingAfter]);
    }
    // After the last bout the Rating is what the global ranking row shows (no layoff since: same snapshot date).
    const { body } = await t.get('/global', { limit: 10 });
    const row = body.data.find((r: { fighterId: number }) => r.fighterId === id);
    expect(row, JSON.stringify(body)).toBeTruthy();
    expect(row.ratingCurrent).toBeCloseTo(steps.at(-1)!.ratingAfter, 2);
    // The peak on the card is on the same scale: the best of these Ratings.
    const { body: info } = await t.app.inject({ method: 'GET', url: `/api/fighters/${id}/info` }).then((r) => ({ body: r.json() }));
    expect(info.data.peakRating).toBeCloseTo(Math.max(...steps.map((s) => s.ratingAfter)), 6);
  });

  it('answers 404 "Fighter not found" for an unknown id and for a path that names no fighter', async () => {
    for (const path of ['/fighter/999999/history', '/fighter/abc/history', '/fighter/nobody-at-all-99999999/history']) {
      const missing = await t.get(path);
      expect(missing.status, path).toBe(404);
      expect(missing.body.message, path).toBe('Fighter not found');
    }
  });
});
