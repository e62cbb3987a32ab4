import { describe, expect, it } from 'vitest';
import type { RankingFilterOption } from '@fightrank/shared/contracts';
import { matchFilterOption } from './filter-match';

const option = (value: string, label = value): RankingFilterOption => ({ value, label, count: 1 });
const countries = [option('Japan'), option('United States')];
const divisions = [option('Light Heavyweight'), option('Lightweight')];
const organizations = [option('UFC', 'Ultimate Fighting Championship'), option('BELLATOR', 'Bellator MMA')];

describe('matching a URL filter to a choice (QA pass 2, D7)', () => {
  it('matches a value in any case and spacing, as flags are matched (spec §2)', () => {
    expect(matchFilterOption(countries, 'Japan')?.value).toBe('Japan');
    expect(matchFilterOption(countries, 'japan')?.value).toBe('Japan');
    expect(matchFilterOption(countries, 'UNITED  STATES')?.value).toBe('United States');
    expect(matchFilterOption(divisions, 'light-heavyweight')?.value).toBe('Light Heavyweight');
  });

  it("takes an organization by its name as well as its code, as the API's org= does", () => {
    expect(matchFilterOption(organizations, 'ufc')?.value).toBe('UFC');
    expect(matchFilterOption(organizations, 'bellator mma')?.value).toBe('BELLATOR');
  });

  it('names nothing for a value that is no choice', () => {
    expect(matchFilterOption(countries, 'NOPE')).toBeNull();
    expect(matchFilterOption(countries, "' OR 1=1 --")).toBeNull();
    expect(matchFilterOption(divisions, 'Light')).toBeNull();
    expect(matchFilterOption([], 'Japan')).toBeNull();
  });
});
