import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../../test/support/test-database';
import { openRankingsTestApp, type TestApp } from '../../../../test/support/rankings-test-app';

const LIMIT = 'limit must be an integer from 1 to 100';
const LAST_RANK = 'last_rank must be an integer from 0 to 2147483647';
const OFFSET = 'offset must be an integer from 0 to 2147483647';
const DIR = 'dir must be one of asc, desc';
const MOVEMENT = 'movement must be one of all, gainers, gainers-top, losers, losers-top';
const TOP_ONLY = 'top_only must be true or false';

// Raw query strings, so repeated and empty parameters reach the server exactly as written.
const BAD_PAGING: [query: string, message: string][] = [
  ['limit=0', LIMIT],
  ['limit=101', LIMIT],
  ['limit=-1', LIMIT],
  ['limit=ten', LIMIT],
  ['limit=1.5', LIMIT],
  ['limit=', LIMIT],
  ['limit=5&limit=6', LIMIT],
  ['last_rank=-1', LAST_RANK],
  ['last_rank=abc', LAST_RANK],
  ['last_rank=2.5', LAST_RANK],
  ['last_rank=2147483648', LAST_RANK],
  ['last_rank=', LAST_RANK],
  ['offset=-1', OFFSET],
  ['offset=x', OFFSET],
  ['offset=2147483648', OFFSET],
  ['offset=0.5', OFFSET],
  ['dir=up', DIR],
  ['dir=ASC', DIR],
  ['dir=', DIR],
  ['dir=asc&dir=desc', DIR],
  ['movement=up', MOVEMENT],
  ['movement=gainer', MOVEMENT],
  ['movement=', MOVEMENT],
  ['top_only=yes', TOP_ONLY],
  ['top_only=1', TOP_ONLY],
  ['top_only=', TOP_ONLY],
];

const FILTERED: [path: string, param: string, missing: string][] = [
  ['/weight-class', 'wc', 'wc is required: the weight class, e.g. wc=Lightweight'],
  ['/country', 'c', 'c is required: the country name, e.g. c=Brazil'],
  ['/age', 'grp', 'grp is required: the age group, e.g. grp=25-29'],
  ['/organization', 'org', 'org is required: the organization code or name, e.g. org=UFC or org=Bellator MMA'],
];

describe(`ranking query validation on ${testDatabaseKind}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openRankingsTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function expect400(url: string, message: string) {
    const response = await t.app.inject(url);
    expect(response.statusCode, url).toBe(400);
    expect(response.json(), url).toEqual({ statusCode: 400, error: 'Bad Request', message: `Invalid querystring: ${message}` });
  }

  const LIST_PATHS = ['', '/goat', '/global', '/weight-class?wc=Lightweight', '/country?c=Brazil', '/age?grp=25-29', '/organization?org=UFC'];

  it.each(BAD_PAGING)('rejects %s on every list with "%s"', async (query, message) => {
    for (const path of LIST_PATHS) {
      await expect400(`/api/rankings${path}${path.includes('?') ? '&' : '?'}${query}`, message);
    }
  });

  it.each(FILTERED)('requires the filter on %s (%s)', async (path, param, message) => {
    await expect400(`/api/rankings${path}`, message);
    await expect400(`/api/rankings${path}?limit=10&dir=asc`, message);
    // An empty value is no filter either.
    await expect400(`/api/rankings${path}?${param}=`, `${param} must be one text value of 1 to 100 characters`);
  });

  it.each(FILTERED)('rejects a filter value PostgreSQL could not hold or that is too long on %s (%s)', async (path, param) => {
    const rule = `${param} must be one text value of 1 to 100 characters`;
    await expect400(`/api/rankings${path}?${param}=a%00b`, rule);
    await expect400(`/api/rankings${path}?${param}=${'x'.repeat(101)}`, rule);
    await expect400(`/api/rankings${path}?${param}=a&${param}=b`, rule);
  });

  it('accepts every allowed value of every parameter', async () => {
    for (const dir of ['asc', 'desc']) {
      for (const movement of ['all', 'gainers', 'gainers-top', 'losers', 'losers-top']) {
        for (const top of ['true', 'false']) {
          const url = `/api/rankings/weight-class?wc=Lightweight&dir=${dir}&movement=${movement}&top_only=${top}&limit=100&last_rank=2147483647&offset=2147483647`;
          const response = await t.app.inject(url);
          expect(response.statusCode, url).toBe(200);
          expect(response.json(), url).toEqual({ data: [] });
        }
      }
    }
    expect((await t.app.inject('/api/rankings?limit=1&last_rank=0&offset=0')).statusCode).toBe(200);
  });

  it('never answers malformed percent-encoding with a server error', async () => {
    for (const query of ['wc=%FF', 'wc=%', 'wc=%E2%82', 'limit=%', 'dir=%ZZ', 'wc=Lightweight&%=1']) {
      const response = await t.app.inject(`/api/rankings/weight-class?${query}`);
      expect(response.statusCode, query).toBeLessThan(500);
    }
  });

  it('ignores parameters it does not know, including another kind\u2019s filter', async () => {
    expect((await t.app.inject('/api/rankings?wc=Lightweight&foo=bar')).statusCode).toBe(200);
    expect((await t.app.inject('/api/rankings/country?c=Brazil&wc=Lightweight')).statusCode).toBe(200);
  });
});
