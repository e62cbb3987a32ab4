import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FighterRatingHistory, RatingHistoryStep } from '@fightrank/shared/contracts';
import { ratingSegments, timeTickLabel } from './chart-geometry';
import { RatingChart } from './rating-chart';
import { biggestMove, currentStep, describeMove, formatRatingChange, globalRankPoints, ratingMoves } from './rating-moves';

const step = (
  boutId: number,
  date: string,
  result: RatingHistoryStep['result'],
  before: number | null,
  after: number,
  opponentName: string,
): RatingHistoryStep => ({
  date,
  boutId,
  eventId: 100 + boutId,
  eventName: `Event ${boutId}`,
  opponentId: 200 + boutId,
  opponentName,
  result,
  method: null,
  ratingBefore: before,
  ratingAfter: after,
  skillAfter: after + 150,
  uncertaintyAfter: 75,
});

const history: FighterRatingHistory = {
  steps: [
    step(1, '2019-03-02', 'W', null, 1600, 'Ann Able'),
    step(2, '2019-09-14', 'L', 1600, 1570.04, 'Bea Baker'),
    step(3, '2020-05-09', 'W', 1570.04, 1631.5, 'Cat Cole'),
    step(4, '2021-01-16', 'D', 1631.5, 1631.52, 'Dee Dunn'),
  ],
  ranks: [
    { kind: 'global', filterValue: '', snapshotDate: '2020-05-09', rank: 40 },
    { kind: 'global', filterValue: '', snapshotDate: '2020-06-06', rank: 35 },
    { kind: 'global', filterValue: '', snapshotDate: '2019-03-09', rank: 90 },
    { kind: 'weight-class', filterValue: 'Flyweight', snapshotDate: '2019-09-14', rank: 3 },
  ],
};

describe('rating moves', () => {
  it('gives each bout its change to the Rating, none for the first, and the global rank right after it', () => {
    const moves = ratingMoves(history);
    expect(moves.map((m) => (m.change === null ? null : Number(m.change.toFixed(2))))).toEqual([null, -29.96, 61.46, 0.02]);
    // Bout 1: the first snapshot after it (2019-03-09). Bout 2: none before bout 3. Bout 3: its own day's snapshot.
    expect(moves.map((m) => m.globalRank)).toEqual([90, null, 40, null]);
    expect(globalRankPoints(history).map((p) => p.date)).toEqual(['2019-03-09', '2020-05-09', '2020-06-06']);
  });

  it('picks the biggest move either way and formats changes with a sign and one decimal', () => {
    expect(biggestMove(ratingMoves(history))?.step.boutId).toBe(3);
    const losing = { ...history, steps: [history.steps[0]!, step(2, '2019-09-14', 'L', 1600, 1500, 'Bea Baker'), history.steps[2]!] };
    expect(biggestMove(ratingMoves(losing))?.step.boutId).toBe(2);
    expect(biggestMove(ratingMoves({ steps: [history.steps[0]!], ranks: [] }))).toBeNull();
    expect([formatRatingChange(12.36), formatRatingChange(-10), formatRatingChange(0.01), formatRatingChange(null)]).toEqual(['+12.4', '−10.0', '±0.0', null]);
    expect(describeMove(ratingMoves(history)[2]!)).toBe('Win over Cat Cole (Event 3, May 9, 2020): Rating +61.5 to 1631.5');
    expect(describeMove(ratingMoves(history)[0]!)).toBe('Win over Ann Able (Event 1, Mar 2, 2019): first rated bout, Rating 1600.0');
    const surer = ratingMoves({ ...history, steps: history.steps.map((s, i) => (i === 2 ? { ...s, certaintyChange: 14.04 } : s)) })[2]!;
    expect(describeMove(surer)).toBe('Win over Cat Cole (Event 3, May 9, 2020): Rating +61.5 to 1631.5. One more bout made the estimate surer: +14.0');
  });
});

