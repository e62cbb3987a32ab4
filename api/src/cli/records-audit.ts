// Records audit (issue 23 items 3-8): counts, per class of problem a fan would spot, in a database the import and
// the rankings job have filled. Run it before and after a data change to see what moved; every class should be 0 or
// explained. Read-only.
// Usage: DATA_DIR=<pglite dir> (or DATABASE_URL=...) npm run -s data:audit -- [--examples 5]
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { openDatabase, type Queryable } from '../data/db/database';
import { familyNameFirst } from '../pipeline/sources/normalise/family-name-first';

const { values } = parseArgs({ options: { examples: { type: 'string', default: '5' } }, strict: false });
const EXAMPLES = Number(values.examples);

interface AuditClass {
  name: string;
  sql: string;
}

// Each query returns one row per case, the first column a readable description.
const CLASSES: AuditClass[] = [
  {
    name: 'active fighters shown with a partial record',
    sql: `select f.name from fighter_ratings r join fighters f on f.id = r.fighter_id where r.is_active and not f.record_complete`,
  },
  {
    name: 'active fighters shown with a whole record',
    sql: `select f.name from fighter_ratings r join fighters f on f.id = r.fighter_id where r.is_active and f.record_complete`,
  },
  {
    // A stated record is a count as of its date: bouts held after that date cannot make it whole.
    name: 'whole records whose stated record differs from the bouts held up to its date',
    sql: `select f.name || ' stated ' || f.pro_wins || '-' || f.pro_losses || '-' || coalesce(f.pro_draws, 0) || ', held ' || h.w || '-' || h.l || '-' || h.d
            from fighters f
            join lateral (
              select count(*) filter (where o = 'W') as w, count(*) filter (where o = 'L') as l, count(*) filter (where o = 'D') as d,
                     count(*) filter (where o = 'NC') as nc
                from (select case when b.fighter_a_id = f.id then b.outcome_a
                                  else case b.outcome_a when 'W' then 'L' when 'L' then 'W' else b.outcome_a end end as o
                        from bouts b
                       where (b.fighter_a_id = f.id or b.fighter_b_id = f.id) and b.outcome_a is not null
                         and (f.pro_record_as_of is null or b.date <= f.pro_record_as_of)) x
            ) h on true
           where f.record_complete
             and (f.pro_wins, f.pro_losses, coalesce(f.pro_draws, 0), coalesce(f.pro_no_contests, 0)) is distinct from (h.w, h.l, h.d, h.nc)`,
  },
  {
    // Two fighters with the same name who faced the same opponent, or were born the same day: one person twice.
    name: 'same name twice with a shared opponent or birth date (unmerged duplicates)',
    sql: `with named as (
            select id, name, birth_date, lower(regexp_replace(translate(name, 'áàâãäåçéèêëíìîïñóòôõöúùûüýÁÉÍÓÚŠšŽžČčĆćŁłØø', 'aaaaaaceeeeiiiinooooouuuuyAEIOUSsZzCcCcLlOo'), '[^a-zA-Z]', '', 'g')) as k
              from fighters),
          opp as (select fighter_a_id as f, fighter_b_id as o from bouts union all select fighter_b_id, fighter_a_id from bouts)
          select a.name || ' (' || a.id || ' / ' || b.id || ')'
            from named a join named b on a.k = b.k and a.id < b.id
           where a.birth_date = b.birth_date
              or exists (select 1 from opp x join opp y on x.o = y.o where x.f = a.id and y.f = b.id)`,
  },
  {
    // Spellings of one name ("Kiril" / "Kirill") born the same day, one known to ufcstats and one only to Bet MMA.
    name: 'a ufcstats and a Bet MMA-only fighter born the same day with the same surname (unmerged spellings)',
    sql: `select a.name || ' / ' || b.name || ' (' || a.birth_date || ')'
            from fighters a join fighters b on a.birth_date = b.birth_date and a.key like 'ufc:%' and b.key like 'bm:%'
           where lower(regexp_replace(a.name, '^.* ', '')) = lower(regexp_replace(b.name, '^.* ', ''))
              and (a.sherdog_id is null or b.sherdog_id is null or a.sherdog_id = b.sherdog_id)`,
  },
  {
    name: 'same name twice, no evidence either way (left apart)',
    sql: `with named as (
            select id, name, lower(regexp_replace(translate(name, 'áàâãäåçéèêëíìîïñóòôõöúùûüýÁÉÍÓÚŠšŽžČčĆćŁłØø', 'aaaaaaceeeeiiiinooooouuuuyAEIOUSsZzCcCcLlOo'), '[^a-zA-Z]', '', 'g')) as k
              from fighters)
          select a.name || ' (' || a.id || ' / ' || b.id || ')' from named a join named b on a.k = b.k and a.id < b.id`,
  },
  {
    // Two ufcstats fight ids are two fights (a same-night tournament rematch, migration 310), not a copy.
    name: 'bouts stored twice (the same pair within three days, not two ufcstats fights)',
    sql: `select fa.name || ' vs ' || fb.name || ' ' || x.date || ' / ' || y.date
            from bouts x join bouts y
              on least(x.fighter_a_id, x.fighter_b_id) = least(y.fighter_a_id, y.fighter_b_id)
             and greatest(x.fighter_a_id, x.fighter_b_id) = greatest(y.fighter_a_id, y.fighter_b_id)
             and x.id < y.id and abs(x.date - y.date) <= 3
             and (x.ufcstats_id is null or y.ufcstats_id is null)
            join fighters fa on fa.id = x.fighter_a_id join fighters fb on fb.id = x.fighter_b_id`,
  },
  {
    // A fighter fights on one card a night; two cards within a day carry a bout stored twice under another identity
    // (tournament nights, one card with several bouts, are fine).
    name: 'fighters with completed bouts on two cards within a day',
    sql: `with mine as (select fighter_a_id as f, id, date, event_id from bouts where outcome_a is not null
                    union all select fighter_b_id, id, date, event_id from bouts where outcome_a is not null)
          select f.name || ' ' || ex.name || ' ' || x.date || ' / ' || ey.name || ' ' || y.date
            from mine x join mine y on x.f = y.f and x.id < y.id and abs(x.date - y.date) <= 1 and x.event_id <> y.event_id
            join fighters f on f.id = x.f join events ex on ex.id = x.event_id join events ey on ey.id = y.event_id`,
  },
  {
    // A nickname shown nowhere while a source writes "<given name> <nickname>": the legal name stands for the fight name.
    name: 'legal names shown where an alias is "<given name> <nickname>"',
    sql: `select f.name || ' (alias ' || a.name || ')'
            from fighters f join fighter_aliases a on a.fighter_id = f.id
           where f.nickname is not null and length(f.nickname) >= 3
             and position(lower(f.nickname) in lower(a.name)) > 0 and position(lower(f.nickname) in lower(f.name)) = 0
             and split_part(a.name, ' ', 1) ilike split_part(f.name, ' ', 1) || '%'`,
  },
  {
    name: 'nationality conflicts (import notes)',
    sql: `select note from import_notes where kind = 'nationality-conflict'`,
  },
  {
    name: 'United States shown by Bet MMA over another stated country',
    sql: `select note from import_notes where kind = 'nationality-conflict' and note like '%: United States (betmma) shown over%'`,
  },
  {
    name: 'no contests',
    sql: `select e.organization || ' ' || b.date from bouts b join events e on e.id = b.event_id where b.outcome_a = 'NC'`,
  },
  {
    name: 'draws',
    sql: `select e.organization || ' ' || b.date from bouts b join events e on e.id = b.event_id where b.outcome_a = 'D'`,
  },
  {
    name: 'disqualifications',
    sql: `select e.organization || ' ' || b.date from bouts b join events e on e.id = b.event_id where b.method = 'DQ'`,
  },
  {
    name: 'retirements recorded',
    sql: `select name || ' ' || retired_on from fighters where retired_on is not null`,
  },
  {
    name: 'retired fighters still active',
    sql: `select f.name from fighters f join fighter_ratings r on r.fighter_id = f.id
           where r.is_active and f.retired_on is not null and (r.last_bout_date is null or r.last_bout_date <= f.retired_on)`,
  },
  {
    name: 'active fighters per organization (their last bout)',
    sql: `select coalesce(organization, '?') from fighter_ratings where is_active`,
  },
];

