-- Fighter search: two letters typed the wrong way round find the name (docs/decisions/053-search-typos.md, session 42).
-- "oliviera" missed Charles Oliveira, "kahbib" and "adesnaya" found nobody: swapping two adjacent letters changes
-- three trigrams in a word's middle, so word similarity falls below the 0.5 that finds a typo (0.44 for
-- oliviera). Migration 370's function with one change to the typo step: it also matches every name, nickname and
-- known name that contains the query with two adjacent letters swapped (fr_adjacent_transpositions), scored as a
-- match of that spelling less 2. Such a match ranks above every typo (a typo scores its similarity, at most 1) and
-- below every match of the query as written (2 and more), and among equal matches prominence decides, as it does for
-- the spelling as written: "oliviera" lists the Oliveiras, Charles first. Nothing else changes: the step still runs
-- only when substring matches find fewer than five fighters, for a query of five or more distinct trigrams; a query
-- longer than 40 characters (no name is) gets no swapped spellings. The read model (read-model/fighter-search.ts)
-- ranks the same way, and the differential check holds the two together.

-- The text with each pair of adjacent different letters swapped, once each; no swap with a space ("jon jnoes" gives
-- "jon jones", never "jonj noes").
create or replace function fr_adjacent_transpositions(search_text text) returns setof text
language sql immutable parallel safe
as $$
  select distinct substr(search_text, 1, i - 1) || substr(search_text, i + 1, 1) || substr(search_text, i, 1) || substr(search_text, i + 2)
    from generate_series(1, length(search_text) - 1) i
   where length(search_text) <= 40
     and substr(search_text, i, 1) <> substr(search_text, i + 1, 1)
     and substr(search_text, i, 1) <> ' ' and substr(search_text, i + 1, 1) <> ' '
$$;

create or replace function fr_search_fighters(query text, result_limit integer) returns setof fr_search_result
language plpgsql stable
set pg_trgm.word_similarity_threshold = 0.5
-- Generic plans from the first call: the statements below are written so that a generic plan is a good one
-- (candidates from the trigram indexes, then a few index look-ups per candidate), and planning is the cost saved.
set plan_cache_mode = force_generic_plan
as $fn$
declare
  search_text text := fr_search_text(query);
  found fr_search_result[];
  named bigint[];
