// Escape inside a panel that asks for a confirmation closes it, as its Cancel button does. The listener sits on the
// panel's element: the panels are a group and a form, and jsx-a11y refuses key handlers on those in JSX.
import { useEffect, useRef, type RefObject } from 'react';

export function useEscapeKey(panel: RefObject<HTMLElement | null>, open: boolean, onEscape: () => void): void {
  const handler = useRef(onEscape);
  useEffect(() => {
    handler.current = onEscape;
  });
  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      handler.current();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [panel, open]);
}
