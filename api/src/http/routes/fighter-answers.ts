// A fighter page's answers (info, rating history) from the response cache, keyed on the data version that every
// import and recompute moves (decision 039), as the ranking lists are: a crawler walking every fighter or a crowd
// opening one fighter's page costs one query per fighter and version, and concurrent misses share one (decision 049).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readThrough } from '../../data/cache/response-cache';
import { notFound } from '../http-errors';
import { FIGHTER_NOT_FOUND } from './fighter-params';

/** Only cleans up: the key holds the data version, so a new import or recompute never reads an old entry. */
const FIGHTER_CACHE_TTL_SECONDS = 600;

export async function sendFighterAnswer<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  namespace: string,
  id: number,
  read: (id: number) => Promise<T | null>,
): Promise<FastifyReply> {
  const compute = async () => {
    const data = await read(id);
    if (data === null) throw notFound(FIGHTER_NOT_FOUND);
    // The route's response schema serialises it, so a cached answer is the text an uncached one always was.
    return reply.serialize({ data }) as string;
  };
  const asOf = request.dataVersion;
  const answer = asOf
    ? await readThrough(app.cache, request.log, { namespace, key: `${asOf}|${id}`, ttlSeconds: FIGHTER_CACHE_TTL_SECONDS }, compute)
    : { json: await compute(), hit: false };
  return reply
    .type('application/json; charset=utf-8')
    .header('x-cache', answer.hit ? 'hit' : 'miss')
    .send(answer.json);
}
