import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FighterRatingHistory } from '@fightrank/shared/contracts';
import type { Dataset, DatasetBout, DatasetFighter } from '../../sources/dataset';
import { importDataset } from '../../importer/import-dataset';
import { recomputeRankings } from '../../jobs/compute-rankings';
import { testDatabaseKind } from '../../testing/test-database';
import { openRankingsTestApp, type TestApp } from './test-app';

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
    expect(steps[0]!.ratingAfter).toBeGreaterThan(steps[0]!.ratingBefore);
    expect(steps[1]!.ratingAfter).toBeLessThan(steps[1]!.ratingBefore);
    expect(steps[1]!.opponentId).toBe(idOf('Bravo'));
    expect(ranks.some((r) => r.kind === 'global' && r.snapshotDate === '2024-05-11')).toBe(true);
  });

  it('answers 404 "Fighter not found" for an unknown id and for a path that names no fighter', async () => {
    for (const path of ['/fighter/999999/history', '/fighter/abc/history', '/fighter/nobody-at-all-99999999/history']) {
      const missing = await t.get(path);
      expect(missing.status, path).toBe(404);
      expect(missing.body.message, path).toBe('Fighter not found');
    }
  });
});
