// The first view's controls work before the shell's scripts have run (decision 042): the menu is a popover that
// opens without script, and the inline script in index.html flips the theme, notes when the search box was typed in
// and holds its submit. When the shell takes over, React replaces that markup; this module carries what the
// visitor did there into the live layout, read at the moment of the replacement so no later key or tap is lost.

/** The first view's menu popover, opened by its menu button without any script. */
export const FIRST_VIEW_MENU_ID = 'first-view-menu';

/** On the first view's search box: `performance.now()` of the last key typed (set by index.html's inline script). */
export const TYPED_AT_ATTRIBUTE = 'data-typed-at';

/** On the first view's search form: the visitor pressed Enter before the shell was live. */
export const SUBMITTED_ATTRIBUTE = 'data-submitted';

/** What a visitor typed into the first view's search box, and what the live box does with it. */
export interface EarlySearch {
  text: string;
  focused: boolean;
  selectionStart: number;
  selectionEnd: number;
  /** Enter was pressed: search now. */
  submitted: boolean;
  /** How long to wait before searching, so the search comes the debounce after the last key, not at take-over. */
  waitMs: number;
}

let searchBox: HTMLInputElement | null = null;
let searchBoxFocused = false;
let menuOpen = false;

/**
 * Starts following the first view's search box and menu; call once, before React renders over them. The elements
 * are kept, not their state: the visitor may type or tap until the very commit that replaces them.
 */
export function followFirstViewControls(doc: Document): void {
  searchBox = doc.querySelector<HTMLInputElement>('form[role="search"] input');
  searchBoxFocused = searchBox !== null && doc.activeElement === searchBox;
  searchBox?.addEventListener('focus', () => (searchBoxFocused = true));
  // Chromium fires blur on a focused element as it is removed, while it is still connected: React's commit would
  // read that as the visitor leaving the box. The commit reads the state synchronously, before this microtask, and a
  // real blur is settled by it (the box is still in the page then).
  searchBox?.addEventListener('blur', (event) => {
    const box = event.target as Element;
    queueMicrotask(() => {
      if (box.isConnected) searchBoxFocused = false;
    });
  });

  const menu = doc.getElementById(FIRST_VIEW_MENU_ID);
  menuOpen = menu ? isPopoverOpen(menu) : false;
  // `beforetoggle` fires as the state changes (`toggle` is queued and may come after the replacement).
  menu?.addEventListener('beforetoggle', (event) => (menuOpen = (event as ToggleEvent).newState === 'open'));
}

function isPopoverOpen(element: Element): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false; // a browser (or test DOM) that does not know the pseudo-class has no open popover
  }
}

/** The early search, once; null when nothing was typed. Read it as the live box replaces the first view's. */
export function takeEarlySearch(debounceMs: number, now: number = performance.now()): EarlySearch | null {
  const box = searchBox;
  searchBox = null;
  if (!box?.value) return null;
  const typedAt = Number(box.getAttribute(TYPED_AT_ATTRIBUTE));
  return {
    text: box.value,
    focused: searchBoxFocused,
    selectionStart: box.selectionStart ?? box.value.length,
    selectionEnd: box.selectionEnd ?? box.value.length,
    submitted: box.form?.hasAttribute(SUBMITTED_ATTRIBUTE) ?? false,
    // No mark (text the browser restored, say): nothing to wait for.
    waitMs: Number.isFinite(typedAt) && typedAt > 0 ? Math.max(0, typedAt + debounceMs - now) : 0,
  };
}

/** Whether the first view's menu was open as the live layout replaced it, once. */
export function takeFirstViewMenuOpen(): boolean {
  const open = menuOpen;
  menuOpen = false;
  return open;
}
