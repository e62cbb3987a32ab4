// The public read model (decision 049): the rankings, filter options, header search and (on PostgreSQL) fighter
// pages of one data version, held in this process so that a public read answers from memory, cached or not. Public
// data changes only when the data version moves (an import, a recompute, an operator's card: decision 039), and
// every instance reads that version per request, so each instance builds its own model of it, off the request path,
// once per version.
// Until the model of a request's version is ready the request is answered from the database as before (the caller
// does that): an answer is never older than the version its ETag names.
import {
  RANKING_FILTER_PARAM,
  RANKING_KINDS,
  type FighterInfo,
  type FighterRatingHistory,
  type FighterSearchResult,
  type FilteredRankingKind,
  type RankingFilterOption,
  type RankingKind,
} from '@fightrank/shared/contracts';
import type { Queryable } from '../db/database';
import { readDataVersions } from '../cache/data-version';
import {
  createRankingsRepository,
  listOrganizationChoices,
  rankedRowsChunkQuery,
  type OrganizationChoice,
} from '../repositories/rankings-repository';
import { listFighterIds, listFighterInfos } from '../repositories/fighters-repository';
import { listFighterHistories } from '../repositories/rating-history-repository';
import { createRankedList, type ListPageParams, type RankedList, type RankedRowText } from './ranked-list';
import { loadFighterSearchIndex } from './fighter-search';

export interface PublicReadModel {
  /** The data version it was built from: it answers only requests of that version. */
  readonly version: string;
  /** The UTC day it was built on: each organization's latestResult (the filter options) counts results dated on or before today. */
  readonly day: string;
  /** The JSON text of one list page, `{"data":[...]}`, as the list route writes it; a list nobody is on is empty. */
  listPage(kind: RankingKind, filterValue: string, params: ListPageParams): string;
  /** A filtered kind's options in the database's order (the route orders them for fans). */
  filterOptions(kind: FilteredRankingKind): readonly RankingFilterOption[];
  /** What `org=` may name. */
  readonly organizationChoices: readonly OrganizationChoice[];
  /** A fighter's info: null when there is no such fighter; undefined when this model holds no fighter pages. */
  fighterInfo(id: number): FighterInfo | null | undefined;
  /** A fighter's rating history, as fighterInfo. */
  fighterHistory(id: number): FighterRatingHistory | null | undefined;
  /** Header search: what fr_search_fighters(query, limit) answers on this version's data, in its order. */
  searchFighters(query: string, limit: number): FighterSearchResult[];
  /** An answer derived from this model (a serialised answer), made on first use and kept as long as the model. */
  remember(key: string, make: () => string): string;
}

export interface ReadModelOptions {
  /**
   * Whether fighter info and history are held too: about 30 MB of answers with the real data, which PGlite's memory
   * budget (300 MB RSS, decision 027) cannot spare; without them those pages use the response cache.
   */
  fighterPages: boolean;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
  /** Rows or fighters per statement while building (bounds what one result holds, in PGlite's memory above all). */
  chunk?: number;
}

const utcDay = () => new Date().toISOString().slice(0, 10);

/**
 * Reads everything the model holds, each part in its own statement (no long transaction holds PGlite's only
 * connection). The data version is read before and after: when a write landed in between (the version moved), the
 * parts may disagree, so the result is thrown away (null) and the next request builds again. The version is a random
 * token per write (decision 039), so an equal token means no write landed.
 */
