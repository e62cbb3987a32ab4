-- Fighter search: a misspelt famous name finds the famous fighter first, and a query of a repeated letter finds
-- nobody (docs/decisions/053-search-typos.md). Migration 300's function with two changes to the typo step only; the
-- short path (one or two letters) and the substring step are unchanged. The read model (read-model/fighter-search.ts)
-- ranks the same way, and the differential check (read-model/fighter-search.test.ts, api/bench/search-differential.ts)
-- holds the two together.
-- 1. For a query of one word, a typo match one shared trigram short of the best typo match counts as the best, so
--    prominence decides between them. Word similarity is shared trigrams over the query's and the matched stretch's:
--    when one name holds four of the six trigrams of "kabib" (Soufiane Kabil, 0.67) and another three (Khabib
--    Nurmagomedov, 0.5), one letter added near a word's start is all that separates them, too little to set an
--    obscure fighter before the one fans misspell. The band is one trigram of the query (1 / its distinct trigrams),
--    its edge taken at word similarity's float4 precision so that exactly one trigram is inside it. A query of two
--    or more words keeps the closest first: there a near tie is mostly a name sharing one of the words ("robert
--    waltey" is Robert Watley's and, one trigram less, Robert Whittaker's), and the word the fan wrote out decides.
--    Finding a typo is unchanged (word similarity 0.5, the `<%` below), and substring matches score as before.
-- 2. The typo step runs only for a query of five or more distinct trigrams. Word similarity counts the query's
--    distinct trigrams, so a query with four ("aaa", and "aaaaaaa" or a hundred a's, which have the same four) is
--    half matched by the two trigrams every word starting with its first two letters has: 20 Aarons. From five on,
--    similarity 0.5 needs three shared trigrams, more than a shared first two letters.

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
  -- more distinct trigrams (change 2 above).
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

  -- Each matching text with its kind (0: found by word similarity alone, a typo), similarity and penalty; scored as
  -- before, except that for a one-word query a typo within one trigram of the best typo takes the best typo's
  -- similarity (change 1 above).
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
