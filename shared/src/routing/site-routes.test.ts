import { describe, expect, it } from 'vitest';
import { NAV_ENTRIES, navHref } from './navigation';
import { isBuiltPath, matchSiteRoute } from './site-routes';

describe('the site route table', () => {
  it.each(['/', '/rankings/global', '/rankings/goat', '/about', '/about/', '/favorites', '/events', '/events/12', '/login', '/profile'])('knows %s', (path) =>
    expect(isBuiltPath(path)).toBe(true),
  );

  it.each(['/no-such-page', '/rankings/nope', '/fighter', '/fighter/a/b/c', '/about/x', '//about', '/events//', 'about', ''])('does not know %j', (path) =>
    expect(isBuiltPath(path)).toBe(false),
  );

  it('reads params, decoding them, and resolves redirects to their target', () => {
    expect(matchSiteRoute('/fighter/jon-jones-12')).toMatchObject({ route: { pattern: '/fighter/:nameId' }, params: { nameId: 'jon-jones-12' } });
    expect(matchSiteRoute('/fighter/jos%C3%A9-1/fights')?.params).toEqual({ nameId: 'josé-1' });
    expect(matchSiteRoute('/fighter/%E0%A4%A')).toBeNull();
    expect(matchSiteRoute('/rankings')?.route.pattern).toBe('/rankings/global');
    expect(matchSiteRoute('/rankings/weight-class')?.route.pattern).toBe('/rankings/weightclass');
  });

  it('the menu links only to pages of the site', () => {
    const hrefs = NAV_ENTRIES.flatMap((e) => [navHref(e), ...(e.children ?? []).map((c) => c.path)]);
    for (const href of hrefs) expect(isBuiltPath(href), href).toBe(true);
  });
});
