// Mirrors the Dataset's per-corner fight statistics into bout_statistics (migration 004), inside the import's
// transaction and after the bouts are written. Like the rest of the import: set-based, and an unchanged dataset writes nothing.
import type { Queryable } from '../../data/db/database';
import type { BoutStatistics, Dataset } from '../sources/dataset';

const COUNTS = [
  ['knockdowns', 'knockdowns'],
  ['significant_strikes', 'significantStrikes'],
  ['significant_strikes_attempted', 'significantStrikesAttempted'],
  ['takedowns', 'takedowns'],
  ['takedowns_attempted', 'takedownsAttempted'],
  ['submission_attempts', 'submissionAttempts'],
  ['control_seconds', 'controlSeconds'],
] as const satisfies readonly (readonly [string, keyof BoutStatistics])[];

const columns = COUNTS.map(([column]) => column);

export interface StatisticsCounts {
  written: number;
  removed: number;
}

export async function writeBoutStatistics(tx: Queryable, dataset: Dataset): Promise<StatisticsCounts> {
  const boutKeys: string[] = [];
  const fighterKeys: string[] = [];
  const values: (number | null)[][] = COUNTS.map(() => []);
  const add = (boutKey: string, fighterKey: string, stats: BoutStatistics) => {
    boutKeys.push(boutKey);
    fighterKeys.push(fighterKey);
    COUNTS.forEach(([, field], i) => values[i]!.push(stats[field] === null ? null : Math.round(stats[field])));
  };
  for (const bout of dataset.bouts) {
    if (!bout.statsA || !bout.statsB || bout.fighterA === bout.fighterB) continue;
    add(bout.key, bout.fighterA, bout.statsA);
    add(bout.key, bout.fighterB, bout.statsB);
  }
  // Rows of bouts the import rejected find no bout here and are skipped.
  const keyed = `unnest($1::text[], $2::text[]) as k(bout_key, fighter_key)
    join bouts b on b.key = k.bout_key
    join fighters f on f.key = k.fighter_key`;
  const written = await tx.query(
    `insert into bout_statistics as t (bout_id, fighter_id, ${columns.join(', ')})
     select b.id, f.id, ${columns.map((c) => `r.${c}`).join(', ')}
     from unnest($1::text[], $2::text[], ${columns.map((_, i) => `$${i + 3}::int[]`).join(', ')})
       as r(bout_key, fighter_key, ${columns.join(', ')})
     join bouts b on b.key = r.bout_key
     join fighters f on f.key = r.fighter_key
     on conflict (bout_id, fighter_id) do update set ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}
     where (${columns.map((c) => `t.${c}`).join(', ')}) is distinct from (${columns.map((c) => `excluded.${c}`).join(', ')})
     returning 1`,
    [boutKeys, fighterKeys, ...values],
  );
  const removed = await tx.query(
    `delete from bout_statistics s
     where not exists (select 1 from ${keyed} where b.id = s.bout_id and f.id = s.fighter_id)
     returning 1`,
    [boutKeys, fighterKeys],
  );
  return { written: written.length, removed: removed.length };
}
