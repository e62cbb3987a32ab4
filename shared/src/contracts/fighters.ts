/** Spec §3 search result: rating is shown to 2 decimals, or N/A when the fighter is unrated. */
export interface FighterSearchResult {
  id: number;
  name: string;
  org: string | null;
  rating: number | null;
}
