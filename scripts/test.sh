#!/usr/bin/env bash
# The whole test run: type-check, lint, format check, vitest (unit + API) on SQLite and again on PostgreSQL, the crash test, Playwright (web, desktop).
# Ends with one line "N passed, N failed" over every suite and exits non-zero on any failure.
#
# Steps run side by side to keep two cores busy: the checks that use one core each (type-check, lint,
# format) and the crash test, which mostly waits for its server, beside the build; vitest (on SQLite,
# then on PostgreSQL) beside Playwright. The output of a step run beside is kept aside and printed
# whole once it ends, between the streamed output of the others.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/node-env.sh

# as playwright.config.ts chooses: CHROMIUM_PATH, else Debian's headless shell, else Debian's Chromium
CHROMIUM="${CHROMIUM_PATH:-}"
if [ -z "$CHROMIUM" ]; then
  for candidate in /usr/lib/chromium/chromium-headless-shell /usr/bin/chromium; do
    if [ -x "$candidate" ]; then CHROMIUM="$candidate"; break; fi
  done
fi
if [ ! -x "${CHROMIUM:-/usr/bin/chromium}" ]; then
  echo "No Chromium found. Install it with: sudo apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH)." >&2
  echo "0 passed, 1 failed"
  exit 1
fi
export CHROMIUM_PATH="$CHROMIUM"

reports="$(mktemp -d)"
started_at=$SECONDS
started=()
background=()
trap 'rm -rf "$reports"' EXIT

# a check that passes or fails as a whole: its exit code is kept for the summary
check() {
  local name="$1"; shift
  "$@"
  local status=$?
  echo "$status" > "$reports/check-$name.status"
  return "$status"
}

# runs a step (a title, then its command) beside the others, its output kept in a file until it ends
beside() {
  local name="beside-${#started[@]}"
  echo "$1" > "$reports/$name.title"
  shift
  ( "$@" > "$reports/$name.log" 2>&1; echo $? > "$reports/$name.exit" ) &
  started+=("$name")
  background+=("$name")
}

# prints the output of every step beside the others that has ended
print_ended() {
  local name outcome still=()
  for name in "${background[@]}"; do
    if [ -f "$reports/$name.exit" ]; then
      outcome=failed
      [ "$(cat "$reports/$name.exit")" = 0 ] && outcome=passed
      echo "== $(cat "$reports/$name.title") (beside the others: $outcome)"
      cat "$reports/$name.log"
    else
      still+=("$name")
    fi
  done
  background=("${still[@]}")
}

postgres_tests() {
  source scripts/postgres-server.sh
  if [ -n "${TEST_DATABASE_URL:-}" ] || pg_installed; then
    bash scripts/test-postgres.sh --reporter=default --reporter=json --outputFile.json="$reports/vitest-pg.json"
  else
    local reason="PostgreSQL is not installed (no initdb found) and TEST_DATABASE_URL is not set"
    echo "Skipped: $reason. Install it (Debian: apt-get install -y postgresql) to run them."
    echo "$reason" > "$reports/vitest-pg.skipped"
  fi
}

step() {
  print_ended
  echo "== $* ($((SECONDS - started_at)) s in)"
}

beside type-check check type-check bash scripts/typecheck.sh
beside lint check lint npx eslint .
beside format check format npx prettier --check --log-level warn .
beside "crash test: the server killed with SIGKILL ${CRASH_KILLS:-5} times under write load (SQLite, and PostgreSQL when installed)" \
  bash scripts/test-crash.sh --kills "${CRASH_KILLS:-5}" --report "$reports/crash.jsonl"

step "build the web renderer and the desktop shell"
build_failed=0
npx vite build -c vite.web.config.ts --logLevel warn && npx electron-vite build --logLevel warn || build_failed=1

vitest_on_both() {
  npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"
  echo "== the same tests on PostgreSQL (vitest, TEST_DB=postgres)"
  postgres_tests
}

# vitest on SQLite, then on PostgreSQL, beside the browser tests from the start: each leaves the cores
# idle in places (a test waiting for its budget, a browser test for a toast), which the other fills
beside "unit and API tests (vitest) on SQLite, then on PostgreSQL" vitest_on_both

step "browser and desktop tests (Playwright)"
if [ "$build_failed" = 0 ]; then
  PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.json" npx playwright test --reporter=list,json
fi

wait
print_ended
echo "== all done in $((SECONDS - started_at)) s"
node --import tsx scripts/test-summary.ts "$reports" "$build_failed"
