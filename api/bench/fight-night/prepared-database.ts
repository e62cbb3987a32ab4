// The bench's own PostgreSQL database, prepared once and reused: the first run migrates and imports the real data
// (about 30 s here) with the same child `npm start` uses (api/src/cli/prepare-database.ts); later runs find the data
// in place and only migrate. `--fresh` drops it first. Accounts, votes and picks from earlier nights stay, as on a
// real site. It also holds the night's card: scheduled bouts between top fighters, a month ahead, added once
// through the operator's own command (`npm run cards -- add`, run in process here).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../../src/data/db/database';
import { runCardsCommand } from '../../src/pipeline/jobs/operator-cards';

export const FIGHT_NIGHT_DATABASE = 'fightrank_fight_night';
export const CARD_NAME = 'FightRank Fight Night (bench)';
const PREPARE_SCRIPT = fileURLToPath(new URL('../../src/cli/prepare-database.ts', import.meta.url));

/** postgres://…/<db> → the same server's database `name`. */
export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates the database when missing (dropping it first with `fresh`); says whether it already held fight data. */
async function ensureDatabase(serverUrl: string, fresh: boolean): Promise<boolean> {
  await withClient(serverUrl, async (admin) => {
    if (fresh) await admin.query(`drop database if exists ${FIGHT_NIGHT_DATABASE} with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [FIGHT_NIGHT_DATABASE]);
    if (!rowCount) await admin.query(`create database ${FIGHT_NIGHT_DATABASE}`);
  });
  return withClient(databaseUrlFor(serverUrl, FIGHT_NIGHT_DATABASE), async (client) => {
    const { rows } = await client.query<{ present: boolean }>(`select to_regclass('fighters') is not null as present`);
    if (!rows[0]?.present) return false;
    const { rowCount } = await client.query('select 1 from fighters limit 1');
    return Boolean(rowCount);
  });
}

function runPrepareChild(env: NodeJS.ProcessEnv, track: (child: ChildProcess) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', PREPARE_SCRIPT], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
    track(child);
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`preparing the database failed (${signal ?? `exit code ${code}`})`))));
  });
}

export async function prepareDatabase(
  serverUrl: string,
  { fresh, fightData, track }: { fresh: boolean; fightData: string; track: (child: ChildProcess) => void },
): Promise<{ url: string; reused: boolean; seconds: number }> {
  const started = performance.now();
  const reused = await ensureDatabase(serverUrl, fresh);
  const url = databaseUrlFor(serverUrl, FIGHT_NIGHT_DATABASE);
  await runPrepareChild({ DATABASE_URL: url, FIGHTRANK_DATA: fightData, FIGHTRANK_SYNC_ON_START: '0', REDIS_URL: '' }, track);
  return { url, reused, seconds: (performance.now() - started) / 1000 };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The open bouts of the night's card; when there is none (first run, or the last card's date passed), adds one. */
export async function ensureFightCard(url: string, fighterIds: readonly number[], bouts = 12): Promise<number[]> {
  const db = await openDatabase({ databaseUrl: url });
  try {
    const open = () =>
      db.query<{ id: string }>(
        `select b.id from bouts b join events e on e.id = b.event_id
         where e.name = $1 and e.status = 'scheduled' and e.date > current_date + 1 order by b.id`,
        [CARD_NAME],
      );
    let rows = await open();
    if (rows.length === 0) {
      const date = isoDay(new Date(Date.now() + 30 * 86_400_000));
      for (let i = 0; i + 1 < fighterIds.length && i / 2 < bouts; i += 2) {
        await runCardsCommand(db, ['add', '--event', CARD_NAME, '--date', date, '--a', String(fighterIds[i]), '--b', String(fighterIds[i + 1])]);
      }
      rows = await open();
    }
    return rows.map((r) => Number(r.id));
  } finally {
    await db.close();
  }
}

/** Server processes of this database's connections, for the CPU account (PostgreSQL runs one process per connection). */
export async function backendPids(url: string): Promise<number[]> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return rows.map((r) => r.pid);
  });
}

/** Every fighter id, as a crawler finds them through the site's links. */
export async function allFighterIds(url: string): Promise<number[]> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ id: string }>('select id from fighters order by id');
    return rows.map((r) => Number(r.id));
  });
}
