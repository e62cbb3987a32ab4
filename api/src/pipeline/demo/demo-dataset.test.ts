import { describe, expect, it } from 'vitest';
import { prepareRows } from '../importer/prepare-rows';
import { generateDemoDataset } from './demo-dataset';

describe('the demo dataset', () => {
  const today = '2026-11-22';
  const data = generateDemoDataset({ today });

  it('is the same for the same seed and day, and different for another seed', () => {
    expect(generateDemoDataset({ today, fighters: 300 })).toEqual(generateDemoDataset({ today, fighters: 300 }));
    expect(generateDemoDataset({ today, fighters: 300, seed: 7 }).fighters[0]).not.toEqual(generateDemoDataset({ today, fighters: 300 }).fighters[0]);
  });

  it('has thousands of fighters from 40+ real countries, with birth dates and divisions', () => {
    expect(data.fighters.length).toBeGreaterThanOrEqual(3000);
    const countries = new Set(data.fighters.map((f) => `${f.countryCode} ${f.nationality}`));
    expect(countries.size).toBeGreaterThanOrEqual(40);
    expect(countries).toContain('BR Brazil');
    expect(countries).toContain('PL Poland');
    expect(data.fighters.every((f) => /^\d{4}-\d{2}-\d{2}$/.test(f.birthDate ?? ''))).toBe(true);
    expect(new Set(data.fighters.map((f) => f.name)).size).toBeGreaterThan(data.fighters.length * 0.97);
    const divisions = new Set(data.bouts.map((b) => b.weightClass));
    expect(divisions).toContain("Women's Strawweight");
    expect(divisions).toContain('Heavyweight');
  });

  it('has years of completed cards in several organizations and a few scheduled ones with no result', () => {
    const organizations = new Set(data.events.map((e) => e.organization));
    expect(organizations.size).toBeGreaterThanOrEqual(6);
    const completed = data.events.filter((e) => e.status === 'completed');
    expect(completed.every((e) => e.date! <= today)).toBe(true);
    expect(new Set(completed.map((e) => e.date!.slice(0, 4))).size).toBeGreaterThanOrEqual(10);
    const scheduled = new Set(data.events.filter((e) => e.status === 'scheduled').map((e) => e.key));
    expect(scheduled.size).toBeGreaterThanOrEqual(3);
    expect(scheduled.size).toBeLessThanOrEqual(12);
    for (const bout of data.bouts) {
      if (scheduled.has(bout.eventKey)) expect(bout.outcomeA).toBeNull();
      else expect(bout.outcomeA).not.toBeNull();
    }
    expect(data.events.filter((e) => e.date! > today).every((e) => e.status === 'scheduled')).toBe(true);
  });

  it('decides bouts by a latent skill: fighters with better records keep winning, upsets happen', () => {
    // A fighter's win share in the first half of the career predicts the second half.
    const history = new Map<string, boolean[]>();
    for (const b of data.bouts) {
      if (b.outcomeA !== 'W' && b.outcomeA !== 'L') continue;
      history.set(b.fighterA, [...(history.get(b.fighterA) ?? []), b.outcomeA === 'W']);
      history.set(b.fighterB, [...(history.get(b.fighterB) ?? []), b.outcomeA === 'L']);
    }
    const share = (results: boolean[]) => results.filter(Boolean).length / results.length;
    const careers = [...history.values()].filter((r) => r.length >= 8);
    const strong = careers.filter((r) => share(r.slice(0, r.length / 2)) >= 0.75);
    const weak = careers.filter((r) => share(r.slice(0, r.length / 2)) <= 0.25);
    const later = (group: boolean[][]) => share(group.flatMap((r) => r.slice(r.length / 2)));
    expect(strong.length).toBeGreaterThan(20);
    expect(weak.length).toBeGreaterThan(5);
    expect(later(strong) - later(weak)).toBeGreaterThan(0.15);
    expect(later(strong)).toBeLessThan(0.9);
  });

  it('is a dataset the importer takes whole', () => {
    expect(prepareRows(data).rejected).toEqual([]);
  });
});
