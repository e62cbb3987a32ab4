-- Page views stay bounded: daily counts per path are kept for a few weeks (what "this week" and
-- recent trends need), then rolled up into one row per path and month. Where visitors came from is
-- kept per day and referring site (host only, never a full address), and rolled up the same way.
create index page_views_day on page_views (day);

create table page_views_monthly (
  path text not null,
  month date not null,
  views bigint not null default 0,
  primary key (path, month)
);

create table page_view_referrers (
  host text not null,
  day date not null,
  views integer not null default 0,
  primary key (host, day)
);
