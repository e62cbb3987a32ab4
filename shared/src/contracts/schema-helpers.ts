// Small TypeBox helpers the route contracts share. Nullable fields are written as `type: [t, 'null']` rather
// than anyOf: Fastify's serializer turns a null under anyOf [number, null] into 0.
import { Type, type TSchema } from 'typebox';

type Primitive = 'string' | 'number' | 'integer' | 'boolean';

const nullable =
  <T>(type: Primitive) =>
  (options: Record<string, unknown> = {}) =>
    Type.Unsafe<T | null>({ ...options, type: [type, 'null'] });

export const NullableString = nullable<string>('string');
export const NullableNumber = nullable<number>('number');
export const NullableInteger = nullable<number>('integer');

/**
 * A fighter's country as its ISO 3166-1 alpha-2 code, resolved once by the server when it imports the data: sent
 * beside every nationality, so a browser draws the flag from it and never matches country names itself.
 */
export const CountryCode = () =>
  NullableString({ pattern: '^[A-Z]{2}$', description: "ISO 3166-1 alpha-2 code of the fighter's country, resolved on import; null when unknown" });

/**
 * Whether a row's wins and losses are the whole career (decision 037, issue 23), spread into every schema that shows a
 * fighter's record in a list: `recordComplete` is false when the bouts FightRank holds may not be the whole career,
 * `recordSince` the year of the first bout held (null before any).
 */
export const RecordCompleteness = { recordComplete: Type.Boolean(), recordSince: NullableInteger() };

/**
 * The professional record a source states (curated fighters.csv), with the results of the bouts held since the day it
 * was stated added: list rows and favourites show it instead of the bouts held. Null when no source states one.
 */
export const StatedProRecord = Type.Optional(Type.Union([Type.Object({ wins: Type.Integer(), losses: Type.Integer(), draws: Type.Integer() }), Type.Null()]));

/**
 * The belts a fighter holds on the ratings date, as the list rules know them (a promotion's latest title bout in a
 * division, and announced title changes): organization code, the list's division, the title's own class (ONE's
 * "Strawweight" title counts in our Flyweight list), interim, and the organization's name as rows name organizations
 * (optional: rows written before it carry none). Empty for everyone else.
 */
export const HeldBelts = Type.Array(
  Type.Object({
    organization: Type.String(),
    organizationName: Type.Optional(Type.String()),
    division: Type.String(),
    title: Type.String(),
    interim: Type.Boolean(),
    /** A season title's season, the year of the final that won it (the PFL crowns each season's champions); absent otherwise. */
    season: Type.Optional(Type.Integer({ minimum: 1990, maximum: 2100 })),
  }),
);

/** `{ data: T }`: every successful response (spec §7). */
export const DataEnvelope = <T extends TSchema>(data: T) => Type.Object({ data });

/** Path parameter of every fighter endpoint: an id, or /fighter/{slug}-{id}'s nameId; an unknown one is a 404. */
export const FighterIdParams = Type.Object({ id: Type.String({ maxLength: 200 }) });

/** Fighter ids in request bodies: positive PostgreSQL bigints well inside JavaScript's safe range. */
export const FighterIdValue = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
