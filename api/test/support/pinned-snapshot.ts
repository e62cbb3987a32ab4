// The shared data as a fresh sync would load it if the jds snapshot (Bet MMA, Tapology, MMA Decisions, the
// crosswalks) had been taken on an earlier day, while ufcstats's files run on to 2024-12-14. That is today's
// fresh sync moved back in time: ufcstats refreshes daily, the jds snapshot is pinned, so every fighter who reaches
// the UFC after the snapshot has no crosswalk row and his earlier bouts sit under a Bet MMA id only.
import { mkdir, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { SHARED_DATA } from './small-real-data';

type Row = Record<string, string>;

const JDS = path.join(SHARED_DATA, 'jds-mma-data');

async function readRows(file: string): Promise<{ columns: string[]; rows: Row[] }> {
  const text = await readFile(path.join(JDS, file), 'utf8');
  const rows = parse(text, { columns: true, skip_empty_lines: true }) as Row[];
  const columns = text.slice(0, text.indexOf('\n')).trim().split(',');
  return { columns, rows };
}

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

async function writeRows(dir: string, file: string, columns: string[], rows: readonly Row[]): Promise<void> {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column] ?? '')).join(','))];
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), `${lines.join('\n')}\n`);
}

/** A new temporary data folder: ufcstats and the odds file whole, every jds file as of `snapshotDay` (exclusive). */
export async function dataWithJdsSnapshotAt(snapshotDay: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fightrank-pinned-'));
  await symlink(path.join(SHARED_DATA, 'ufcstats'), path.join(dir, 'ufcstats'));
  await symlink(path.join(SHARED_DATA, 'odds'), path.join(dir, 'odds'));
  const out = path.join(dir, 'jds-mma-data');
  const keep = async (file: string, wanted: (row: Row) => boolean) => {
    const { columns, rows } = await readRows(file);
    await writeRows(out, file, columns, rows.filter(wanted));
  };

  // UFC Stats (jds): its cards before the day; fighters whose first UFC bout is later are not in any crosswalk yet.
  const events = (await readRows('UFC_Stats/events.csv')).rows;
  const eventDate = new Map(events.map((e) => [e.id!, e.date ?? '']));
  const isUfc = new Set(events.filter((e) => e.is_ufc_event === '1').map((e) => e.id!));
  const bouts = (await readRows('UFC_Stats/bouts.csv')).rows;
  const firstUfcBout = new Map<string, string>();
  for (const bout of bouts) {
    const date = eventDate.get(bout.event_id!) ?? '';
    if (!isUfc.has(bout.event_id!) || !date) continue;
    for (const fighter of [bout.red_fighter_id!, bout.blue_fighter_id!]) {
      const first = firstUfcBout.get(fighter);
      if (first === undefined || date < first) firstUfcBout.set(fighter, date);
    }
  }
  const later = new Set([...firstUfcBout].filter(([, date]) => date >= snapshotDay).map(([fighter]) => fighter));
  const keptEvents = new Set(events.filter((e) => e.date && e.date < snapshotDay).map((e) => e.id!));
  const keptBouts = new Set(bouts.filter((b) => keptEvents.has(b.event_id!)).map((b) => b.id!));
  await keep('UFC_Stats/events.csv', (row) => keptEvents.has(row.id!));
  await keep('UFC_Stats/bouts.csv', (row) => keptBouts.has(row.id!));
  await keep('UFC_Stats/round_stats.csv', (row) => keptBouts.has(row.bout_id!));
  await keep('bout_mapping.csv', (row) => keptBouts.has(row.ufcstats_id!));
  await keep('event_mapping.csv', (row) => keptEvents.has(row.ufcstats_id!));
  await keep('fighter_mapping.csv', (row) => !later.has(row.ufcstats_id!));
  await keep('Tapology/bouts.csv', (row) => keptBouts.has(row.ufcstats_id!));
  await keep('Tapology/fighters.csv', (row) => !later.has(row.ufcstats_id!));

  // Bet MMA: its cards before the day; a fighter it lists only from later cards is not in it yet, and one who
  // reached the UFC later has no ufcstats id there yet.
  const betEvents = new Set((await readRows('Bet_MMA/events.csv')).rows.filter((e) => e.date! < snapshotDay).map((e) => e.id!));
  const betBouts = new Set((await readRows('Bet_MMA/bouts.csv')).rows.filter((b) => betEvents.has(b.event_id!)).map((b) => b.id!));
  await keep('Bet_MMA/events.csv', (row) => betEvents.has(row.id!));
  await keep('Bet_MMA/bouts.csv', (row) => betBouts.has(row.id!));
  const histories = await readRows('Bet_MMA/fighter_histories.csv');
  const kept = histories.rows.filter((row) => betBouts.has(row.bout_id!));
  await writeRows(out, 'Bet_MMA/fighter_histories.csv', histories.columns, kept);
  const listed = new Set(kept.map((row) => row.fighter_id!));
  const betFighters = await readRows('Bet_MMA/fighters.csv');
  const fighters = betFighters.rows.filter((row) => listed.has(row.id!)).map((row) => (later.has(row.ufcstats_id!) ? { ...row, ufcstats_id: '' } : row));
  await writeRows(out, 'Bet_MMA/fighters.csv', betFighters.columns, fighters);

  // MMA Decisions: its cards before the day; its fighter list whole (it joins by name).
  const decisionEvents = new Set((await readRows('MMA_Decisions/events.csv')).rows.filter((e) => e.date! < snapshotDay).map((e) => e.id!));
  await keep('MMA_Decisions/events.csv', (row) => decisionEvents.has(row.id!));
  await keep('MMA_Decisions/bouts.csv', (row) => decisionEvents.has(row.event_id!));
  await keep('MMA_Decisions/fighters.csv', () => true);
  return dir;
}
