-- Referring hosts are bounded per day (attack report, session 30: every made-up host was a new row, about 430,000 a
-- day from one address): countPageView counts how many hosts a day already holds, which this index makes cheap.
create index page_view_referrers_day_idx on page_view_referrers (day);
