// The grace for concurrent refreshes (issue 22 finding 5, decision 034) needs the tokens a refresh token was
// rotated into, for a few seconds, while the database keeps only hashes of live tokens. So the successor
// pair is stored sealed with a key derived from the rotated token itself: only someone who presents that
// token can open it, and a copy of the database alone opens nothing.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { IssuedTokens } from './accounts-repository';

const INFO = 'fightrank refresh successor v1';

const keyOf = (token: string) => Buffer.from(hkdfSync('sha256', Buffer.from(token, 'utf8'), Buffer.alloc(0), INFO, 32));

/** The pair sealed for whoever holds `token`: base64url iv.ciphertext.tag (AES-256-GCM). */
export function sealSuccessor(token: string, successor: IssuedTokens): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(token), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify({ a: successor.access, r: successor.refresh }), 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** The pair, or null when the seal is not one (another token, tampered, malformed). */
export function openSuccessor(token: string, sealed: string): IssuedTokens | null {
  const [iv, body, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !body || !tag || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(token), iv);
    decipher.setAuthTag(tag);
    const pair = JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')) as { a?: unknown; r?: unknown };
    return typeof pair.a === 'string' && typeof pair.r === 'string' ? { access: pair.a, refresh: pair.r } : null;
  } catch {
    return null;
  }
}
