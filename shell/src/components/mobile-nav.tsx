import { Drawer } from '@fightrank/shared/ui';
import { NavList } from './nav-list';
import { SocialLinks } from './social-links';

export function MobileNav({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title="Menu" side="left">
      <NavList onNavigate={() => onOpenChange(false)} />
      {/* On a phone the header has no room for them (spec §1 asks for them in the header): the menu holds them. */}
      <div className="mt-4 border-t border-zinc-200 pt-4 dark:border-zinc-800">
        <SocialLinks />
      </div>
    </Drawer>
  );
}
