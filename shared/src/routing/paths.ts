// The URL contract between the shell and the remotes (spec §2 route table). Remotes link to each
// other only through these, never by importing each other.
export const paths = {
  poundForPound: '/',
  rankings: '/rankings',
  globalRankings: '/rankings/global',
  weightClassRankings: '/rankings/weightclass',
  countryRankings: '/rankings/country',
  organizationRankings: '/rankings/organization',
  ageRankings: '/rankings/age',
  goatRankings: '/rankings/goat',
  community: '/community',
  communityVote: '/community/vote',
  communityRankings: '/community/rankings',
  favorites: '/favorites',
  events: '/events',
  about: '/about',
  login: '/login',
  register: '/register',
  predictions: '/predictions',
  profile: '/profile',
} as const;
