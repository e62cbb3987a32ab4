// Names fans use (names.csv) added to the fighters they name: search reads them; a name that could mean two fighters,
// or that names nobody, is reported and never added.
import { describe, expect, it } from 'vitest';
import { datasetFighter } from '../../../../test/support/dataset-records';
import type { SourceKnownName } from '../source-records';
import { applyKnownNames, KNOWN_NAME_SOURCE } from './known-names';

const record = (key: string | null, name: string) => ({
  key,
  record: { fighter: { kind: 'name', name: key ?? 'Nobody Known' }, name, source: 'https://example.org', where: `names:${name}` } satisfies SourceKnownName,
});

function apply(records: ReturnType<typeof record>[]) {
  const fighters = [
    datasetFighter('gsp', { name: 'Georges St-Pierre', nickname: 'Rush', otherNames: [{ name: 'Georges St. Pierre', source: 'betmma' }] }),
    datasetFighter('dc', { name: 'Daniel Cormier' }),
    datasetFighter('dcruz', { name: 'Dominick Cruz' }),
  ];
  const notes: string[] = [];
  applyKnownNames(fighters, records, notes);
  const namesOf = (key: string) => fighters.find((f) => f.key === key)!.otherNames ?? [];
  return { namesOf, notes };
}

describe('applyKnownNames', () => {
  it("adds a name fans use to the fighter's other names, under its own source", () => {
    const { namesOf, notes } = apply([record('gsp', 'GSP')]);
    expect(namesOf('gsp')).toEqual([
      { name: 'Georges St. Pierre', source: 'betmma' },
      { name: 'GSP', source: KNOWN_NAME_SOURCE },
    ]);
    expect(notes).toEqual([]);
  });

  it('adds nothing he already goes by, in any spelling, his nickname included', () => {
    const { namesOf } = apply([record('gsp', 'georges st pierre'), record('gsp', 'Georges St-Pierre'), record('gsp', 'RUSH')]);
    expect(namesOf('gsp')).toEqual([{ name: 'Georges St. Pierre', source: 'betmma' }]);
  });

  it('reports a name given to two fighters and adds it to neither', () => {
    const { namesOf, notes } = apply([record('dc', 'DC'), record('dcruz', 'D.C.'), record('dc', 'Cormier')]);
    expect(namesOf('dc')).toEqual([{ name: 'Cormier', source: KNOWN_NAME_SOURCE }]);
    expect(namesOf('dcruz')).toEqual([]);
    expect(notes).toEqual([
      'names:DC: the name "DC" is given to more than one fighter; not added to Daniel Cormier',
      'names:D.C.: the name "D.C." is given to more than one fighter; not added to Dominick Cruz',
    ]);
  });

  it('reports a name whose fighter we do not know', () => {
    const { notes } = apply([record(null, 'Nobody')]);
    expect(notes).toEqual(['names:Nobody: the name "Nobody" of "Nobody Known" names no fighter we know; not added']);
  });
});
