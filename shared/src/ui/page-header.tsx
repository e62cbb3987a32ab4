import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  lead: ReactNode;
  /** A paragraph under the lead that says more (how a ranking is computed, what a page offers). */
  intro?: ReactNode;
  /** The heading's id, for a section's aria-labelledby. */
  titleId?: string;
  /** Lines under the lead, e.g. the rankings' "Last updated". */
  children?: ReactNode;
}

/**
 * A page's heading and the line that says what the page is. The server puts the same markup in the
 * page's HTML before any script runs (the shell's first view), so the swap to the live page is seamless.
 */
export function PageHeader({ title, lead, intro, titleId, children }: PageHeaderProps) {
  return (
    <header className="space-y-1">
      <h1 id={titleId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{lead}</p>
      {/* empty:hidden: the first view's slot holds an intro token that the server may fill with nothing. */}
      {intro ? <p className="max-w-3xl text-sm text-zinc-600 empty:hidden dark:text-zinc-400">{intro}</p> : null}
      {children}
    </header>
  );
}
