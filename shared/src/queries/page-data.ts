// What a page's first render reads, fetched by the shell the moment it starts (docs/decisions/033-start-in-stages.md).
// The page's own code is still on its way then (remotes.json, the remote's manifest, its entry, the page chunk: four
// round trips against the API's one), so the page mounts with its answers already in the cache and renders them in
// React's interruptible mount, instead of rendering a skeleton and then each answer in one uninterruptible task (a
// query's answer renders synchronously: TanStack Query subscribes with useSyncExternalStore).
// A page still asks for its data itself, exactly as before; this only puts the same queries in the cache sooner.
// The keys must be the page's own, so the code that makes them is the page's own (ranking URL, paging, default
// filter); each remote's tests check that its page asks for exactly what is prefetched here.
import type { QueryClient } from '@tanstack/react-query';
import { fighterIdFromNameId, isBareSlug, matchSiteRoute, PAGES, readRankingUrl } from '@fightrank/shared/routing';
import type { RankingPreferences } from '@fightrank/shared/stores';
import { isFilteredRankingKind, type RankingKind } from '../contracts';
import { communityQueries, communityRankingsRequest } from './community-queries';
import { defaultFilter } from './default-filter';
import { fighterQueries } from './fighter-queries';
import { nextPage, pageRequest } from './ranking-pagination';
import { rankingQueries } from './ranking-queries';

/** What the visitor's browser says that a page's first request depends on. */
export interface PageDataContext {
  /** The saved page size and order (the ranking lists read them when the URL names none). */
  rankingPreferences: RankingPreferences;
  /** The browser's languages, most preferred first (a country list opens on the visitor's own country). */
  languages: readonly string[];
}

/**
 * Fetches what the page at this address shows first. Resolves when those answers are in the cache; never rejects
 * (a failed answer is left to the page, which shows its error state and its retry as it always does).
 */
export async function prefetchPageData(client: QueryClient, location: { pathname: string; search: string }, context: PageDataContext): Promise<void> {
  const match = matchSiteRoute(location.pathname);
  if (!match) return;
  const { route } = match;
  try {
    if (route.rankingKind) await prefetchRankingList(client, route.rankingKind, location.search, context);
    else if (route === PAGES.fighter && match.params.nameId) await prefetchFighter(client, match.params.nameId);
    else if (route === PAGES.communityRankings) await prefetchCommunityRankings(client);
  } catch {
    // The page asks again and shows what went wrong.
  }
}

async function prefetchRankingList(client: QueryClient, kind: RankingKind, search: string, context: PageDataContext) {
  void client.prefetchQuery(rankingQueries.lastUpdated());
  let state = readRankingUrl(kind, search, context.rankingPreferences);
  if (isFilteredRankingKind(kind)) {
    // The filter bar lists the choices whatever the address says; without a choice in it, the list opens on the default.
    const options = rankingQueries.options(kind);
    if (state.filter) {
      void client.prefetchQuery(options);
    } else {
      const filter = defaultFilter(kind, await client.fetchQuery(options), context.languages);
      if (!filter) return;
      state = { ...state, filter };
    }
  }
  const rows = await client.fetchQuery(rankingQueries.list(kind, pageRequest(state)));
  // The page after it, which the list asks for to know whether Next leads anywhere.
  const following = nextPage(state, rows);
  if (following !== state) await client.prefetchQuery(rankingQueries.list(kind, pageRequest(following)));
}

async function prefetchFighter(client: QueryClient, nameId: string) {
  void client.prefetchQuery(rankingQueries.lastUpdated());
  // The page asks for the id after the last hyphen (spec §2), not the whole segment, so "jiří-procházka-1" works. A
  // bare slug is asked as it is: the API finds the fighter it names, whose page then reads what is fetched here by id.
  const ref = isBareSlug(nameId) ? nameId : fighterIdFromNameId(nameId);
  const fighter = await client.fetchQuery(fighterQueries.info(ref));
  const id = String(fighter.id);
  // The rating chart sits on the page (below the stat cards), so its history is part of what the page reads first;
  // the record too: the page's "next fight" line reads it.
  await Promise.all([
    client.prefetchQuery(fighterQueries.stats(id)),
    client.prefetchQuery(fighterQueries.image(id)),
    client.prefetchQuery(rankingQueries.fighterHistory(ref, true)),
    client.prefetchQuery(fighterQueries.record(id)),
  ]);
}

async function prefetchCommunityRankings(client: QueryClient) {
  await Promise.all([client.prefetchQuery(communityQueries.rankings(communityRankingsRequest())), client.prefetchQuery(communityQueries.lastUpdated())]);
}
