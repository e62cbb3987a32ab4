// Failed sign-ins, counted per key (a device, an account from one address, an account from everywhere) with a
// gentle slow-down: a few free failures, then a wait that doubles with every further failure up to a cap, and
// is forgotten a while after the last failure (decision 035, OWASP Authentication Cheat Sheet). Counted in Redis
// while it answers, so every instance shares the counts, and mirrored in process memory, so a Redis outage
// continues from the counts this instance saw instead of forgiving everyone.
//
// An attempt is counted *before* the password is checked and forgiven when it was right: parallel guesses
// cannot all slip past the check before the first failure is written, and a correct sign-in counts for nothing.
import { createHash } from 'node:crypto';
import type { RedisLink } from '../../data/redis/redis-link';
import { trimOldest } from '../plugins/rate-limit-store';

export interface SlowDown {
  /** Failures that cost nothing: typos, a forgotten caps lock. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; each further failure doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** The count is forgotten this long after the last failure. */
  forgetAfterMs: number;
}

export interface CountedKey {
  key: string;
  policy: SlowDown;
  /** On a correct password: true forgets the key's failures, false only takes back this attempt. */
  clearOnSuccess: boolean;
}

interface Entry {
  failures: number;
  lastAt: number;
  expiresAt: number;
}

/** How long the next attempt must wait after `failures` failures, the last at `lastAt`. */
export function waitMs(policy: SlowDown, failures: number, lastAt: number, now: number): number {
  if (failures < policy.freeFailures) return 0;
  const delay = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (failures - policy.freeFailures));
  return Math.max(0, lastAt + delay - now);
}

/** Distinct keys in the ledger's namespace without the e-mail or address itself in Redis or in memory. */
export const ledgerKey = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 32);

const LOCAL_CAPACITY = 50_000;
const NAMESPACE = 'fightrank-sign-in:';

// KEYS: the counted keys. ARGV: now, then per key freeFailures, firstDelayMs, maxDelayMs, forgetAfterMs.
// Answers { wait } when any key must still wait (nothing counted), else { 0, failures of each key }.
const ATTEMPT_SCRIPT = `
local now = tonumber(ARGV[1])
local wait = 0
local counts = {}
for i, key in ipairs(KEYS) do
  local base = 1 + (i - 1) * 4
  local free, first, cap = tonumber(ARGV[base + 1]), tonumber(ARGV[base + 2]), tonumber(ARGV[base + 3])
  local stored = redis.call('HMGET', key, 'n', 'at')
  local n, at = tonumber(stored[1]) or 0, tonumber(stored[2]) or 0
  counts[i] = n
  if n >= free then
    local left = at + math.min(cap, first * 2 ^ (n - free)) - now
    if left > wait then wait = left end
  end
end
if wait > 0 then return { math.ceil(wait) } end
local result = { 0 }
for i, key in ipairs(KEYS) do
  result[i + 1] = redis.call('HINCRBY', key, 'n', 1)
  redis.call('HSET', key, 'at', now)
  redis.call('PEXPIRE', key, ARGV[1 + (i - 1) * 4 + 4])
end
return result
`;

// KEYS: keys to take one attempt back from, then keys to forget. ARGV: how many of the first kind.
const FORGIVE_SCRIPT = `
local takeBack = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  if i <= takeBack then
    if (tonumber(redis.call('HGET', key, 'n')) or 0) > 0 then redis.call('HINCRBY', key, 'n', -1) end
  else
    redis.call('DEL', key)
  end
end
return 0
`;

type Scripted = { attemptSignIn(...args: (string | number)[]): Promise<number[]>; forgiveSignIn(...args: (string | number)[]): Promise<number> };

export class SignInAttempts {
  private readonly local = new Map<string, Entry>();

  constructor(private readonly redis: RedisLink | undefined) {
    if (redis) {
      redis.client.defineCommand('attemptSignIn', { lua: ATTEMPT_SCRIPT });
      redis.client.defineCommand('forgiveSignIn', { lua: FORGIVE_SCRIPT });
    }
  }

