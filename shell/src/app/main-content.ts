// The page's main landmark: the skip link's target, and where focus goes when the search opens a fighter, so a
// keyboard or screen-reader user carries on in the new page instead of from the top of the document (the picked
// option, which held focus, is gone).
export const MAIN_CONTENT_ID = 'main';

export function focusMainContent(): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}
