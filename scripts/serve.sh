#!/bin/sh
# Starts the API server with Node settings chosen per database: `npm run serve` (so `npm start` and the Docker
# image), the benchmarks and the reliability tests start it here (the e2e suite keeps Node's defaults:
# playwright.config.ts says why). `exec` keeps one process, so what a
# supervisor, a benchmark or `kill` sees is the server itself.
#
# On the embedded database (no DATABASE_URL) the server has a memory target: under 300 MB resident at rest
# (issue 14). That memory is V8's heap and malloc's arenas, not PGlite's (decision 049, "Memory"), and both are
# sized before any of our code runs, so they are chosen here:
# - a young generation of at most 2 x 16 MB, where V8 grows it to 2 x 64 MB under load (1 MB measured no smaller
#   at rest and made a rankings recompute, which runs on this thread, hold requests longer);
# - --optimize-for-size: the old generation grows more slowly and its pages go back to the system once a load stops;
# - two malloc arenas, where glibc gives each busy thread its own 64 MB one, and glibc's first thresholds kept
#   (blocks over 128 KB mapped on their own, free memory over 128 KB trimmed): by default it raises both after
#   the first large blocks are freed and keeps tens of MB it no longer uses.
# PostgreSQL keeps Node's defaults: its reads measured 10-25 % slower with small heaps, and it has no RSS target.
set -e
cd "$(dirname "$0")/.."
if [ -z "$DATABASE_URL" ]; then
  export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
  export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
  export MALLOC_TRIM_THRESHOLD_="${MALLOC_TRIM_THRESHOLD_:-131072}"
  exec node --max-semi-space-size=16 --optimize-for-size --import tsx api/src/server.ts "$@"
fi
exec node --import tsx api/src/server.ts "$@"
