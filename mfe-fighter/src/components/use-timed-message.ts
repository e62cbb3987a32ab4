// Spec §4/§9: the favourite toggle's message shows for 2 seconds after each action. One hook for each place that
// shows it (the toggle's own tooltip, the favourites page's line), so both keep the same time and a new action
// restarts it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '@fightrank/shared/ui';

export const TOOLTIP_MS = 2000;

/** A message for a fan: the red variant (role=alert) when the action was refused. */
export interface TimedMessage {
  text: string;
  error: boolean;
}

export function useTimedMessage(ms = TOOLTIP_MS): [TimedMessage | null, (message: TimedMessage) => void] {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: TimedMessage) => {
      setMessage(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  return [message, show];
}

/** How a message looks wherever it shows (the toggle's tooltip, the favourites page's line): red when refused. */
export function timedMessageClass(message: TimedMessage): string {
  return cn('rounded-md px-2 py-1 text-xs font-medium text-white shadow-lg', message.error ? 'bg-red-600' : 'bg-zinc-900 dark:bg-zinc-700');
}
