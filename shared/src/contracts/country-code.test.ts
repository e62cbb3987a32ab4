// Issue 24: the API resolves a fighter's country once and sends its code beside every nationality, so the browser
// never matches country names. Walks every schema the contracts export, as the OpenAPI document shows them.
import { describe, expect, it } from 'vitest';
import * as contracts from './index';
import { CountryCode } from './schema-helpers';

type Schema = { [key: string]: unknown; properties?: Record<string, Schema> };

/** Every object schema (with properties) inside `schema`, however deeply nested in arrays, unions or envelopes. */
function objectsIn(schema: unknown, found = new Set<Schema>()): Set<Schema> {
  if (!schema || typeof schema !== 'object' || found.has(schema as Schema)) return found;
  if ((schema as Schema).properties) found.add(schema as Schema);
  for (const value of Object.values(schema)) objectsIn(value, found);
  return found;
}

const objects = [...objectsIn(Object.values(contracts).filter((value) => value && typeof value === 'object'))];
const withProperty = (name: string) => objects.filter((o) => o.properties && name in o.properties);

describe('country codes in the contract', () => {
  it('sends a code beside every nationality', () => {
    const nationalities = withProperty('nationality');
    // Ranking rows, community rows, fighter info, favourites, matchups.
    expect(nationalities.length).toBeGreaterThanOrEqual(5);
    for (const object of nationalities) expect(Object.keys(object.properties!)).toContain('countryCode');
  });

  it('documents every code the same way: ISO alpha-2 or null', () => {
    const codes = withProperty('countryCode').map((o) => o.properties!.countryCode);
    expect(codes.length).toBeGreaterThanOrEqual(8);
    for (const code of codes) expect(code).toEqual(CountryCode());
    const pattern = new RegExp((CountryCode() as { pattern?: string }).pattern!);
    expect(['BR', 'GB'].every((c) => pattern.test(c))).toBe(true);
    expect(['br', 'BRA', 'B', ''].some((c) => pattern.test(c))).toBe(false);
  });
});
