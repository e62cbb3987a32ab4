// POST /api/admin/cards (decision 028): the operator's card commands through the running server. Only a loopback
// caller with the server's operator token gets in; a session does not; bad commands answer 400 with the CLI's own
// message and change nothing; a good one writes exactly what the CLI would, probability included.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { readConfig } from '../../../config';
import type { Database } from '../../../data/db/database';
import { newToken } from '../../../accounts/tokens';
import { openTestDatabase, testDatabaseKind } from '../../../../test/support/test-database';
import { signUpAndSignIn } from '../../../../test/support/auth-session';
import { CardsInputError, runCardsCommand } from '../../../pipeline/jobs/operator-cards';
import { OPERATOR_RATE_LIMIT } from './index';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe(`POST /api/admin/cards on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;
  const token = newToken();
  const f: Record<string, number> = {};

  beforeAll(async () => {
    db = await openTestDatabase();
    await db.query(`insert into organizations (code, name) values ('UFC', 'UFC') on conflict do nothing`);
    for (const name of ['Ana', 'Bea', 'Cid']) {
      const [row] = await db.query<{ id: number }>(`insert into fighters (key, name, slug) values ($1, $2, $3) returning id::int as id`, [
        `adm:${name}`,
        name,
        `adm-${name.toLowerCase()}`,
      ]);
      f[name] = row!.id;
    }
    app = await buildApp({ config: readConfig({}), db, operatorToken: token });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const bouts = async () => Number((await db.query<{ n: string }>(`select count(*) as n from bouts`))[0]!.n);
  const send = (argv: unknown, headers: Record<string, string> = { authorization: `Bearer ${token}` }, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/admin/cards', headers, payload: { argv }, remoteAddress });
  const addArgs = (b: number) => ['add', '--event', 'Operator Night', '--date', inDays(10), '--a', String(f.Ana), '--b', String(b)];

  it('refuses a caller without the token (401), with a wrong one (403), or from another machine (403), changing nothing', async () => {
    const missing = await send(addArgs(f.Bea!), {});
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(missing.json().message).toMatch(/Operator token missing/);
    expect((await send(addArgs(f.Bea!), { authorization: `Bearer ${newToken()}` })).statusCode).toBe(403);
    // Same length, one character off: still refused (the compare is of hashes, constant time).
    const nearMiss = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await send(addArgs(f.Bea!), { authorization: `Bearer ${nearMiss}` })).statusCode).toBe(403);
    expect((await send(addArgs(f.Bea!), { authorization: token })).statusCode).toBe(401);
    const remote = await send(addArgs(f.Bea!), { authorization: `Bearer ${token}` }, '203.0.113.9');
    expect(remote.statusCode).toBe(403);
    expect(remote.json().message).toMatch(/this machine only/);
    // A forwarded header cannot make a remote caller look local.
    expect((await send(addArgs(f.Bea!), { authorization: `Bearer ${token}`, 'x-forwarded-for': '127.0.0.1' }, '203.0.113.9')).statusCode).toBe(403);
    expect(await bouts()).toBe(0);
  });

  it('is not reachable with a user session, even with the anti-forgery header', async () => {
    const { headers } = await signUpAndSignIn(app);
    const response = await send(addArgs(f.Bea!), headers);
    expect(response.statusCode).toBe(401);
    expect(await bouts()).toBe(0);
  });

  it('is off (403) on a server without an operator token', async () => {
    const plain = await buildApp({ config: readConfig({}), db });
    try {
      const response = await plain.inject({
        method: 'POST',
        url: '/api/admin/cards',
        headers: { authorization: `Bearer ${token}` },
        payload: { argv: addArgs(f.Bea!) },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/off on this server/);
    } finally {
      await plain.close();
    }
    expect(await bouts()).toBe(0);
  });

  it("answers 400 with exactly the CLI's message for a bad command, and writes nothing", async () => {
    // What the CLI itself says for the same arguments.
    const cliMessage = async (argv: string[]) => {
      try {
        await runCardsCommand(db, argv);
      } catch (error) {
        if (error instanceof CardsInputError) return error.message;
      }
      throw new Error('the CLI accepted a bad command');
    };
    for (const argv of [addArgs(999_999), ['result', '--bout', '424242', '--winner', String(f.Ana), '--method', 'SUB'], ['explode'], ['add', '--nonsense']]) {
      const response = await send(argv);
      expect(response.statusCode, argv.join(' ')).toBe(400);
      expect(response.json().message).toBe(await cliMessage(argv));
    }
    expect((await send(addArgs(999_999))).json().message).toBe('--b: no fighter with id 999999');
    // The body's shape is checked before anything runs, naming the field.
    expect((await send({ command: 'add' })).json().message).toMatch(/argv/);
    expect((await send([])).statusCode).toBe(400);
    expect((await send(['add', 'x'.repeat(301)])).statusCode).toBe(400);
    expect(await bouts()).toBe(0);
  });

  it('runs a valid command like the CLI: same output, the bout stored and priced by the engine', async () => {
    const response = await send(addArgs(f.Bea!));
    expect(response.statusCode).toBe(200);
    const output = response.json().data.output as string;
    expect(output).toMatch(/^Added bout \d+: Ana vs Bea on "Operator Night" \(event \d+, \d{4}-\d{2}-\d{2}\)\.$/);
    const boutId = Number(/bout (\d+)/.exec(output)![1]);
    const [stored] = await db.query<{ a: string; b: string; p: number | null }>(
      `select b.fighter_a_id as a, b.fighter_b_id as b, p.probability_a as p from bouts b left join bout_predictions p on p.bout_id = b.id where b.id = $1`,
      [boutId],
    );
    expect([Number(stored!.a), Number(stored!.b)]).toEqual([f.Ana, f.Bea]);
    expect(stored!.p).toBeGreaterThan(0);
    expect(stored!.p).toBeLessThan(1);

    const result = await send(['result', '--bout', String(boutId), '--winner', String(f.Bea), '--method', 'SUB']);
    expect(result.json().data.output).toBe(`Result stored for bout ${boutId}: L by SUB.`);
    // The same command a second time is refused the same way the CLI refuses it.
    expect((await send(addArgs(f.Bea!))).json().message).toMatch(/is completed: add bouts to scheduled events only/);
  });

  it(`limits a caller to ${OPERATOR_RATE_LIMIT.max} calls a minute, wrong tokens included`, async () => {
    // A loopback address of its own, so a shared Redis count from an earlier run cannot interfere.
    const ip = `127.${[1, 2, 3].map(() => (randomBytes(1)[0]! % 250) + 1).join('.')}`;
    const statuses: number[] = [];
    for (let i = 0; i <= OPERATOR_RATE_LIMIT.max; i += 1) statuses.push((await send(['explode'], { authorization: `Bearer ${newToken()}` }, ip)).statusCode);
    expect(statuses.slice(0, OPERATOR_RATE_LIMIT.max).every((s) => s === 403)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
