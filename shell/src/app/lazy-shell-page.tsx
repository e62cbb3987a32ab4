import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router';
import { PageProgressBar } from '@fightrank/shared/ui';
import { FirstViewDone, firstViewFor, ServerFirstView } from './first-view';

/**
 * A page the shell draws itself, loaded when it is opened (the About page carries its Markdown and figures, which
 * the first load of every other page should not pay for). While it loads it shows what a remote's page shows: the
 * progress bar over the server's first view.
 */
export function LazyShellPage({ Page }: { Page: LazyExoticComponent<ComponentType> }) {
  const firstView = firstViewFor(useLocation().pathname);
  return (
    <Suspense
      fallback={
        <>
          <PageProgressBar />
          {firstView && <ServerFirstView html={firstView} />}
        </>
      }
    >
      <Page />
      <FirstViewDone />
    </Suspense>
  );
}
