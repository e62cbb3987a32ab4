// Runs the community work on a timer inside the API process: new matchups after each new ranking snapshot, and
// the community ranking refit (issue 11: at least every minute). Several instances may all run it: matchup inserts
// skip pairs already stored and the refit takes an advisory lock, so they take turns and agree.
import fp from 'fastify-plugin';
import { computeCommunityRankings } from './community-rankings-job';
import { generateMatchups } from './generate-matchups';
import type { Database } from '../data/db/database';
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
        await runCommunityJobs(app.db);
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
