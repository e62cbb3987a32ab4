// A slide-in panel built on Radix Dialog: focus is trapped, Escape and the overlay close it,
// and screen readers get its title. Used for the navigation on small screens and filter bars.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { cn } from './cn';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  side?: 'left' | 'right';
  children: ReactNode;
}

export function Drawer({ open, onOpenChange, title, side = 'left', children }: DrawerProps) {
  // The drawers are opened by buttons outside Radix's Dialog.Trigger (the header's menu button, a filter
  // bar's Filters button), so Radix has no trigger to refocus on close: remember who opened it instead.
  // A layout effect runs before Radix moves focus into the content.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
          className={cn(
            'fixed top-0 z-50 flex h-full w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-white p-4 shadow-xl dark:bg-zinc-950',
            'dark:text-zinc-100',
            side === 'left' ? 'left-0 animate-[slide-in-left_200ms_ease-out]' : 'right-0 animate-[slide-in-right_200ms_ease-out]',
          )}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close className="rounded p-1 text-zinc-500 hover:bg-zinc-100 dark:hover:bg-zinc-800" aria-label={`Close ${title.toLowerCase()}`}>
              <span aria-hidden="true">✕</span>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
