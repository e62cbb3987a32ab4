// A read-through answer is JSON text already (byte-identical on a hit and a miss), so it is sent as text with the
// JSON type, not handed to the route's serializer. Taking the untyped reply is the point: a route's typed reply
// accepts only its schema's object, and this text is that object, serialised once when it was cached.
import type { FastifyReply } from 'fastify';
import type { CachedAnswer } from '../data/cache/response-cache';

export function sendCachedAnswer(reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  return reply
    .type('application/json; charset=utf-8')
    .header('x-cache', answer.hit ? 'hit' : 'miss')
    .send(answer.json);
}
