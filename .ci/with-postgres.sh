#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on loopback, runs the given command with TEST_DATABASE_URL
# pointing at it, and removes the server afterwards. initdb refuses root, so the server runs as the
# `postgres` system user (created by Debian's postgresql package). PG_OPTIONS adds server settings
# (e.g. "-c log_statement=all"); PG_LOG names a file that receives the server's log afterwards.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
port=${PGPORT_TEST:-55432}
dir=$(mktemp -d /tmp/peilian-pg.XXXXXX)
id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
chown postgres:postgres "$dir"
as_pg() { runuser -u postgres -- "$@"; }
cleanup() {
  as_pg "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  [ -z "${PG_LOG:-}" ] || cp "$dir/log" "$PG_LOG"
  rm -rf "$dir"
}
trap cleanup EXIT
as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off ${PG_OPTIONS:-}" -l "$dir/log" -w start >/dev/null
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
