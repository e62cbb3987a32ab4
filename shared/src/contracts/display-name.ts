// Limits of a fan's public display name (issue 22 finding 8), shared by the API's check and the profile form.
// Plain constants, so the browser imports them without the request schemas.
export const DISPLAY_NAME_MIN_LENGTH = 3;
export const DISPLAY_NAME_MAX_LENGTH = 24;
