// The signed-in user's own account (issue 10 profile): who am I, change password, sign out everywhere,
// delete. Every route needs a session; changing the password and deleting also need the password again,
// so a borrowed, still signed-in browser cannot lock the owner out.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountSchema,
  ChangeDisplayNameSchema,
  ChangePasswordSchema,
  DeleteAccountSchema,
  ErrorSchema,
  SignedOutSessionsSchema,
  envelopeOf,
} from '@fightrank/shared/contracts';
import { accountGone, badRequest, HttpError } from '../../http-errors';
import { displayNameProblem } from '../../../accounts/display-names';
import { requireUser } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { hashPassword, passwordProblem, verifyPassword } from '../../../accounts/passwords';
import { clearSessionCookies } from '../../auth/session-cookies';
import { perAccountLimit } from '../../auth/account-rate-limit';
import { deleteUser, findUserById, revokeUserSessions, updateDisplayName, replacePasswordHash } from '../../../accounts/accounts-repository';
import { AUTH_BODY_LIMIT, toAccount } from '../auth/index';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 409: ErrorSchema, 413: ErrorSchema, 429: ErrorSchema };

/** Another change of this account's password (another tab, a double submit) landed after this one checked the old. */
const passwordChangedMeanwhile = () =>
  new HttpError(
    409,
    'Your password was changed by another request just now, so this change was not made. Sign in with the password now in force and try again.',
  );

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Guessing the current password through a hijacked session is limited per account.
  const passwordChecks = perAccountLimit(app, RATE_LIMITS.passwordCheckPerAccount, (request) => `password-check:${request.user?.id ?? request.ip}`);

  async function currentUser(request: FastifyRequest) {
    const user = await findUserById(app.db, request.user!.id);
    // The account vanished between the auth hook and now (deleted in another tab).
    if (!user) throw Object.assign(new Error('Your account no longer exists.'), { statusCode: 401 });
    return user;
  }

  app.get(
    '/account',
    { preHandler: requireUser, config: { cache: 'private' }, schema: { response: { 200: envelopeOf(AccountSchema), 401: ErrorSchema } } },
    async (request) => ({
      data: toAccount(await currentUser(request)),
    }),
  );

  app.post(
    '/account/password',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      config: { rateLimit: RATE_LIMITS.passwordCheckPerIp },
      preHandler: [requireUser, passwordChecks],
      schema: { body: ChangePasswordSchema, response: { 200: envelopeOf(SignedOutSessionsSchema), ...errors } },
    },
    async (request) => {
      const user = await currentUser(request);
      if (!(await verifyPassword(user.password_hash, request.body.currentPassword))) throw badRequest('currentPassword is not your current password');
      const problem = passwordProblem(request.body.newPassword, user.email, 'newPassword', user.display_name);
      if (problem) throw badRequest(problem);
      if (request.body.newPassword === request.body.currentPassword) throw badRequest('newPassword must differ from the current password');
      const newHash = await hashPassword(request.body.newPassword);
      // Everyone else who knew the old password is signed out; this browser stays signed in.
      const signedOutSessions = await app.db.transaction(async (tx) => {
        if (!(await replacePasswordHash(tx, user.id, user.password_hash, newHash))) {
          throw (await findUserById(tx, user.id)) ? passwordChangedMeanwhile() : accountGone();
        }
        return revokeUserSessions(tx, user.id, request.authSessionId ?? undefined);
      });
      return { data: { signedOutSessions } };
    },
  );

  // The public name (leaderboard). No password needed: it changes nothing a borrowed browser could lock out.
  app.put(
    '/account/display-name',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      preHandler: requireUser,
      config: { rateLimit: RATE_LIMITS.displayNamePerIp },
      schema: { body: ChangeDisplayNameSchema, response: { 200: envelopeOf(AccountSchema), ...errors } },
    },
    async (request) => {
      const displayName = request.body.displayName.normalize('NFC');
      const problem = displayNameProblem(displayName);
      if (problem) throw badRequest(problem);
      const user = await currentUser(request);
      const update = await updateDisplayName(app.db, user.id, displayName);
      if (update === 'no-account') throw accountGone();
      if (update === 'taken') throw new HttpError(409, `displayName "${displayName}" is taken; choose another name`);
      return { data: toAccount({ ...user, display_name: displayName }) };
    },
  );

  app.post(
    '/account/sign-out-everywhere',
    {
      preHandler: requireUser,
      config: { rateLimit: RATE_LIMITS.signOutPerIp },
      schema: { response: { 200: envelopeOf(SignedOutSessionsSchema), 401: ErrorSchema, 403: ErrorSchema } },
    },
    async (request, reply) => {
      // Every session, this one included: "everywhere" means this browser too.
      const signedOutSessions = await revokeUserSessions(app.db, request.user!.id);
      clearSessionCookies(request, reply);
      return { data: { signedOutSessions } };
    },
  );

  app.delete(
    '/account',
    {
      bodyLimit: AUTH_BODY_LIMIT,
      config: { rateLimit: RATE_LIMITS.passwordCheckPerIp },
      preHandler: [requireUser, passwordChecks],
      schema: { body: DeleteAccountSchema, response: { 204: { type: 'null' }, ...errors } },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      if (!(await verifyPassword(user.password_hash, request.body.password))) throw badRequest('password is not your current password');
      await deleteUser(app.db, user.id);
      clearSessionCookies(request, reply);
      return reply.status(204).send(null);
    },
  );
};
