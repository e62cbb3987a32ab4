// Runs the community work on a timer inside the API process: new matchups after each new ranking snapshot, and
// the community ranking refit (issue 11: at least every minute). Several instances may all run it: matchup inserts
// skip pairs already stored and the refit takes an advisory lock, so they take turns and agree. They also share
// the period: an instance skips a refit when any instance made one less than most of a period ago, so N instances
// refit about once a period, not N times (measured on bench:fight-night: 4 instances, 8 refits a night).
import fp from 'fastify-plugin';
import { computeCommunityRankings } from './community-rankings-job';
import { generateMatchups } from './generate-matchups';
import type { Database } from '../data/db/database';
import { COMMUNITY_UPDATED_KEY } from '../data/cache/data-version';
import { timeJob } from '../data/telemetry/job-timings';

const MATCHUPS_FOR_KEY = 'matchups_generated_for_snapshot';

/** New matchups when the ratings moved to a new snapshot since the last generation. */
export async function refreshMatchups(db: Database): Promise<number> {
  const [latest] = await db.query<{ day: string | null }>(`select max(snapshot_date)::text as day from ranking_snapshots`);
  if (!latest?.day) return 0;
  const [done] = await db.query<{ value: string }>(`select value from app_meta where key = $1`, [MATCHUPS_FOR_KEY]);
  if (done?.value === latest.day) return 0;
  const added = await generateMatchups(db);
  await db.query(
    `insert into app_meta (key, value, updated_at) values ($1, $2, now()) on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [MATCHUPS_FOR_KEY, latest.day],
  );
  return added;
}

export function runCommunityJobs(db: Database): Promise<void> {
  return timeJob('community', async () => {
    await refreshMatchups(db);
    await computeCommunityRankings(db);
  });
}

/** A tick's share of a period: ticks of several instances fall anywhere in it, so "recent" is most of a period. */
const DUE_AFTER_SHARE = 0.8;

/** True when no instance has refitted the community ranking in the last 80 % of a period (by the database's clock). */
export async function communityRefitIsDue(db: Database, everySeconds: number): Promise<boolean> {
  const [last] = await db.query<{ age: number | null }>(`select extract(epoch from now() - updated_at)::float8 as age from app_meta where key = $1`, [
    COMMUNITY_UPDATED_KEY,
  ]);
  return last?.age == null || last.age >= everySeconds * DUE_AFTER_SHARE;
}

/** Starts the timer when the server is ready (0 seconds = off, for tests that drive the job themselves). */
export const communityJobSchedule = fp<{ everySeconds: number }>(
  async (app, { everySeconds }) => {
    if (!(everySeconds > 0)) return;
    let timer: NodeJS.Timeout | undefined;
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        if (await communityRefitIsDue(app.db, everySeconds)) await runCommunityJobs(app.db);
        else await refreshMatchups(app.db);
      } catch (error) {
        app.log.error({ err: error }, 'community job failed');
      } finally {
        running = false;
      }
    };
    app.addHook('onReady', async () => {
      timer = setInterval(() => void tick(), everySeconds * 1000);
      timer.unref();
      void tick();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'community-job-schedule' },
);
