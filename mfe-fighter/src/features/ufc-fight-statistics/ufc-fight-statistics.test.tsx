import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UfcFightStats } from '@fightrank/shared/contracts';
import { renderWithProviders } from '@fightrank/shared/testing';
import { UfcFightStatistics } from './ufc-fight-statistics';

const ufc: UfcFightStats = {
  bouts: 12,
  firstYear: 2015,
  lastYear: 2024,
  significantStrikesLandedPerMinute: 4.214,
  significantStrikesAbsorbedPerMinute: 2.5,
  significantStrikeAccuracy: 0.528,
  significantStrikeDefence: 0.6149,
  takedownsPer15Minutes: 1.2,
  takedownAccuracy: 0.4,
  takedownDefence: null,
  submissionAttemptsPer15Minutes: 0.35,
  averageFightSeconds: 754,
};

function stubStats(...answers: (() => Response)[]) {
  const fetch = vi.fn(async () => (answers.length > 1 ? answers.shift()! : answers[0]!)());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const ok = (data: unknown) => () => new Response(JSON.stringify({ data }), { status: 200 });

afterEach(() => vi.unstubAllGlobals());

describe('UfcFightStatistics', () => {
  it('shows each figure under its label, with the UFC years and bouts it covers', async () => {
    stubStats(ok({ ufc }));
    renderWithProviders(<UfcFightStatistics fighterId="7" />);
    expect(await screen.findByTestId('statistics-period')).toHaveProperty('textContent', 'UFC bouts 2015–2024 · 12 bouts');
    const section = screen.getByRole('region', { name: 'UFC fight statistics' });
    const figure = (label: string) => within(section).getByText(label).nextElementSibling?.textContent;
    expect(figure('Significant strikes landed per minute')).toBe('4.21');
    expect(figure('Striking accuracy')).toBe('53%');
    expect(figure('Striking defence')).toBe('61%');
    // Nothing attempted against him is no defence figure, not 100 %.
    expect(figure('Takedown defence')).toBe('—');
    expect(figure('Average fight time')).toBe('12:34');
  });

  it('says one year once, and says so honestly when there are no UFC statistics', async () => {
    stubStats(ok({ ufc: { ...ufc, bouts: 1, firstYear: 2024 } }));
    const { unmount } = renderWithProviders(<UfcFightStatistics fighterId="7" />);
    expect(await screen.findByTestId('statistics-period')).toHaveProperty('textContent', 'UFC bouts 2024 · 1 bout');
    unmount();
    stubStats(ok({ ufc: null }));
    renderWithProviders(<UfcFightStatistics fighterId="8" />);
    expect(await screen.findByText(/No UFC fight statistics/)).toBeTruthy();
    expect(screen.queryByRole('definition')).toBeNull();
  });

  it('shows a load error with Try again, which asks again', async () => {
    const fetch = stubStats(() => new Response(JSON.stringify({ message: 'boom' }), { status: 500 }), ok({ ufc }));
    renderWithProviders(<UfcFightStatistics fighterId="7" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 }));
    expect(await screen.findByTestId('statistics-period')).toBeTruthy();
    expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(2);
  });
});
