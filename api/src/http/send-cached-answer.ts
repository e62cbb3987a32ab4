// A read-through answer is JSON text already (byte-identical on a hit and a miss), so it is sent as text with the
// JSON type, not handed to the route's serializer. Taking the untyped reply is the point: a route's typed reply
// accepts only its schema's object, and this text is that object, serialised once when it was cached.
import type { FastifyReply } from 'fastify';
import type { CachedAnswer } from '../data/cache/response-cache';

export function sendCachedAnswer(reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  return sendAnswerText(reply, answer.json, answer.hit ? 'hit' : 'miss');
}

/** An answer from the read model (decision 049): the same text, said to come from memory (`x-cache: model`). */
export function sendModelAnswer(reply: FastifyReply, json: string): FastifyReply {
  return sendAnswerText(reply, json, 'model');
}

function sendAnswerText(reply: FastifyReply, json: string, source: 'hit' | 'miss' | 'model'): FastifyReply {
  return reply.type('application/json; charset=utf-8').header('x-cache', source).send(json);
}
