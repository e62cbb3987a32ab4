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

/**
 * The path of the first value PostgreSQL cannot take and why, or null when all are fine. `part` names the
 * request part (body, querystring, params) for a value that has no field name of its own: a bare body, a ''
 * key, a parameter name; the caller always learns where to look.
 */
export function findUnstorableValue(value: unknown, part = 'value', path = '', depth = 0): string | null {
  const name = path || part;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${name} must be a finite number`;
  if (typeof value === 'string') return value.includes('\u0000') ? `${name} must not contain a NUL character` : null;
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return null;
  const entries = Array.isArray(value) ? value.map((item, index): [string, unknown] => [String(index), item]) : Object.entries(value);
  for (const [key, item] of entries) {
    if (key.includes('\u0000')) return `${part} ${path ? `field names under ${path}` : 'field names'} must not contain a NUL character`;
    const problem = findUnstorableValue(item, part, childPath(part, path, key), depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * `limit`, `ids.1`, `body[0]` for an item of a bare list (a bare "0" would name nothing), or `body[" "]` for a key
 * that would not show in a message (empty, spaces, punctuation).
 */
function childPath(part: string, path: string, key: string): string {
  if (!path && /^\d+$/.test(key)) return `${part}[${key}]`;
  if (!/^[\w$-]+$/.test(key)) return `${path || part}[${JSON.stringify(key)}]`;
  return path ? `${path}.${key}` : key;
}

export const inputGuards = fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      for (const [part, value] of [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ] as const) {
        const problem = findUnstorableValue(value, part);
        if (problem) throw badRequest(problem);
      }
    });
  },
  { name: 'input-guards' },
);
