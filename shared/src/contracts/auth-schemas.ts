// Request and response schemas of the auth and account routes (spec §7 and issue 10). The api validates
// and serializes with them; browser code imports only the types (`import type`), never this file's values.
import { Type, type Static, type TSchema } from 'typebox';
import { DISPLAY_NAME_MAX_LENGTH, DISPLAY_NAME_MIN_LENGTH } from './display-name';

// Limits sit a little above the rules the server explains in its own words (e-mail 254, password 256),
// so an oversized field is refused by the schema with its name before any work is done.
const Email = Type.String({ maxLength: 320, description: 'E-mail address; trimmed, domain lower-cased' });
const Password = Type.String({ maxLength: 1024, description: 'At least 8 and at most 256 characters' });

/** Spec §3 user credential: the body of register and login. */
export const CredentialsSchema = Type.Object({ email: Email, password: Password }, { additionalProperties: false });
export type Credentials = Static<typeof CredentialsSchema>;

/** Spec §3 refresh result; the token is stored as accessToken (it is a receipt, not a credential). */
export const RefreshResultSchema = Type.Object({ token: Type.String() });
export type RefreshResult = Static<typeof RefreshResultSchema>;

/** Who is signed in: the answer of check, login and GET /api/account. */
export const AccountSchema = Type.Object({
  email: Type.String(),
  /** The name shown in public (leaderboard): chosen on Profile, else an opaque handle like "Fan 7KQ2M9XH4T". */
  displayName: Type.String(),
  /** ISO 8601 timestamp of the registration. */
  memberSince: Type.String(),
});
export type Account = Static<typeof AccountSchema>;

export const RegisterResultSchema = Type.Object({
  /** Always the same text, whether or not the e-mail already had an account (no enumeration). */
  message: Type.String(),
});
export type RegisterResult = Static<typeof RegisterResultSchema>;

export const ChangePasswordSchema = Type.Object({ currentPassword: Password, newPassword: Password }, { additionalProperties: false });
export type ChangePasswordRequest = Static<typeof ChangePasswordSchema>;

/** Body of PUT /api/account/display-name; the limit sits above the rule so the server can explain it. */
export const ChangeDisplayNameSchema = Type.Object(
  {
    displayName: Type.String({
      maxLength: 200,
      description: `${DISPLAY_NAME_MIN_LENGTH} to ${DISPLAY_NAME_MAX_LENGTH} letters, digits, spaces, dots, hyphens or underscores`,
    }),
  },
  { additionalProperties: false },
);
export type ChangeDisplayNameRequest = Static<typeof ChangeDisplayNameSchema>;

export const SignedOutSessionsSchema = Type.Object({ signedOutSessions: Type.Integer() });
export type SignedOutSessions = Static<typeof SignedOutSessionsSchema>;

/**
 * What deleting an account removes and what it keeps, as the profile page says before the fan confirms
 * (issue 22 finding 10). api/test/reliability/security.test.ts holds it against the rows a deletion leaves.
 */
export const ACCOUNT_DELETION_NOTICE =
  'This deletes your account, your e-mail address, your predictions and your sign-ins on every device. ' +
  'Your community votes stay counted: each keeps the fighter you picked, when you voted, an account number that no longer leads to you ' +
  '(so the same vote cannot be cast again) and a one-way scrambled form of your network address. This cannot be undone.';

export const DeleteAccountSchema = Type.Object({ password: Password }, { additionalProperties: false });
export type DeleteAccountRequest = Static<typeof DeleteAccountSchema>;

export const ErrorSchema = Type.Object({ statusCode: Type.Integer(), error: Type.String(), message: Type.String() });

/** Wraps a payload schema in the `{ data }` envelope every API answer uses. */
export const envelopeOf = <T extends TSchema>(data: T) => Type.Object({ data });
