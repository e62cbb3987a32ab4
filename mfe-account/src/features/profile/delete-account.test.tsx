import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNoticeStore } from '@fightrank/shared/stores';
import { renderWithProviders } from '@fightrank/shared/testing';
import { ACCOUNT_DELETION_NOTICE } from '@fightrank/shared/contracts';
import { DeleteAccount } from './delete-account';

afterEach(() => vi.unstubAllGlobals());

describe('delete account panel', () => {
  it('leaves the next page a notice that the account was deleted (QA, session 30)', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    const { router } = renderWithProviders(<DeleteAccount />, { path: '/profile' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account…' }));
    await userEvent.type(screen.getByLabelText('Your password'), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useNoticeStore.getState().notice).toBe('Your account was deleted.');
    useNoticeStore.getState().clearNotice();
  });

  it('says what deleting removes and what the votes keep before the fan can confirm', async () => {
    renderWithProviders(<DeleteAccount />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account…' }));
    const form = screen.getByRole('form', { name: 'Delete account' });
    expect(form.textContent).toContain(ACCOUNT_DELETION_NOTICE);
    // The notice names what a vote still holds (the API security suite checks those rows), not only that votes stay.
    expect(form.textContent).toMatch(/account number/);
    expect(form.textContent).toMatch(/network address/);
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeTruthy();
  });

  it('takes the focus into the panel when it opens, back to the opener on Escape or Cancel, and to the field the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'password is not your current password' }), { status: 400 }),
    );
    renderWithProviders(<DeleteAccount />);
    const opener = () => screen.getByRole('button', { name: 'Delete account…' });

    await userEvent.click(opener());
    const password = screen.getByLabelText('Your password');
    await waitFor(() => expect(document.activeElement).toBe(password));
    await userEvent.type(password, 'half typed');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Delete account' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener()));

    // Opened again, it starts empty; Cancel gives the focus back too.
    await userEvent.click(opener());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Your password')));
    expect((screen.getByLabelText('Your password') as HTMLInputElement).value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(opener()));

    await userEvent.click(opener());
    await userEvent.type(await screen.findByLabelText('Your password'), 'not my password{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Your password').getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Your password')));
  });
});
