-- Fighter search in one call: GET /api/fighters/search (api/src/data/repositories/fighter-search.ts) runs only this.
-- search-indexes.test.ts explains each `return query` below, so keep them as whole statements; decision 029.
--
-- Why a PL/pgSQL function: it keeps each statement's plan for the life of the connection, so a search stops paying
-- for planning (25-48 ms per typo search on PGlite before); the threshold of `<%` is set on the function itself,
-- so no transaction is needed; and folding, the typo decision and the ranking take one round trip instead of up
-- to six. The text compared is fr_search_text (migration 040) of the query, as stored for every name.
--
-- Ranking, unchanged from migration 040's route: whole name 4 > name start 3 > a whole later word 2.75 > a later
-- word's start 2.5 > inside 2, plus word similarity; other known names -0.25, nicknames -2; ties by global rank,
-- activity, Rating, name. One- and two-letter queries match name starts only, ordered by prominence (their word
-- similarity is the same for nearly every name, so it decided nothing and cost a score per candidate).
-- Typo tolerance: `<%` at word similarity 0.5 (pg_trgm's default is 0.6) admits "makachev" for Makhachev (0.58)
-- and "o malley" for O'Malley (0.56); looser matches only rank below exact ones, they never hide them.
create type fr_search_result as (id integer, name text, org text, rating double precision);

create function fr_search_fighters(query text, result_limit integer) returns setof fr_search_result
language plpgsql stable
set pg_trgm.word_similarity_threshold = 0.5
-- Generic plans from the first call: the statements below are written so that a generic plan is a good one
-- (candidates from the trigram indexes, then a few index look-ups per candidate), and planning is the cost saved.
set plan_cache_mode = force_generic_plan
as $fn$
declare
  search_text text := fr_search_text(query);
  found fr_search_result[];
begin
  if search_text is null or search_text = '' then
    return;
  end if;

  if length(search_text) < 3 then
    -- One or two letters start hundreds of names (a thousand for "j"). When there are that many, walk the global
    -- ranking from #1 and stop at the limit instead of ordering them all; with fewer, order them all.
    if (select count(*) from (select 1 from fighters f where f.search_name like search_text || '%' limit 300) n) >= 300 then
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
     where f.search_name like search_text || '%'
     order by f.search_name = search_text desc, g.current_rank nulls last, r.is_active desc nulls last, r.fan_score desc nulls last, f.name, f.id
     limit result_limit;
    return;
  end if;

  -- Most searches are a name or part of one: substring matches answer them. Typo matching (word similarity over
  -- every trigram candidate) runs only when they find fewer than five fighters.
  found := array(
    with matches as (
      select f.id, (case when f.search_name = search_text then 4
                         when f.search_name like search_text || '%' then 3
                         when ' ' || f.search_name || ' ' like '% ' || search_text || ' %' then 2.75
                         when f.search_name like '% ' || search_text || '%' then 2.5
                         else 2 end + public.word_similarity(search_text, f.search_name)) as score
        from fighters f
       where f.search_name like '%' || search_text || '%'
      union all
      select f.id, (case when f.search_nickname = search_text then 4
                         when f.search_nickname like search_text || '%' then 3
                         when ' ' || f.search_nickname || ' ' like '% ' || search_text || ' %' then 2.75
                         when f.search_nickname like '% ' || search_text || '%' then 2.5
                         else 2 end + public.word_similarity(search_text, f.search_nickname)) - 2
        from fighters f
       where f.search_nickname like '%' || search_text || '%'
      union all
      select a.fighter_id, (case when a.search_name = search_text then 4
                                 when a.search_name like search_text || '%' then 3
                                 when ' ' || a.search_name || ' ' like '% ' || search_text || ' %' then 2.75
                                 when a.search_name like '% ' || search_text || '%' then 2.5
                                 else 2 end + public.word_similarity(search_text, a.search_name)) - 0.25
        from fighter_aliases a
       where a.search_name like '%' || search_text || '%'
    ),
    best as (select m.id, max(m.score) as score from matches m group by m.id)
    select row(p.id, p.name, p.org, p.rating)::fr_search_result
      from best b
      cross join lateral (
        select f.id::int as id, f.name, coalesce(o.name, r.organization) as org, r.fan_score as rating, g.current_rank, r.is_active
          from fighters f
          left join fighter_ratings r on r.fighter_id = f.id
          left join organizations o on o.code = r.organization
          left join ranking_entries g on g.kind = 'global' and g.filter_value = '' and g.fighter_id = f.id
         where f.id = b.id
        offset 0) p
     order by b.score desc, p.current_rank nulls last, p.is_active desc nulls last, p.rating desc nulls last, p.name, p.id
     limit result_limit);
  if cardinality(found) >= 5 then
    return query select * from unnest(found);
    return;
  end if;

  return query
  with matches as (
    select f.id, (case when f.search_name = search_text then 4
                       when f.search_name like search_text || '%' then 3
                       when ' ' || f.search_name || ' ' like '% ' || search_text || ' %' then 2.75
                       when f.search_name like '% ' || search_text || '%' then 2.5
                       when f.search_name like '%' || search_text || '%' then 2
                       else 0 end + public.word_similarity(search_text, f.search_name)) as score
      from fighters f
     where f.search_name like '%' || search_text || '%' or search_text operator(public.<%) f.search_name
    union all
    select f.id, (case when f.search_nickname = search_text then 4
                       when f.search_nickname like search_text || '%' then 3
                       when ' ' || f.search_nickname || ' ' like '% ' || search_text || ' %' then 2.75
                       when f.search_nickname like '% ' || search_text || '%' then 2.5
                       when f.search_nickname like '%' || search_text || '%' then 2
                       else 0 end + public.word_similarity(search_text, f.search_nickname)) - 2
      from fighters f
     where f.search_nickname like '%' || search_text || '%' or search_text operator(public.<%) f.search_nickname
    union all
    select a.fighter_id, (case when a.search_name = search_text then 4
                               when a.search_name like search_text || '%' then 3
                               when ' ' || a.search_name || ' ' like '% ' || search_text || ' %' then 2.75
                               when a.search_name like '% ' || search_text || '%' then 2.5
                               when a.search_name like '%' || search_text || '%' then 2
                               else 0 end + public.word_similarity(search_text, a.search_name)) - 0.25
      from fighter_aliases a
     where a.search_name like '%' || search_text || '%' or search_text operator(public.<%) a.search_name
  ),
  best as (select m.id, max(m.score) as score from matches m group by m.id)
  select p.id, p.name, p.org, p.rating
    from best b
    cross join lateral (
      select f.id::int as id, f.name, coalesce(o.name, r.organization) as org, r.fan_score as rating, g.current_rank, r.is_active
        from fighters f
        left join fighter_ratings r on r.fighter_id = f.id
        left join organizations o on o.code = r.organization
        left join ranking_entries g on g.kind = 'global' and g.filter_value = '' and g.fighter_id = f.id
       where f.id = b.id
      offset 0) p
   order by b.score desc, p.current_rank nulls last, p.is_active desc nulls last, p.rating desc nulls last, p.name, p.id
   limit result_limit;
end
$fn$;
