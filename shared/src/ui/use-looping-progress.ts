import { startTransition, useEffect, useState } from 'react';

/** Spec §2/§9: the page-load progress steps by 10 every 200 ms and starts over after 100. */
export const PROGRESS_STEP = 10;
export const PROGRESS_INTERVAL_MS = 200;

export function nextProgress(value: number): number {
  return value >= 100 ? 0 : value + PROGRESS_STEP;
}

export function useLoopingProgress(): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => startTransition(() => setValue(nextProgress)), PROGRESS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return value;
}
