// Query and response schemas of the /api/rankings routes. The schemas themselves are the contract in
// @fightrank/shared/contracts (rankings-schemas.ts, TypeBox); this file adds what only the server needs:
// the 400 message rules, so a 400 names the parameter and what it allows (one source of those messages).
import type { FastifySchemaValidationError, RouteShorthandOptions } from 'fastify';
import {
  ERROR_RESPONSES,
  FighterRatingHistoryResponse,
  LastUpdatedResponse,
  LOOKUP_ERROR_RESPONSES,
  RANKING_DIRECTIONS,
  RANKING_FILTER_PARAM,
  RANKING_LIMIT_MAX,
  RANKING_MAX_CURSOR,
  RANKING_MAX_FILTER_LENGTH,
  RANKING_MOVEMENTS,
  RankedFighterListResponse,
  RankingFilterOptionsResponse,
  rankingListQuerySchema,
  type FilteredRankingKind,
  type RankingFilterParam,
  type RankingKind,
} from '@fightrank/shared/contracts';

export const MAX_CURSOR = RANKING_MAX_CURSOR;
const MAX_FILTER_LENGTH = RANKING_MAX_FILTER_LENGTH;

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
  ...Object.fromEntries(Object.values(RANKING_FILTER_PARAM).map((param) => [param, `one text value of 1 to ${MAX_FILTER_LENGTH} characters`])),
};

export function filterParamOf(kind: RankingKind): RankingFilterParam | undefined {
  return kind in RANKING_FILTER_PARAM ? RANKING_FILTER_PARAM[kind as FilteredRankingKind] : undefined;
}

/** Query of one list kind: the shared paging parameters plus, for filtered kinds, its required filter. */
export const listQuerySchema = (kind: RankingKind) => rankingListQuerySchema(filterParamOf(kind));

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

export const rankedFighterListResponse = { 200: RankedFighterListResponse, ...ERROR_RESPONSES } as const;
export const filterOptionsResponse = { 200: RankingFilterOptionsResponse, ...ERROR_RESPONSES } as const;
export const lastUpdatedResponse = { 200: LastUpdatedResponse, ...ERROR_RESPONSES } as const;
export const fighterHistoryResponse = { 200: FighterRatingHistoryResponse, ...LOOKUP_ERROR_RESPONSES } as const;
