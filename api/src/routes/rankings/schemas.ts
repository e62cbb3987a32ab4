// Query and response schemas of the /api/rankings routes, built from @fightrank/shared/contracts so the
// server accepts exactly what the mfe-rankings screens send (spec §7, §9). A 400 names the parameter
// and what it allows; the rules below are the single source of those messages.
import type { FastifySchemaValidationError, RouteShorthandOptions } from 'fastify';
import {
  RANKING_DIRECTIONS,
  RANKING_FILTER_PARAM,
  RANKING_LIMIT_DEFAULT,
  RANKING_LIMIT_MAX,
  RANKING_MOVEMENTS,
  type FilteredRankingKind,
  type RankingFilterParam,
  type RankingKind,
} from '@fightrank/shared/contracts';

/** Ranks and offsets are PostgreSQL integers; anything larger could never match and would not bind. */
export const MAX_CURSOR = 2_147_483_647;
const MAX_FILTER_LENGTH = 100;

const FILTER_EXAMPLES: Record<RankingFilterParam, string> = {
  wc: 'the weight class, e.g. wc=Lightweight',
  c: 'the country name, e.g. c=Brazil',
  grp: 'the age group, e.g. grp=25-29',
  org: 'the organization code or name, e.g. org=UFC or org=Bellator MMA',
};

/** What each parameter allows, as the 400 message says it: "<param> must be <rule>". */
const PARAM_RULES: Record<string, string> = {
  last_rank: `an integer from 0 to ${MAX_CURSOR}`,
  offset: `an integer from 0 to ${MAX_CURSOR}`,
  limit: `an integer from 1 to ${RANKING_LIMIT_MAX}`,
  dir: `one of ${RANKING_DIRECTIONS.join(', ')}`,
  movement: `one of ${RANKING_MOVEMENTS.join(', ')}`,
  top_only: 'true or false',
  ...Object.fromEntries(
    Object.values(RANKING_FILTER_PARAM).map((param) => [param, `one text value of 1 to ${MAX_FILTER_LENGTH} characters`]),
  ),
};

export function filterParamOf(kind: RankingKind): RankingFilterParam | undefined {
  return kind in RANKING_FILTER_PARAM ? RANKING_FILTER_PARAM[kind as FilteredRankingKind] : undefined;
}

const cursorSchema = { type: 'integer', minimum: 0, maximum: MAX_CURSOR } as const;

/** Query of one list kind: the shared paging parameters plus, for filtered kinds, its required filter. */
export function listQuerySchema(kind: RankingKind) {
  const filterParam = filterParamOf(kind);
  const properties: Record<string, object> = {
    last_rank: { ...cursorSchema, default: 0 },
    offset: { ...cursorSchema, default: 0 },
    limit: { type: 'integer', minimum: 1, maximum: RANKING_LIMIT_MAX, default: RANKING_LIMIT_DEFAULT },
    dir: { type: 'string', enum: [...RANKING_DIRECTIONS], default: 'asc' },
    movement: { type: 'string', enum: [...RANKING_MOVEMENTS], default: 'all' },
    top_only: { type: 'boolean', default: false },
  };
  // PostgreSQL text cannot hold NUL, so it is refused here rather than failing in the query.
  if (filterParam) properties[filterParam] = { type: 'string', minLength: 1, maxLength: MAX_FILTER_LENGTH, pattern: '^[^\\u0000]*$' };
  return { type: 'object', properties, required: filterParam ? [filterParam] : [] };
}

function validationMessage(error: FastifySchemaValidationError | undefined): string {
  if (!error) return 'the query string is invalid';
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    const param = params.missingProperty;
    const example = FILTER_EXAMPLES[param as RankingFilterParam];
    return example ? `${param} is required: ${example}` : `${param} is required`;
  }
  const param = error.instancePath.replace(/^\//, '').split('/')[0] ?? '';
  const rule = PARAM_RULES[param];
  return rule ? `${param} must be ${rule}` : `${param || 'query string'} ${error.message ?? 'is invalid'}`;
}

/** Fastify reports the first failing parameter; this turns Ajv's wording into the parameter's rule. */
export const rankingQueryErrorFormatter: NonNullable<RouteShorthandOptions['schemaErrorFormatter']> = (errors) => new Error(validationMessage(errors[0]));

const nullable = (type: string) => ({ type: [type, 'null'] });

export const rankedFighterListResponse = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['fighterId', 'fighterName', 'currentRank', 'ratingCurrent', 'organization'],
        properties: {
          fighterId: { type: 'integer' },
          fighterName: { type: 'string' },
          nationality: nullable('string'),
          countryCode: nullable('string'),
          currentRank: { type: 'integer' },
          previousRank: nullable('integer'),
          ratingCurrent: { type: 'number' },
          uncertainty: { type: 'number' },
          totalWins: { type: 'integer' },
          totalLosses: { type: 'integer' },
          totalDraws: { type: 'integer' },
          organization: { type: 'string' },
          weightClass: nullable('string'),
          weightClassBasis: { type: ['string', 'null'], enum: ['bout', 'weigh-in', 'opponents', null] },
          weightClassInferred: { type: 'boolean' },
          age: nullable('integer'),
          lastFightDate: nullable('string'),
        },
      },
    },
  },
} as const;

export const filterOptionsResponse = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['value', 'label', 'count'],
        properties: {
          value: { type: 'string' },
          label: { type: 'string' },
          count: { type: 'integer' },
          countryCode: nullable('string'),
        },
      },
    },
  },
} as const;

export const lastUpdatedResponse = {
  type: 'object',
  required: ['data'],
  properties: { data: { type: 'object', required: ['lastUpdated'], properties: { lastUpdated: nullable('string') } } },
} as const;
