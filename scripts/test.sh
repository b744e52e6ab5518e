#!/usr/bin/env bash
# The whole test run: type-check, vitest (unit + API), Playwright (web, desktop).
# Ends with one line "N passed, N failed" over every suite and exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/node-env.sh

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  echo "No Chromium at $CHROMIUM. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH)." >&2
  echo "0 passed, 1 failed"
  exit 1
fi
export CHROMIUM_PATH="$CHROMIUM"

reports="$(mktemp -d)"
pg_dir=""
cleanup() {
  rm -rf "$reports"
  if [ -n "$pg_dir" ]; then
    as_pg=(); [ "$(id -u)" = 0 ] && as_pg=(runuser -u postgres --)
    "${as_pg[@]}" "$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)/pg_ctl" -D "$pg_dir/data" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$pg_dir"
  fi
}
trap cleanup EXIT

# The migrations are also checked on PostgreSQL when its server is installed (.ci/run installs it).
if [ -z "${TEST_DATABASE_URL:-}" ] && ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  pg_dir="$(mktemp -d /tmp/nestly-pg-XXXXXX)"
  if TEST_DATABASE_URL="$(bash scripts/test-postgres.sh "$pg_dir")"; then
    export TEST_DATABASE_URL
  else
    echo "Could not start PostgreSQL; its migration test is skipped" >&2
  fi
fi
type_failed=0

echo "== type-check"
if ! npx tsc --noEmit -p .; then type_failed=1; fi

echo "== unit and API tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"

echo "== build the web renderer and the desktop shell"
build_failed=0
npx vite build -c vite.web.config.ts --logLevel warn && npx electron-vite build --logLevel warn || build_failed=1

echo "== browser and desktop tests (Playwright)"
if [ "$build_failed" = 0 ]; then
  PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.json" npx playwright test --reporter=list,json
fi

node --import tsx scripts/test-summary.ts "$reports" "$type_failed" "$build_failed"
