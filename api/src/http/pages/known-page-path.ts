// Which address a page-view report counts under (issue 22 finding 9). The route table alone lets any text
// through a parameter (/fighter/🥊, a 280-character slug), and the counter is a table anyone can write to;
// so a page with a parameter counts only when its fighter or event exists, under the one address the site
// links to, and the table holds at most one row per real page and day.
import { fighterIdFromNameId, fighterPath, matchSiteRoute } from '@fightrank/shared/routing';
import type { Queryable } from '../../data/db/database';

/** A database id as a URL writes it: no sign, no leading zero, no more digits than a bigint holds safely. */
const ID = /^[1-9]\d{0,15}$/;

/** The canonical path of the page a path shows, or null when no such page exists. */
export async function knownPagePath(db: Queryable, pathname: string): Promise<string | null> {
  const match = matchSiteRoute(pathname);
  if (!match) return null;
  const { route, params } = match;
  if (route.pattern === '/fighter/:nameId' || route.pattern === '/fighter/:nameId/fights') {
    const id = idOrNull(fighterIdFromNameId(params.nameId ?? ''));
    if (id === null) return null;
    const [fighter] = await db.query<{ name: string }>('select name from fighters where id = $1', [id]);
    if (!fighter) return null;
    return fighterPath(fighter.name, id) + (route.pattern.endsWith('/fights') ? '/fights' : '');
  }
  if (route.pattern === '/events/:id') {
    const id = idOrNull(params.id ?? '');
    if (id === null) return null;
    const [event] = await db.query('select 1 from events where id = $1', [id]);
    return event ? `/events/${id}` : null;
  }
  // A parameter this function does not know how to check is not counted, rather than counted unchecked.
  if (route.pattern.includes(':')) return null;
  return route.pattern;
}

function idOrNull(text: string): number | null {
  return ID.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null;
}