describe('layoffs as steps of their own', () => {
  // A win after 20 months out: going in, the layoff has cost 80 (uncertainty grew) and the bout's certainty added 10
  // back (uncertainty shrank); the win itself adds 25.
  const layoff: FighterRatingHistory = {
    steps: [
      step(1, '2021-01-16', 'W', null, 1700, 'Ann Able'),
      { ...step(2, '2022-09-10', 'W', 1630, 1655, 'Bea Baker'), inactivityChange: -80, certaintyChange: 10 },
    ],
    ranks: [],
    current: { date: '2024-12-14', rating: 1590 },
  };

  it('gives the bout its own change and the layoff apart, then the time since the last bout up to the ratings date', () => {
    const moves = ratingMoves(layoff);
    expect(moves.map((m) => [m.change, m.inactivity, m.certainty])).toEqual([
      [null, null, null],
      [25, -80, 10],
    ]);
    expect(currentStep(layoff)).toEqual({ date: '2024-12-14', rating: 1590, inactivity: -65 });
    expect(ratingSegments(moves, currentStep(layoff)).map((s) => [s.kind, s.from.rating, s.to.rating])).toEqual([
      ['inactivity', 1700, 1620],
      ['certainty', 1620, 1630],
      ['bout', 1630, 1655],
      ['inactivity', 1655, 1590],
    ]);
  });

  it('draws a result as a solid step at its date, the certainty before it dotted, and time out as dashed steps', () => {
    const moves = ratingMoves(layoff);
    render(<RatingChart moves={moves} ranks={[]} current={currentStep(layoff)} label="chart" />);
    expect(screen.getAllByTestId('chart-bout-step')).toHaveLength(1);
    const dashed = screen.getAllByTestId('chart-inactivity-step');
    expect(dashed).toHaveLength(2);
    const certainty = screen.getByTestId('chart-certainty-step');
    expect(certainty.getAttribute('stroke-dasharray')).toBe('1 3');
    expect(certainty.getAttribute('y1')).not.toBe(certainty.getAttribute('y2'));
    const bout = screen.getByTestId('chart-bout-step');
    // Beside the result's step, not under it: on a loss the result runs back down over the same heights.
    expect(Number(certainty.getAttribute('x1'))).toBeLessThan(Number(bout.getAttribute('x1')));
    // Vertical: the bout moves the Rating at one date; up, since it is a win (SVG y grows downward).
    expect(bout.getAttribute('x1')).toBe(bout.getAttribute('x2'));
    expect(Number(bout.getAttribute('y2'))).toBeLessThan(Number(bout.getAttribute('y1')));
  });
  it('says the certainty step in the tooltip of its bout', () => {
    render(<RatingChart moves={ratingMoves(layoff)} ranks={[]} current={currentStep(layoff)} label="chart" />);
    fireEvent.pointerMove(screen.getByTestId('chart-hit-area'), { clientX: 500 });
    expect(screen.getByTestId('chart-tooltip').textContent).toContain('Win over Bea Baker');
    expect(screen.getByTestId('chart-tooltip').textContent).toContain('One more bout made the estimate surer: +10.0, before the result');
  });

  it('shows a loss as a loss even from an answer of the previous shape (ratingBefore before the certainty)', () => {
    // Previous shape: ratingBefore 1600 is before the certainty (+30), so after - before is +20 though the skill fell 10.
    const old = { ...step(2, '2022-09-10', 'L', 1600, 1620, 'Bea Baker'), skillBefore: 1900, skillAfter: 1890 };
    const [, loss] = ratingMoves({ steps: [step(1, '2021-01-16', 'W', null, 1700, 'Ann Able'), old], ranks: [] });
    expect(loss!.change).toBe(-10);
  });
});

