// Hand-made rows of the canonical dataset for the tests that import or rate them: a fighter known by key alone, a
// completed UFC card and a plain decision win. Each builder takes only what a test varies.
import type { DatasetBout, DatasetEvent, DatasetFighter } from '../../src/pipeline/sources/dataset';

/** A fighter with nothing known but the key, which is also the name. */
export const datasetFighter = (key: string, extra: Partial<DatasetFighter> = {}): DatasetFighter => ({
  key,
  name: key,
  nickname: null,
  sex: 'M',
  birthDate: null,
  heightCm: null,
  reachCm: null,
  stance: null,
  nationality: null,
  countryCode: null,
  ids: {},
  ...extra,
});

/** A completed UFC card of 2024-01-01, named by its key. */
export const datasetEvent = (key: string, extra: Partial<DatasetEvent> = {}): DatasetEvent => ({
  key,
  name: key,
  date: '2024-01-01',
  location: null,
  country: null,
  organization: 'UFC',
  status: 'completed',
  ids: {},
  ...extra,
});

/** Fighter A wins a three-round lightweight UFC bout by unanimous decision. */
export const decisionWin = (key: string, fighterA: string, fighterB: string, extra: Partial<DatasetBout> = {}): DatasetBout => ({
  key,
  eventKey: 'e',
  date: '2024-01-01',
  organization: 'UFC',
  fighterA,
  fighterB,
  outcomeA: 'W',
  weightClass: 'Lightweight',
  titleBout: false,
  scheduledRounds: 3,
  method: 'DEC_UNANIMOUS',
  methodDetail: null,
  endRound: 3,
  endTimeSeconds: 300,
  ids: {},
  ...extra,
});
