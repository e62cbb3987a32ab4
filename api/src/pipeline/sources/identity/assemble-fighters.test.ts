// One fighter from his facts: a birth date the bouts contradict is not his.
import { describe, expect, it } from 'vitest';
import type { DatasetBout } from '../dataset';
import { facts } from '../../../../test/support/source-records';
import { assembleFighters } from './assemble-fighters';

const boutOn = (date: string, fighterA: string, fighterB: string) => ({ key: `${fighterA}-${date}`, date, fighterA, fighterB }) as DatasetBout;

describe('assembleFighters: birth dates', () => {
  it('passes over a birth date that makes him younger than 16 at his first bout, for the next source, and reports it', () => {
    const persons = new Map([
      [
        'ufc:fortune',
        [
          facts('ufcstats', 'ufcstats', 'fortune', 'Tyrell Fortune', { birthDate: '2004-10-19' }),
          facts('tapology', 'tapology', 'tf', 'Tyrell Fortune', { birthDate: '1990-01-30' }),
        ],
      ],
      ['ufc:rosas', [facts('ufcstats', 'ufcstats', 'rosas', 'Raul Rosas Jr.', { birthDate: '2004-10-08' })]],
      ['ufc:other', [facts('ufcstats', 'ufcstats', 'other', 'Opponent', { birthDate: '2004-10-19' })]],
    ]);
    const notes: string[] = [];
    const fighters = assembleFighters(
      persons,
      [boutOn('2019-06-01', 'ufc:fortune', 'ufc:x'), boutOn('2022-09-17', 'ufc:rosas', 'ufc:other'), boutOn('2020-10-19', 'ufc:other', 'ufc:y')],
      notes,
    );
    const born = Object.fromEntries(fighters.map((f) => [f.key, f.birthDate]));
    expect(born['ufc:fortune']).toBe('1990-01-30');
    // A 17-year-old debut (Raul Rosas Jr. in the UFC) is real; 16 to the day is too.
    expect(born['ufc:rosas']).toBe('2004-10-08');
    expect(born['ufc:other']).toBe('2004-10-19');
    expect(notes).toEqual([
      'conflict: fighter ufc:fortune "Tyrell Fortune": ufcstats gives the birth date 2004-10-19, too late for his first bout (2019-06-01); not used',
    ]);
  });

  it('takes the birth date two sources agree on over a lone ufcstats date, and the most trusted one on a tie', () => {
    const persons = new Map([
      [
        'ufc:griffin',
        [
          facts('ufcstats', 'ufcstats', 'griffin', 'Forrest Griffin', { birthDate: '1979-03-16' }),
          facts('tapology', 'tapology', 'fg', 'Forrest Griffin', { birthDate: '1979-07-01' }),
          facts('mmadecisions', 'mmadecisions', 'fg2', 'Forrest Griffin', { birthDate: '1979-07-01' }),
        ],
      ],
      [
        'ufc:tie',
        [
          facts('ufcstats', 'ufcstats', 'tie', 'Tied Dates', { birthDate: '1990-05-08' }),
          facts('tapology', 'tapology', 'td', 'Tied Dates', { birthDate: '1990-08-05' }),
        ],
      ],
      [
        'ufc:same-source',
        [
          facts('ufcstats', 'ufcstats', 'same', 'One Source Twice', { birthDate: '1985-01-01' }),
          facts('tapology', 'tapology', 'a', 'One Source Twice', { birthDate: '1986-02-02' }),
          facts('tapology', 'tapology', 'b', 'One Source Twice', { birthDate: '1986-02-02' }),
        ],
      ],
    ]);
    const fighters = assembleFighters(persons, [boutOn('2010-01-01', 'ufc:griffin', 'ufc:tie'), boutOn('2011-01-01', 'ufc:same-source', 'ufc:x')], []);
    const born = Object.fromEntries(fighters.map((f) => [f.key, f.birthDate]));
    expect(born).toMatchObject({ 'ufc:griffin': '1979-07-01', 'ufc:tie': '1990-05-08', 'ufc:same-source': '1985-01-01' });
  });
});
