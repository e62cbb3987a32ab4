// A ranking page's content: heading, what the list is, when the rankings were last computed, the list.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { rankingQueries } from '@fightrank/shared/queries';
import { formatShortDate, PageHeader } from '@fightrank/shared/ui';
import { RankingList, type RankingListProps } from './ranking-list';

export interface RankingScreenProps extends RankingListProps {
  title: string;
  subtitle: ReactNode;
}

export function RankingScreen({ title, subtitle, ...list }: RankingScreenProps) {
  return (
    <div className="space-y-5">
      <PageHeader title={title} lead={subtitle} titleId="ranking-title">
        <LastUpdated />
      </PageHeader>
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
