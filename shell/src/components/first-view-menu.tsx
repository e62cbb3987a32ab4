// The phone menu of the server's first view: a popover, which the browser opens, closes on Escape and on a tap
// outside, all without script, so a tap on the menu button works the moment the page is painted (decision 042).
// It looks like the live drawer (shared/src/ui/drawer.tsx), which replaces it when the shell takes over.
import { FIRST_VIEW_MENU_ID } from '../app/first-view-controls';
import { NavList } from './nav-list';
import { SocialLinks } from './social-links';

export function FirstViewMenu() {
  return (
    // A popover's own display is the browser's (none while closed): the layout classes go on the inner box.
    <div
      id={FIRST_VIEW_MENU_ID}
      popover="auto"
      role="dialog"
      aria-label="Menu"
      className="inset-y-0 left-0 right-auto m-0 h-full max-h-none w-72 max-w-[85vw] animate-[slide-in-left_200ms_ease-out] overflow-y-auto border-0 bg-white p-4 text-zinc-900 shadow-xl backdrop:bg-black/40 dark:bg-zinc-950 dark:text-zinc-100"
    >
      <div className="flex flex-col gap-4">
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold">Menu</h2>
          <button
            type="button"
            popoverTarget={FIRST_VIEW_MENU_ID}
            popoverTargetAction="hide"
            className="rounded p-1 text-zinc-500 hover:bg-zinc-100 dark:hover:bg-zinc-800"
            aria-label="Close menu"
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <NavList />
        <div className="border-t border-zinc-200 pt-4 dark:border-zinc-800">
          <SocialLinks />
        </div>
      </div>
    </div>
  );
}
