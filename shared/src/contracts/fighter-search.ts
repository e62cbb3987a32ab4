// The header search's limit (spec §7 GET /api/fighters/search): the API refuses a longer query with a 400, and the
// search box takes no more, so a pasted text cannot turn into "Failed to search fighters". Runtime constants only (no
// schemas), so the shell imports it without TypeBox.
export const SEARCH_MAX_LENGTH = 100;
