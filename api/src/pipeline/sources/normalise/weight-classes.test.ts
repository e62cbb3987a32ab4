// The division a weigh-in weight makes (division inference and the identity passes read it), and a promotion's class as our lists hold it.
import { describe, expect, it } from 'vitest';
import { beltClass, divisionOfWeight, isInterimTitleBout, isTitleBout, listDivision } from './weight-classes';

describe('divisionOfWeight', () => {
  it('maps a weigh-in to the lightest division it makes, with the one-pound allowance', () => {
    expect(divisionOfWeight(145.8, 'M')).toBe('Featherweight');
    expect(divisionOfWeight(146.5, 'M')).toBe('Lightweight');
    expect(divisionOfWeight(204.5, 'M')).toBe('Light Heavyweight');
    expect(divisionOfWeight(250, 'M')).toBe('Heavyweight');
    expect(divisionOfWeight(125.5, 'F')).toBe("Women's Flyweight");
    expect(divisionOfWeight(105, 'F')).toBe("Women's Atomweight");
  });

  it("does not guess a division without the fighter's sex (the limits overlap)", () => {
    expect(divisionOfWeight(125, null)).toBeNull();
  });
});

describe('listDivision', () => {
  it("holds ONE's men's strawweight (125 lb) as flyweight and every other class as named", () => {
    expect(listDivision('ONE', 'Strawweight')).toBe('Flyweight');
    // ONE's women's atomweight is fought at 115 lb, Rizin's super atomweight at 49 kg: both in our lightest women's list.
    expect(listDivision('ONE', "Women's Atomweight")).toBe("Women's Strawweight");
    expect(listDivision('RIZIN', "Women's Super Atomweight")).toBe("Women's Strawweight");
    expect(listDivision('INVICTA', "Women's Atomweight")).toBe("Women's Atomweight");
    expect(beltClass('ONE', "Women's Atomweight")).toBe("Women's Atomweight");
    expect(listDivision('ONE', "Women's Strawweight")).toBe("Women's Strawweight");
    expect(listDivision('ONE', 'Lightweight')).toBe('Lightweight');
    expect(listDivision('RIZIN', 'Strawweight')).toBe('Strawweight');
    expect(listDivision('ONE', null)).toBeNull();
  });

  it("names the belt of a class our list names otherwise: ONE's strawweight title is not its flyweight title", () => {
    expect(beltClass('ONE', 'Strawweight')).toBe('Strawweight');
    expect(beltClass('ONE', 'Flyweight')).toBeNull();
    expect(beltClass('RIZIN', 'Strawweight')).toBeNull();
    expect(beltClass('ONE', null)).toBeNull();
  });
});

describe('title bouts', () => {
  it('reads a championship, an interim one, and not a tournament final', () => {
    expect([isTitleBout('UFC Heavyweight Title Bout'), isInterimTitleBout('UFC Heavyweight Title Bout')]).toEqual([true, false]);
    expect([isTitleBout('UFC Interim Heavyweight Title Bout'), isInterimTitleBout('UFC Interim Heavyweight Title Bout')]).toEqual([true, true]);
    expect(isInterimTitleBout('Ultimate Fighter 28 Interim Tournament Title Bout')).toBe(false);
    expect(isInterimTitleBout('Heavyweight Bout')).toBe(false);
  });
});
