// A ranking page's content: heading, what the list is, when the rankings were last computed, the list.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { rankingQueries } from '@fightrank/shared/queries';
import { formatShortDate } from '@fightrank/shared/ui';
import { RankingList, type RankingListProps } from './ranking-list';

export interface RankingScreenProps extends RankingListProps {
  title: string;
  subtitle: ReactNode;
}

export function RankingScreen({ title, subtitle, ...list }: RankingScreenProps) {
  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h1 id="ranking-title" className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{subtitle}</p>
        <LastUpdated />
      </header>
      <RankingList {...list} />
    </div>
  );
}

/**
 * Spec §2: 'Last updated: {MMM d, yyyy}' once the date is known; nothing before or without one. The line keeps
 * its height while empty, so the list below does not jump when the date arrives (CLS).
 */
export function LastUpdated() {
  const { data } = useQuery(rankingQueries.lastUpdated());
  const date = formatShortDate(data?.lastUpdated);
  return <p className="min-h-4 text-xs text-zinc-600 dark:text-zinc-400">{date ? `Last updated: ${date}` : null}</p>;
}
