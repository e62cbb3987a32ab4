import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import type { Card, CardBout, Pick, PickBody } from '@fightrank/shared/contracts';
import { predictionQueries } from '@fightrank/shared/queries';
import { renderWithProviders } from '@fightrank/shared/testing';
import { BoutPick } from './bout-pick';

const BOUT: CardBout = {
  id: 7,
  weightClass: 'Lightweight',
  titleBout: true,
  interimTitle: false,
  fighterA: { id: 10, name: 'Islam Makhachev', countryCode: null },
  fighterB: { id: 20, name: 'Arman Tsarukyan', countryCode: null },
  probabilityA: 0.55,
  locked: false,
  pick: null,
};

/** The text a screen reader reads as the control's description. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

// WCAG 1.4.3 on the classes a picked button really carries, with Tailwind's own colours (its theme.css, in OKLCH).
const TAILWIND_COLOURS = readFileSync(createRequire(import.meta.url).resolve('tailwindcss/theme.css'), 'utf8');
/** Relative luminance of a Tailwind colour such as `red-700` or `white`. */
function luminance(colour: string): number {
  if (colour === 'white') return 1;
  const match = new RegExp(`--color-${colour}: oklch\\(([\\d.]+)% ([\\d.]+) ([\\d.]+)\\)`).exec(TAILWIND_COLOURS);
  if (!match) throw new Error(`no Tailwind colour ${colour}`);
  const [l, c, h] = [Number(match[1]) / 100, Number(match[2]), (Number(match[3]) * Math.PI) / 180];
  const [a, b] = [c * Math.cos(h), c * Math.sin(h)];
  // OKLab to linear sRGB (Björn Ottosson's matrices), clipped to the screen's gamut as browsers draw it.
  const lms = [l + 0.3963377774 * a + 0.2158037573 * b, l - 0.1055613458 * a - 0.0638541728 * b, l - 0.0894841775 * a - 1.291485548 * b].map((v) => v ** 3);
  const [L, M, S] = lms as [number, number, number];
  const rgb = [
    4.0767416621 * L - 3.3077115913 * M + 0.2309699292 * S,
    -1.2684380046 * L + 2.6097574011 * M - 0.3413193965 * S,
    -0.0041960863 * L - 0.7034186147 * M + 1.707614701 * S,
  ].map((v) => Math.min(1, Math.max(0, v)));
  return 0.2126 * rgb[0]! + 0.7152 * rgb[1]! + 0.0722 * rgb[2]!;
}
const contrast = (x: string, y: string) => {
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
/** The colour a plain (not hover:, not dark:) `bg-…` or `text-…` class gives the element. */
const colourClass = (element: Element, kind: 'bg' | 'text') =>
  [...element.classList].map((name) => new RegExp(`^${kind}-((?:[a-z]+-\\d+)|white)$`).exec(name)?.[1]).find(Boolean)!;

/** The page's way of showing a bout: from the cards query, so a saved pick comes back as the server stored it. */
function Cards() {
  const cards = useQuery(predictionQueries.cards()).data;
  return <ul>{cards?.flatMap((card) => card.bouts.map((bout) => <BoutPick key={bout.id} bout={bout} />))}</ul>;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('BoutPick', () => {
  let stored: Pick | null;
  let puts: PickBody[];
  /** Each PUT waits for this before the server answers (to act while a save is on its way). */
  let gate: Promise<void>;

  beforeEach(() => {
    stored = null;
    puts = [];
    gate = Promise.resolve();
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url === `/api/predictions/bouts/${BOUT.id}` && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as PickBody;
        puts.push(body);
        await gate;
        stored = { boutId: BOUT.id, winnerId: body.winnerId, method: body.method ?? null, status: 'open', points: null };
        return json(200, { data: stored });
      }
      if (url === '/api/predictions/cards') {
        const card: Card = { eventId: 1, name: 'Card', date: '2026-12-12', location: null, bouts: [{ ...BOUT, pick: stored }] };
        return json(200, { data: [card] });
      }
      return json(404, { statusCode: 404, error: 'Not Found', message: 'Not found' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the method closed until a winner is picked, saying why, then saves the method with that winner', async () => {
    renderWithProviders(<Cards />);
    const method = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Method (+1 point)' });
    // Nothing could store a method alone (the API needs a winner): the select must not look as if it had.
    expect(method.disabled).toBe(true);
    expect(description(method)).toBe('Pick a winner first: the method counts only with the winner.');

    await userEvent.click(screen.getByRole('button', { name: /Arman Tsarukyan/ }));
    await waitFor(() => expect(method.disabled).toBe(false));
    expect(method.getAttribute('aria-describedby')).toBeNull();
    await userEvent.selectOptions(method, 'SUB');
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts).toEqual([
      { winnerId: 20, method: null },
      { winnerId: 20, method: 'SUB' },
    ]);
  });

  it('keeps the focus on the pressed pick button and says politely what was saved (winner, then method)', async () => {
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    renderWithProviders(<Cards />);
    const pickB = await screen.findByRole('button', { name: /Arman Tsarukyan/ });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    pickB.focus();
    await userEvent.keyboard(' ');
    // While the save is on its way the button stays enabled: a browser moves the focus of a disabled one to <body>.
    expect(puts).toHaveLength(1);
    expect((pickB as HTMLButtonElement).disabled).toBe(false);
    release();
    await waitFor(() => expect(status.textContent).toBe('Saved: Arman Tsarukyan to win.'));
    expect(pickB.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(pickB);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Method (+1 point)' }), 'KO/TKO');
    await waitFor(() => expect(status.textContent).toBe('Saved: Arman Tsarukyan to win by KO/TKO.'));
  });

  it('takes a second choice made while the first is on its way, and stores the last one', async () => {
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    renderWithProviders(<Cards />);
    const pickA = await screen.findByRole('button', { name: /Islam Makhachev/ });
    const pickB = screen.getByRole('button', { name: /Arman Tsarukyan/ });
    await userEvent.click(pickA);
    expect(pickA.getAttribute('aria-pressed')).toBe('true');
    // The fan changes their mind before the server answered: the buttons still answer, and the focus stays put.
    await userEvent.click(pickB);
    expect(document.activeElement).toBe(pickB);
    expect(pickB.getAttribute('aria-pressed')).toBe('true');
    // One save at a time, in order: the second waits for the first, so the server ends with the last choice.
    expect(puts).toEqual([{ winnerId: 10, method: null }]);
    release();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved: Arman Tsarukyan to win.'));
    expect(puts.map((p) => p.winnerId)).toEqual([10, 20]);
    expect(stored?.winnerId).toBe(20);
    expect(pickB.getAttribute('aria-pressed')).toBe('true');
  });

  it("reads the picked button's engine line at 4.5:1 or more (small text, WCAG 1.4.3)", () => {
    renderWithProviders(
      <ul>
        <BoutPick bout={{ ...BOUT, pick: { boutId: BOUT.id, winnerId: 20, method: null, status: 'open', points: null } }} />
      </ul>,
    );
    const picked = screen.getByRole('button', { pressed: true });
    const engine = screen.getAllByText(/^Engine: \d+%$/).find((line) => picked.contains(line))!;
    const background = colourClass(picked, 'bg');
    expect(contrast(colourClass(engine, 'text'), background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colourClass(picked, 'text'), background)).toBeGreaterThanOrEqual(4.5);
  });

  it('names the method of a locked pick in words, as the menu did ("Submission", not the stored code)', () => {
    renderWithProviders(
      <ul>
        <BoutPick bout={{ ...BOUT, locked: true, pick: { boutId: BOUT.id, winnerId: 10, method: 'SUB', status: 'open', points: null } }} />
      </ul>,
    );
    expect(screen.getByText('Locked')).toBeTruthy();
    expect(screen.getByText('Your method: Submission')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
