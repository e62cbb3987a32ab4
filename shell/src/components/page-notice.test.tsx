import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNoticeStore } from '@fightrank/shared/stores';
import { renderWithProviders } from '@fightrank/shared/testing';
import { PageNotice } from './page-notice';
import { MAIN_CONTENT_ID } from '../app/main-content';

describe('page notice', () => {
  it('stays through the redirects that land the fan and goes with his next move', async () => {
    const { router } = renderWithProviders(<PageNotice />, { path: '/profile' });
    act(() => useNoticeStore.getState().showNotice('Your account was deleted.'));
    await act(() => router.navigate('/', { replace: true }));
    await act(() => router.navigate('/login', { replace: true }));
    expect(screen.getByRole('status').textContent).toContain('Your account was deleted.');
    await act(() => router.navigate('/about'));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(useNoticeStore.getState().notice).toBeNull();
  });

  it('takes the focus when it appears, and gives it to the page when dismissed', async () => {
    renderWithProviders(
      <>
        <PageNotice />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} />
      </>,
    );
    act(() => useNoticeStore.getState().showNotice('Saved.'));
    expect(document.activeElement?.textContent).toContain('Saved.');
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(useNoticeStore.getState().notice).toBeNull();
    expect(document.activeElement?.id).toBe(MAIN_CONTENT_ID);
  });
});
