// Where the window is scrolled after an in-app navigation (QA pass 2, D2; decision 047). The window is the one
// scroller of every page.
// - A new page (a push or replace to another path) starts at the top: browsers leave a pushed entry where the last
//   page was, so a fighter opened from far down a list showed his chart, not his name.
// - A new query on the same page (a filter, the next page of a list) keeps the scroll: the fan is still on that page.
// - Back and Forward (POP) put the page back where the fan left it. The browser's own restoration cannot: it scrolls
//   as the history changes, before React has drawn the page (a remote page mounts behind Suspense, the page below
//   the fold is not there yet) and clamps. So while the app runs the mode is 'manual': each entry's position is kept
//   (by location.key, in sessionStorage across a reload) and put back once the page is tall enough for it, giving
//   up after RESTORE_MS or at the fan's first scroll, key or tap.
// - The first render does nothing, so the server's first view never jumps when the app takes it over (decisions 031,
//   042); as the page goes (a reload, a link out) the mode is 'auto' again, so the browser restores that as before.
// react-router's <ScrollRestoration> (we have a data router) was not taken: it scrolls to the top on every push,
// query changes included, and on the first render, and restores before a suspended page is drawn.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'fightrank-scroll-positions';
/** Entries remembered, newest last: a session's Back button never goes further. */
const MAX_ENTRIES = 100;
/**
 * How long Back waits for the page to grow tall enough. Any scroll, key or tap of the fan's ends the wait first, so a
 * long wait costs nothing; 3 s gave up on a loaded machine (the e2e run under CI load) and would on a slow phone.
 */
const RESTORE_MS = 10_000;

let positions: Map<string, number> | null = null;

function savedPositions(): Map<string, number> {
  if (!positions) {
    try {
      positions = new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
    } catch {
      positions = new Map();
    }
  }
  return positions;
}

function remember(key: string, y: number) {
  const map = savedPositions();
  map.delete(key);
  map.set(key, y);
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
}

function persist() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...savedPositions()]));
  } catch {
    // Storage full or refused: Back within this page still works.
  }
}

const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Scrolls to `y` now, or as soon as the page has grown tall enough; returns a cancel. */
function restoreTo(y: number, onSettled: () => void): () => void {
  const reached = () => {
    window.scrollTo(0, y);
    return Math.abs(window.scrollY - y) < 1;
  };
  if (reached() || typeof ResizeObserver === 'undefined') {
    onSettled();
    return () => {};
  }
  let done = false;
  const growth = new ResizeObserver(() => {
    if (reached()) stop();
  });
  const timer = setTimeout(() => stop(), RESTORE_MS);
  function stop() {
    if (done) return;
    done = true;
    growth.disconnect();
    clearTimeout(timer);
    for (const type of USER_INPUT) window.removeEventListener(type, stop);
    onSettled();
  }
  growth.observe(document.body);
  for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true });
  return stop;
}

export function useNavigationScroll(): void {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef({ key, pathname });
  const restoring = useRef(false);
  const cancelRestore = useRef<() => void>(() => {});

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Where the first page is now (the top, or where the browser's own restoration put a reloaded page), over any
    // position an earlier document of this tab left under the same key.
    remember(shown.current.key, window.scrollY);
    // The entry shown is known to the listener through the ref: its position is kept as the fan scrolls.
    const onScroll = () => {
      if (!restoring.current) remember(shown.current.key, window.scrollY);
    };
    const onPageHide = () => {
      persist();
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      cancelRestore.current();
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // A layout effect: the new page is painted where it belongs, not first at the old page's offset.
  useLayoutEffect(() => {
    const previous = shown.current;
    if (previous.key === key) return;
    shown.current = { key, pathname };
    cancelRestore.current();
    if (navigationType === 'POP') {
      const y = savedPositions().get(key);
      if (y === undefined) return;
      restoring.current = true;
      cancelRestore.current = restoreTo(y, () => {
        restoring.current = false;
      });
    } else if (previous.pathname !== pathname) {
      window.scrollTo(0, 0);
      remember(key, 0);
    } else {
      remember(key, window.scrollY);
    }
  }, [key, pathname, navigationType]);
}
