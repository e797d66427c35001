#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the tests: `source scripts/throwaway-postgres.sh start` creates one in a
# temporary folder, owned by an unprivileged user, listening on a free loopback port only, and exports
# TEST_DATABASE_URL (and TEST_PG_RESTART, the command that restarts it, for the fault test);
# `throwaway_postgres_stop` stops it and deletes the folder. Needs Debian's `postgresql` package.
throwaway_postgres_start() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$bin" ]; then
    echo "No PostgreSQL server found (Debian: apt-get install postgresql)" >&2
    return 1
  fi
  THROWAWAY_PG_DIR=$(mktemp -d -t intake-postgres-XXXXXX)
  local as=()
  # initdb refuses to run as root: the cluster belongs to the package's unprivileged `postgres` user.
  if [ "$(id -u)" = 0 ]; then
    chown postgres: "$THROWAWAY_PG_DIR"
    as=(runuser -u postgres --)
  fi
  local port=55432
  while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
  "${as[@]}" "$bin/initdb" -D "$THROWAWAY_PG_DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  THROWAWAY_PG_CTL=("${as[@]}" "$bin/pg_ctl" -D "$THROWAWAY_PG_DIR/data" -w -l "$THROWAWAY_PG_DIR/server.log")
  "${THROWAWAY_PG_CTL[@]}" \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $THROWAWAY_PG_DIR -c max_connections=200" start >/dev/null
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  export TEST_PG_RESTART="${THROWAWAY_PG_CTL[*]} restart -m fast"
  echo "Throwaway PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port ($THROWAWAY_PG_DIR)"
}

throwaway_postgres_stop() {
  [ -n "${THROWAWAY_PG_DIR:-}" ] || return 0
  "${THROWAWAY_PG_CTL[@]}" stop -m immediate >/dev/null 2>&1 || true
  rm -rf "$THROWAWAY_PG_DIR"
  THROWAWAY_PG_DIR=
}
