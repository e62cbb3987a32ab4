// The notice an action left for the next page (notice-store.ts), in a polite status region above the page. It stays
// through the redirects that land the fan (they replace the history entry) and goes with his own next move (a link
// or Back), or when he dismisses it.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useNoticeStore } from '@fightrank/shared/stores';
import { focusMainContent } from '../app/main-content';

export function PageNotice() {
  const notice = useNoticeStore((s) => s.notice);
  const clearNotice = useNoticeStore((s) => s.clearNotice);
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const noticeRef = useRef<HTMLParagraphElement>(null);

  // The action that left the notice took its own control away (the account page is gone): focus goes to the notice,
  // so a keyboard user starts from what happened, and on Dismiss into the page.
  useEffect(() => {
    if (notice) noticeRef.current?.focus({ preventScroll: true });
  }, [notice]);
  const dismiss = () => {
    clearNotice();
    focusMainContent();
  };

  useEffect(() => {
    if (navigationType !== 'REPLACE') clearNotice();
  }, [pathname, navigationType, clearNotice]);

  return (
    <div role="status" aria-live="polite">
      {notice ? (
        <p
          ref={noticeRef}
          tabIndex={-1}
          className="mb-4 flex items-center justify-between gap-3 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 outline-none dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
        >
          {notice}
          <button type="button" onClick={dismiss} className="underline">
            Dismiss
          </button>
        </p>
      ) : null}
    </div>
  );
}
