import { useLoopingProgress } from './use-looping-progress';

/** The looping bar shown while a page loads lazily. */
export function PageProgressBar({ label = 'Loading page' }: { label?: string }) {
  const value = useLoopingProgress();
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-1 w-full overflow-hidden rounded bg-zinc-200 dark:bg-zinc-800"
    >
      <div className="h-full bg-brand-500 transition-[width] duration-200 ease-linear" style={{ width: `${value}%` }} />
    </div>
  );
}
