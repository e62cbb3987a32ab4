-- Page views per path per day, reported by the shell on every client-side navigation.
create table page_views (
  path text not null,
  day date not null,
  views integer not null default 0,
  primary key (path, day)
);
