// Mirrors what the Dataset knows about fighters beyond their bouts into migration 011's columns and tables
// (aliases with their source, recorded retirements, stated professional records) and migration 050's weigh-ins,
// inside the import's transaction after fighters and bouts are written. Unchanged facts write nothing.
import type { Queryable } from '../db/database';
import type { Dataset } from '../sources/dataset';

export interface FighterFactsCounts {
  aliases: number;
  retirements: number;
  proRecords: number;
  weighIns: number;
}

export async function writeFighterFacts(tx: Queryable, dataset: Dataset): Promise<FighterFactsCounts> {
  const aliases = dataset.fighters.flatMap((f) => (f.otherNames ?? []).map((other) => ({ key: f.key, name: other.name, source: other.source })));
  // Replace-if-different per fighter: delete what the dataset no longer says, insert what is new.
  await tx.query(
    `delete from fighter_aliases a using fighters f
     where f.id = a.fighter_id
       and (f.key, a.name, a.source) not in (select r.key, r.name, r.source from json_to_recordset($1::json) as r(key text, name text, source text))`,
    [JSON.stringify(aliases)],
  );
  await tx.query(
    `insert into fighter_aliases (fighter_id, name, source)
     select f.id, r.name, min(r.source) from json_to_recordset($1::json) as r(key text, name text, source text)
     join fighters f on f.key = r.key
     group by f.id, r.name
     on conflict (fighter_id, name) do update set source = excluded.source where fighter_aliases.source <> excluded.source`,
    [JSON.stringify(aliases)],
  );

  const facts = dataset.fighters.map((f) => ({
    key: f.key,
    retired_on: f.retirement?.date ?? null,
    retirement_source: f.retirement?.source ?? null,
    pro_wins: f.proRecord?.wins ?? null,
    pro_losses: f.proRecord?.losses ?? null,
    pro_draws: f.proRecord?.draws ?? null,
    pro_no_contests: f.proRecord?.noContests ?? null,
    pro_record_source: f.proRecord?.source ?? null,
    pro_record_as_of: f.proRecord?.asOf ?? null,
  }));
  await tx.query(
    `update fighters f set retired_on = r.retired_on, retirement_source = r.retirement_source,
            pro_wins = r.pro_wins, pro_losses = r.pro_losses, pro_draws = r.pro_draws, pro_no_contests = r.pro_no_contests,
            pro_record_source = r.pro_record_source, pro_record_as_of = r.pro_record_as_of
     from json_to_recordset($1::json) as r(key text, retired_on date, retirement_source text, pro_wins int, pro_losses int,
                                           pro_draws int, pro_no_contests int, pro_record_source text, pro_record_as_of date)
     where f.key = r.key
       and (f.retired_on, f.retirement_source, f.pro_wins, f.pro_losses, f.pro_draws, f.pro_no_contests, f.pro_record_source, f.pro_record_as_of)
           is distinct from
           (r.retired_on, r.retirement_source, r.pro_wins, r.pro_losses, r.pro_draws, r.pro_no_contests, r.pro_record_source, r.pro_record_as_of)`,
    [JSON.stringify(facts)],
  );

  const weighIns = dataset.weighIns ?? [];
  await tx.query('delete from weigh_ins');
  if (weighIns.length > 0) {
    await tx.query(
      `insert into weigh_ins (fighter_id, date, weight_lbs, bout_id, source)
       select f.id, r.date, r.weight_lbs, b.id, r.source
       from json_to_recordset($1::json) as r(fighter_key text, date date, weight_lbs real, bout_key text, source text)
       join fighters f on f.key = r.fighter_key
       left join bouts b on b.key = r.bout_key
       on conflict do nothing`,
      [JSON.stringify(weighIns.map((w) => ({ fighter_key: w.fighterKey, date: w.date, weight_lbs: w.weightLbs, bout_key: w.boutKey, source: w.source })))],
    );
  }
  return {
    aliases: aliases.length,
    retirements: facts.filter((f) => f.retired_on !== null).length,
    proRecords: facts.filter((f) => f.pro_wins !== null).length,
    weighIns: weighIns.length,
  };
}
