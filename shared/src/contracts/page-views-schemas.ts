// POST /api/page-views and GET /api/page-views/summary (spec §2: each page view is reported to a
// page-view counter). First-party and cookie-free: a report is a path and where the visitor came from.
import { Type, type Static } from 'typebox';

/** Longest path the counter accepts; real FightRank paths are far shorter. */
export const PAGE_VIEW_PATH_MAX = 300;
export const PAGE_VIEW_REFERRER_MAX = 2048;

export const PageViewReport = Type.Object(
  {
    path: Type.String({
      minLength: 1,
      maxLength: PAGE_VIEW_PATH_MAX,
      // A site path: starts with one slash, no control characters (NUL included), no spaces.
      pattern: '^/(?!/)[^\\u0000-\\u0020\\u007f]*$',
      description: 'The page path, starting with /; the query and fragment are ignored.',
    }),
    referrer: Type.Optional(
      Type.String({
        maxLength: PAGE_VIEW_REFERRER_MAX,
        pattern: '^[^\\u0000-\\u001f\\u007f]*$',
        description: 'document.referrer or the previous page; empty when none.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type PageViewReport = Static<typeof PageViewReport>;

/** A report is accepted with 204 and no body, counted or not (bots learn nothing from the answer). */
export const PageViewAccepted = Type.Null();

export const MostViewedFighter = Type.Object({
  fighterId: Type.Integer(),
  name: Type.String(),
  views: Type.Integer(),
});
export type MostViewedFighter = Static<typeof MostViewedFighter>;

export const PageViewSummary = Type.Object({
  /** Every page view counted, rolled-up months included. */
  totalViews: Type.Integer(),
  /** The last seven days, today included. */
  viewsThisWeek: Type.Integer(),
  viewsToday: Type.Integer(),
  /** First day counted (YYYY-MM-DD), or null before the first view. */
  countingSince: Type.Union([Type.String(), Type.Null()]),
  /** Fighter pages with the most views in the last seven days, most first. */
  mostViewedFighters: Type.Array(MostViewedFighter),
});
export type PageViewSummary = Static<typeof PageViewSummary>;

export const PageViewSummaryResponse = Type.Object({ data: PageViewSummary });
export type PageViewSummaryResponse = Static<typeof PageViewSummaryResponse>;
