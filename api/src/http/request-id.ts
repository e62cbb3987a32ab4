// Request ids for the logs: a request id from the proxy in front (X-Request-Id) is kept so one request
// can be followed across systems, but only when it looks like an id; anything else (too long, odd
// characters that could forge log lines) is replaced by a fresh UUID. The id is sent back in X-Request-Id.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}
