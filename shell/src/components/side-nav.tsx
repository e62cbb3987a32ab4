import { NavList } from './nav-list';

export function SideNav() {
  return <NavList />;
}
