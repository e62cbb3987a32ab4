// Which rows a list rule moved keep their mark: placedRows on hand-made lists (engine indices 0..n, Ratings given).
import { describe, expect, it } from 'vitest';
import { layoffMarksBesidePlacements, placedRows, type Placement } from './list-placement';

const ratings = (...values: number[]) => Float64Array.from(values);
const beat = (over: number): Placement => ({ rule: 'head-to-head', over, day: 1 });
const belt = (over: number): Placement => ({ rule: 'champion', over, day: null });

describe('placedRows', () => {
  it('keeps the reason of a row above a higher Rating that a chain of moves put it over (fan QA, session 40)', () => {
    // Khalidov (0) beat Bartosinski (1), whom the belt lifted over Wrzosek (2): 0 stands above 2's higher Rating.
    const marks = placedRows(
      [0, 1, 2],
      ratings(1253.6, 1253.0, 1321.0),
      new Map([
        [0, beat(1)],
        [1, belt(2)],
      ]),
    );
    expect(marks).toEqual([beat(1), belt(2), undefined]);
  });

  it('drops the mark of a row above only lower Ratings, and of one a later move put back below its fighter', () => {
    expect(placedRows([0, 1], ratings(10, 9), new Map([[0, beat(1)]]))).toEqual([undefined, undefined]);
    // Fighter 2 was moved over 0, then 0 was moved back above him: 2's reason no longer holds.
    expect(placedRows([0, 2, 1], ratings(10, 20, 5), new Map([[2, beat(0)]]))).toEqual([undefined, undefined, undefined]);
  });

  it('gives a row a rule placed its rule as its one reason, dropping a layoff mark beside it (fan QA, session 40)', () => {
    // Pena (1) raised pound for pound by the belt over Volkanovski (2), her layoff mark from a standing far below.
    const placed = placedRows([0, 1, 2], ratings(1700, 1356.6, 1617), new Map([[1, belt(2)]]));
    expect(layoffMarksBesidePlacements([12.5, 31.2, 0], placed)).toEqual([12.5, 0, 0]);
    expect(layoffMarksBesidePlacements([12.5, 31.2, 0], undefined)).toEqual([12.5, 31.2, 0]);
  });

  it("names the fighter below with the highest number when a later move put the belt's fighter above (fan QA, session 41)", () => {
    // KSW: the belt lifted Bartosinski (1) over Wrzosek (3), then Khalidov (0) passed him; Kuberski (2) shows more.
    const marks = placedRows([0, 1, 2, 3], ratings(1275, 1234.2, 1271.4, 1243), new Map([[1, belt(0)]]));
    expect(marks[1]).toEqual(belt(2));
    // A head-to-head mark names the fighter beaten: moved back below him, it says nothing.
    expect(placedRows([0, 1, 2], ratings(1275, 1234.2, 1271.4), new Map([[1, beat(0)]]))[1]).toBeUndefined();
  });

  it('reads numbers as rows show them, to the tenth: a row above an equal-looking one needs no reason', () => {
    expect(placedRows([0, 1], ratings(1644.76, 1644.81), new Map([[0, belt(1)]]))).toEqual([undefined, undefined]);
    expect(placedRows([0, 1], ratings(1644.7, 1644.9), new Map([[0, belt(1)]]))).toEqual([belt(1), undefined]);
  });
});
