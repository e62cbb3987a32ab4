// The navigation menu (spec §2): entries, sub-entries and the parent highlighting rule. Events and Predictions
// are the site's own additions (issue 25, decision 047): their pages come from the page manifest.
import { PAGES, type SiteRoute } from './page-manifest';
import { paths } from './paths';

export interface NavEntry {
  label: string;
  path: string;
  children?: NavEntry[];
  /** A leaf that also stands for the pages under it (Events for /events/{id}). */
  section?: boolean;
  /** A number shown beside the entry: how many upcoming cards there are (Events, Predictions). */
  count?: 'upcoming-cards';
}

/** A page of the manifest as a menu entry, under its own title. */
const pageEntry = (page: SiteRoute, extra: Omit<NavEntry, 'label' | 'path'> = {}): NavEntry => ({ label: page.title, path: page.pattern, ...extra });

/** The spec's menu, with Events and Predictions after GOAT. */
export const NAV_ENTRIES: NavEntry[] = [
  { label: 'Pound For Pound', path: paths.poundForPound },
  {
    label: 'Rankings',
    path: paths.rankings,
    children: [
      { label: 'Global', path: paths.globalRankings },
      { label: 'Country', path: paths.countryRankings },
      { label: 'Weight Class', path: paths.weightClassRankings },
      { label: 'Organization', path: paths.organizationRankings },
      { label: 'Age Group', path: paths.ageRankings },
    ],
  },
  {
    label: 'Community',
    path: paths.community,
    children: [
      { label: 'Vote', path: paths.communityVote },
      { label: 'Community Rankings', path: paths.communityRankings },
    ],
  },
  { label: 'GOAT', path: paths.goatRankings },
  pageEntry(PAGES.events, { section: true, count: 'upcoming-cards' }),
  pageEntry(PAGES.predictions, { count: 'upcoming-cards' }),
  { label: 'Favorites', path: paths.favorites },
  { label: 'About', path: paths.about },
];

/** A parent links to its first sub-entry. */
export function navHref(entry: NavEntry): string {
  return entry.children?.[0]?.path ?? entry.path;
}

/**
 * Whether an entry is highlighted on `pathname`. A parent is highlighted when the path starts with
 * its path, except on the goat page (which sits under /rankings but has its own entry); a section (Events) on its
 * own pages too; other leaves match exactly.
 */
export function isNavEntryActive(entry: NavEntry, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (entry.section) return path === entry.path || path.startsWith(`${entry.path}/`);
  if (entry.children) {
    if (path === paths.goatRankings) return false;
    return path === entry.path || path.startsWith(`${entry.path}/`);
  }
  return path === entry.path;
}
