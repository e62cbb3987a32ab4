import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Reports each page view (path only, no personal data) to the page-view counter. */
export function usePageViewReporting(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const body = JSON.stringify({ path: pathname });
    // keepalive lets the report finish even when the visitor leaves at once; failures are not the visitor's problem.
    void fetch('/api/page-views', { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(() => {});
  }, [pathname]);
}
