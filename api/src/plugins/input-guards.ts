// Two kinds of input that pass JSON-schema validation but that PostgreSQL cannot take, refused for every
// route at once with a 400 naming the field (issue 14's fuzz found both reaching the database as 500s):
// - numbers that are not finite: Ajv's type coercion turns "Infinity" and "1e309" in a query string (and
//   JSON.parse turns 1e309 in a body) into Infinity, which then also passes `maximum`;
// - strings holding a NUL character, which a PostgreSQL text value cannot contain.
// Runs as a preHandler: after validation (so coerced values are seen), before any route's own hooks.
import fp from 'fastify-plugin';
import { badRequest } from '../http-errors';

/** Nesting deeper than this is not walked (bodies are small and schemas bound their depth). */
const MAX_DEPTH = 8;

/** The path of the first value PostgreSQL cannot take and why, or null when all are fine. */
export function findUnstorableValue(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path || 'value'} must be a finite number`;
  if (typeof value === 'string') return value.includes('\u0000') ? `${path || 'value'} must not contain a NUL character` : null;
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return null;
  const entries = Array.isArray(value) ? value.map((item, index): [string, unknown] => [String(index), item]) : Object.entries(value);
  for (const [key, item] of entries) {
    if (key.includes('\u0000')) return `${path || 'parameter'} names must not contain a NUL character`;
    const problem = findUnstorableValue(item, path ? `${path}.${key}` : key, depth + 1);
    if (problem) return problem;
  }
  return null;
}

export const inputGuards = fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        const problem = findUnstorableValue(part);
        if (problem) throw badRequest(problem);
      }
    });
  },
  { name: 'input-guards' },
);
