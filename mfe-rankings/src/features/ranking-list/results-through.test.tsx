import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { rankedFighter } from '@fightrank/shared/testing';
import { ResultsThrough } from './results-through';

afterEach(cleanup);

describe('ResultsThrough', () => {
  it('names each promotion on the list whose data stops early, once, with its date', () => {
    render(
      <ResultsThrough
        rows={[
          rankedFighter(1, { organization: 'UFC', resultsThrough: null }),
          rankedFighter(2, { organization: 'Bellator MMA', resultsThrough: '2024-12-07' }),
          rankedFighter(3, { organization: 'Bellator MMA', resultsThrough: '2024-12-07' }),
          rankedFighter(4, { organization: 'ONE Championship', resultsThrough: '2024-12-06' }),
        ]}
      />,
    );
    expect(screen.getByTestId('results-through').textContent).toBe(
      'Bellator MMA: results through Dec 7, 2024; ONE Championship: results through Dec 6, 2024. Our data for these promotions stops earlier than for others; their fighters are rated, and count as active, as of those dates.',
    );
  });

  it('says nothing when every promotion on the list is up to date', () => {
    const { container } = render(<ResultsThrough rows={[rankedFighter(1, { resultsThrough: null }), rankedFighter(2)]} />);
    expect(container.textContent).toBe('');
  });
});
