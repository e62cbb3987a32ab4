// Moves the keyboard focus to an element the same update puts in the page (an error, a "done" line, a panel's field,
// the button a closed panel gives back), once it is there. The forms' buttons are disabled while a request runs and
// a browser drops the focus of a disabled button to <body> (WCAG 2.4.3): each outcome says where the fan goes next.
import { useEffect, useRef, type RefObject } from 'react';

export function useFocusAfterRender(): (target: RefObject<HTMLElement | null>) => void {
  const pending = useRef<RefObject<HTMLElement | null> | null>(null);
  // After every render: the one that shows the target runs this with the target in the page.
  useEffect(() => {
    if (!pending.current?.current) return;
    pending.current.current.focus();
    pending.current = null;
  });
  return (target) => {
    pending.current = target;
  };
}
