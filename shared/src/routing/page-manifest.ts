// The page manifest: every page of the site, once (spec §2 route table). Each entry says where the page lives
// (its pattern), who draws it (a remote's exposed module, or the shell), who may open it, which ranking list it
// shows, the words the server and the page put at its top, and how to link to it (href). Everything else derives
// from it: the shell's router and its sign-in guard, each remote's exposes and standalone harness, the server's
// page descriptions and 404s, and the shell's prefetch. Adding a page is one entry here plus its component.
//
// Rspack configs import this file at build time (exposesOf), so it imports only plain modules: no React, no schemas.
import type { RankingKind } from '../contracts/rankings';
import type { RemoteName } from '@fightrank/shared/federation';
import { fighterPath } from './fighter-link';
import { paths } from './paths';

export type SiteRouteAccess = 'public' | 'signed-in';

/** Who draws a page: one of the remotes, or the shell itself (the About page). */
export type PageOwner = RemoteName | 'shell';

export interface SiteRoute {
  /** A react-router style pattern: static segments and `:param` segments. */
  pattern: string;
  owner: PageOwner;
  /** The module the owner exposes for this page (a remote's `./<module>`, the page file's name). */
  module: string;
  access: SiteRouteAccess;
  /** The ranking list the page shows, for the ranking pages. */
  rankingKind?: RankingKind;
  /** The page's heading, and its document title when nothing more specific is known. */
  title: string;
  /** The line under the heading, and the page's meta description. */
  description: string;
  /** A paragraph under that line, shown by the page and by its first view (FirstViewText.intro). */
  intro?: string;
  /** A link to a page with parameters, for harnesses and tests (pages without parameters link to their pattern). */
  example?: string;
}

const DEFAULT_DESCRIPTION = 'MMA fighter rankings computed from every professional bout, with fighter pages and records.';

/** A fighter as a link needs him: the name makes the readable part, the id finds him. */
export interface FighterLinkTarget {
  name: string;
  id: number | string;
}

const rankingPage = (pattern: string, module: string, rankingKind: RankingKind, title: string, description: string): SiteRoute => ({
  pattern,
  owner: 'mfe_rankings',
  module,
  access: 'public',
  rankingKind,
  title,
  description,
});

