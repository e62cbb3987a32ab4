/** Every successful API response wraps its payload in `data` (spec §7). */
export interface Envelope<T> {
  data: T;
}

/** Every API error: the HTTP status, its name, and a message that tells the caller what to fix. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
}
