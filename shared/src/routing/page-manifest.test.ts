import { describe, expect, it } from 'vitest';
import { RANKING_KINDS } from '../contracts';
import { exposesOf, href, PAGES, pagesOf, rankingPageOf, SITE_ROUTES } from './page-manifest';
import { matchSiteRoute } from './site-routes';

const REMOTES = ['mfe_rankings', 'mfe_fighter', 'mfe_community', 'mfe_account'] as const;

describe('the page manifest', () => {
  it('gives every page a pattern of its own that the route matcher finds', () => {
    expect(new Set(SITE_ROUTES.map((page) => page.pattern)).size).toBe(SITE_ROUTES.length);
    for (const page of SITE_ROUTES) expect(matchSiteRoute(page.example ?? page.pattern)?.route, page.pattern).toBe(page);
  });

  it('exposes each remote page as ./<module> from its file in src/pages (scripts/page-manifest-files.test.ts checks the files exist)', () => {
    expect(exposesOf('mfe_account')).toEqual({
      './login-page': './src/pages/login-page.tsx',
      './register-page': './src/pages/register-page.tsx',
      './profile-page': './src/pages/profile-page.tsx',
    });
  });

  it('leaves only the About page to the shell, and every page to exactly one owner', () => {
    expect(pagesOf('shell').map((page) => page.pattern)).toEqual(['/about']);
    const owned = [...REMOTES, 'shell' as const].flatMap((owner) => pagesOf(owner));
    expect(owned).toHaveLength(SITE_ROUTES.length);
  });

  it('shows each ranking kind on exactly one page, and links a kind to that page', () => {
    for (const kind of RANKING_KINDS)
      expect(
        SITE_ROUTES.filter((page) => page.rankingKind === kind),
        kind,
      ).toHaveLength(1);
    expect(href.rankingList('weight-class')).toBe('/rankings/weightclass');
    expect(href.rankingList('pound-for-pound')).toBe('/');
    expect(rankingPageOf('goat')).toBe(PAGES.goatRankings);
  });

  it('builds fighter and event links that lead back to their pages', () => {
    const jones = { name: 'Jon Jones', id: 12 };
    expect(href.fighter(jones)).toBe('/fighter/jon-jones-12');
    expect(matchSiteRoute(href.fighter(jones))?.route).toBe(PAGES.fighter);
    expect(matchSiteRoute(href.fighterFights(jones))?.route).toBe(PAGES.fighterFights);
    expect(href.fighter({ name: '???', id: 7 })).toBe('/fighter/7');
    expect(matchSiteRoute(href.event(3))?.params).toEqual({ id: '3' });
  });

  it('puts behind sign-in exactly the pages the spec reserves for signed-in fans', () => {
    expect(SITE_ROUTES.filter((page) => page.access === 'signed-in').map((page) => page.pattern)).toEqual(['/predictions', '/profile']);
  });
});