  /**
   * Counts an attempt on every key, or, when one of them is still waiting, counts nothing and answers how many
   * milliseconds are left. The caller must `forgive` when the password was right.
   */
  async attempt(keys: readonly CountedKey[], now = Date.now()): Promise<number> {
    // The shadow is asked first: it may know failures that a Redis which restarted empty has lost.
    const localWait = this.localWait(keys, now);
    if (localWait > 0) return localWait;
    if (this.redis?.available()) {
      try {
        const args = keys.flatMap(({ policy }) => [policy.freeFailures, policy.firstDelayMs, policy.maxDelayMs, policy.forgetAfterMs]);
        const [wait, ...counts] = await this.redis.run((client) =>
          (client as unknown as Scripted).attemptSignIn(keys.length, ...keys.map((k) => NAMESPACE + k.key), now, ...args),
        );
        if (wait! > 0) return wait!;
        keys.forEach(({ key, policy }, i) => this.remember(key, Math.max(counts[i] ?? 0, (this.read(key, now)?.failures ?? 0) + 1), now, policy));
        return 0;
      } catch {
        // Redis did not answer in time: this instance counts alone until it does.
      }
    }
    for (const { key, policy } of keys) this.remember(key, (this.read(key, now)?.failures ?? 0) + 1, now, policy);
    return 0;
  }

  /** The password was right: this attempt is no failure, and the keys that belong to this fan start afresh. */
  async forgive(keys: readonly CountedKey[], now = Date.now()): Promise<void> {
    const takeBack = keys.filter((k) => !k.clearOnSuccess);
    const forget = keys.filter((k) => k.clearOnSuccess);
    for (const { key } of takeBack) {
      const entry = this.read(key, now);
      if (entry && entry.failures > 0) entry.failures -= 1;
    }
    for (const { key } of forget) this.local.delete(key);
    if (!this.redis?.available()) return;
    const names = [...takeBack, ...forget].map((k) => NAMESPACE + k.key);
    await this.redis.run((client) => (client as unknown as Scripted).forgiveSignIn(names.length, ...names, takeBack.length)).catch(() => undefined);
  }

  private localWait(keys: readonly CountedKey[], now: number): number {
    let wait = 0;
    for (const { key, policy } of keys) {
      const entry = this.read(key, now);
      if (entry) wait = Math.max(wait, waitMs(policy, entry.failures, entry.lastAt, now));
    }
    return Math.ceil(wait);
  }

  private read(key: string, now: number): Entry | undefined {
    const entry = this.local.get(key);
    if (entry && entry.expiresAt > now) return entry;
    if (entry) this.local.delete(key);
    return undefined;
  }

  private remember(key: string, failures: number, now: number, policy: SlowDown) {
    // Re-inserting moves the key to the end of the Map's order, so the first key is the least recently used.
    this.local.delete(key);
    this.local.set(key, { failures, lastAt: now, expiresAt: now + policy.forgetAfterMs });
    trimOldest(this.local, LOCAL_CAPACITY);
  }
}

const MINUTE = 60_000;

/** The three counts of decision 035. */
export const SIGN_IN_SLOW_DOWN = {
  /** A browser that signed in to this account before: only its own failures count against it. */
  device: { freeFailures: 10, firstDelayMs: 1_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 15 * MINUTE },
  /** One account from one address without a device cookie: someone guessing from here. */
  accountFromAddress: { freeFailures: 5, firstDelayMs: 1_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 15 * MINUTE },
  /**
   * One account from every address without a device cookie (allowlisted ones too): guessing spread over many
   * addresses. Capped at a few minutes, so a fan on a new browser waits minutes, never a wall.
   */
  account: { freeFailures: 10, firstDelayMs: 1_000, maxDelayMs: 5 * MINUTE, forgetAfterMs: 60 * MINUTE },
} as const satisfies Record<string, SlowDown>;

/**
 * What one sign-in attempt counts against. `email` is the normalised e-mail whether or not an account has it, so
 * unknown e-mails are slowed down exactly like real ones; `deviceId` comes from a device cookie already checked
 * to belong to this e-mail's account; `address` is the client address key (IPv6 by /64).
 */
export function signInKeys({ email, address, deviceId }: { email: string; address: string; deviceId: string | null }): CountedKey[] {
  const account = email.toLowerCase();
  if (deviceId) return [{ key: ledgerKey('device', account, deviceId), policy: SIGN_IN_SLOW_DOWN.device, clearOnSuccess: true }];
  return [
    { key: ledgerKey('account-address', account, address), policy: SIGN_IN_SLOW_DOWN.accountFromAddress, clearOnSuccess: true },
    // Never cleared by a success: the failures someone else made from elsewhere still happened.
    { key: ledgerKey('account', account), policy: SIGN_IN_SLOW_DOWN.account, clearOnSuccess: false },
  ];
}

/** "3 seconds", "2 minutes": how long a fan is asked to wait. */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}
