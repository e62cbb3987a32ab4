// Client errors thrown from handlers; the error-handling plugin sends them as { statusCode, error, message }.
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
/** The session was valid when the request began, but its account was deleted before the write landed. */
export const accountGone = () => new HttpError(401, 'Sign in to do this: this account no longer exists.');
