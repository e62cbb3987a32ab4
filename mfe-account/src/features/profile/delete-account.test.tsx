import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@fightrank/shared/testing';
import { ACCOUNT_DELETION_NOTICE } from '@fightrank/shared/contracts';
import { DeleteAccount } from './delete-account';

describe('delete account panel', () => {
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
});
