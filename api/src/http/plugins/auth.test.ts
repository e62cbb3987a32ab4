import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../../config';
import type { Database } from '../../data/db/database';
import { openTestDatabase, testDatabaseKind } from '../../../test/support/test-database';
import { signUpAndSignIn, xsrfHeaders } from '../../../test/support/auth-session';
import { requireUser } from './auth';

describe(`request.user and requireUser on ${testDatabaseKind}`, () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase();
    app = await buildApp({ config: { ...readConfig({}), distRoot: '/nonexistent-fightrank-dist' }, db });
    // Routes shaped like the ones other features build on the contract.
    app.get('/api/test-whoami', async (request) => ({ data: request.user }));
    app.post('/api/test-members-only', { preHandler: requireUser }, async (request) => ({ data: request.user!.id }));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('is null for a visitor and for a forged or malformed access cookie', async () => {
    expect((await app.inject('/api/test-whoami')).json()).toEqual({ data: null });
    for (const cookie of ['fr_access=' + 'A'.repeat(43), 'fr_access=%00%27%20or%201=1', 'fr_access=' + 'x'.repeat(5000)]) {
      const response = await app.inject({ url: '/api/test-whoami', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: null });
    }
  });

  it('is the signed-in user, id and e-mail, from the access cookie', async () => {
    const session = await signUpAndSignIn(app, 'Contract.Tester@Example.COM');
    const response = await app.inject({ url: '/api/test-whoami', headers: session.headers });
    const [row] = await db.query<{ id: number }>(`select id from users where email = 'Contract.Tester@example.com'`);
    expect(response.json()).toEqual({ data: { id: row!.id, email: 'Contract.Tester@example.com' } });
    expect(typeof response.json().data.id).toBe('number');
  });

  it('requireUser answers 401 with a message to a visitor and lets a signed-in user through', async () => {
    const visitor = await app.inject({ method: 'POST', url: '/api/test-members-only', headers: await xsrfHeaders(app) });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toMatch(/sign in/i);
    const session = await signUpAndSignIn(app);
    const member = await app.inject({ method: 'POST', url: '/api/test-members-only', headers: session.headers });
    expect(member.statusCode).toBe(200);
    expect(typeof member.json().data).toBe('number');
  });

  it('forgets the user once the access token has expired', async () => {
    const session = await signUpAndSignIn(app);
    await db.query(`update auth_tokens set expires_at = now() - interval '1 second' where kind = 'access'`);
    const response = await app.inject({ url: '/api/test-whoami', headers: session.headers });
    expect(response.json()).toEqual({ data: null });
  });
});
