// The navigation menu (spec §2): entries, sub-entries and the parent highlighting rule.
import { paths } from './paths';

export interface NavEntry {
  label: string;
  path: string;
  children?: NavEntry[];
}

/** The spec's menu. */
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
  { label: 'Favorites', path: paths.favorites },
  { label: 'About', path: paths.about },
];

/** A parent links to its first sub-entry. */
export function navHref(entry: NavEntry): string {
  return entry.children?.[0]?.path ?? entry.path;
}

/**
 * Whether an entry is highlighted on `pathname`. A parent is highlighted when the path starts with
 * its path, except on the goat page (which sits under /rankings but has its own entry); leaves match exactly.
 */
export function isNavEntryActive(entry: NavEntry, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (entry.children) {
    if (path === paths.goatRankings) return false;
    return path === entry.path || path.startsWith(`${entry.path}/`);
  }
  return path === entry.path;
}
