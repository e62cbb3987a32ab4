// Durability (issue 14): SIGKILL of the server process in the middle of a stream of votes and sign-ups loses no
// acknowledged write. Every 2xx answered before the kill must be in the database once it is opened again
// (the server restarts on it first, proving it recovers). PGlite on a data dir in the embedded pass; PostgreSQL when
// DATABASE_URL is set (own schema): the PGlite case ignores DATABASE_URL, so the PostgreSQL pass would only repeat
// it (decision 050). No FIGHTRANK_DATA: the server loads its labelled demo data, which is enough.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/data/db/database';
import { startServerProcess, xsrfPair, type ServerProcess } from './server-process';

const STREAM_MS = 2_500;

interface Acked {
  emails: string[];
  /** Voter cookie of each acknowledged vote (a fresh anonymous voter each time). */
  voterKeys: string[];
}

/** Sign-ups and votes from 6 concurrent clients until the kill; returns what the server acknowledged with 2xx. */
async function streamThenKill(server: ServerProcess, runId: string): Promise<Acked> {
  // The demo data, not the team kit's full copy beside the clone: a minute of import per start would buy nothing here.
  const health = (await (await fetch(`${server.base}/api/health`)).json()) as { data: { dataSource: string | null } };
  expect(health.data.dataSource).toBe('demo');
  const xsrf = await xsrfPair(server.base);
  let matchups: { id: number; fighterA: { id: number } }[] = [];
  const until = Date.now() + 60_000;
  // The community job (every second here) makes the matchups after the first ranking snapshot.
  while (matchups.length === 0 && Date.now() < until) {
    matchups = ((await (await fetch(`${server.base}/api/community/matchups?limit=10`)).json()) as { data: typeof matchups }).data ?? [];
    if (matchups.length === 0) await new Promise((r) => setTimeout(r, 500));
  }
  expect(matchups.length, 'the demo data yields community matchups').toBeGreaterThan(0);
  const acked: Acked = { emails: [], voterKeys: [] };
  let n = 0;
  let killed = false;
  const worker = async (kind: 'signup' | 'vote') => {
    while (!killed) {
      const i = n++;
      try {
        if (kind === 'signup') {
          const email = `durable-${runId}-${i}@example.com`;
          const response = await fetch(`${server.base}/api/auth/register`, {
            method: 'POST',
            headers: { ...xsrf, 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: `Durable-${runId}-river-${i}-Q7!` }),
          });
          if (response.ok) acked.emails.push(email);
        } else {
          const matchup = matchups[i % matchups.length]!;
          const response = await fetch(`${server.base}/api/community/matchups/${matchup.id}/votes`, {
            method: 'POST',
            headers: { ...xsrf, 'content-type': 'application/json' },
            body: JSON.stringify({ winnerId: matchup.fighterA.id }),
          });
          const voter = /fr_voter=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
          if (response.ok) acked.voterKeys.push(voter ?? '');
        }
      } catch {
        // Connection reset by the kill: not acknowledged, so not counted.
      }
    }
  };
  const workers = [worker('signup'), worker('signup'), worker('vote'), worker('vote'), worker('vote'), worker('vote')];
  await new Promise((r) => setTimeout(r, STREAM_MS));
  await server.kill();
  killed = true;
  await Promise.all(workers);
  return acked;
}

async function expectAllStored(db: Database, acked: Acked) {
  const users = await db.query<{ email: string }>(`select email from users where email = any($1::text[])`, [acked.emails]);
  expect(users.map((u) => u.email).sort()).toEqual([...acked.emails].sort());
  const votes = await db.query<{ n: number }>(`select count(*)::int as n from votes`);
  expect(votes[0]!.n).toBeGreaterThanOrEqual(acked.voterKeys.length);
}

describe('SIGKILL during writes loses no acknowledged write', () => {
  it.skipIf(Boolean(process.env.DATABASE_URL))('on PGlite (a data dir)', { timeout: 300_000 }, async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fightrank-durability-'));
    try {
      const env = { DATABASE_URL: '', REDIS_URL: '', DATA_DIR: dir, COMMUNITY_JOB_SECONDS: '1' };
      const acked = await streamThenKill(await startServerProcess(env, { timeoutMs: 240_000 }), randomBytes(4).toString('hex'));
      expect(acked.emails.length + acked.voterKeys.length, 'writes were acknowledged before the kill').toBeGreaterThan(0);
      // The server comes back on the killed directory (stale lock, WAL replay) and serves.
      const again = await startServerProcess(env, { timeoutMs: 240_000 });
      await again.stop();
      const db = await openDatabase({ dataDir: dir });
      try {
        await expectAllStored(db, acked);
      } finally {
        await db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!process.env.DATABASE_URL)('on PostgreSQL', { timeout: 300_000 }, async () => {
    const schema = `durability_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    try {
      const url = new URL(process.env.DATABASE_URL!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const env = { DATABASE_URL: url.toString(), REDIS_URL: '', COMMUNITY_JOB_SECONDS: '1' };
      const acked = await streamThenKill(await startServerProcess(env, { timeoutMs: 240_000 }), randomBytes(4).toString('hex'));
      expect(acked.emails.length + acked.voterKeys.length).toBeGreaterThan(0);
      const again = await startServerProcess(env, { timeoutMs: 240_000 });
      await again.stop();
      const db = await openDatabase({ databaseUrl: url.toString() });
      try {
        await expectAllStored(db, acked);
      } finally {
        await db.close();
      }
    } finally {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  });
});
