// Spec §2: each page view is reported to the first-party counter, client-side navigations included.
// One report per history entry (location.key), so React's double effects and filter changes that
// only replace the query do not count twice; redirect-only paths (/rankings) are not views at all.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { reportPageView } from '@fightrank/shared/api-client';
import { SITE_REDIRECTS } from '@fightrank/shared/routing';

export function usePageViewReporting(): void {
  const { pathname, key } = useLocation();
  const last = useRef<{ key: string; pathname: string } | null>(null);
  const previousUrl = useRef<string>('');
  useEffect(() => {
    if (SITE_REDIRECTS[pathname] !== undefined) return;
    if (last.current?.key === key || last.current?.pathname === pathname) {
      // Same entry, or the same page again with a new query (filters live in the URL): not a new view.
      last.current = { key, pathname };
      return;
    }
    last.current = { key, pathname };
    // The first view's referrer is where the visitor came from; later ones came from the page before.
    const referrer = previousUrl.current || document.referrer;
    previousUrl.current = window.location.href;
    // apiFetch sends the anti-forgery header (spec §7); a failed report is not the visitor's problem.
    void reportPageView({ path: pathname, referrer: referrer.slice(0, 2048) }).catch(() => {});
  }, [pathname, key]);
}
