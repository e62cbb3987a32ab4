/** Spec §3 search result: rating is shown to 2 decimals, or N/A when the fighter is unrated. */
export interface FighterSearchResult {
  id: number;
  name: string;
  org: string | null;
  rating: number | null;
}

/** A fighter's rank in one list, for the overview page. */
export interface FighterRank {
  kind: 'pound-for-pound' | 'global' | 'weight-class' | 'country' | 'age' | 'organization' | 'goat';
  filterValue: string;
  rank: number;
  previousRank: number | null;
}

/** GET /api/fighters/{id}/info (spec §7: 404 is flagged as not found). */
export interface FighterInfo {
  id: number;
  name: string;
  nickname: string | null;
  nationality: string | null;
  countryCode: string | null;
  birthDate: string | null;
  /** Whole years today; null without a birth date. */
  age: number | null;
  heightCm: number | null;
  reachCm: number | null;
  stance: string | null;
  weightClass: string | null;
  /** Display name of the organization of the last bout. */
  organization: string | null;
  rating: number | null;
  uncertainty: number | null;
  peakRating: number | null;
  isActive: boolean;
  lastFightDate: string | null;
  record: { wins: number; losses: number; draws: number; noContests: number };
  ranks: FighterRank[];
}
