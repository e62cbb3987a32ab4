// "← Previous · Page N · Next →", as every paged list on the site words it (ranking lists, Community Rankings,
// events). The page number is read out when it changes: a fan paging with the keyboard stays on the button and learns
// the page turned. Each button carries `data-page` so a list can find the one pressed after the page has changed.
import type { MouseEvent, Ref } from 'react';
import { Button } from './button';

export interface PagerProps {
  /** The page shown, from 0. */
  index: number;
  /** False disables the button (no page that way, or the list is loading). */
  canGoBack: boolean;
  canGoForward: boolean;
  onPrevious: (event: MouseEvent<HTMLButtonElement>) => void;
  onNext: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The navigation landmark's name. */
  label?: string;
  navRef?: Ref<HTMLElement>;
}

export function Pager({ index, canGoBack, canGoForward, onPrevious, onNext, label = 'Pagination', navRef }: PagerProps) {
  return (
    <nav ref={navRef} aria-label={label} className="flex items-center justify-between gap-3">
      <Button data-page="previous" disabled={!canGoBack} onClick={onPrevious}>
        <span aria-hidden="true">←</span> Previous
      </Button>
      <span className="text-sm text-zinc-600 dark:text-zinc-400" aria-live="polite" aria-atomic="true">
        Page {index + 1}
      </span>
      <Button data-page="next" disabled={!canGoForward} onClick={onNext}>
        Next <span aria-hidden="true">→</span>
      </Button>
    </nav>
  );
}
