import { describe, expect, it } from 'vitest';
import { newToken } from './tokens';
import { openSuccessor, sealSuccessor } from './successor-seal';

describe('sealed successor tokens', () => {
  const token = newToken();
  const successor = { access: newToken(), refresh: newToken() };

  it('opens with the token it was sealed for, and shows neither secret in the stored text', () => {
    const sealed = sealSuccessor(token, successor);
    expect(openSuccessor(token, sealed)).toEqual(successor);
    expect(sealed).not.toContain(successor.refresh);
    expect(sealed).not.toContain(successor.access);
    // A fresh IV each time: two seals of one pair differ.
    expect(sealSuccessor(token, successor)).not.toBe(sealed);
  });

  it('opens with nothing else: another token, a changed byte, a malformed seal', () => {
    const sealed = sealSuccessor(token, successor);
    expect(openSuccessor(newToken(), sealed)).toBeNull();
    const [iv, body, tag] = sealed.split('.') as [string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0]! ^= 1;
    expect(openSuccessor(token, [iv, flipped.toString('base64url'), tag].join('.'))).toBeNull();
    for (const bad of ['', '...', 'a.b.c', `${iv}.${body}`, `${iv}.${body}.${tag}.x`.replace(/\.x$/, '')]) {
      if (bad === sealed) continue;
      expect(openSuccessor(token, bad), bad).toBeNull();
    }
  });
});
