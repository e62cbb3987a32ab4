import type { RankedFighter } from '../contracts';

/** A ranking row as the API sends it: rank `rank`, unchanged since last week, with anything else overridden. */
export function rankedFighter(rank: number, overrides: Partial<RankedFighter> = {}): RankedFighter {
  return {
    fighterId: 1000 + rank,
    fighterName: `Fighter ${rank}`,
    nationality: null,
    countryCode: null,
    currentRank: rank,
    previousRank: rank,
    ratingCurrent: 1500,
    uncertainty: 50,
    totalWins: 10,
    totalLosses: 2,
    totalDraws: 0,
    recordComplete: false,
    recordSince: 2015,
    organization: 'UFC',
    weightClass: 'Lightweight',
    age: 30,
    lastFightDate: null,
    ...overrides,
  };
}
