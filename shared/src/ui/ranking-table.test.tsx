import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RankingTable, type RankingTableRow } from './ranking-table';

afterEach(cleanup);

const fighter: RankingTableRow = {
  fighterId: 7,
  fighterName: 'Islam Makhachev',
  nationality: null,
  countryCode: null,
  currentRank: 1,
  previousRank: 1,
  ratingCurrent: 1900,
  totalWins: 27,
  totalLosses: 1,
  organization: 'UFC',
  weightClass: 'Lightweight',
};

function ShownState() {
  return <p data-testid="state">{JSON.stringify(useLocation().state)}</p>;
}

function Page({ linkState, rows }: { linkState: unknown; rows: RankingTableRow[] }) {
  return (
    <Routes>
      <Route path="/" element={<RankingTable caption="Pound for pound" rows={rows} linkState={linkState} />} />
      <Route path="/fighter/:nameId" element={<ShownState />} />
    </Routes>
  );
}

describe('RankingTable rows', () => {
  it("keep a flag's room for a fighter with no nationality, so his name lines up with the names above and below (UI QA, session 52)", () => {
    render(
      <MemoryRouter>
        <Page rows={[fighter, { ...fighter, fighterId: 8, fighterName: 'Kai Tang', nationality: 'China', countryCode: 'CN' }]} linkState={null} />
      </MemoryRouter>,
    );
    const [withoutFlag, withFlag] = screen.getAllByRole('row').slice(1);
    const slot = withoutFlag!.querySelector('[data-testid="no-flag"]')!;
    expect(slot.getAttribute('aria-hidden')).toBe('true');
    // The same box as the flag (24 x 18): same width classes on both.
    const flag = withFlag!.querySelector('[data-country="CN"]')!;
    expect(slot.className).toContain('w-6');
    expect(flag.className).toContain('w-6');
    expect(withFlag!.querySelector('[data-testid="no-flag"]')).toBeNull();
  });

  it('skip re-rendering only while the row is the same: a link state that changed by value is the one the link carries', () => {
    const rows = [fighter];
    const { rerender } = render(
      <MemoryRouter>
        <Page rows={rows} linkState={{ from: '/', pagination: { index: 0 } }} />
      </MemoryRouter>,
    );
    // Same fighter object, a new but equal link state (as the list builds it on every render), then a different one.
    rerender(
      <MemoryRouter>
        <Page rows={[fighter]} linkState={{ from: '/', pagination: { index: 0 } }} />
      </MemoryRouter>,
    );
    rerender(
      <MemoryRouter>
        <Page rows={[fighter]} linkState={{ from: '/?page=2', pagination: { index: 1 } }} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Islam Makhachev' }));
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({ from: '/?page=2', pagination: { index: 1 } });
  });

  it('show a changed fighter at once (a new rank on the same row)', () => {
    const { rerender } = render(
      <MemoryRouter>
        <RankingTable caption="Global" rows={[fighter]} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('ranking-row').textContent).toContain('1');
    rerender(
      <MemoryRouter>
        <RankingTable caption="Global" rows={[{ ...fighter, currentRank: 12 }]} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('ranking-row').firstElementChild!.textContent).toBe('12');
  });

  it('show the ten skeleton rows while loading, whatever the page size', () => {
    render(
      <MemoryRouter>
        <RankingTable caption="Global" loading pageSize={50} />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('ranking-skeleton-row')).toHaveLength(10);
  });

  it('mark a partial record with the year it starts, in a sentence a screen reader reads; a whole record carries no mark', () => {
    render(
      <MemoryRouter>
        <RankingTable
          caption="Pound for pound"
          rows={[
            { ...fighter, recordComplete: false, recordSince: 2013 },
            { ...fighter, fighterId: 8, fighterName: 'Khabib Nurmagomedov', currentRank: 2, previousRank: 2, recordComplete: true, recordSince: 2008 },
          ]}
        />
      </MemoryRouter>,
    );
    const [partial, whole] = screen.getAllByTestId('ranking-row');
    expect(partial!.textContent).toContain('27-1 since 2013');
    expect(partial!.querySelector('.sr-only:last-child')?.textContent).toBe(
      'Partial record: only the bouts FightRank holds, since 2013; the career may be longer.',
    );
    expect(partial!.querySelectorAll('[data-testid="partial-record"] [aria-hidden="true"]')).toHaveLength(2);
    expect(whole!.querySelector('[data-testid="partial-record"]')).toBeNull();
  });
  it("show a source's professional record where one is stated, marked 'pro', and say what the bouts held make", () => {
    render(
      <MemoryRouter>
        <RankingTable
          caption="Lightweight"
          rows={[
            { ...fighter, totalWins: 15, totalLosses: 1, recordComplete: false, recordSince: 2015, proRecord: { wins: 26, losses: 1, draws: 0 } },
            // A whole record needs no stated one beside it.
            {
              ...fighter,
              fighterId: 8,
              fighterName: 'Khabib Nurmagomedov',
              currentRank: 2,
              previousRank: 2,
              recordComplete: true,
              proRecord: { wins: 29, losses: 0, draws: 0 },
            },
          ]}
        />
      </MemoryRouter>,
    );
    const [stated, whole] = screen.getAllByTestId('ranking-row');
    expect(stated!.textContent).toContain('26-1 pro');
    // The held 15-1 is only in the sentence a screen reader hears.
    expect([...stated!.querySelectorAll('[data-testid="record-count"]')].map((e) => e.textContent)).toEqual(['26-1', '26-1']);
    expect(stated!.querySelector('[data-testid="partial-record"]')).toBeNull();
    const marks = stated!.querySelectorAll('[data-testid="pro-record"] .sr-only');
    expect(marks).toHaveLength(2);
    expect(marks[0]!.textContent).toBe('Professional record, as a source states it; the bouts FightRank holds since 2015 make 15-1.');
    expect(whole!.textContent).toContain('27-1');
    expect(whole!.querySelector('[data-testid="pro-record"]')).toBeNull();
  });
  it('give a stated record its draws, as the fighter page does (fan QA, session 41)', () => {
    const withDraw = { ...fighter, totalWins: 20, totalLosses: 4, recordComplete: false, recordSince: 2010, proRecord: { wins: 25, losses: 4, draws: 1 } };
    render(
      <MemoryRouter>
        <RankingTable caption="Flyweight" rows={[withDraw]} />
      </MemoryRouter>,
    );
    const [row] = screen.getAllByTestId('ranking-row');
    expect([...row!.querySelectorAll('[data-testid="record-count"]')].map((e) => e.textContent)).toEqual(['25-4-1', '25-4-1']);
  });
});
