// Plain, ordered SQL migrations, applied on every start for PGlite and PostgreSQL alike.
// Files are api/src/data/db/migrations/NNN-name.sql; an applied file is never edited, only followed by a new one.
import { readdir, readFile } from 'node:fs/promises';
import { waitForTransactionLock } from './advisory-lock';
import type { Database } from './database';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

export interface Migration {
  id: string;
  sql: string;
}

export async function listMigrations(): Promise<Migration[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{3}-[a-z0-9-]+\.sql$/.test(f)).sort();
  return Promise.all(files.map(async (file) => ({ id: file.replace(/\.sql$/, ''), sql: await readFile(new URL(file, MIGRATIONS_DIR), 'utf8') })));
}

/** Applies every migration not yet recorded; returns the ids it applied. */
export async function migrate(db: Database): Promise<string[]> {
  const migrations = await listMigrations();
  return db.transaction(async (tx) => {
    await waitForTransactionLock(tx, db.kind, 'migration'); // concurrent starts take turns
    await tx.exec(`create table if not exists schema_migrations (
      id text primary key,
      applied_at timestamptz not null default now()
    )`);
    const done = new Set((await tx.query<{ id: string }>('select id from schema_migrations')).map((r) => r.id));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}
