// What every route that names fighters shares: the 404 for a fighter that does not exist, the id a path names,
// and the checks on a body of fighter ids (decision 013). Used by /api/fighters and /api/rankings alike.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseFighterRef, resolveFighterId, slugToId } from '../../data/repositories/fighter-lookup';
import { badRequest, notFound } from '../http-errors';

export const FIGHTER_NOT_FOUND = 'Fighter not found';

/** The fighter id a path names, or a 404 thrown. */
export async function fighterIdOrNotFound(app: FastifyInstance, raw: string): Promise<number> {
  const id = await resolveFighterId(app.db, raw);
  if (id === null) throw notFound(FIGHTER_NOT_FOUND);
  return id;
}

/**
 * The fighter id a path names without asking whether that fighter exists: for routes whose own single query answers
 * "no such fighter" (they must then 404 on it), which saves a round trip per request. A bare slug is still looked up.
 */
export async function namedFighterIdOrNotFound(app: FastifyInstance, raw: string): Promise<number> {
  const ref = parseFighterRef(raw);
  const id = ref === null ? null : 'id' in ref ? ref.id : await slugToId(app.db, ref.slug);
  if (id === null) throw notFound(FIGHTER_NOT_FOUND);
  return id;
}

/**
 * Fastify's validator coerces `5` to `[5]` and `"5"` to `5`; a body whose ids are not a list of numbers is a
 * client bug the client should hear about, so this runs first on the body as sent (the schema checks the rest).
 */
export async function idsMustBeNumbers(request: FastifyRequest): Promise<void> {
  const body = request.body as { ids?: unknown } | null;
  if (!body || typeof body !== 'object' || !Array.isArray(body.ids)) throw badRequest('ids must be a list of fighter ids, e.g. {"ids":[1,2]}');
  if (!body.ids.every((id) => typeof id === 'number')) throw badRequest('ids must hold only fighter ids (positive whole numbers)');
}

/** Ids of a body, each once, in the order sent. */
export const uniqueIds = (ids: readonly number[]) => [...new Set(ids)];
