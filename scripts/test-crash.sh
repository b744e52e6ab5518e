#!/usr/bin/env bash
# npm run test:crash [-- --kills N] [--report FILE]: the crash test (scripts/crash-test.ts) on SQLite and
# on PostgreSQL when TEST_DATABASE_URL is set or PostgreSQL is installed (a throwaway server, stopped
# afterwards), the two side by side. N defaults to CRASH_KILLS, else 100. Exits non-zero if either run loses a write.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/node-env.sh
source scripts/postgres-server.sh

report=""
args=("$@")
for ((i = 0; i < ${#args[@]}; i++)); do [ "${args[$i]}" = "--report" ] && report="${args[$((i + 1))]:-}"; done

# The SQLite and PostgreSQL runs go on side by side: each spends most of its time waiting (for the
# moment of the next kill, for the server to start again), so together they take little longer than one.
# Their progress and result lines start with the name of their database.
failed=0
node --import tsx scripts/crash-test.ts "$@" &
sqlite_run=$!

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  node --import tsx scripts/crash-test.ts "$@" --database-url "$TEST_DATABASE_URL" || failed=1
elif pg_installed; then
  if pg_start; then
    trap pg_stop EXIT
    node --import tsx scripts/crash-test.ts "$@" --database-url "$PG_URL" || failed=1
  else
    failed=1
    [ -n "$report" ] && echo '{"database":"PostgreSQL","ok":false,"error":"the throwaway PostgreSQL server did not start"}' >> "$report"
  fi
else
  reason="PostgreSQL is not installed (no initdb found) and TEST_DATABASE_URL is not set"
  echo "PostgreSQL crash test skipped: $reason."
  [ -n "$report" ] && echo "{\"database\":\"PostgreSQL\",\"skipped\":\"$reason\"}" >> "$report"
fi
wait "$sqlite_run" || failed=1
exit $failed
