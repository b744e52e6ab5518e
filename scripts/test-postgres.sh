#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server in the folder given, on a free loopback port, and prints its URL.
# Stop it with: pg_ctl -D <folder>/data stop. Used by scripts/test.sh for the migration tests.
set -euo pipefail
DIR="$1"
PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -x "$PG_BIN/initdb" ] || { echo "PostgreSQL server binaries not found" >&2; exit 1; }
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
RUN_AS=()
if [ "$(id -u)" = 0 ]; then chown postgres "$DIR"; RUN_AS=(runuser -u postgres --); fi
"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$DIR/data" -U nestly --auth=trust -E UTF8 >/dev/null
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off" -l "$DIR/log" -w start >/dev/null
echo "postgres://nestly@127.0.0.1:$PORT/postgres"
