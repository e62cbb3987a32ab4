import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECK_RETRY_MS, resolveAuthentication } from './resolve-auth';

function stubApi(responses: Record<string, { status: number; body?: unknown }>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const r = responses[url] ?? { status: 404 };
    return new Response(r.body === undefined ? '' : JSON.stringify(r.body), { status: r.status });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('resolveAuthentication', () => {
  it('stays signed out without calling the API when the stored flag is false', async () => {
    const calls = stubApi({});
    expect(await resolveAuthentication(false)).toBe(false);
    expect(calls).toEqual([]);
  });

  it('is signed in when the check succeeds', async () => {
    stubApi({ '/api/auth/check': { status: 200, body: { data: { ok: true } } } });
    expect(await resolveAuthentication(true)).toBe(true);
  });

  it('refreshes on 401 and stores the new token as accessToken', async () => {
    const calls = stubApi({
      '/api/auth/check': { status: 401, body: { message: 'expired' } },
      '/api/auth/refresh': { status: 200, body: { data: { token: 'fresh-token' } } },
    });
    expect(await resolveAuthentication(true)).toBe(true);
    expect(calls).toEqual(['/api/auth/check', '/api/auth/refresh']);
    expect(localStorage.getItem('accessToken')).toBe('fresh-token');
  });

  it('is signed out when the refresh fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({ '/api/auth/check': { status: 401 }, '/api/auth/refresh': { status: 401 } });
    expect(await resolveAuthentication(true)).toBe(false);
  });

  it('is signed out on any other check error, without a refresh', async () => {
    const calls = stubApi({ '/api/auth/check': { status: 500 } });
    expect(await resolveAuthentication(true)).toBe(false);
    expect(calls).toEqual(['/api/auth/check']);
  });

  describe('a check that gets no answer (a reload cancels it, the network drops)', () => {
    /** The first `failures` calls reject as fetch does without an answer; later ones answer `status`. */
    function stubUnanswered(failures: number, status: number) {
      const calls: number[] = [];
      vi.stubGlobal('fetch', async () => {
        calls.push(Date.now());
        if (calls.length <= failures) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ data: { ok: true } }), { status });
      });
      return calls;
    }
    afterEach(() => vi.useRealTimers());

    it('is asked once more after a pause, and the answer then decides', async () => {
      vi.useFakeTimers();
      const calls = stubUnanswered(1, 200);
      const result = resolveAuthentication(true);
      await vi.advanceTimersByTimeAsync(CHECK_RETRY_MS);
      expect(await result).toBe(true);
      expect(calls).toHaveLength(2);
      expect(calls[1]! - calls[0]!).toBe(CHECK_RETRY_MS);
    });

    it('counts as signed out when the second ask gets no answer either', async () => {
      vi.useFakeTimers();
      const calls = stubUnanswered(2, 200);
      const result = resolveAuthentication(true);
      await vi.advanceTimersByTimeAsync(CHECK_RETRY_MS);
      expect(await result).toBe(false);
      expect(calls).toHaveLength(2);
    });
  });
});
