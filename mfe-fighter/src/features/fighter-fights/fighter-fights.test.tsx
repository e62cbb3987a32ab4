// The fights table says what each bout's row means to a fan: a booking dated before today is not "Upcoming", a
// result's change wears the result's colour, a no contest says why, and the opponent's rank says which list it is.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { FighterBout } from '@fightrank/shared/contracts';
import { renderWithProviders } from '@fightrank/shared/testing';
import { FighterFights } from './fighter-fights';
import { pendingResultLabel } from '../../components/pending-result';

const info = { id: 7, name: 'Valentina Shevchenko', slug: 'valentina-shevchenko', recordComplete: true, recordSince: 2003, proRecord: null };

const bout = (over: Partial<FighterBout>): FighterBout => ({
  boutId: 1,
  date: '2016-03-05',
  eventId: 10,
  eventName: 'UFC 196',
  organization: 'UFC',
  opponentId: 8,
  opponentName: 'Amanda Nunes',
  opponentSlug: 'amanda-nunes',
  result: 'L',
  method: 'DEC_UNANIMOUS',
  methodDetail: null,
  round: 3,
  timeSeconds: 300,
  weightClass: 'Bantamweight',
  titleBout: false,
  interimTitle: false,
  ratingBefore: 923.6,
  ratingAfter: 887.5,
  opponentRank: 44,
  winProbability: 0.4,
  ...over,
});

const BOUTS: FighterBout[] = [
  bout({ boutId: 4, date: '2999-01-01', result: null, method: null, ratingBefore: null, ratingAfter: null, opponentRank: null, eventName: 'Future Night' }),
  bout({ boutId: 3, date: '2024-12-13', result: null, method: null, ratingBefore: null, ratingAfter: null, opponentRank: null, eventName: 'Past Night' }),
  bout({
    boutId: 2,
    date: '2017-07-29',
    result: 'NC',
    method: 'OTHER',
    methodDetail: 'Overturned: Failed Drug Test by Jones',
    ratingBefore: 900,
    ratingAfter: 900,
  }),
  bout({ boutId: 1 }),
  bout({ boutId: 0, date: '2015-01-01', result: 'W', ratingBefore: 850, ratingAfter: 887.5, opponentRank: null, titleBout: true, interimTitle: true }),
];

/** Answers the page's two calls: the fighter's info (`fighterInfo`) and his bouts. */
function stubApi(fighterInfo: object): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const data = url.endsWith('/info') ? fighterInfo : url.endsWith('/record') ? BOUTS : null;
      return new Response(JSON.stringify({ data }), { status: data === null ? 404 : 200 });
    }),
  );
}

beforeEach(() => stubApi(info));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rowOf = async (text: string) => (await screen.findAllByText(text))[0]!.closest('tr')!;

it('calls a booking dated before today "Results not in yet" for a week, then "No results in our data", and only a later one "Upcoming"', async () => {
  renderWithProviders(<FighterFights fighterId="7" />);
  expect(within(await rowOf('Future Night')).getByText('Upcoming')).toBeTruthy();
  expect(within(await rowOf('Past Night')).getByText('No results in our data')).toBeTruthy();
  expect(within(await rowOf('Past Night')).queryByText('Upcoming')).toBeNull();
  expect(pendingResultLabel('2024-12-13', '2024-12-13')).toBe('Upcoming');
  expect(pendingResultLabel('2024-12-13', '2024-12-14')).toBe('Results not in yet');
  expect(pendingResultLabel('2024-12-13', '2024-12-20')).toBe('Results not in yet');
  expect(pendingResultLabel('2024-12-13', '2024-12-21')).toBe('No results in our data');
  expect(pendingResultLabel(null, '2024-12-13')).toBe('Upcoming');
});

it("shows each result's change in the result's colour: a loss in red, a win in green, a no contest unmoved", async () => {
  renderWithProviders(<FighterFights fighterId="7" />);
  const [loss] = await screen.findAllByText('−36.1');
  expect(loss!.getAttribute('data-tone')).toBe('down');
  expect(screen.getAllByText('+37.5')[0]!.getAttribute('data-tone')).toBe('up');
  expect(
    within((await screen.findAllByText('Overturned: Failed Drug Test by Jones'))[0]!.closest('tr')!)
      .getByText('–')
      .getAttribute('data-tone'),
  ).toBe('neutral');
});

it('says why a no contest has no winner, and which list the opponent was ranked on', async () => {
  renderWithProviders(<FighterFights fighterId="7" />);
  expect((await screen.findAllByText('Overturned: Failed Drug Test by Jones')).length).toBeGreaterThan(0);
  expect(screen.queryByText('Other')).toBeNull();
  expect(screen.getAllByText('(#44 global then)').length).toBeGreaterThan(0);
});

it('marks a title bout with a star a screen reader names, an interim title as such', async () => {
  renderWithProviders(<FighterFights fighterId="7" />);
  expect((await screen.findByRole('img', { name: 'Interim title bout' })).getAttribute('title')).toBe('Interim title bout');
  // The other rows are no title bouts: no star.
  expect(screen.queryAllByRole('img', { name: /title bout/i })).toHaveLength(1);
});

it("says, as the overview does, when his promotion's latest card is old and where our data for it stops", async () => {
  stubApi({ ...info, organization: 'Bellator MMA', resultsThrough: '2024-09-14', ratedAsOf: '2024-12-14' });
  renderWithProviders(<FighterFights fighterId="7" />);
  expect((await screen.findByTestId('results-through')).textContent).toBe(
    'Bellator MMA: results through Sep 14, 2024; our data for it stops on Dec 14, 2024, so this Rating is as of that date.',
  );
});

it('says nothing of the kind for an up-to-date promotion', async () => {
  renderWithProviders(<FighterFights fighterId="7" />);
  await screen.findByRole('heading', { name: 'Valentina Shevchenko: fights' });
  expect(screen.queryByTestId('results-through')).toBeNull();
});

/** The page's bout table once drawn: the cells of one column, a bout per row. */
async function columnCells(column: number): Promise<HTMLElement[]> {
  renderWithProviders(<FighterFights fighterId="7" />);
  const table = await screen.findByRole('table', { name: /Bouts: date, result/ });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[column]!);
}

it('says each result as a word to a screen reader, apart from the title star (fan QA, session 40: "WTitle bout")', async () => {
  const cells = await columnCells(1);
  const spoken = cells.map((cell) => [...cell.querySelectorAll('.sr-only')].map((node) => node.textContent).join(''));
  expect(spoken).toContain('Win');
  expect(spoken).toContain('No contest');
  // The letter itself is hidden from the reader, so "W" is never read run into the star's "Title bout".
  for (const cell of cells) for (const letter of cell.querySelectorAll('[aria-hidden="true"]')) expect(letter.textContent).toMatch(/^(W|L|D|NC)$/);
});

it('keeps month and day of a date together, so a phone breaks it only after the comma (fan QA, session 45)', async () => {
  const dates = (await columnCells(0)).map((cell) => cell.textContent);
  expect(dates).toContain('Dec\u00a013, 2024');
  for (const date of dates) expect(date).toMatch(/^[A-Z][a-z]{2}\u00a0\d{1,2}, \d{4}$/);
});
