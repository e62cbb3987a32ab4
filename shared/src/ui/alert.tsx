import type { ReactNode } from 'react';
import { cn } from './cn';

export interface AlertProps {
  title: string;
  children?: ReactNode;
  /** Destructive alerts announce themselves to screen readers at once. */
  variant?: 'default' | 'destructive';
  action?: ReactNode;
  /** 'page': the alert is all the page has (a fighter or event that does not exist), so its title is the page's h1. */
  level?: 'page' | 'section';
}

export function Alert({ title, children, variant = 'default', action, level = 'section' }: AlertProps) {
  const Heading = level === 'page' ? 'h1' : 'h2';
  const destructive = variant === 'destructive';
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      className={cn(
        'rounded-lg border p-4',
        destructive
          ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
          : 'border-zinc-200 bg-zinc-50 text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100',
      )}
    >
      <Heading className="font-semibold">{title}</Heading>
      {children ? <div className="mt-1 text-sm">{children}</div> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
