import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  lead: ReactNode;
  /** The heading's id, for a section's aria-labelledby. */
  titleId?: string;
  /** Lines under the lead, e.g. the rankings' "Last updated". */
  children?: ReactNode;
}

/**
 * A page's heading and the line that says what the page is. The server puts the same markup in the
 * page's HTML before any script runs (the shell's first view), so the swap to the live page is seamless.
 */
export function PageHeader({ title, lead, titleId, children }: PageHeaderProps) {
  return (
    <header className="space-y-1">
      <h1 id={titleId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{lead}</p>
      {children}
    </header>
  );
}
