// The data half of every page's start (prefetchPageData, docs/decisions/033-start-in-stages.md): the first page's
// answers are asked for as the shell starts, and each later page's as the router arrives at it. A page whose remote
// has not loaded yet then gets its answers while its code is on the way; one whose remote is loaded asks at the same
// moment, and TanStack Query sends the request once.
import type { QueryClient } from '@tanstack/react-query';
import { browserLanguages, prefetchPageData } from '@fightrank/shared/queries';
import { useRankingPreferencesStore } from '@fightrank/shared/stores';

interface Location {
  pathname: string;
  search: string;
}

interface NavigatingRouter {
  state: { location: Location };
  subscribe: (listener: (state: { location: Location }) => void) => () => void;
}

const pageDataContext = () => ({ rankingPreferences: useRankingPreferencesStore.getState(), languages: browserLanguages() });
const addressOf = ({ pathname, search }: Location) => pathname + search;

/** Prefetches the page the router shows now and every page it goes to next; returns the unsubscribe. */
export function prefetchPages(client: QueryClient, router: NavigatingRouter): () => void {
  let shown = addressOf(router.state.location);
  void prefetchPageData(client, router.state.location, pageDataContext());
  return router.subscribe(({ location }) => {
    // The router reports every state change (a navigation starting, settling, a fetcher); only a new address counts.
    if (addressOf(location) === shown) return;
    shown = addressOf(location);
    void prefetchPageData(client, location, pageDataContext());
  });
}
