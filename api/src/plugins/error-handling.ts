// One shape for every error the API sends: { statusCode, error, message }. Client errors keep their
// message (it tells the caller what to fix); server errors are logged and never leak internals.
// Unknown /api paths get a JSON 404; any other GET that wants HTML gets the shell's index.html,
// so client routes like /fighter/jon-jones-1 survive a reload.
import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { DatabaseUnavailableError } from '../db/database-unavailable';
import { HttpError } from '../http-errors';

export const errorHandling = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (error instanceof DatabaseUnavailableError) {
        request.log.warn({ err: error.cause }, 'database unavailable');
        return reply.status(503).header('retry-after', '5').send({ statusCode: 503, error: STATUS_CODES[503], message: error.message });
      }
      // HttpErrors are ours and say what is wrong (e.g. "Not ready: ..."); any other 5xx is an internal failure.
      if (statusCode >= 500 && !(error instanceof HttpError)) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(statusCode).send({ statusCode, error: STATUS_CODES[statusCode], message: 'Something went wrong on our side. Please try again later.' });
      }
      const message = error.validation ? `Invalid ${error.validationContext ?? 'request'}: ${error.message.replace(/^(querystring|params|body|headers)\/?/, '')}` : error.message;
      return reply.status(statusCode).send({ statusCode, error: STATUS_CODES[statusCode], message });
    });

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' && !url.startsWith('/api/') && url !== '/api' && (request.headers.accept ?? '').includes('text/html');
      if (wantsPage && app.shellIndexPath) {
        reply.header('cache-control', 'no-cache');
        return reply.sendFile('index.html', app.shellIndexPath);
      }
      return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `No route for ${request.method} ${url}` });
    });
  },
  { name: 'error-handling' },
);
