import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@fightrank/shared/testing';
import { DisplayNameForm, displayNameError } from './display-name-form';

const account = { email: 'fan@example.com', displayName: 'Octagon Owl', memberSince: '2026-01-01T00:00:00Z' };

/** GET /api/account answers once `gate` resolves, so a test can type while the account is still on its way. */
function stubAccount(gate: Promise<void>) {
  vi.stubGlobal('fetch', async (url: string) => {
    if (url !== '/api/account') return new Response('', { status: 404 });
    await gate;
    return new Response(JSON.stringify({ data: account }), { status: 200 });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('public name form', () => {
  it('fills the field with the current name once the account arrives', async () => {
    stubAccount(Promise.resolve());
    renderWithProviders(<DisplayNameForm />);
    const field = screen.getByRole('textbox', { name: 'Public name' }) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('Octagon Owl'));
    expect(screen.getByRole('button', { name: 'Save name' })).toHaveProperty('disabled', false);
  });

  it('keeps a name typed before the account arrived instead of overwriting it', async () => {
    let arrive: () => void = () => {};
    stubAccount(new Promise<void>((resolve) => (arrive = resolve)));
    renderWithProviders(<DisplayNameForm />);
    const field = screen.getByRole('textbox', { name: 'Public name' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'Cage Poet' } });
    arrive();
    // The account has arrived once Save is enabled; the typed name is still there.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save name' })).toHaveProperty('disabled', false));
    expect(field.value).toBe('Cage Poet');
  });

  it('says in its hint what the name rule accepts: spaces, dots, hyphens and underscores between Latin letters or digits', async () => {
    stubAccount(Promise.resolve());
    renderWithProviders(<DisplayNameForm />);
    const field = screen.getByRole('textbox', { name: 'Public name' });
    const hint = document.getElementById(field.getAttribute('aria-describedby')!)!.textContent;
    expect(hint).toContain('3–24 characters: Latin letters (accents too) or digits, with single spaces, dots, hyphens or underscores between them.');
    // What the hint promises is what the check (the server's rule) does.
    for (const accepted of ['Dana White', 'José.Aldo', 'cage_poet-2']) expect(displayNameError(accepted)).toBeUndefined();
    for (const refused of ['ёжик', 'Dana  White', 'Dana!']) expect(displayNameError(refused)).toMatch(/Latin letters \(accents too\) or digits/);
  });

  it('takes the keyboard focus to the "now" line once the name is saved (Save was disabled meanwhile)', async () => {
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url === '/api/account/display-name' && init?.method === 'PUT') {
        return new Response(JSON.stringify({ data: { ...account, displayName: 'Cage Poet' } }), { status: 200 });
      }
      return new Response(JSON.stringify({ data: account }), { status: 200 });
    });
    renderWithProviders(<DisplayNameForm />);
    const field = screen.getByRole('textbox', { name: 'Public name' }) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('Octagon Owl'));
    fireEvent.change(field, { target: { value: 'Cage Poet' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toBe('Your public name is now "Cage Poet".');
    await waitFor(() => expect(document.activeElement).toBe(done));
  });
});
