import { Drawer } from '@fightrank/shared/ui';
import { NavList } from './nav-list';

export function MobileNav({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title="Menu" side="left">
      <NavList onNavigate={() => onOpenChange(false)} />
    </Drawer>
  );
}
