import { lazy, Suspense, useMemo, useState } from 'react';
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

/** A route's screen from a remote: lazy, with the looping progress bar, inside its own error boundary. */
export function RemotePage({ remote, module }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(() => lazy(() => loadRemotePage(remote, module, attempt > 0)), [remote, module, attempt]);
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
