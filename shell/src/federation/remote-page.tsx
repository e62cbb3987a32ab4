import { lazy, Suspense, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router';
import type { RemoteName } from '@fightrank/shared/federation';
import { PageProgressBar } from '@fightrank/shared/ui';
import { loadRemotePage } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { FirstViewDone, firstViewFor, ServerFirstView } from '../app/first-view';

export interface RemotePageProps {
  remote: RemoteName;
  module: string;
}

/**
 * One lazy component per remote page, kept once it has loaded. A lazy component suspends the first time it renders,
 * and React holds a Suspense fallback on screen for at least 300 ms: a new one at every mount blanked a page the
 * fan had already seen for that long (Back to a list showed the progress bar, then the rows, and the list's scroll
 * could not be put back until they came). A failed load is forgotten, so the next visit asks the remote again.
 */
const loadedPages = new Map<string, LazyExoticComponent<ComponentType>>();

function remotePageComponent(remote: RemoteName, module: string, isRetry: boolean): LazyExoticComponent<ComponentType> {
  const key = `${remote}/${module}`;
  const kept = isRetry ? undefined : loadedPages.get(key);
  if (kept) return kept;
  const Page = lazy(() =>
    loadRemotePage(remote, module, isRetry).catch((error: unknown) => {
      if (loadedPages.get(key) === Page) loadedPages.delete(key);
      throw error;
    }),
  );
  loadedPages.set(key, Page);
  return Page;
}

/** A route's screen from a remote: lazy, with the looping progress bar, inside its own error boundary. */
export function RemotePage({ remote, module }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(() => remotePageComponent(remote, module, attempt > 0), [remote, module, attempt]);
  const firstView = firstViewFor(useLocation().pathname);
  return (
    <RemoteErrorBoundary remote={remote} resetKey={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense
        fallback={
          <>
            <PageProgressBar />
            {firstView && <ServerFirstView html={firstView} />}
          </>
        }
      >
        {/* data-remote tells QA (and the e2e suite) which remote rendered the area. */}
        <div data-remote={remote} className="contents">
          <Page />
        </div>
        <FirstViewDone />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
