import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { readCookie } from '@fightrank/shared/api-client';

/** Reports each page view (path only, no personal data) to the page-view counter. */
export function usePageViewReporting(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const body = JSON.stringify({ path: pathname });
    // keepalive lets the report finish even when the visitor leaves at once; failures are not the visitor's problem.
    // The anti-forgery header every state-changing /api call carries (spec §7); the page's own HTML set the cookie.
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
    void fetch('/api/page-views', { method: 'POST', headers, body, keepalive: true }).catch(() => {});
  }, [pathname]);
}
