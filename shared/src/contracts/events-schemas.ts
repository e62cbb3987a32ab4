// Request and response schemas of /api/events (the events and event-fights screens of mfe-fighter).
// The api validates and serializes with them; browser code imports only their types.
import { Type, type Static } from 'typebox';
import { CountryCode, DataEnvelope, NullableInteger, NullableNumber, NullableString } from './schema-helpers';

export const EVENT_STATUSES = ['completed', 'scheduled'] as const;
export const EVENTS_LIMIT_MAX = 100;
/** `status=scheduled` lists upcoming cards only; a past-dated card without results is listed with `completed`. */

export const EventListQuery = Type.Object({
  status: Type.Optional(Type.String({ enum: [...EVENT_STATUSES] })),
  /** Organization code, e.g. UFC; all organizations when absent. */
  org: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9 ._-]+$' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: EVENTS_LIMIT_MAX })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});
export type EventListQuery = Static<typeof EventListQuery>;

export const EventSummarySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  date: NullableString(),
  location: NullableString(),
  organization: Type.String(),
  organizationName: Type.String(),
  status: Type.String({ enum: ['completed', 'scheduled', 'cancelled'] }),
  /** Scheduled, dated before today (UTC), and no results yet: it has happened, so it is not upcoming (decision 047). */
  awaitingResults: Type.Boolean(),
  boutCount: Type.Integer(),
  /** The main event as "A vs B", when the card has bouts. */
  mainEvent: NullableString(),
});
export type EventSummary = Static<typeof EventSummarySchema>;
export const EventListResponse = DataEnvelope(Type.Array(EventSummarySchema));

export const EventOrganizationSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  /** Past cards: with results, or awaiting them. */
  completed: Type.Integer(),
  /** Upcoming cards: dated today or later (or not dated yet). */
  scheduled: Type.Integer(),
});
export type EventOrganization = Static<typeof EventOrganizationSchema>;
export const EventOrganizationsResponse = DataEnvelope(Type.Array(EventOrganizationSchema));

export const UpcomingEventsSchema = Type.Object({
  /** Scheduled cards dated today (UTC) or later, or not dated yet. */
  count: Type.Integer(),
});
export type UpcomingEvents = Static<typeof UpcomingEventsSchema>;
export const UpcomingEventsResponse = DataEnvelope(UpcomingEventsSchema);

const Corner = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  countryCode: CountryCode(),
  /** Rating today (what rankings show); null when unrated. */
  rating: NullableNumber(),
});

export const EventBoutSchema = Type.Object({
  id: Type.Integer(),
  fighterA: Corner,
  fighterB: Corner,
  weightClass: NullableString(),
  titleBout: Type.Boolean(),
  /** For an interim title (titleBout is true too). */
  interimTitle: Type.Boolean(),
  /** From fighter A's side; null while scheduled. */
  outcomeA: Type.Unsafe<'W' | 'L' | 'D' | 'NC' | null>({ type: ['string', 'null'], enum: ['W', 'L', 'D', 'NC', null] }),
  method: NullableString(),
  methodDetail: NullableString(),
  round: NullableInteger(),
  timeSeconds: NullableInteger(),
  /** The engine's win probability for A from bouts before the event; null when it has none. */
  probabilityA: NullableNumber(),
  /** For a decided bout with a favourite: whether the favourite won; null otherwise (even odds, draw, NC, scheduled). */
  favoriteWon: Type.Union([Type.Boolean(), Type.Null()]),
});
export type EventBout = Static<typeof EventBoutSchema>;

export const EventDetailSchema = Type.Object({
  event: EventSummarySchema,
  bouts: Type.Array(EventBoutSchema),
});
export type EventDetail = Static<typeof EventDetailSchema>;
export const EventDetailResponse = DataEnvelope(EventDetailSchema);
export const EventIdParams = Type.Object({ id: Type.String({ maxLength: 200 }) });
