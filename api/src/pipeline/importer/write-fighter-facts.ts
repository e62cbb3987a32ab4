// Mirrors what the Dataset knows about fighters beyond their bouts into migration 011's columns and tables
// (aliases with their source, recorded retirements, stated professional records), migration 200's dates of death and
// migration 050's weigh-ins, migration 260's title changes,
// inside the import's transaction after fighters and bouts are written. Unchanged facts write nothing
// (replace-when-changed.ts for the tables derived whole).
import type { Queryable } from '../../data/db/database';
import type { Dataset } from '../sources/dataset';
import { givenNameSpellings, SPELLING_SOURCE } from './given-name-spellings';
import { NICKNAME_FORM_SOURCE, nicknameForms } from './nickname-forms';
import { replaceWhenChanged } from './replace-when-changed';

export interface FighterFactsCounts {
  aliases: number;
  retirements: number;
  deaths: number;
  proRecords: number;
  weighIns: number;
  titleChanges: number;
}

/**
 * record_since (year of the first completed bout held) and record_complete: a source states the professional record,
 * and the bouts we hold up to the date it was stated add up to it, win for win, loss for loss, draw for draw and no
 * contest for no contest. A stated record is a count on its date, so bouts held after it neither complete nor spoil
 * it; a record that differs (fewer bouts, or a result counted another way) is partial. No public source says where a
 * career begins, so without a stated record a career is partial: most fighters arrive in the promotions our sources
 * cover with a regional record (decision 037).
 */
async function writeRecordCompleteness(tx: Queryable): Promise<void> {
  await tx.query(
    `with mine as (
       select fighter_a_id as fighter_id, date, outcome_a as outcome from bouts where outcome_a is not null
       union all
       select fighter_b_id, date, case outcome_a when 'W' then 'L' when 'L' then 'W' else outcome_a end from bouts where outcome_a is not null
     ),
     held as (
       select m.fighter_id, extract(year from min(m.date))::int as since,
              count(*) filter (where m.outcome = 'W' and stated.up_to) as wins,
              count(*) filter (where m.outcome = 'L' and stated.up_to) as losses,
              count(*) filter (where m.outcome = 'D' and stated.up_to) as draws,
              count(*) filter (where m.outcome = 'NC' and stated.up_to) as no_contests
         from mine m
         join fighters f on f.id = m.fighter_id
         cross join lateral (select f.pro_record_as_of is null or m.date <= f.pro_record_as_of as up_to) stated
        group by m.fighter_id
     ),
     wanted as (
       select f.id, h.since,
              coalesce(f.pro_wins is not null and h.wins + h.losses + h.draws + h.no_contests > 0 and
                       (f.pro_wins, f.pro_losses, coalesce(f.pro_draws, 0), coalesce(f.pro_no_contests, 0))
                         = (h.wins::int, h.losses::int, h.draws::int, h.no_contests::int), false) as complete
         from fighters f left join held h on h.fighter_id = f.id
     )
     update fighters f set record_since = w.since, record_complete = w.complete
       from wanted w
      where w.id = f.id and (f.record_since, f.record_complete) is distinct from (w.since, w.complete)`,
  );
}

/** Merges, nationality conflicts and result corrections of this import, for data:report; unchanged ones write nothing. */
async function writeImportNotes(tx: Queryable, dataset: Dataset): Promise<void> {
  const notes = [
    ...(dataset.merges ?? []).map((note, position) => ({ kind: 'merge', position, note })),
    ...(dataset.idRefusals ?? []).map((note, position) => ({ kind: 'id-refusal', position, note })),
    ...(dataset.nationalityConflicts ?? []).map((note, position) => ({ kind: 'nationality-conflict', position, note })),
    ...(dataset.unreadCountries ?? []).map((note, position) => ({ kind: 'unread-country', position, note })),
    ...(dataset.resultCorrections ?? []).map((note, position) => ({ kind: 'result-correction', position, note })),
    ...(dataset.titleChangeNotes ?? []).map((note, position) => ({ kind: 'title-change', position, note })),
    ...(dataset.knownNameNotes ?? []).map((note, position) => ({ kind: 'known-name', position, note })),
  ];
  await replaceWhenChanged(
    tx,
    {
      table: 'import_notes',
      select: 'select kind, position, note from import_notes',
      insert: `insert into import_notes (kind, position, note) select r.kind, r.position, r.note from json_to_recordset($1::json) as r(kind text, position int, note text)`,
      columns: ['kind', 'position', 'note'],
    },
    notes,
  );
}