export async function buildPublicReadModel(db: Queryable, options: Omit<ReadModelOptions, 'log'>): Promise<PublicReadModel | null> {
  const day = utcDay();
  const { data: version } = await readDataVersions(db);

  const lists = new Map<string, RankedList>();
  const chunk = options.chunk ?? 1000;
  for (const kind of RANKING_KINDS) {
    const byFilter = new Map<string, RankedRowText[]>();
    // In chunks: a small result at a time keeps PGlite's memory and this heap's garbage small.
    for (let after = { filterValue: '', rank: 0 }; ; ) {
      const { text, values } = rankedRowsChunkQuery(kind, after, chunk);
      const rows = await db.query<Record<string, unknown> & { filterValue: string; rankChange: number | null; currentRank: number }>(text, values);
      for (const { filterValue, rankChange, ...row } of rows) {
        let list = byFilter.get(filterValue);
        if (!list) byFilter.set(filterValue, (list = []));
        // The list query's row without the two columns added for the model: the text JSON.stringify writes for it.
        list.push({ rank: row.currentRank, change: rankChange, json: JSON.stringify(row) });
      }
      const last = rows.at(-1);
      if (rows.length < chunk || !last) break;
      after = { filterValue: last.filterValue, rank: last.currentRank };
    }
    for (const [filterValue, list] of byFilter) lists.set(`${kind}\0${filterValue}`, createRankedList(list));
  }

  const rankings = createRankingsRepository(db);
  const filterOptions = new Map<FilteredRankingKind, RankingFilterOption[]>();
  for (const kind of Object.keys(RANKING_FILTER_PARAM) as FilteredRankingKind[]) filterOptions.set(kind, await rankings.listFilterOptions(kind));
  const organizationChoices = await listOrganizationChoices(db);

  let infos: Map<number, FighterInfo> | null = null;
  let histories: Map<number, FighterRatingHistory> | null = null;
  if (options.fighterPages) {
    infos = new Map();
    histories = new Map();
    const ids = await listFighterIds(db);
    for (let start = 0; start < ids.length; start += chunk) {
      const some = ids.slice(start, start + chunk);
      for (const info of await listFighterInfos(db, some)) infos.set(info.id, info);
      for (const { id, history } of await listFighterHistories(db, some)) histories.set(id, history);
    }
  }

  // Every fighter's searchable names (about 16 MB on the real data, held on PGlite too: search is its slowest read).
  const search = await loadFighterSearchIndex(db, chunk);

  if ((await readDataVersions(db)).data !== version) return null;

  const remembered = new Map<string, string>();
  const empty = createRankedList([]);
  return {
    version,
    day,
    listPage(kind, filterValue, params) {
      const rows = (lists.get(`${kind}\0${filterValue}`) ?? empty).page(params);
      // What JSON.stringify({ data: rows }) writes for the query's rows.
      return `{"data":[${rows.map((row) => row.json).join(',')}]}`;
    },
    filterOptions: (kind) => filterOptions.get(kind) ?? [],
    organizationChoices,
    fighterInfo: (id) => (infos ? (infos.get(id) ?? null) : undefined),
    fighterHistory: (id) => (histories ? (histories.get(id) ?? null) : undefined),
    searchFighters: (query, limit) => search.search(query, limit),
    remember(key, make) {
      let text = remembered.get(key);
      if (text === undefined) remembered.set(key, (text = make()));
      return text;
    },
  };
}

export interface ReadModelHolder {
  /**
   * The model of `version` when it is ready; otherwise null, and the model of the current version starts building
   * (one build at a time), while the caller answers from the database.
   */
  at(version: string | null): PublicReadModel | null;
  /** Builds the model of the current version now, joining a build already running (start-up, tests). */
  refresh(): Promise<PublicReadModel | null>;
  /** Waits for a running build (closing the app). */
  settled(): Promise<void>;
}

/** After a failed build, requests answer from the database this long before one tries again. */
const RETRY_AFTER_FAILURE_MS = 5_000;

export function createReadModelHolder(db: Queryable, options: ReadModelOptions): ReadModelHolder {
  let current: PublicReadModel | null = null;
  let building: Promise<PublicReadModel | null> | null = null;
  let retryAt = 0;

  function refresh(): Promise<PublicReadModel | null> {
    const started = performance.now();
    building ??= buildPublicReadModel(db, options)
      .then(
        (model) => {
          // The previous model stays until a newer one is ready; it answers only requests of its own version.
          if (model) current = model;
          const ms = Math.round(performance.now() - started);
          options.log.info({ ms, version: model?.version ?? null }, model ? 'read model built' : 'read model discarded: the data changed while it was built');
          return model;
        },
        (error: unknown) => {
          options.log.warn({ err: error }, 'read model build failed; public reads answer from the database');
          retryAt = Date.now() + RETRY_AFTER_FAILURE_MS;
          return null;
        },
      )
      .finally(() => {
        building = null;
      });
    return building;
  }

  return {
    at(version) {
      if (version === null) return null;
      if (current && current.version === version && current.day === utcDay()) return current;
      if (!building && Date.now() >= retryAt) void refresh();
      return null;
    },
    refresh,
    async settled() {
      await building;
    },
  };
}
