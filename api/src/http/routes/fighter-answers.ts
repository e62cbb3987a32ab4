// A fighter page's answers (info, rating history): from the read model of the request's data version when it holds
// fighter pages (decision 049), else from the response cache keyed on that version (decision 039), as the ranking
// lists are: a crawler walking every fighter or a crowd opening one fighter's page costs one query per fighter and
// version, and concurrent misses share one (decision 049).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readThrough } from '../../data/cache/response-cache';
import type { PublicReadModel } from '../../data/read-model/public-read-model';
import { notFound } from '../http-errors';
import { sendCachedAnswer, sendModelAnswer } from '../send-cached-answer';
import { FIGHTER_NOT_FOUND } from './fighter-params';

/** Only cleans up: the key holds the data version, so a new import or recompute never reads an old entry. */
const FIGHTER_CACHE_TTL_SECONDS = 600;

export interface FighterAnswerSource<T> {
  /** The answer from the database; null when there is no such fighter. */
  read: (id: number) => Promise<T | null>;
  /** The answer the read model holds: null when there is no such fighter, undefined when it holds no fighter pages. */
  held: (model: PublicReadModel) => T | null | undefined;
}

export async function sendFighterAnswer<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  namespace: string,
  id: number,
  source: FighterAnswerSource<T>,
): Promise<FastifyReply> {
  // The route's response schema serialises it, so a cached or held answer is the text an uncached one always was.
  const serialize = (data: T) => reply.serialize({ data }) as string;
  const model = app.readModel?.at(request.dataVersion);
  const held = model ? source.held(model) : undefined;
  if (model && held !== undefined) {
    if (held === null) throw notFound(FIGHTER_NOT_FOUND);
    return sendModelAnswer(
      reply,
      model.remember(`${namespace}|${id}`, () => serialize(held)),
    );
  }
  const compute = async () => {
    const data = await source.read(id);
    if (data === null) throw notFound(FIGHTER_NOT_FOUND);
    return serialize(data);
  };
  // The data version and this build's contracts: instances of two builds share the cache during a deploy.
  const asOf = request.cacheVersion;
  const answer = asOf
    ? await readThrough(app.cache, request.log, { namespace, key: `${asOf}|${id}`, ttlSeconds: FIGHTER_CACHE_TTL_SECONDS }, compute)
    : { json: await compute(), hit: false };
  return sendCachedAnswer(reply, answer);
}