export async function writeFighterFacts(tx: Queryable, dataset: Dataset): Promise<FighterFactsCounts> {
  const aliases = dataset.fighters.flatMap((f) => {
    const known = (f.otherNames ?? []).map((other) => ({ key: f.key, name: other.name, source: other.source }));
    // A form a source already spells is that source's alias; one row per name (the table's key).
    const spelled = new Set([f.name, ...known.map((a) => a.name)].map((name) => name.toLocaleLowerCase('en')));
    const unspelled = (name: string) => !spelled.has(name.toLocaleLowerCase('en'));
    const built = nicknameForms(f.name, f.nickname).filter(unspelled);
    const respelled = givenNameSpellings(f.name).filter(unspelled);
    return [
      ...known,
      ...built.map((name) => ({ key: f.key, name, source: NICKNAME_FORM_SOURCE })),
      ...respelled.map((name) => ({ key: f.key, name, source: SPELLING_SOURCE })),
    ];
  });
  await replaceWhenChanged(
    tx,
    {
      table: 'fighter_aliases',
      select: 'select f.key, a.name, a.source from fighter_aliases a join fighters f on f.id = a.fighter_id',
      insert: `insert into fighter_aliases (fighter_id, name, source)
               select f.id, r.name, min(r.source) from json_to_recordset($1::json) as r(key text, name text, source text)
               join fighters f on f.key = r.key
               group by f.id, r.name
               on conflict do nothing`,
      columns: ['key', 'name', 'source'],
    },
    aliases,
  );

  // Only fighters with a fact travel; anyone in the database whose fact the dataset dropped is reset below.
  const facts = dataset.fighters
    .filter((f) => f.retirement || f.death || f.proRecord)
    .map((f) => ({
      key: f.key,
      retired_on: f.retirement?.date ?? null,
      retirement_source: f.retirement?.source ?? null,
      died_on: f.death?.date ?? null,
      death_source: f.death?.source ?? null,
      pro_wins: f.proRecord?.wins ?? null,
      pro_losses: f.proRecord?.losses ?? null,
      pro_draws: f.proRecord?.draws ?? null,
      pro_no_contests: f.proRecord?.noContests ?? null,
      pro_record_source: f.proRecord?.source ?? null,
      pro_record_as_of: f.proRecord?.asOf ?? null,
    }));
  await tx.query(
    `update fighters f set retired_on = r.retired_on, retirement_source = r.retirement_source, died_on = r.died_on, death_source = r.death_source,
            pro_wins = r.pro_wins, pro_losses = r.pro_losses, pro_draws = r.pro_draws, pro_no_contests = r.pro_no_contests,
            pro_record_source = r.pro_record_source, pro_record_as_of = r.pro_record_as_of
     from json_to_recordset($1::json) as r(key text, retired_on date, retirement_source text, died_on date, death_source text, pro_wins int, pro_losses int,
                                           pro_draws int, pro_no_contests int, pro_record_source text, pro_record_as_of date)
     where f.key = r.key
       and (f.retired_on, f.retirement_source, f.died_on, f.death_source, f.pro_wins, f.pro_losses, f.pro_draws, f.pro_no_contests, f.pro_record_source, f.pro_record_as_of)
           is distinct from
           (r.retired_on, r.retirement_source, r.died_on, r.death_source, r.pro_wins, r.pro_losses, r.pro_draws, r.pro_no_contests, r.pro_record_source, r.pro_record_as_of)`,
    [JSON.stringify(facts)],
  );
  await tx.query(
    `update fighters set retired_on = null, retirement_source = null, died_on = null, death_source = null, pro_wins = null,
            pro_losses = null, pro_draws = null, pro_no_contests = null, pro_record_source = null, pro_record_as_of = null
     where (retired_on is not null or died_on is not null or pro_wins is not null)
       and key not in (select json_array_elements_text($1::json))`,
    [JSON.stringify(facts.map((f) => f.key))],
  );

  await writeRecordCompleteness(tx);
  await writeImportNotes(tx, dataset);

  const weighIns = (dataset.weighIns ?? []).map((w) => ({ fighter_key: w.fighterKey, date: w.date, weight_lbs: Math.fround(w.weightLbs), source: w.source }));
  await replaceWhenChanged(
    tx,
    {
      table: 'weigh_ins',
      select: `select f.key as fighter_key, w.date::text as date, w.weight_lbs::float8 as weight_lbs, w.source
               from weigh_ins w join fighters f on f.id = w.fighter_id`,
      insert: `insert into weigh_ins (fighter_id, date, weight_lbs, source)
               select f.id, r.date, r.weight_lbs, r.source
               from json_to_recordset($1::json) as r(fighter_key text, date date, weight_lbs real, source text)
               join fighters f on f.key = r.fighter_key
               on conflict do nothing`,
      columns: ['fighter_key', 'date', 'weight_lbs', 'source'],
    },
    weighIns,
  );
  const titleChanges = await writeTitleChanges(tx, dataset);
  return {
    aliases: aliases.length,
    retirements: facts.filter((f) => f.retired_on !== null).length,
    deaths: facts.filter((f) => f.died_on !== null).length,
    proRecords: facts.filter((f) => f.pro_wins !== null).length,
    weighIns: weighIns.length,
    titleChanges,
  };
}

/** Migration 260's rows; returns how many the dataset holds. */
async function writeTitleChanges(tx: Queryable, dataset: Dataset): Promise<number> {
  const changes = dataset.fighters.flatMap((f) => (f.titleChanges ?? []).map((c) => ({ fighter_key: f.key, ...c })));
  await replaceWhenChanged(
    tx,
    {
      table: 'title_changes',
      select: `select f.key as fighter_key, t.date::text as date, t.organization, t.division, t.belt, t.change, t.source
               from title_changes t join fighters f on f.id = t.fighter_id`,
      insert: `insert into title_changes (fighter_id, date, organization, division, belt, change, source)
               select f.id, r.date, r.organization, r.division, r.belt, r.change, r.source
               from json_to_recordset($1::json) as r(fighter_key text, date date, organization text, division text, belt text, change text, source text)
               join fighters f on f.key = r.fighter_key
               on conflict do nothing`,
      columns: ['fighter_key', 'date', 'organization', 'division', 'belt', 'change', 'source'],
    },
    changes,
  );
  return changes.length;
}
