#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server on a loopback port as a non-root user, runs the command
# given as arguments with DATABASE_URL pointing at it, then stops the server and removes its data.
# Installs Debian's postgresql package when no server binaries are found.
# Usage: scripts/ci-postgres.sh npx vitest run emulator
set -euo pipefail

find_bin() {
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then dirname "$(command -v pg_ctl)"; return; fi
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1
}
BIN="$(find_bin || true)"
if [ -z "$BIN" ] || [ ! -x "$BIN/pg_ctl" ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
  BIN="$(find_bin)"
fi

PGUSER_OS="${PG_OS_USER:-vitrinepg}"
if [ "$(id -u)" = 0 ]; then
  id "$PGUSER_OS" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$PGUSER_OS"
  as_pg() { runuser -u "$PGUSER_OS" -- "$@"; }
else
  as_pg() { "$@"; }
fi

PORT="${PG_PORT:-$((40000 + RANDOM % 20000))}"
DIR="$(mktemp -d /tmp/vitrine-pg.XXXXXX)"
chmod 755 "$DIR"
[ "$(id -u)" = 0 ] && chown "$PGUSER_OS" "$DIR"
cleanup() {
  as_pg "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

as_pg "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust --encoding=UTF8 --locale=C >/dev/null
as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c max_connections=200 -c fsync=on" start >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
"$@"
