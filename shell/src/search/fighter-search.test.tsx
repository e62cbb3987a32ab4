import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_MAX_LENGTH } from '@fightrank/shared/contracts';
import { renderWithProviders } from '@fightrank/shared/testing';
import { FighterSearch } from './fighter-search';
import { captureFirstView } from '../app/first-view';
import { SUBMITTED_ATTRIBUTE, TYPED_AT_ATTRIBUTE } from '../app/first-view-controls';
import { MAIN_CONTENT_ID } from '../app/main-content';

const results = [
  { id: 7, name: 'Jon Jones', org: 'UFC', rating: 1865.056, recordComplete: false, recordSince: 2008 },
  { id: 9, name: 'Chris Jones', org: null, rating: null, recordComplete: true, recordSince: 2019 },
];

function stubSearch(respond: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_url: string) => respond());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const ok = (data: unknown) => new Response(JSON.stringify({ data }), { status: 200 });

afterEach(() => vi.unstubAllGlobals());

describe('header search (spec §2, §4, §5)', () => {
  it('sends nothing for an empty box and disables the button; a debounced query opens the results with ratings to 2 decimals', async () => {
    const fetch = stubSearch(() => ok(results));
    renderWithProviders(<FighterSearch />);
    const box = screen.getByRole('combobox', { name: 'Search fighters' });
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(box, { target: { value: 'jones' } });
    expect(button).toHaveProperty('disabled', false);
    expect(fetch).not.toHaveBeenCalled(); // debounced: nothing yet
    const options = await screen.findAllByRole('option', {}, { timeout: 2000 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/fighters/search?q=jones');
    // A partial record is named in the option's text, so it is part of what a screen reader reads for the option.
    expect(options.map((o) => o.textContent)).toEqual(['Jon JonesUFC · partial record since 20081865.06', 'Chris JonesUnknownN/A']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('gives the record a source states as the lists do ("28-1 pro"; fan QA, session 40), not "partial record"', async () => {
    stubSearch(() => ok([{ ...results[0], proRecord: { wins: 28, losses: 1, draws: 0 } }]));
    renderWithProviders(<FighterSearch />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Search fighters' }), { target: { value: 'jones' } });
    const [option] = await screen.findAllByRole('option', {}, { timeout: 2000 });
    expect(option!.textContent).toBe('Jon JonesUFC · 28-1 pro1865.06');
  });

  it('gives a stated record its draws, as the lists and the fighter page do (session 41)', async () => {
    stubSearch(() => ok([{ ...results[0], fighterName: 'Demetrious Johnson', proRecord: { wins: 25, losses: 4, draws: 1 } }]));
    renderWithProviders(<FighterSearch />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Search fighters' }), { target: { value: 'johnson' } });
    const [option] = await screen.findAllByRole('option', {}, { timeout: 2000 });
    expect(option!.textContent).toContain('UFC · 25-4-1 pro');
  });

  it('moves through results with the arrow keys, opens the active one with Enter (clearing the box), and closes on Escape', async () => {
    stubSearch(() => ok(results));
    const { router } = renderWithProviders(<FighterSearch />);
    const box = screen.getByRole('combobox', { name: 'Search fighters' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'jones' } });
    const options = await screen.findAllByRole('option', {}, { timeout: 2000 });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' }); // wraps to the first
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' }); // and back to the last
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');

    fireEvent.change(box, { target: { value: 'jon' } });
    await screen.findAllByRole('option', {}, { timeout: 2000 });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.submit(box.form!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/fighter/jon-jones-7'));
    expect(box.value).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows exactly one state: Searching..., the empty message, or the failure message', async () => {
    let release: (r: Response) => void = () => {};
    const fetch = stubSearch(() => new Promise<Response>((resolve) => (release = resolve)));
    renderWithProviders(<FighterSearch />);
    const box = screen.getByRole('combobox', { name: 'Search fighters' });
    fireEvent.change(box, { target: { value: 'zzqq' } });
    // A submit while the debounced query is loading shows nothing until it has loaded (spec §4).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toHaveProperty('disabled', true), { timeout: 2000 });
    // The button is disabled from the first key, before the debounce sends the request: answer the request itself.
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1), { timeout: 2000 });
    release(ok([]));
    const dropdown = await screen.findByTestId('search-dropdown', {}, { timeout: 2000 });
    await waitFor(() => expect(dropdown.textContent).toBe('No fighters found matching "zzqq"'));

    vi.unstubAllGlobals();
    stubSearch(() => new Response('{"message":"boom"}', { status: 500 }));
    fireEvent.change(box, { target: { value: 'boom' } });
    expect(screen.queryByTestId('search-dropdown')).toBeNull(); // typing closes it
    await waitFor(() => expect(screen.getByTestId('search-dropdown').textContent).toBe('Failed to search fighters'), { timeout: 2000 });
  });

  it('says in a polite live region how many were found, that none matched, or that the search failed (QA pass 2, D5)', async () => {
    stubSearch(() => ok(results));
    renderWithProviders(<FighterSearch />);
    const box = screen.getByRole('combobox', { name: 'Search fighters' });
    const status = screen.getByTestId('search-status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    fireEvent.change(box, { target: { value: 'jones' } });
    await screen.findAllByRole('option', {}, { timeout: 2000 });
    expect(status.textContent).toBe('2 fighters found');
    fireEvent.change(box, { target: { value: 'jones x' } });
    expect(status.textContent).toBe(''); // typing closes the list, and its count goes with it

    vi.unstubAllGlobals();
    stubSearch(() => ok([]));
    fireEvent.change(box, { target: { value: 'zzqq' } });
    await waitFor(() => expect(status.textContent).toBe('No fighters found matching "zzqq"'), { timeout: 2000 });
    expect(box.getAttribute('aria-expanded')).toBe('false'); // a message is no list to move through

    vi.unstubAllGlobals();
    stubSearch(() => new Response('{"message":"boom"}', { status: 500 }));
    fireEvent.change(box, { target: { value: 'boom' } });
    await waitFor(() => expect(status.textContent).toBe('Failed to search fighters'), { timeout: 2000 });
  });

  it('makes the scrolling popup the listbox the box controls, and closes it when focus leaves the box (QA pass 2, D5)', async () => {
    stubSearch(() => ok(results));
    renderWithProviders(<FighterSearch />);
    const box = screen.getByRole('combobox', { name: 'Search fighters' });
    box.focus();
    fireEvent.change(box, { target: { value: 'jones' } });
    const listbox = await screen.findByRole('listbox', {}, { timeout: 2000 });
    // axe's scrollable-region-focusable: a scrolling combobox popup is the listbox itself, named by aria-controls.
    expect(listbox.id).toBe(box.getAttribute('aria-controls'));
    expect(listbox.className).toContain('overflow-y-auto');
    expect(box.getAttribute('aria-expanded')).toBe('true');

    // A window losing focus (no element gains it) leaves the list open.
    fireEvent.blur(box, { relatedTarget: null });
    expect(screen.queryByRole('listbox')).not.toBeNull();
    await userEvent.tab(); // on to the Search button
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the first result with Enter when the list is on screen and none is active (QA, session 30)', async () => {
    stubSearch(() => ok(results));
    const { router } = renderWithProviders(
      <>
        <FighterSearch />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} />
      </>,
    );
    const box = screen.getByRole('combobox', { name: 'Search fighters' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'jones' } });
    await screen.findAllByRole('option', {}, { timeout: 2000 });
    fireEvent.submit(box.form!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/fighter/jon-jones-7'));
    expect(box.value).toBe('');
    // Focus goes on into the page the search opened, not back to the top of the document.
    expect(document.activeElement?.id).toBe(MAIN_CONTENT_ID);
  });

  it('shows the answer again after Escape with ArrowDown (first option active) or Enter (QA pass 2, D5)', async () => {
    const fetch = stubSearch(() => ok(results));
    renderWithProviders(<FighterSearch />);
    const box = screen.getByRole('combobox', { name: 'Search fighters' });
    fireEvent.change(box, { target: { value: 'jones' } });
    const options = await screen.findAllByRole('option', {}, { timeout: 2000 });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(box, { key: 'Escape' });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1); // shown again from the answer already in
  });

  it('takes no more characters than the API searches, so a long paste cannot fail the search (QA pass 2, D19)', () => {
    renderWithProviders(<FighterSearch />);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Search fighters' }).maxLength).toBe(SEARCH_MAX_LENGTH);
  });

  it("keeps what a fan typed into the server's first view, whole, with its focus and caret, and searches it", async () => {
    const fetch = stubSearch(() => ok(results));
    // The prerendered header, as the server sends it; the fan has typed into it already.
    document.body.innerHTML = '<form role="search"><input type="search" /></form>';
    const early = document.querySelector('input')!;
    early.value = 'jon';
    early.focus();
    captureFirstView();
    early.value = 'jones'; // a key typed after the shell started, while React rendered
    early.setSelectionRange(1, 3);
    document.body.innerHTML = '';

    renderWithProviders(<FighterSearch />);
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search fighters' });
    expect(box.value).toBe('jones');
    expect(document.activeElement).toBe(box);
    expect([box.selectionStart, box.selectionEnd]).toEqual([1, 3]);
    await screen.findAllByRole('option', {}, { timeout: 2000 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/fighters/search?q=jones');

    // Taken once: a later search box (another render) starts empty.
    renderWithProviders(<FighterSearch />);
    expect(screen.getAllByRole('combobox', { name: 'Search fighters' })[1]).toHaveProperty('value', '');
  });

  it('searches text typed in the first view 600 ms after its last key, not at once when the shell takes over (spec §5)', async () => {
    // The answer waits until the test lets it go, so "not opened before its answer" does not race the stub.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const fetch = stubSearch(async () => {
      await answered;
      return ok(results);
    });
    document.body.innerHTML = '<form role="search"><input type="search" /></form>';
    const early = document.querySelector('input')!;
    early.value = 'jones';
    // index.html's inline script marks each key; this one came 200 ms before the take-over.
    early.setAttribute(TYPED_AT_ATTRIBUTE, String(performance.now() - 200));
    captureFirstView();
    document.body.innerHTML = '';

    const takenOverAt = performance.now();
    renderWithProviders(<FighterSearch />);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(fetch).not.toHaveBeenCalled();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(performance.now() - takenOverAt).toBeGreaterThanOrEqual(390);
    expect(screen.queryByTestId('search-dropdown')).toBeNull(); // not opened before its answer
    answer();
    await screen.findAllByRole('option', {}, { timeout: 2000 });
  });

  it('searches at once text submitted with Enter in the first view', async () => {
    const fetch = stubSearch(() => ok(results));
    document.body.innerHTML = `<form role="search" ${SUBMITTED_ATTRIBUTE}><input type="search" /></form>`;
    const early = document.querySelector('input')!;
    early.value = 'jones ';
    early.setAttribute(TYPED_AT_ATTRIBUTE, String(performance.now()));
    captureFirstView();
    document.body.innerHTML = '';

    renderWithProviders(<FighterSearch />);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1), { timeout: 300 });
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/fighters/search?q=jones');
  });
});
