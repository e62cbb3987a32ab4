import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { getRankFlash, RankChangeIndicator } from './rank-change';

afterEach(cleanup);

describe('RankChangeIndicator (spec §4)', () => {
  it('shows a green up arrow and the difference when the rank improved', () => {
    render(<RankChangeIndicator currentRank={3} previousRank={7} />);
    const indicator = screen.getByTestId('rank-change');
    expect(indicator.dataset.direction).toBe('up');
    expect(indicator.className).toContain('text-green-700');
    expect(indicator.textContent).toBe('Up 4 places');
  });

  it('shows a red down arrow and the difference when the rank worsened', () => {
    render(<RankChangeIndicator currentRank={12} previousRank={11} />);
    const indicator = screen.getByTestId('rank-change');
    expect(indicator.dataset.direction).toBe('down');
    expect(indicator.className).toContain('text-red-700');
    expect(indicator.textContent).toBe('Down 1 place');
  });

  it('shows nothing when the rank is unchanged', () => {
    const { container } = render(<RankChangeIndicator currentRank={5} previousRank={5} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows nothing when there is no previous rank', () => {
    const { container } = render(<RankChangeIndicator currentRank={5} previousRank={null} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows nothing when rank-change display is off, even for a change', () => {
    const { container } = render(<RankChangeIndicator currentRank={1} previousRank={9} show={false} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('getRankFlash', () => {
  it('flags a changed rank as improved when lower, worsened when higher, and nothing otherwise', () => {
    expect(getRankFlash(2, 5)).toBe('improved');
    expect(getRankFlash(5, 2)).toBe('worsened');
    expect(getRankFlash(5, 5)).toBeNull();
    expect(getRankFlash(5, null)).toBeNull();
  });
});
