// The one definition of which page paths exist (spec §2 route table). The shell builds its router
// and menu from it and the server answers unknown page paths with HTTP 404 from it, so the two can
// never disagree about what a real page is.
import { paths } from './paths';

export type SiteRouteAccess = 'public' | 'signed-in';

export interface SiteRoute {
  /** A react-router style pattern: static segments and `:param` segments. */
  pattern: string;
  /** The page's heading, and its document title when nothing more specific is known. */
  title: string;
  /** The line under the heading, and the page's meta description. */
  description: string;
  /** A paragraph under that line, shown by the page and by its first view (FirstViewText.intro). */
  intro?: string;
  access: SiteRouteAccess;
}

const DEFAULT_DESCRIPTION = 'MMA fighter rankings computed from every professional bout, with fighter pages and records.';

export const SITE_ROUTES: readonly SiteRoute[] = [
  { pattern: paths.poundForPound, title: 'Pound For Pound', description: 'The best fighters in the world regardless of weight, by FightRank rating.', access: 'public' },
  {
    pattern: paths.communityVote,
    title: 'Fantasy Matches',
    description: 'Vote on fantasy MMA matchups.',
    intro: 'Dream fights between fighters who never met. Pick a winner, then see what the crowd and our rating engine say.',
    access: 'public',
  },
  {
    pattern: paths.communityRankings,
    title: 'Community Rankings',
    description: 'Ranks calculated based on community votes.',
    intro:
      'Every fantasy-matchup vote is a head-to-head result, and a Bradley-Terry model turns them into ratings on the same scale as ours, ' +
      'starting everyone level so that a handful of votes cannot make a champion. One voter’s votes count for at most 25, and a ' +
      'burst of many new voters from one address shares the weight of five.',
    access: 'public',
  },
  { pattern: paths.globalRankings, title: 'Global Rankings', description: 'Every rated fighter in the world, ranked by FightRank rating, with the biggest movers since the last update.', access: 'public' },
  { pattern: paths.weightClassRankings, title: 'Rankings by Weight Class', description: 'The best fighters in each weight class, by FightRank rating.', access: 'public' },
  { pattern: paths.countryRankings, title: 'Rankings by Country', description: 'The best fighters from each country, by FightRank rating.', access: 'public' },
  { pattern: paths.organizationRankings, title: 'Rankings by Organization', description: 'The best fighters in each organization, by FightRank rating.', access: 'public' },
  { pattern: paths.ageRankings, title: 'Rankings by Age Group', description: 'The best fighters in each age group, by FightRank rating.', access: 'public' },
  { pattern: paths.goatRankings, title: 'GOAT Rankings', description: 'The greatest mixed martial artists of all time, by FightRank rating.', access: 'public' },
  { pattern: '/fighter/:nameId', title: 'Fighter', description: DEFAULT_DESCRIPTION, access: 'public' },
  { pattern: '/fighter/:nameId/fights', title: 'Fights', description: DEFAULT_DESCRIPTION, access: 'public' },
  { pattern: paths.favorites, title: 'Favorites', description: 'Your favourite MMA fighters.', access: 'public' },
  {
    pattern: paths.events,
    title: 'Events',
    description: 'Past and upcoming MMA events, by organization.',
    intro: 'Every bout on a card carries our rating engine’s win probability from before the fight; on past cards you can see whether the favourite won.',
    access: 'public',
  },
  { pattern: '/events/:id', title: 'Event', description: 'The bouts of an MMA event.', access: 'public' },
  { pattern: paths.about, title: 'About', description: 'What FightRank is, how its rankings work and where its data comes from.', access: 'public' },
  {
    pattern: paths.login,
    title: 'Sign in',
    description: 'Sign in to FightRank.',
    intro: 'Welcome back. Sign in to make predictions and manage your profile.',
    access: 'public',
  },
  {
    pattern: paths.register,
    title: 'Register',
    description: 'Create a FightRank account.',
    intro: 'Free, and all you need is an e-mail address. Signed-in fans can make predictions.',
    access: 'public',
  },
  { pattern: paths.predictions, title: 'Predictions', description: 'Your fight predictions.', access: 'signed-in' },
  { pattern: paths.profile, title: 'Profile', description: 'Your FightRank profile.', access: 'signed-in' },
];

/** A static route's heading and lead: the page shows them and the server puts them in the page's HTML. */
export function siteRouteText(pattern: string): Pick<SiteRoute, 'title' | 'description' | 'intro'> {
  const route = SITE_ROUTES.find((r) => r.pattern === pattern);
  if (!route) throw new Error(`no site route ${pattern}`);
  return { title: route.title, description: route.description, intro: route.intro };
}

/** Paths that exist only to send the visitor on (spec §2: a parent entry leads to its first sub-entry). */
export const SITE_REDIRECTS: Readonly<Record<string, string>> = {
  [paths.rankings]: paths.globalRankings,
  [paths.community]: paths.communityVote,
};

/** Whether a path (without query) is a page of the site. */
export function isBuiltPath(pathname: string): boolean {
  const match = matchSiteRoute(pathname);
  return match !== null;
}

export interface SiteRouteMatch {
  route: SiteRoute;
  params: Record<string, string>;
}

/** The route a path shows, with its params; null for unknown pages. Redirects resolve first. */
export function matchSiteRoute(pathname: string): SiteRouteMatch | null {
  const path = normalizePath(pathname);
  if (path === null) return null;
  const target = SITE_REDIRECTS[path];
  if (target !== undefined) return matchSiteRoute(target);
  const segments = path.split('/').slice(1);
  for (const route of SITE_ROUTES) {
    const params = matchPattern(route.pattern, segments);
    if (params) return { route, params };
  }
  return null;
}

/** Drops a trailing slash; null for paths no page could have (empty segments, undecodable text). */
function normalizePath(pathname: string): string | null {
  if (!pathname.startsWith('/')) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path !== '/' && path.split('/').slice(1).some((s) => s === '')) return null;
  return path;
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern === '/' ? [''] : pattern.split('/').slice(1);
  const actual = segments.length === 0 ? [''] : segments;
  if (parts.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const value = actual[i]!;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) return null;
  }
  return params;
}
