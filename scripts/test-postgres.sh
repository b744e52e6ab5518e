#!/usr/bin/env bash
# npm run test:pg: the whole vitest suite with every database on a real PostgreSQL server.
# Uses TEST_DATABASE_URL (a role that may create databases) when set; otherwise starts a throwaway
# server (scripts/postgres-server.sh) and stops it afterwards. Arguments go to vitest.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/node-env.sh
source scripts/postgres-server.sh

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if ! pg_installed; then
    echo "PostgreSQL is not installed (no initdb found) and TEST_DATABASE_URL is not set." >&2
    echo "Install it (Debian: apt-get install -y postgresql) or point TEST_DATABASE_URL at a server." >&2
    exit 1
  fi
  pg_start || exit 1
  trap pg_stop EXIT
  export TEST_DATABASE_URL="$PG_URL"
  echo "A throwaway PostgreSQL $("$(pg_bin)/postgres" --version | awk '{print $3}') server on ${PG_URL#*@}, stopped afterwards"
fi

TEST_DB=postgres npx vitest run "$@"
exit $?
