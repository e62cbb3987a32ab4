// "Fighter not found" (spec §7/§8: a 404 is flagged as not found), the same on every fighter page and for every way
// an address can name no fighter: an unknown id, a bare slug nobody has, a segment no slug can be ("jon-jones-1e3").
// The alert is all such a page shows, so its title is the page's h1 (decision 047), as the server's first view has it.
import { Link } from 'react-router';
import { FIGHTER_NOT_FOUND_PAGE, paths } from '@fightrank/shared/routing';
import { Alert } from '@fightrank/shared/ui';

export const { title: FIGHTER_NOT_FOUND_TITLE, description: FIGHTER_NOT_FOUND_DESCRIPTION } = FIGHTER_NOT_FOUND_PAGE;

export function FighterNotFound() {
  return (
    <Alert title={FIGHTER_NOT_FOUND_TITLE} level="page">
      We have no fighter at this address. Try the search above, or go back to the{' '}
      <Link to={paths.poundForPound} className="underline">
        rankings
      </Link>
      .
    </Alert>
  );
}
