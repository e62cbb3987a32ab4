// A fighter page reached by an address whose name part is not the fighter's own ("/fighter/islam-makhachev-1" opens
// fighter 1, since the id after the last hyphen decides: spec §2) moves to his own address, so the bar and a shared
// link name the fighter shown. The query, the hash and the navigation state (the way back to a list) go along.
import { Navigate, useLocation } from 'react-router';
import { href, type FighterLinkTarget } from '@fightrank/shared/routing';

export function CanonicalAddress({ fighter, fights }: { fighter: FighterLinkTarget; fights: boolean }) {
  const location = useLocation();
  const path = fights ? href.fighterFights(fighter) : href.fighter(fighter);
  if (location.pathname === path) return null;
  return <Navigate to={{ pathname: path, search: location.search, hash: location.hash }} state={location.state} replace />;
}
