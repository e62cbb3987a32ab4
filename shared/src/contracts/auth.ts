/** Spec §3 user credential. */
export interface Credentials {
  email: string;
  password: string;
}

/** Spec §3 refresh result; the token is stored as accessToken. */
export interface RefreshResult {
  token: string;
}
