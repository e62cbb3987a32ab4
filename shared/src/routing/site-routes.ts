// Which page a path shows, read from the page manifest (page-manifest.ts): the shell's router and the server's
// 404s for unknown page paths both answer from it, so the two can never disagree about what a real page is.
import { paths } from './paths';
import { SITE_ROUTES, type SiteRoute } from './page-manifest';

/** Paths that exist only to send the visitor on (spec §2: a parent entry leads to its first sub-entry). */
export const SITE_REDIRECTS: Readonly<Record<string, string>> = {
  [paths.rankings]: paths.globalRankings,
  [paths.community]: paths.communityVote,
  // The API's spelling of the list (/api/rankings/weight-class): a fan or a tester who types it lands on the list,
  // filter and all, instead of "Page not found" (QA session 36).
  '/rankings/weight-class': paths.weightClassRankings,
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
  if (
    path !== '/' &&
    path
      .split('/')
      .slice(1)
      .some((s) => s === '')
  )
    return null;
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
