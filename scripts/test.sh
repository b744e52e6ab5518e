#!/usr/bin/env bash
# The whole test run: type-check, lint, format check, vitest (unit + API) on SQLite and again on PostgreSQL, the crash test, Playwright (web, desktop).
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
trap 'rm -rf "$reports"' EXIT

# a check that passes or fails as a whole: its exit code is kept for the summary
check() {
  local name="$1"; shift
  echo "== $name"
  "$@"
  echo $? > "$reports/check-$name.status"
}

check type-check bash scripts/typecheck.sh
check lint npx eslint .
check format npx prettier --check --log-level warn .

echo "== unit and API tests on SQLite (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"

echo "== the same tests on PostgreSQL (vitest, TEST_DB=postgres)"
source scripts/postgres-server.sh
if [ -n "${TEST_DATABASE_URL:-}" ] || pg_installed; then
  bash scripts/test-postgres.sh --reporter=default --reporter=json --outputFile.json="$reports/vitest-pg.json"
else
  reason="PostgreSQL is not installed (no initdb found) and TEST_DATABASE_URL is not set"
  echo "Skipped: $reason. Install it (Debian: apt-get install -y postgresql) to run them."
  echo "$reason" > "$reports/vitest-pg.skipped"
fi

echo "== crash test: the server killed with SIGKILL ${CRASH_KILLS:-5} times under write load (SQLite, and PostgreSQL when installed)"
bash scripts/test-crash.sh --kills "${CRASH_KILLS:-5}" --report "$reports/crash.jsonl"

echo "== build the web renderer and the desktop shell"
build_failed=0
npx vite build -c vite.web.config.ts --logLevel warn && npx electron-vite build --logLevel warn || build_failed=1

echo "== browser and desktop tests (Playwright)"
if [ "$build_failed" = 0 ]; then
  PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.json" npx playwright test --reporter=list,json
fi

node --import tsx scripts/test-summary.ts "$reports" "$build_failed"
