// The guard's message always names where the bad value is, even when it has no field name of its own
// (the fuzz test found "value must not contain a NUL character" for a bare string body and a '' key, and
// "  must not contain a NUL character" for a key of spaces).
import { describe, expect, it } from 'vitest';
import { findUnstorableValue } from './input-guards';

describe('findUnstorableValue', () => {
  it('names the field, the nested path, or the request part when the value has no name', () => {
    expect(findUnstorableValue({ limit: Infinity }, 'querystring')).toBe('limit must be a finite number');
    expect(findUnstorableValue({ ids: [1, -Infinity] }, 'body')).toBe('ids.1 must be a finite number');
    expect(findUnstorableValue('a\u0000b', 'body')).toBe('body must not contain a NUL character');
    expect(findUnstorableValue(['a\u0000b'], 'body')).toBe('body[0] must not contain a NUL character');
    expect(findUnstorableValue([1, [Infinity]], 'body')).toBe('body[1].0 must be a finite number');
    expect(findUnstorableValue({ '': 'a\u0000b' }, 'body')).toBe('body[""] must not contain a NUL character');
    expect(findUnstorableValue({ ' ': 'a\u0000b' }, 'body')).toBe('body[" "] must not contain a NUL character');
    expect(findUnstorableValue({ a: { 'b c': [Infinity] } }, 'body')).toBe('a["b c"].0 must be a finite number');
    expect(findUnstorableValue({ 'x\u0000': 1 }, 'querystring')).toBe('querystring field names must not contain a NUL character');
    expect(findUnstorableValue({ a: { 'x\u0000': 1 } }, 'body')).toBe('body field names under a must not contain a NUL character');
  });

  it('passes finite numbers and text without NUL', () => {
    expect(findUnstorableValue({ q: 'jones', limit: 10, ok: [true, null] }, 'querystring')).toBeNull();
  });
});