describe('RatingChart', () => {
  const moves = ratingMoves(history);
  const ranks = globalRankPoints(history);

  it('marks every bout with a shape for its result and ringed biggest move, and draws the rank line when ranked', () => {
    const { container } = render(<RatingChart moves={moves} ranks={ranks} highlightBoutId={3} label="Rating chart of four bouts" />);
    expect(screen.getByRole('img', { name: 'Rating chart of four bouts' })).toBeTruthy();
    const markers = screen.getAllByTestId('chart-bout');
    expect(markers.map((m) => m.getAttribute('data-bout-id'))).toEqual(['1', '2', '3', '4']);
    // Win and loss are triangles (paths), the draw a dot: the result is not told by colour alone.
    expect(markers.map((m) => m.firstElementChild!.tagName.toLowerCase())).toEqual(['path', 'path', 'path', 'circle']);
    // Snapshots 14 months apart are two spells in the top 100: two pieces of rank line.
    expect(screen.getAllByTestId('rank-line')).toHaveLength(2);
    // The worst rank shown is #90: the rank axis runs from #1 to #100, labelled at round ranks.
    const rankTicks = [...container.querySelectorAll('text')].map((t) => t.textContent).filter((t) => t?.startsWith('#'));
    expect(rankTicks).toEqual(['#1', '#10', '#25', '#50', '#100']);
  });

  it('names the bout nearest the pointer and how much it moved the Rating', () => {
    render(<RatingChart moves={moves} ranks={ranks} label="chart" />);
    const area = screen.getByTestId('chart-hit-area');
    // happy-dom lays nothing out: the hit area starts at 0, so clientX is the x inside the plot (width 640 - 44 - 36).
    fireEvent.pointerMove(area, { clientX: 0 });
    expect(screen.getByTestId('chart-tooltip').textContent).toContain('Win over Ann Able');
    expect(screen.getByTestId('chart-tooltip').textContent).toContain('first rated bout');
    expect(screen.getByTestId('chart-tooltip').textContent).toContain('#90 global');
    fireEvent.pointerMove(area, { clientX: 330 });
    const tooltip = screen.getByTestId('chart-tooltip');
    expect(tooltip.textContent).toContain('Win over Cat Cole');
    expect(tooltip.textContent).toContain('Rating 1631.5 (+61.5)');
    expect(tooltip.textContent).not.toContain('surer');
    fireEvent.pointerLeave(area);
    expect(screen.queryByTestId('chart-tooltip')).toBeNull();
  });

  it('moves from bout to bout with the arrow keys and says each one to screen readers', () => {
    render(<RatingChart moves={moves} ranks={[]} label="chart" />);
    const chart = screen.getByRole('group', { name: 'Rating chart' });
    fireEvent.focus(chart);
    const live = () => chart.querySelector('[aria-live="polite"]')!.textContent;
    expect(live()).toBe('Draw with Dee Dunn (Event 4, Jan 16, 2021): Rating ±0.0 to 1631.5');
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(live()).toBe('Win over Cat Cole (Event 3, May 9, 2020): Rating +61.5 to 1631.5');
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(live()).toContain('Ann Able');
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(live()).toContain('Ann Able');
    expect(screen.queryAllByTestId('rank-line')).toHaveLength(0);
    fireEvent.blur(chart);
    expect(live()).toBe('');
  });
});

describe('timeTickLabel', () => {
  const ticks = (...iso: string[]) => iso.map((d, index) => ({ value: new Date(`${d}T00:00:00Z`), index }));
  const labels = (domain: [string, string], values: { value: Date }[], width?: number) => {
    const format = timeTickLabel([new Date(`${domain[0]}T00:00:00Z`), new Date(`${domain[1]}T00:00:00Z`)], width);
    return values.map((tick, i) => format(tick.value, i, values));
  };

  it('labels a long career by year, each year once', () => {
    expect(labels(['2010-03-01', '2024-12-14'], ticks('2012-01-01', '2014-01-01', '2016-01-01'))).toEqual(['2012', '2014', '2016']);
    expect(labels(['2019-03-01', '2024-12-14'], ticks('2022-01-01', '2022-07-01', '2023-01-01'))).toEqual(['2022', '', '2023']);
  });

  it('leaves out a label too close to the one before: the start gives way to a month boundary (UI QA, session 52)', () => {
    // A career of seven weeks on a phone's 280 px axis: weekly ticks, "Oct '24" a week before "Nov '24".
    const weekly = ticks('2024-10-27', '2024-11-03', '2024-11-10', '2024-11-17', '2024-11-24', '2024-12-01', '2024-12-08');
    expect(labels(['2024-10-22', '2024-12-14'], weekly, 280)).toEqual(['', "Nov '24", '', '', '', "Dec '24", '']);
    // With room, both stay.
    expect(labels(['2024-10-22', '2024-12-14'], weekly, 2000)).toEqual(["Oct '24", "Nov '24", '', '', '', "Dec '24", '']);
    // Years two ticks apart on a desktop axis all keep their labels.
    expect(labels(['2004-01-01', '2024-12-14'], ticks('2006-01-01', '2008-01-01', '2010-01-01', '2012-01-01'), 700)).toEqual(['2006', '2008', '2010', '2012']);
  });

  it('labels a career under three years by month, so its ticks do not all read the same year', () => {
    expect(labels(['2023-05-01', '2024-11-09'], ticks('2023-07-01', '2023-10-01', '2024-01-01', '2024-04-01'))).toEqual([
      "Jul '23",
      "Oct '23",
      "Jan '24",
      "Apr '24",
    ]);
  });
});
