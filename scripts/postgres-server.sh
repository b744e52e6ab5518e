# A throwaway PostgreSQL server for the tests, sourced by scripts/test.sh and scripts/test-postgres.sh.
# pg_start: initdb into a new temporary folder (in memory under /dev/shm where it exists: every test
# database is a file copy, and disks make that slow), a free loopback port, fsync off; sets PG_URL.
# pg_stop: stops it and removes the folder. As root, the server runs as the postgres user.

PG_DIR=""
PG_URL=""

# The newest server binaries: Debian's versioned folders, then pg_config, then initdb on PATH.
pg_bin() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  if [ -z "$dir" ] && command -v pg_config >/dev/null 2>&1; then dir="$(pg_config --bindir)"; fi
  if [ -z "$dir" ] && command -v initdb >/dev/null 2>&1; then dir="$(dirname "$(command -v initdb)")"; fi
  [ -n "$dir" ] && [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && echo "$dir"
}

pg_installed() { [ -n "$(pg_bin)" ]; }

_pg_as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

pg_start() {
  local bin port parent
  bin="$(pg_bin)" || { echo "PostgreSQL server binaries (initdb, pg_ctl) not found" >&2; return 1; }
  if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
    echo "Running as root needs a postgres user to run the server (PostgreSQL refuses to run as root)" >&2
    return 1
  fi
  parent="${TMPDIR:-/tmp}"
  [ -d /dev/shm ] && [ -w /dev/shm ] && parent=/dev/shm
  PG_DIR="$(mktemp -d "$parent/nestly-pg-XXXXXX")" || return 1
  [ "$(id -u)" = 0 ] && chown postgres "$PG_DIR"
  port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
  if ! _pg_as_owner "$bin/initdb" -D "$PG_DIR/data" -U nestly --auth=trust -E UTF8 --no-sync >"$PG_DIR/initdb.log" 2>&1; then
    echo "initdb failed:" >&2; cat "$PG_DIR/initdb.log" >&2; pg_stop; return 1
  fi
  if ! _pg_as_owner "$bin/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w start \
      -o "-p $port -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >/dev/null; then
    echo "PostgreSQL did not start:" >&2; cat "$PG_DIR/log" >&2; pg_stop; return 1
  fi
  PG_URL="postgres://nestly@127.0.0.1:$port/postgres"
}

pg_stop() {
  [ -n "$PG_DIR" ] || return 0
  if [ -f "$PG_DIR/data/postmaster.pid" ]; then
    _pg_as_owner "$(pg_bin)/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  fi
  rm -rf "$PG_DIR"
  PG_DIR=""
  PG_URL=""
}
