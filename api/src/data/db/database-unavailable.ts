// The one error a route sees when the database cannot be reached: the error handler answers it with 503
// and a message, and the pool reconnects by itself once the database is back.
export class DatabaseUnavailableError extends Error {
  readonly statusCode = 503;
  constructor(cause: unknown) {
    super('The database is unavailable right now. Please try again in a few seconds.', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

// SQLSTATE classes and codes that mean "no usable connection", not "this query is wrong":
// 08 connection exceptions, 57P01-57P03 shutdown/restart, 53300 too many connections.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// 'Query read timeout' is pg's client-side query_timeout: the database did not answer at all (postgres.ts).
const UNAVAILABLE_MESSAGES =
  /Query read timeout|Connection terminated|timeout exceeded when trying to connect|Connection ended unexpectedly|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

/** True for errors that say the database is out of reach (rather than that a statement failed). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODES.has(code))) return true;
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  return UNAVAILABLE_MESSAGES.test(error.message);
}

/** Rethrows an out-of-reach error as DatabaseUnavailableError, anything else as it was. */
export function translateDatabaseError(error: unknown): never {
  throw isDatabaseUnavailable(error) ? new DatabaseUnavailableError(error) : error;
}
