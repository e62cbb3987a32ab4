import { Link } from 'react-router';
import { Button } from '@fightrank/shared/ui';
import { FighterSearch } from '../search/fighter-search';
import { ThemeToggle } from './theme-toggle';
import { SocialLinks } from './social-links';
import { MenuIcon } from './icons';
import { AccountMenu } from '../auth/account-menu';

export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  return (
    <header className="sticky top-0 z-30 border-b border-zinc-200 bg-white/90 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/90">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:px-6">
        <div className="lg:hidden">
          <Button variant="ghost" onClick={onOpenMenu} aria-label="Open menu" data-testid="open-menu">
            <MenuIcon />
          </Button>
        </div>
        <Link to="/" className="shrink-0 text-lg font-extrabold tracking-tight text-brand-600 dark:text-brand-400">
          Fight<span className="text-zinc-900 dark:text-zinc-100">Rank</span>
        </Link>
        <div className="mx-2 min-w-0 flex-1 sm:mx-6">
          <FighterSearch />
        </div>
        <div className="hidden sm:block">
          <SocialLinks />
        </div>
        <ThemeToggle />
        <AccountMenu />
      </div>
    </header>
  );
}
