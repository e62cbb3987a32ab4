// Real-format data directories that load in a moment: the real ufcstats files cut to the latest few events.
import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SHARED_DATA = process.env.FIGHTRANK_DATA ?? fileURLToPath(new URL('../../../../shared/data/', import.meta.url));
const UFCSTATS = path.join(SHARED_DATA, 'ufcstats');

/** A new temporary directory holding the ufcstats files of the latest `events` events (the fighter lists whole). */
export async function smallRealDirectory(events = 2): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fightrank-small-'));
  await mkdir(path.join(dir, 'ufcstats'));
  const eventLines = (await readFile(path.join(UFCSTATS, 'ufc_event_details.csv'), 'utf8')).split('\n').slice(0, events + 1);
  const names = eventLines.slice(1).map((line) => line.split(',')[0]!);
  const results = (await readFile(path.join(UFCSTATS, 'ufc_fight_results.csv'), 'utf8'))
    .split('\n')
    .filter((line, i) => i === 0 || names.some((name) => line.startsWith(name)));
  await writeFile(path.join(dir, 'ufcstats', 'ufc_event_details.csv'), `${eventLines.join('\n')}\n`);
  await writeFile(path.join(dir, 'ufcstats', 'ufc_fight_results.csv'), `${results.join('\n')}\n`);
  for (const file of ['ufc_fighter_details.csv', 'ufc_fighter_tott.csv']) await copyFile(path.join(UFCSTATS, file), path.join(dir, 'ufcstats', file));
  return dir;
}
