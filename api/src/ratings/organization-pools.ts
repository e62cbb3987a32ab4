// Fighters from different promotions meet rarely, so each promotion's debutants start from a prior
// that reflects how strong that promotion's roster is. Three pools keep this to three tuned numbers.

export const POOL = { UFC: 0, MAJOR: 1, REGIONAL: 2 } as const;
export type Pool = (typeof POOL)[keyof typeof POOL];
export const POOL_COUNT = 3;

// Organization codes as api/src/pipeline/sources/normalise/organizations.ts writes them. Major: promotions whose rosters
// regularly hold UFC-level fighters, plus the UFC's own feeder shows (Contender Series, Road to UFC),
// whose fighters were hand-picked as UFC prospects.
const MAJOR = new Set([
  'BELLATOR',
  'PFL',
  'ONE',
  'RIZIN',
  'PRIDE',
  'STRIKEFORCE',
  'WEC',
  'DREAM',
  'WSOF',
  'ELITEXC',
  'AFFLICTION',
  'K1',
  'SENGOKU',
  'ACA',
  'KSW',
  'DWCS',
  'ROAD_TO_UFC',
]);

export function poolOf(organization: string): Pool {
  const code = organization.toUpperCase();
  if (code === 'UFC') return POOL.UFC;
  return MAJOR.has(code) ? POOL.MAJOR : POOL.REGIONAL;
}
