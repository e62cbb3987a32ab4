import { describe, expect, it } from 'vitest';
import { fighterIdFromNameId, fighterPath, isBareSlug, nameFromNameId, slugify } from './fighter-link';
import { NAV_ENTRIES, isNavEntryActive, navHref } from './navigation';
import { PAGES } from './page-manifest';

const entry = (label: string) => NAV_ENTRIES.find((e) => e.label === label)!;

describe('fighter links', () => {
  it.each([
    ['Jon Jones', 'jon-jones'],
    ['Georges St-Pierre', 'georges-st-pierre'],
    ['  Khabib   Nurmagomedov!! ', 'khabib-nurmagomedov'],
    ['José Aldo', 'jose-aldo'],
    ['Łukasz Brzeski', 'ukasz-brzeski'],
    ['--', ''],
  ])('slugifies %j as %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('builds /fighter/{slug}-{id} and reads the id after the last hyphen', () => {
    expect(fighterPath('Georges St-Pierre', 42)).toBe('/fighter/georges-st-pierre-42');
    expect(fighterIdFromNameId('georges-st-pierre-42')).toBe('42');
    expect(fighterIdFromNameId('17')).toBe('17');
    // Another shape names no id: the API is asked for the segment itself and answers "not found".
    for (const odd of ['-1', '--42', 'jon--jones-42']) expect(fighterIdFromNameId(odd)).toBe(odd);
    expect(isBareSlug('jon-jones')).toBe(true);
    expect(isBareSlug('jon-jones-42')).toBe(false);
    expect(isBareSlug('jön-bönes')).toBe(true);
  });

  it('reads a readable name back from the URL, for a heading when the API cannot answer', () => {
    expect(nameFromNameId('georges-st-pierre-42')).toBe('Georges St Pierre');
    expect(nameFromNameId('jon-jones')).toBe('Jon Jones');
    expect(nameFromNameId('17')).toBeNull();
    expect(nameFromNameId('')).toBeNull();
  });
});

describe('navigation', () => {
  it('links parents to their first sub-entry', () => {
    expect(navHref(entry('Rankings'))).toBe('/rankings/global');
    expect(navHref(entry('Community'))).toBe('/community/vote');
    expect(navHref(entry('GOAT'))).toBe('/rankings/goat');
  });

  it('labels Age Group and GOAT as the spec names them', () => {
    expect(entry('Rankings').children?.map((c) => c.path)).toEqual([
      '/rankings/global',
      '/rankings/country',
      '/rankings/weightclass',
      '/rankings/organization',
      '/rankings/age',
    ]);
    expect(entry('Rankings').children?.at(-1)?.label).toBe('Age Group');
  });

  it('highlights a parent under its path, but not on the goat page', () => {
    expect(isNavEntryActive(entry('Rankings'), '/rankings/country')).toBe(true);
    expect(isNavEntryActive(entry('Rankings'), '/rankings/goat')).toBe(false);
    expect(isNavEntryActive(entry('GOAT'), '/rankings/goat')).toBe(true);
    expect(isNavEntryActive(entry('Community'), '/community/rankings')).toBe(true);
    expect(isNavEntryActive(entry('Rankings'), '/rankingsx')).toBe(false);
    expect(isNavEntryActive(entry('Pound For Pound'), '/')).toBe(true);
    expect(isNavEntryActive(entry('Pound For Pound'), '/about')).toBe(false);
  });

  it('lists Events and Predictions from the page manifest, each with the upcoming card count', () => {
    const labels = NAV_ENTRIES.map((e) => e.label);
    expect(labels).toEqual(['Pound For Pound', 'Rankings', 'Community', 'GOAT', 'Events', 'Predictions', 'Favorites', 'About']);
    expect(entry('Events')).toMatchObject({ path: PAGES.events.pattern, count: 'upcoming-cards' });
    expect(entry('Predictions')).toMatchObject({ path: PAGES.predictions.pattern, count: 'upcoming-cards' });
    expect(entry('Favorites').count).toBeUndefined();
  });

  it('highlights Events on an event page too, and nothing else there', () => {
    expect(isNavEntryActive(entry('Events'), '/events')).toBe(true);
    expect(isNavEntryActive(entry('Events'), '/events/12')).toBe(true);
    expect(isNavEntryActive(entry('Events'), '/eventsx')).toBe(false);
    expect(isNavEntryActive(entry('Predictions'), '/predictions')).toBe(true);
    expect(NAV_ENTRIES.filter((e) => isNavEntryActive(e, '/events/12')).map((e) => e.label)).toEqual(['Events']);
  });
});
