// One shape for every error the API sends: { statusCode, error, message }. Client errors keep their
// message (it tells the caller what to fix); server errors are logged and never leak internals.
// Unknown /api paths get a JSON 404; any other GET that asks for a page gets the shell's index.html
// with that page's share card and status (api/src/http/pages), so client routes like /fighter/jon-jones-1
// survive a reload and unknown pages answer 404.
import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { DatabaseUnavailableError } from '../../data/db/database-unavailable';
import { isWriteForDeletedAccount } from '../../data/db/deleted-account';
import { accountGone, HttpError } from '../http-errors';
import { decodedPath } from './request-path';
import type { AddressProblem } from '../pages';
import { UNREADABLE_ADDRESS_HEADERS, unreadableAddressDocument, unreadableAddressReason } from '../pages/unreadable-address';

/** What any internal failure tells the client: nothing of the failure itself. */
const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

export const errorHandling = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (error instanceof DatabaseUnavailableError) {
        request.log.warn({ err: error.cause }, 'database unavailable');
        return reply.status(503).header('retry-after', '5').send({ statusCode: 503, error: STATUS_CODES[503], message: error.message });
      }
      // The file server refuses some addresses with a bare 403 ("//x", "%5c", a name longer than a file system allows):
      // answered as any missing file or page is, so nothing tells a prober the path was noticed (attack report, session 40).
      if (statusCode === 403 && !(error instanceof HttpError) && request.routeOptions.url?.endsWith('*')) return reply.callNotFound();
      // The account was deleted while this request of its own was in flight (a vote, a pick): its session is gone.
      if (isWriteForDeletedAccount(error)) {
        const gone = accountGone();
        return reply.status(gone.statusCode).send({ statusCode: gone.statusCode, error: STATUS_CODES[gone.statusCode], message: gone.message });
      }
      // HttpErrors are ours and say what is wrong (e.g. "Not ready: ..."); any other 5xx is an internal failure.
      if (statusCode >= 500 && !(error instanceof HttpError)) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(statusCode).send({ statusCode, error: STATUS_CODES[statusCode], message: SERVER_ERROR_MESSAGE });
      }
      const message = error.validation ? validationMessage(error.validationContext, error.message, error.validation[0]) : error.message;
      // A page address refused before its page was looked up (a NUL character in a filter): a visitor's browser asked
      // for it, so it gets the site's page saying why, not the API's JSON.
      if (statusCode === 400 && isPageRoute(request) && wantsPage(request.method, decodedPath(request.url), request.headers.accept)) {
        return app.sendPage(request, reply, { statusCode, message });
      }
      return reply.status(statusCode).send({ statusCode, error: STATUS_CODES[statusCode], message });
    });

    app.setNotFoundHandler((request, reply) => {
      // Decoded as the router decodes, so /%61pi/nothing is an unknown API path, not a page.
      const url = decodedPath(request.url);
      if (wantsPage(request.method, url, request.headers.accept)) return app.sendPage(request, reply);
      return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `No route for ${request.method} ${url}` });
    });
  },
  { name: 'error-handling' },
);

/** What the client did wrong, for each error Fastify raises before routing; anything else there is ours. */
const BEFORE_ROUTING: Record<string, AddressProblem> = {
  FST_ERR_BAD_URL: { statusCode: 400, message: 'Invalid address: a percent sign in it is not followed by a valid encoded character.' },
  FST_ERR_MAX_PARAM_LENGTH: { statusCode: 414, message: 'Invalid address: a part of it is longer than any name or id FightRank uses.' },
};

/**
 * Errors Fastify answers before routing (attack report, session 30): an address whose percent-encoding does not decode
 * ("/api/fighters/%E0%A4%A"), a path part past `maxParamLength`, an async constraint that failed. Fastify's own answer
 * had another shape (an extra `code`, the raw address echoed) and skipped the request hooks, so it also lacked the
 * request id and nosniff.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = BEFORE_ROUTING[error.code];
  if (!known) request.log.error({ err: error }, 'request failed before routing');
  // A page address a visitor typed or followed gets a page saying it cannot be read (fan QA, session 40). Not the
  // site's page: the request hooks, which set its security policy, never ran, so this one carries its own, and no script.
  if (known && wantsPage(request.method, decodedPath(request.url), request.headers.accept)) {
    void reply
      .status(known.statusCode)
      .headers(UNREADABLE_ADDRESS_HEADERS)
      .header('x-request-id', request.id)
      .send(unreadableAddressDocument(unreadableAddressReason(known.statusCode)));
    return;
  }
  const { statusCode, message } = known ?? { statusCode: 500, message: SERVER_ERROR_MESSAGE };
  void reply
    .status(statusCode)
    .header('x-request-id', request.id)
    .header('x-content-type-options', 'nosniff')
    .send({ statusCode, error: STATUS_CODES[statusCode], message });
}

/** Whether the request reached a page's way in: the not-found fallback, the static files' wildcard or "/". */
function isPageRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return request.is404 || route === '/' || Boolean(route?.endsWith('*'));
}

/** A page request: GET or HEAD outside /api and /remotes, asking for HTML or for a path with no file extension (a link preview bot). */
export function wantsPage(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/remotes/')) return false;
  return (accept ?? '').includes('text/html') || !/\.[a-z0-9]{1,8}$/i.test(url);
}

/**
 * "Invalid body: password must be a string": Ajv's text without its leading context, which the prefix names. A
 * problem with the whole part ("body must be object") keeps one space and says what was expected in plain words; a
 * value outside a list names the list ("status must be one of completed, scheduled"), not "the allowed values".
 */
function validationMessage(context: string | undefined, ajvMessage: string, first: FastifySchemaValidationError | undefined): string {
  const allowed = first?.keyword === 'enum' ? (first.params as { allowedValues?: unknown[] }).allowedValues : undefined;
  const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const detail =
    allowed?.length && field
      ? `${field} must be one of ${allowed.map(String).join(', ')}`
      : ajvMessage.replace(/^(querystring|params|body|headers)(\/| )?/, '').replace(/^must be object$/, 'must be a JSON object');
  return `Invalid ${context ?? 'request'}: ${detail}`;
}
