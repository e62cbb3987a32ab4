import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { RedirectKeepingQuery } from './redirect-keeping-query';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
}

describe('a redirect path', () => {
  it('sends the visitor on with his query and hash', async () => {
    const router = createMemoryRouter(
      [
        { path: '/rankings/weight-class', element: <RedirectKeepingQuery to="/rankings/weightclass" /> },
        { path: '/rankings/weightclass', element: <Where /> },
      ],
      { initialEntries: ['/rankings/weight-class?wc=Lightweight#top'] },
    );
    render(<RouterProvider router={router} />);
    expect((await screen.findByTestId('where')).textContent).toBe('/rankings/weightclass?wc=Lightweight#top');
    // Replaced, not pushed: Back leaves the site's redirect behind.
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
