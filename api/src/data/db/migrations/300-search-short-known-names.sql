-- Fighter search: a nickname or another known name of one or two letters finds its fighter (issue 23, session 27).
-- Migration 280's function with one change to the short path (one or two letters), which read fighters' own names
-- only: "DC" (Daniel Cormier's nickname) found nobody, and the names fans use that curated/names.csv holds ("DJ")
-- could not be listed. A fighter whose nickname or known name is the whole query now follows a whole name and leads
-- the names the letters start; a query that names nobody so is answered as before. The read model
-- (read-model/fighter-search.ts, shortQuery) ranks the same way, and the differential check holds the two together.
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
  -- every trigram candidate) runs only when they find fewer than five fighters.
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
  if cardinality(found) >= 5 then
    return query select * from unnest(found);
    return;
  end if;

  return query
  with matches as (
    select f.id, (fr_search_match_kind(f.search_name, search_text) + public.word_similarity(search_text, f.search_name)) as score
      from fighters f
     where f.search_name like '%' || search_text || '%' or search_text operator(public.<%) f.search_name
    union all
    select f.id, (case when fr_nickname_is_query(f.search_nickname, search_text) then 4 else fr_search_match_kind(f.search_nickname, search_text) end
                   + public.word_similarity(search_text, f.search_nickname))
                 - case when fr_nickname_is_query(f.search_nickname, search_text) then 1 else 2 end
      from fighters f
     where f.search_nickname like '%' || search_text || '%' or search_text operator(public.<%) f.search_nickname
    union all
    select a.fighter_id, (fr_search_match_kind(a.search_name, search_text) + public.word_similarity(search_text, a.search_name)) - 0.25
      from fighter_aliases a
     where a.search_name like '%' || search_text || '%' or search_text operator(public.<%) a.search_name
  ),
  best as (select m.id, max(m.score) as score from matches m group by m.id)
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
