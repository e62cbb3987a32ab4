// The belt's floor on hand-made lists: fighters are ids 1..n in list order; the champions are given by id.
import { describe, expect, it } from 'vitest';
import { raiseToTheFloor } from './champion-floor';
import type { BeltHolder } from './reigning-champions';
import { CHAMPION_FLOOR, ORGANIZATION_CHAMPION_FLOOR } from './ranking-rules';

const list = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const belt = (fighter: number, organization = 'ONE', interim = false): BeltHolder => ({ fighter, organization, title: 'Lightweight', interim });
const noWins = () => false;

describe('raiseToTheFloor', () => {
  it('moves a champion below the floor to it, and the fighter who stood there one place down', () => {
    const fighters = list(30);
    const raised = raiseToTheFloor(fighters, [belt(20)], noWins);
    expect(fighters.indexOf(20) + 1).toBe(CHAMPION_FLOOR);
    expect(fighters.slice(0, CHAMPION_FLOOR - 1)).toEqual(list(CHAMPION_FLOOR - 1));
    expect(fighters.slice(CHAMPION_FLOOR, 20)).toEqual([15, 16, 17, 18, 19]);
    expect(fighters.slice(20)).toEqual(list(30).slice(20));
    expect(raised).toEqual([{ ...belt(20), over: 15 }]);
  });

  it('makes room for two champions, keeps a champion already inside, and loses or doubles nobody', () => {
    const fighters = list(30);
    // Fighter 15 holds a major belt already inside the floor; fighter 22 holds two belts of this list.
    raiseToTheFloor(fighters, [belt(18), belt(15, 'RIZIN'), belt(22), belt(22, 'ONE', true)], noWins);
    expect(fighters.slice(0, CHAMPION_FLOOR)).toEqual([...list(12), 15, 18, 22]);
    expect(fighters.slice(CHAMPION_FLOOR, CHAMPION_FLOOR + 2)).toEqual([13, 14]);
    expect([...fighters].sort((x, y) => x - y)).toEqual(list(30));
  });

  it('never moves below him a fighter who beat him recently: the next lowest makes room', () => {
    const fighters = list(30);
    const raised = raiseToTheFloor(fighters, [belt(20)], (winner, loser) => winner === 15 && loser === 20);
    expect(fighters.slice(CHAMPION_FLOOR - 2, CHAMPION_FLOOR + 1)).toEqual([15, 20, 14]);
    expect(raised[0]!.over).toBe(14);
  });

  it('gives a regional promotion’s champion no floor, and lets one make room like anyone', () => {
    const regional = list(30);
    expect(raiseToTheFloor(regional, [belt(20, 'CAGE_WARRIORS')], noWins)).toEqual([]);
    expect(regional).toEqual(list(30));

    const fighters = list(30);
    raiseToTheFloor(fighters, [belt(15, 'CAGE_WARRIORS'), belt(20, 'BELLATOR')], noWins);
    expect(fighters.slice(CHAMPION_FLOOR - 1, CHAMPION_FLOOR + 1)).toEqual([20, 15]);
  });

  it('floors every belt it is told to in a promotion’s own list, a regional one’s too, at the floor given', () => {
    const fighters = list(140);
    const raised = raiseToTheFloor(fighters, [belt(130, 'CAGE_WARRIORS')], noWins, ORGANIZATION_CHAMPION_FLOOR, () => true);
    expect(fighters.indexOf(130) + 1).toBe(ORGANIZATION_CHAMPION_FLOOR);
    expect(raised).toEqual([{ ...belt(130, 'CAGE_WARRIORS'), over: ORGANIZATION_CHAMPION_FLOOR }]);
  });

  it('changes nothing when every champion is already inside or the list is short', () => {
    const short = list(CHAMPION_FLOOR);
    expect(raiseToTheFloor(short, [belt(CHAMPION_FLOOR)], noWins)).toEqual([]);
    expect(short).toEqual(list(CHAMPION_FLOOR));
  });
});
