// A new page starts at the top (QA pass 2, D2). The window is the one scroller of every page, and a link or a search
// result changes the page by pushing a history entry, which browsers leave scrolled where the last page was: a fighter
// opened from far down a list showed his chart, not his name. Back and Forward (POP) are left to the browser, which
// puts the earlier page back where the fan left it. A new query on the same page (a filter, the next page of a
// list) keeps the scroll: the fan is still on that page. The first render changes nothing, so the server's first view
// never jumps when the app takes it over (decisions 031, 042). Why not react-router's <ScrollRestoration>: it scrolls
// to the top on every push, query changes included, and on the first render (decision 047).
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

export function useNewPageAtTop(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  // A layout effect: the new page is painted at the top, not first at the old page's offset.
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