begin
  if search_text is null or search_text = '' then
    return;
  end if;

  if length(search_text) < 3 then
    -- A nickname or another known name that is the whole query ("DC", "DJ") names its fighter: he follows a whole
    -- name and leads the names the letters start (migration 300).
    named := array(select f.id from fighters f where f.search_nickname = search_text
                   union
                   select a.fighter_id from fighter_aliases a where a.search_name = search_text);
    -- One or two letters start hundreds of names (a thousand for "j"). When there are that many, walk the global
    -- ranking from #1 and stop at the limit instead of ordering them all; with fewer, order them all.
    if cardinality(named) = 0 and (select count(*) from (select 1 from fighters f where f.search_name like search_text || '%' limit 300) n) >= 300 then
      found := array(
      select row(p.id, p.name, p.org, p.rating)::fr_search_result
        from (select g.fighter_id as id, g.current_rank
                from ranking_entries g
                join fighters f on f.id = g.fighter_id
               where g.kind = 'global' and g.filter_value = '' and f.search_name like search_text || '%'
               order by g.current_rank
               limit result_limit) walked
        cross join lateral (
          select f.id::int as id, f.name, coalesce(o.name, r.organization) as org, r.fan_score as rating
            from fighters f
            left join fighter_ratings r on r.fighter_id = f.id
            left join organizations o on o.code = r.organization
           where f.id = walked.id
          offset 0) p
       order by walked.current_rank);
      -- A whole name of one or two letters would lead, and a walk that found too few ranked names says nothing of
      -- the unranked: both are answered by the full ordering below.
      if cardinality(found) >= result_limit and not exists (select 1 from fighters f where f.search_name = search_text) then
        return query select * from unnest(found);
        return;
      end if;
    end if;
    return query
    select f.id::int, f.name, coalesce(o.name, r.organization), r.fan_score
      from fighters f
      left join fighter_ratings r on r.fighter_id = f.id
      left join organizations o on o.code = r.organization
      left join ranking_entries g on g.kind = 'global' and g.filter_value = '' and g.fighter_id = f.id
     where f.search_name like search_text || '%' or f.id = any(named)
     order by f.search_name = search_text desc, f.id = any(named) desc, g.current_rank nulls last, r.is_active desc nulls last, r.fan_score desc nulls last, f.name, f.id
     limit result_limit;
    return;
  end if;

  -- Most searches are a name or part of one: substring matches answer them. Typo matching (word similarity over
  -- every trigram candidate) runs only when they find fewer than five fighters, and only for a query of five or
  -- more distinct trigrams (migration 370).
  found := array(
    with matches as (
      select f.id, (fr_search_match_kind(f.search_name, search_text) + public.word_similarity(search_text, f.search_name)) as score
        from fighters f
       where f.search_name like '%' || search_text || '%'
      union all
      select f.id, (case when fr_nickname_is_query(f.search_nickname, search_text) then 4 else fr_search_match_kind(f.search_nickname, search_text) end
                   + public.word_similarity(search_text, f.search_nickname))
                 - case when fr_nickname_is_query(f.search_nickname, search_text) then 1 else 2 end
        from fighters f
       where f.search_nickname like '%' || search_text || '%'
      union all
      select a.fighter_id, (fr_search_match_kind(a.search_name, search_text) + public.word_similarity(search_text, a.search_name)) - 0.25
        from fighter_aliases a
       where a.search_name like '%' || search_text || '%'
    ),
    best as (select m.id, max(m.score) as score from matches m group by m.id)
    select row(p.id, p.name, p.org, p.rating)::fr_search_result
      from best b
      cross join lateral (
        select f.id::int as id, f.name, coalesce(o.name, r.organization) as org, r.fan_score as rating, least(g.current_rank, goat.current_rank) as prominence, r.is_active
          from fighters f
          left join fighter_ratings r on r.fighter_id = f.id
          left join organizations o on o.code = r.organization
          left join ranking_entries g on g.kind = 'global' and g.filter_value = '' and g.fighter_id = f.id
          left join ranking_entries goat on goat.kind = 'goat' and goat.filter_value = '' and goat.fighter_id = f.id
         where f.id = b.id
        offset 0) p
     order by b.score desc, p.prominence nulls last, p.is_active desc nulls last, p.rating desc nulls last, p.name, p.id
     limit result_limit);
  if cardinality(found) >= 5 or cardinality(public.show_trgm(search_text)) < 5 then
    return query select * from unnest(found);
    return;
  end if;

  -- Each matching text with its kind (0: found by word similarity alone, a typo), similarity and penalty; for a
  -- one-word query a typo within one trigram of the best typo takes the best typo's similarity (migration 370), and a
  -- match of a swapped spelling is never a typo: it contains that spelling, so its kind is 2 or more.
  return query
  with matches as (
    select f.id, fr_search_match_kind(f.search_name, search_text) as kind, public.word_similarity(search_text, f.search_name) as similarity, 0 as penalty
      from fighters f
     where f.search_name like '%' || search_text || '%' or search_text operator(public.<%) f.search_name
    union all
    select f.id, case when fr_nickname_is_query(f.search_nickname, search_text) then 4 else fr_search_match_kind(f.search_nickname, search_text) end,
           public.word_similarity(search_text, f.search_nickname),
           case when fr_nickname_is_query(f.search_nickname, search_text) then 1 else 2 end
      from fighters f
     where f.search_nickname like '%' || search_text || '%' or search_text operator(public.<%) f.search_nickname
    union all
    select a.fighter_id, fr_search_match_kind(a.search_name, search_text), public.word_similarity(search_text, a.search_name), 0.25
      from fighter_aliases a
     where a.search_name like '%' || search_text || '%' or search_text operator(public.<%) a.search_name
    -- The query with two adjacent letters swapped (this migration): a match of that spelling, less 2.
    union all
    select f.id, fr_search_match_kind(f.search_name, t.variant), public.word_similarity(t.variant, f.search_name), 2
      from fr_adjacent_transpositions(search_text) t(variant)
      join fighters f on f.search_name like '%' || t.variant || '%'
    union all
    select f.id, case when fr_nickname_is_query(f.search_nickname, t.variant) then 4 else fr_search_match_kind(f.search_nickname, t.variant) end,
           public.word_similarity(t.variant, f.search_nickname),
           case when fr_nickname_is_query(f.search_nickname, t.variant) then 3 else 4 end
      from fr_adjacent_transpositions(search_text) t(variant)
      join fighters f on f.search_nickname like '%' || t.variant || '%'
    union all
    select a.fighter_id, fr_search_match_kind(a.search_name, t.variant), public.word_similarity(t.variant, a.search_name), 2.25
      from fr_adjacent_transpositions(search_text) t(variant)
      join fighter_aliases a on a.search_name like '%' || t.variant || '%'
  ),
  best_typo as (
    select max(m.similarity) as similarity,
           (max(m.similarity) - 1::float8 / cardinality(public.show_trgm(search_text)))::real as band_edge
      from matches m
     where m.kind = 0
  ),
  best as (
    select m.id,
           max((m.kind + case when m.kind = 0 and m.similarity >= t.band_edge and position(' ' in search_text) = 0 then t.similarity else m.similarity end)
               - m.penalty) as score
      from matches m
     cross join best_typo t
     group by m.id
  )
  select p.id, p.name, p.org, p.rating
    from best b
    cross join lateral (
      select f.id::int as id, f.name, coalesce(o.name, r.organization) as org, r.fan_score as rating, least(g.current_rank, goat.current_rank) as prominence, r.is_active
        from fighters f
        left join fighter_ratings r on r.fighter_id = f.id
        left join organizations o on o.code = r.organization
        left join ranking_entries g on g.kind = 'global' and g.filter_value = '' and g.fighter_id = f.id
        left join ranking_entries goat on goat.kind = 'goat' and goat.filter_value = '' and goat.fighter_id = f.id
       where f.id = b.id
      offset 0) p
   order by b.score desc, p.prominence nulls last, p.is_active desc nulls last, p.rating desc nulls last, p.name, p.id
   limit result_limit;
end
$fn$;
