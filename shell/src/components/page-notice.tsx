// The notice an action left for the next page (notice-store.ts), in a polite status region above the page. It stays
// through the redirects that land the fan (they replace the history entry) and goes with his own next move (a link
// or Back), or when he dismisses it.
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useNoticeStore } from '@fightrank/shared/stores';

export function PageNotice() {
  const notice = useNoticeStore((s) => s.notice);
  const clearNotice = useNoticeStore((s) => s.clearNotice);
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType !== 'REPLACE') clearNotice();
  }, [pathname, navigationType, clearNotice]);

  return (
    <div role="status" aria-live="polite">
      {notice ? (
        <p className="mb-4 flex items-center justify-between gap-3 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100">
          {notice}
          <button type="button" onClick={clearNotice} className="underline">
            Dismiss
          </button>
        </p>
      ) : null}
    </div>
  );
}