/** Chinese fighters shown given name first where the promotions announce them family name first (decision 037). */
async function givenNameFirst(db: Queryable): Promise<void> {
  const rows = await db.query<{ name: string }>(`select name from fighters where country_code = 'CN'`);
  const names = rows.map((row) => row.name).filter((name) => familyNameFirst(name) !== null);
  console.log(`Chinese fighters shown given name first: ${names.length}`);
  for (const name of names.slice(0, EXAMPLES)) console.log(`  ${name}`);
}

async function audit(db: Queryable): Promise<void> {
  for (const auditClass of CLASSES) {
    const rows = await db.query<Record<string, unknown>>(auditClass.sql);
    const texts = rows.map((row) => String(Object.values(row)[0]));
    console.log(`${auditClass.name}: ${texts.length}`);
    if (
      auditClass.name.startsWith('no contests') ||
      auditClass.name.startsWith('draws') ||
      auditClass.name.startsWith('disq') ||
      auditClass.name.startsWith('active fighters per')
    ) {
      const byOrganization = new Map<string, number>();
      for (const text of texts) byOrganization.set(text.split(' ')[0]!, (byOrganization.get(text.split(' ')[0]!) ?? 0) + 1);
      console.log(
        `  ${[...byOrganization]
          .sort((a, b) => b[1] - a[1])
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')}`,
      );
      continue;
    }
    for (const text of texts.slice(0, EXAMPLES)) console.log(`  ${text}`);
  }
}

const config = readConfig(process.env);
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await audit(db);
  await givenNameFirst(db);
} finally {
  await db.close();
}
