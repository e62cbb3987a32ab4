import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { rankedFighter } from '@fightrank/shared/testing';
import { ResultsThrough } from './results-through';

afterEach(cleanup);

describe('ResultsThrough', () => {
  it('names each promotion on the list whose latest result is old, once, with its date', () => {
    render(
      <ResultsThrough
        rows={[
          rankedFighter(1, { organization: 'UFC', resultsThrough: null }),
          rankedFighter(2, { organization: 'Bellator MMA', resultsThrough: '2024-09-14' }),
          rankedFighter(3, { organization: 'Bellator MMA', resultsThrough: '2024-09-14' }),
          rankedFighter(4, { organization: 'Dana White’s Contender Series', resultsThrough: '2024-10-15' }),
        ]}
      />,
    );
    expect(screen.getByTestId('results-through').textContent).toBe(
      'Bellator MMA: results through Sep 14, 2024; Dana White’s Contender Series: results through Oct 15, 2024 (the latest results in our data).',
    );
  });

  it('says where our data for a promotion stops, and that its fighters are rated as of that day', () => {
    render(
      <ResultsThrough
        rows={[
          rankedFighter(1, { organization: 'UFC', resultsThrough: null, ratedAsOf: null }),
          rankedFighter(2, { organization: 'Bellator MMA', resultsThrough: '2024-09-14', ratedAsOf: '2024-12-14' }),
          rankedFighter(3, { organization: 'ONE Championship', resultsThrough: '2024-12-06', ratedAsOf: '2024-12-14' }),
        ]}
      />,
    );
    expect(screen.getByTestId('results-through').textContent).toBe(
      'Bellator MMA: results through Sep 14, 2024; ONE Championship: results through Dec 6, 2024 (the latest results in our data).' +
        ' Our data stops for Bellator MMA and ONE Championship on Dec 14, 2024: their fighters are rated, and count as active, as of that date.',
    );
  });

  it('says it once per promotion whose source stops, and each date', () => {
    render(
      <ResultsThrough
        rows={[
          rankedFighter(1, { organization: 'Bellator MMA', resultsThrough: '2024-09-14', ratedAsOf: '2024-12-14' }),
          rankedFighter(2, { organization: 'Oktagon MMA', resultsThrough: '2024-10-01', ratedAsOf: '2024-10-01' }),
        ]}
      />,
    );
    expect(screen.getByTestId('results-through').textContent).toContain(
      'Our data stops for Bellator MMA on Dec 14, 2024 and for Oktagon MMA on Oct 1, 2024: their fighters are rated, and count as active, as of those dates.',
    );
  });

  it('says nothing when every promotion on the list is up to date', () => {
    const { container } = render(<ResultsThrough rows={[rankedFighter(1, { resultsThrough: null }), rankedFighter(2)]} />);
    expect(container.textContent).toBe('');
  });

  it('leaves out a career that has ended: a fighter who died, or one retired whose Rating does not stop with the data', () => {
    const { container } = render(
      <ResultsThrough
        rows={[
          { organization: 'Bellator MMA', resultsThrough: '2024-10-19', ratedAsOf: null, diedOn: '2016-08-04' },
          { organization: 'ONE Championship', resultsThrough: '2024-11-09', ratedAsOf: null, retiredOn: '2024-03-01' },
        ]}
      />,
    );
    expect(container.textContent).toBe('');
    render(<ResultsThrough rows={[{ organization: 'ONE Championship', resultsThrough: '2024-11-09', ratedAsOf: '2024-11-09', retiredOn: '2024-03-01' }]} />);
    expect(screen.getByTestId('results-through').textContent).toContain('ONE Championship: results through Nov 9, 2024');
  });

  it('names no promotion for a row without one (a favourite never rated), and notes the others', () => {
    render(
      <ResultsThrough
        rows={[
          { organization: null, resultsThrough: '2024-09-14', ratedAsOf: null },
          { organization: 'Bellator MMA', resultsThrough: '2024-09-14', ratedAsOf: null },
        ]}
      />,
    );
    expect(screen.getByTestId('results-through').textContent).toBe('Bellator MMA: results through Sep 14, 2024 (the latest result in our data).');
  });
});
