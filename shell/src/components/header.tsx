import { Link } from 'react-router';
import { Button } from '@fightrank/shared/ui';
import { FighterSearch } from '../search/fighter-search';
import { ThemeToggle } from './theme-toggle';
import { SocialLinks } from './social-links';
import { MenuIcon } from './icons';
import { AccountMenu } from '../auth/account-menu';
import { FIRST_VIEW_MENU_ID } from '../app/first-view-controls';

/** Without `onOpenMenu` (the server's first view) the menu button opens the first view's menu popover, no script needed. */
export function Header({ onOpenMenu, menuOpen = false }: { onOpenMenu?: () => void; menuOpen?: boolean }) {
  return (
    <header className="sticky top-0 z-30 border-b border-zinc-200 bg-white/90 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/90">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-3 py-2 sm:h-14 sm:flex-nowrap sm:px-6 sm:py-0">
        <div className="lg:hidden">
          <Button
            variant="ghost"
            onClick={onOpenMenu}
            popoverTarget={onOpenMenu ? undefined : FIRST_VIEW_MENU_ID}
            aria-label="Open menu"
            // The live drawer says it is open, as the first view's popover button does by itself.
            aria-haspopup={onOpenMenu ? 'dialog' : undefined}
            aria-expanded={onOpenMenu ? menuOpen : undefined}
            data-testid="open-menu"
          >
            <MenuIcon />
          </Button>
        </div>
        <Link to="/" className="shrink-0 text-lg font-extrabold tracking-tight text-brand-600 dark:text-brand-400">
          Fight<span className="text-zinc-900 dark:text-zinc-100">Rank</span>
        </Link>
        {/* Below sm the search takes a full-width row of its own, so a phone gets a usable field (issue 9). */}
        <div className="order-last w-full min-w-0 sm:order-none sm:mx-6 sm:w-auto sm:flex-1">
          <FighterSearch />
        </div>
        <div className="hidden sm:block">
          <SocialLinks />
        </div>
        <div className="ml-auto flex items-center gap-1 sm:ml-0">
          <ThemeToggle />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
