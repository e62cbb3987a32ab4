import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithProviders } from '@fightrank/shared/testing';
import { RootLayout } from './root-layout';
import { APP_READY_ATTRIBUTE, captureFirstView } from './first-view';
import { FIRST_VIEW_MENU_ID } from './first-view-controls';

/** The server's first view with its menu popover; `open` as the visitor left it before the shell took over. */
function serveFirstViewWithMenu(open: boolean) {
  document.body.innerHTML = `<div id="root"><div id="${FIRST_VIEW_MENU_ID}" popover="auto" role="dialog" aria-label="Menu"></div></div>`;
  captureFirstView();
  const menu = document.getElementById(FIRST_VIEW_MENU_ID)!;
  menu.dispatchEvent(Object.assign(new Event('beforetoggle'), { newState: 'open' }));
  if (!open) menu.dispatchEvent(Object.assign(new Event('beforetoggle'), { newState: 'closed' }));
  document.body.innerHTML = ''; // React replaces the first view
}

beforeEach(() => {
  // The auth check and the page-view report: not what these tests are about.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"data":null}', { status: 200 })),
  );
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the live layout taking over from the first view', () => {
  it('keeps the menu open when the visitor opened it in the first view, and marks the page live', () => {
    serveFirstViewWithMenu(true);
    renderWithProviders(<RootLayout />);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Menu' }).id).not.toBe(FIRST_VIEW_MENU_ID); // the live drawer
    expect(document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)).toBe(true);
  });

  it('opens nothing when the visitor closed it again', () => {
    serveFirstViewWithMenu(false);
    renderWithProviders(<RootLayout />);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    // The menu button says whether its drawer is open (QA, session 30).
    const opener = screen.getByTestId('open-menu');
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    act(() => opener.click());
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    expect(opener.getAttribute('aria-expanded')).toBe('true');
  });

  it('is prerendered with a menu button that opens the popover menu without script', () => {
    renderWithProviders(<RootLayout firstView />);
    expect(screen.getByTestId('open-menu').getAttribute('popovertarget')).toBe(FIRST_VIEW_MENU_ID);
    expect(document.getElementById(FIRST_VIEW_MENU_ID)?.getAttribute('popover')).toBe('auto');
    // Like the live drawer, it holds the social links the phone's header has no room for.
    expect(document.getElementById(FIRST_VIEW_MENU_ID)?.querySelector('a[aria-label="Instagram (opens in a new tab)"]')).toBeTruthy();
  });
});

describe('scroll on navigation (QA pass 2, D2)', () => {
  const scrollBy = (y: number) => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  };

  it('starts a new page at the top, keeps the scroll for a new query on the same page, and puts it back on Back', async () => {
    window.scrollTo(0, 0);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderWithProviders(<RootLayout />, { path: '/rankings/global?size=50' });
    expect(scrollTo).not.toHaveBeenCalled(); // the first view is taken over where the visitor is
    expect(window.history.scrollRestoration).toBe('manual');

    scrollBy(1400);
    await act(() => router.navigate('/rankings/global?size=50&after=50'));
    expect(window.scrollY).toBe(1400); // the next page of the same list
    scrollBy(900);

    await act(() => router.navigate('/fighter/jon-jones-4802'));
    expect(window.scrollY).toBe(0);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?size=50&after=50');
    expect(window.scrollY).toBe(900); // Back: where the fan left the list
    await act(() => router.navigate(-1));
    expect(window.scrollY).toBe(1400);
    await act(() => router.navigate(2));
    expect(window.scrollY).toBe(0); // Forward: the fighter page, as it was left

    await act(() => router.navigate('/login', { replace: true }));
    expect(window.scrollY).toBe(0); // a redirect to another page starts at the top too

    window.dispatchEvent(new Event('pagehide'));
    expect(window.history.scrollRestoration).toBe('auto'); // a reload is the browser's to restore
  });

  it('waits for a page drawn late (a remote behind Suspense) to grow tall enough before putting it back', async () => {
    let pageHeight = 5000;
    let grew: () => void = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          grew = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    // A window that cannot scroll past the page: what a browser does while the page is short.
    const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
    onTestFinished(() => {
      if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
      else delete (window as { scrollY?: number }).scrollY;
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      Object.defineProperty(window, 'scrollY', { value: Math.min(y, pageHeight), configurable: true });
    }) as typeof window.scrollTo);
    const { router } = renderWithProviders(<RootLayout />, { path: '/rankings/global?size=50' });
    scrollBy(1400);
    await act(() => router.navigate('/fighter/jon-jones-4802'));
    pageHeight = 200; // the list, coming back, is at first only its loading bar
    await act(() => router.navigate(-1));
    expect(window.scrollY).toBe(200);
    pageHeight = 5000;
    grew();
    expect(window.scrollY).toBe(1400);
  });
});
