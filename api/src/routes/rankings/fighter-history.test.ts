import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FighterRatingHistory } from '@fightrank/shared/contracts';
import type { Dataset, DatasetBout, DatasetFighter } from '../../sources/dataset';
import { importDataset } from '../../importer/import-dataset';
import { recomputeRankings } from '../../jobs/compute-rankings';
import { listFighterBouts } from '../../repositories/fighters-repository';
import { testDatabaseKind } from '../../testing/test-database';
import { openRankingsTestApp, type TestApp } from '../../testing/rankings-test-app';

const fighter = (key: string, name: string): DatasetFighter => ({
  key, name, nickname: null, sex: 'M', birthDate: '1990-01-01', heightCm: null, reachCm: null, stance: null,
  nationality: null, countryCode: null, ids: {},
});

const bout = (key: string, date: string, a: string, b: string, method: DatasetBout['method']): DatasetBout => ({
  key, eventKey: `e-${date}`, date, organization: 'UFC', fighterA: a, fighterB: b, outcomeA: 'W', weightClass: 'Lightweight',
  titleBout: false, scheduledRounds: 3, method, methodDetail: null, endRound: 1, endTimeSeconds: 60, ids: {},
});

const dataset: Dataset = {
  fighters: [fighter('a', 'Alpha'), fighter('b', 'Bravo'), fighter('c', 'Charlie'), fighter('d', 'Delta')],
  events: ['2024-01-13', '2024-05-11'].map((date) => ({
    key: `e-${date}`, name: `UFC Test ${date}`, date, location: null, country: null, organization: 'UFC', status: 'completed' as const, ids: {},
  })),
  bouts: [bout('b1', '2024-01-13', 'a', 'b', 'KO/TKO'), bout('b2', '2024-01-13', 'c', 'd', 'SUB'), bout('b3', '2024-05-11', 'b', 'a', 'DEC_UNANIMOUS')],
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
    ]);
    // The first rated bout has no Rating before it; the second starts from the first one's Rating after.
    expect(steps[0]!.ratingBefore).toBeNull();
    expect(steps[1]!.ratingBefore).toBe(steps[0]!.ratingAfter);
    expect(steps[1]!.ratingAfter).toBeLessThan(steps[1]!.ratingBefore!);
    expect(steps[1]!.opponentId).toBe(idOf('Bravo'));
    expect(ranks.some((r) => r.kind === 'global' && r.snapshotDate === '2024-05-11')).toBe(true);
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
  });

  it('answers 404 "Fighter not found" for an unknown id and for a path that names no fighter', async () => {
    for (const path of ['/fighter/999999/history', '/fighter/abc/history', '/fighter/nobody-at-all-99999999/history']) {
      const missing = await t.get(path);
      expect(missing.status, path).toBe(404);
      expect(missing.body.message, path).toBe('Fighter not found');
    }
  });
});