/** Every page, by name. The order is the route table's; matching does not depend on it. */
export const PAGES = {
  poundForPound: rankingPage(
    paths.poundForPound,
    'pound-for-pound-page',
    'pound-for-pound',
    'Pound For Pound',
    "The best fighters in the world regardless of weight: each Rating with the level of a deep men's division taken out, so size does not decide. Each row shows that P4P score; a fighter's own page shows the Rating itself.",
  ),
  globalRankings: rankingPage(
    paths.globalRankings,
    'global-rankings-page',
    'global',
    'Global Rankings',
    'Every rated fighter in the world, ranked by FightRank rating, with the biggest movers since the last update.',
  ),
  weightClassRankings: rankingPage(
    paths.weightClassRankings,
    'weight-class-rankings-page',
    'weight-class',
    'Rankings by Weight Class',
    'The best fighters in each weight class, by FightRank rating.',
  ),
  countryRankings: rankingPage(
    paths.countryRankings,
    'country-rankings-page',
    'country',
    'Rankings by Country',
    "The best fighters from each country, every division together: each row shows the P4P score (the Rating with a deep men's division's level taken out, as pound for pound); a fighter's own page shows the Rating itself.",
  ),
  organizationRankings: rankingPage(
    paths.organizationRankings,
    'organization-rankings-page',
    'organization',
    'Rankings by Organization',
    "The best fighters in each organization, every division together: each row shows the P4P score (the Rating with a deep men's division's level taken out, as pound for pound); a fighter's own page shows the Rating itself.",
  ),
  ageRankings: rankingPage(
    paths.ageRankings,
    'age-rankings-page',
    'age',
    'Rankings by Age Group',
    "The best fighters in each age group, every division together, by P4P score (the Rating with a deep men's division's level taken out, as pound for pound). Only fighters with a known birth date are listed: our sources give one for few fighters outside the UFC.",
  ),
  goatRankings: rankingPage(
    paths.goatRankings,
    'goat-rankings-page',
    'goat',
    'GOAT Rankings',
    'The greatest mixed martial artists of all time, by GOAT score: peak rating, years at the top, wins over the best and titles. The GOAT score column shows it.',
  ),
  communityVote: {
    pattern: paths.communityVote,
    owner: 'mfe_community',
    module: 'vote-page',
    access: 'public',
    title: 'Fantasy Matches',
    description: 'Vote on fantasy MMA matchups.',
    intro: 'Dream fights between fighters who never met. Pick a winner, then see what the crowd and our rating engine say.',
  },
  communityRankings: {
    pattern: paths.communityRankings,
    owner: 'mfe_community',
    module: 'community-rankings-page',
    access: 'public',
    title: 'Community Rankings',
    description: 'Ranks calculated based on community votes.',
    intro:
      'Every fantasy-matchup vote is a head-to-head result, and a Bradley-Terry model turns them into ratings on the same scale as ours, ' +
      'starting everyone level so that a handful of votes cannot make a champion. One voter’s votes count for at most 25, and a ' +
      'burst of many new voters from one address shares the weight of five.',
  },
  fighter: {
    pattern: '/fighter/:nameId',
    owner: 'mfe_fighter',
    module: 'fighter-overview-page',
    access: 'public',
    title: 'Fighter',
    description: DEFAULT_DESCRIPTION,
    example: '/fighter/fighter-1',
  },
  fighterFights: {
    pattern: '/fighter/:nameId/fights',
    owner: 'mfe_fighter',
    module: 'fighter-fights-page',
    access: 'public',
    title: 'Fights',
    description: DEFAULT_DESCRIPTION,
    example: '/fighter/fighter-1/fights',
  },
  favorites: {
    pattern: paths.favorites,
    owner: 'mfe_fighter',
    module: 'favorites-page',
    access: 'public',
    title: 'Favorites',
    description: 'Your favourite MMA fighters.',
  },
  events: {
    pattern: paths.events,
    owner: 'mfe_fighter',
    module: 'events-page',
    access: 'public',
    title: 'Events',
    description: 'Past and upcoming MMA events, by organization.',
    intro: 'Every bout on a card carries our rating engine’s win probability from before the fight; on past cards you can see whether the favourite won.',
  },
  event: {
    pattern: '/events/:id',
    owner: 'mfe_fighter',
    module: 'event-fights-page',
    access: 'public',
    title: 'Event',
    description: 'The bouts of an MMA event.',
    example: '/events/1',
  },
  about: {
    pattern: paths.about,
    owner: 'shell',
    module: 'about-page',
    access: 'public',
    title: 'About',
    description: 'What FightRank is, how its rankings work and where its data comes from.',
  },
  login: {
    pattern: paths.login,
    owner: 'mfe_account',
    module: 'login-page',
    access: 'public',
    title: 'Sign in',
    description: 'Sign in to FightRank.',
    intro: 'Welcome back. Sign in to make predictions and manage your profile.',
  },
  register: {
    pattern: paths.register,
    owner: 'mfe_account',
    module: 'register-page',
    access: 'public',
    title: 'Register',
    description: 'Create a FightRank account.',
    intro: 'Free, and all you need is an e-mail address. Signed-in fans can make predictions.',
  },
  predictions: {
    pattern: paths.predictions,
    owner: 'mfe_community',
    module: 'predictions-page',
    access: 'signed-in',
    title: 'Predictions',
    description: 'Your fight predictions.',
  },
  profile: {
    pattern: paths.profile,
    owner: 'mfe_account',
    module: 'profile-page',
    access: 'signed-in',
    title: 'Profile',
    description: 'Your FightRank profile.',
  },
} as const satisfies Record<string, SiteRoute>;

export type PageName = keyof typeof PAGES;

/** The manifest as a list, in route-table order. */
export const SITE_ROUTES: readonly SiteRoute[] = Object.values(PAGES);

/** Links to the pages that take parameters; the others link to their pattern (paths.x). */
export const href = {
  fighter: (fighter: FighterLinkTarget) => fighterPath(fighter.name, fighter.id),
  fighterFights: (fighter: FighterLinkTarget) => `${fighterPath(fighter.name, fighter.id)}/fights`,
  event: (id: number | string) => `/events/${id}`,
  /** The page that shows a ranking list. */
  rankingList: (kind: RankingKind) => rankingPageOf(kind).pattern,
} as const;

/** The page that shows a ranking kind's list. */
export function rankingPageOf(kind: RankingKind): SiteRoute {
  const page = SITE_ROUTES.find((route) => route.rankingKind === kind);
  if (!page) throw new Error(`no page shows the ${kind} ranking`);
  return page;
}

/** The pages one remote draws. */
export function pagesOf(owner: PageOwner): SiteRoute[] {
  return SITE_ROUTES.filter((route) => route.owner === owner);
}

/** A remote's Module Federation exposes: `./<module>` → its page file (each remote's rspack.config.ts). */
export function exposesOf(remote: RemoteName): Record<string, string> {
  return Object.fromEntries(pagesOf(remote).map((page) => [`./${page.module}`, `./src/pages/${page.module}.tsx`]));
}

/** A static route's heading and lead: the page shows them and the server puts them in the page's HTML. */
export function siteRouteText(pattern: string): Pick<SiteRoute, 'title' | 'description' | 'intro'> {
  const route = SITE_ROUTES.find((r) => r.pattern === pattern);
  if (!route) throw new Error(`no site route ${pattern}`);
  return { title: route.title, description: route.description, intro: route.intro };
}
