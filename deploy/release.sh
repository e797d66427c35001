#!/usr/bin/env bash
# Puts a built release live on this server with no failed request, or rolls back to the one before.
#
#   deploy/release.sh ARTIFACT        stage ARTIFACT, then switch to it (a tarball from deploy/package.sh, or
#                                     the folder it would unpack to)
#   deploy/release.sh stage ARTIFACT  unpack it beside the live release, share its static files with the proxy and
#                                     apply its database migrations; prints the release's id (its build id)
#   deploy/release.sh switch ID       restart the two slots on release ID one at a time (several servers: stage
#                                     on every server first, then switch one server after the other)
#   deploy/release.sh rollback        switch back to the release that served before the last switch
#   deploy/release.sh status          which release each slot runs, and the current and previous releases
#
# The server runs the site twice, in slots 1 and 2 (supervisor's wolfpack:slot-1 and wolfpack:slot-2,
# deploy/supervisor.conf), behind Caddy (deploy/Caddyfile), which sends each request to the
# first healthy slot and serves /_next/static/ itself from one folder holding the files of the kept releases, so a
# page of either release finds its scripts whichever slot answers. A switch stops one slot (it drains: its
# /api/health answers 503 at once, it keeps answering until Caddy has noticed and its requests in flight have
# ended, lib/lifecycle), points it at the release, starts it, waits until it answers with the release's build id
# and Caddy has seen it healthy, then does the same to the other slot. One slot always serves.
#
# Settings, from the environment: WOLFPACK_HOME (/srv/wolfpack), WOLFPACK_SUPERVISORCTL (supervisorctl),
# WOLFPACK_PROGRAM (wolfpack: supervisor's program of the slots), WOLFPACK_PORT_PREFIX (300: slot N listens on
# port 300N), WOLFPACK_PROXY_NOTICE_SECONDS (3: Caddy checks health
# every second), WOLFPACK_KEEP_RELEASES (3). The site's own settings are in $WOLFPACK_HOME/shared/site.env.
set -euo pipefail

home=${WOLFPACK_HOME:-/srv/wolfpack}
read -r -a supervisorctl <<<"${WOLFPACK_SUPERVISORCTL:-supervisorctl}"
notice_seconds=${WOLFPACK_PROXY_NOTICE_SECONDS:-3}
keep_releases=${WOLFPACK_KEEP_RELEASES:-3}
program=${WOLFPACK_PROGRAM:-wolfpack}
port_prefix=${WOLFPACK_PORT_PREFIX:-300}
slots=(1 2)
started_at=$EPOCHREALTIME

# Progress goes to standard error with the seconds since the command started; standard output is for ids.
say() { awk -v now="$EPOCHREALTIME" -v start="$started_at" -v what="$*" 'BEGIN { printf "release: %s (%.1f s)\n", what, now - start }' >&2; }
fail() {
  printf 'release: %s\n' "$*" >&2
  exit 1
}

# The build id of an unpacked release folder.
build_id_of() { cat "$1/.next/BUILD_ID"; }

# Runs the intake CLI of release folder $1 with the site's settings.
release_cli() {
  local dir=$1
  shift
  (
    set -a
    # shellcheck source=/dev/null
    . "$home/shared/site.env"
    set +a
    cd "$dir" && node scripts/intake.mjs "$@"
  )
}

# Adds release folder $1's scripts and styles to the folder Caddy serves /_next/static/ from (hashed names: nothing
# is overwritten).
share_static() { cp -a --no-clobber "$1/.next/static/." "$home/static/_next/static/"; }

stage() {
  local artifact=$1 id dir unpacked
  [ -e "$artifact" ] || fail "no release at $artifact"
  mkdir -p "$home/releases" "$home/static/_next/static" "$home/shared"
  [ -f "$home/shared/site.env" ] || fail "$home/shared/site.env is missing: the site's settings (docs/deploy.md)"
  unpacked=$(mktemp -d "$home/releases/.incoming-XXXXXX")
  if [ -d "$artifact" ]; then
    # A folder on the same disk is linked, not copied: a release is never written to once unpacked.
    cp -al "$artifact/." "$unpacked/"
  else
    tar -xzf "$artifact" -C "$unpacked"
  fi
  [ -f "$unpacked/.next/BUILD_ID" ] || fail "$artifact is not a built release: it has no .next/BUILD_ID"
  id=$(build_id_of "$unpacked")
  dir="$home/releases/$id"
  if [ -e "$dir" ]; then
    rm -rf "$unpacked"
    say "release $id is already unpacked"
  else
    mv "$unpacked" "$dir"
    say "unpacked release $id"
  fi
  # Next.js reads the settings of the folder it starts in.
  ln -sfn "$home/shared/site.env" "$dir/.env.production.local"
  # Before any slot serves it, so that a page of this release finds its scripts on every server.
  share_static "$dir"
  # Once, before the new code serves; the old code keeps running on the migrated database (docs/deploy.md).
  release_cli "$dir" upgrade >&2
  say "staged release $id"
  echo "$id"
}

slot_state() { "${supervisorctl[@]}" status "$program:slot-$1" 2>/dev/null | awk '{print $2}' || true; }

# Waits until slot $1 answers its health check and serves build $2 (the body starts with its id; builtAt follows).
wait_until_serving() {
  local slot=$1 id=$2 url="http://127.0.0.1:$port_prefix$1" deadline=$((SECONDS + 120))
  until curl -fsS --max-time 2 "$url/api/health" >/dev/null 2>&1 &&
    [[ "$(curl -fsS --max-time 2 "$url/build-id.json" 2>/dev/null)" == "{\"buildId\":\"$id\""[,}]* ]]; do
    case "$(slot_state "$slot")" in STOPPED | EXITED | FATAL) fail "slot $slot stopped while starting release $id (see its log)" ;; esac
    [ $SECONDS -lt $deadline ] || fail "slot $slot did not serve release $id within 120 s"
    sleep 0.2
  done
}

slots_running() {
  local slot
  for slot in "${slots[@]}"; do [ "$(slot_state "$slot")" = RUNNING ] && return 0; done
  return 1
}

# Points slot $1 at release $2 and starts it.
start_slot() {
  ln -sfn "releases/$2" "$home/slot-$1"
  "${supervisorctl[@]}" start "$program:slot-$1" >/dev/null || fail "slot $1 did not start on release $2"
}

# Restarts the slots on release $1 one at a time: the other one serves meanwhile.
roll() {
  local id=$1 slot
  for slot in "${slots[@]}"; do
    case "$(slot_state "$slot")" in
      RUNNING | STARTING | BACKOFF)
        # Blocks until the slot has drained and exited (stopwaitsecs in deploy/supervisor.conf).
        "${supervisorctl[@]}" stop "$program:slot-$slot" >/dev/null
        say "slot $slot drained and stopped"
        ;;
    esac
    start_slot "$slot" "$id"
    wait_until_serving "$slot" "$id"
    # Caddy takes the slot back only after a health check passes: wait for it before stopping the other one.
    sleep "$notice_seconds"
    say "slot $slot serves release $id"
  done
}

switch() {
  local id=$1 dir="$home/releases/$1" slot live
  [ -f "$dir/.next/BUILD_ID" ] || fail "release $id is not staged here (deploy/release.sh stage ARTIFACT)"
  live=$(readlink "$home/current" 2>/dev/null || true)
  if ! slots_running; then
    # Nothing serves yet (a first deployment, or both slots down): start both at once.
    for slot in "${slots[@]}"; do
      "${supervisorctl[@]}" stop "$program:slot-$slot" >/dev/null 2>&1 || true
      start_slot "$slot" "$id"
    done
    for slot in "${slots[@]}"; do wait_until_serving "$slot" "$id"; done
    say "slots ${slots[*]} serve release $id"
  else
    roll "$id"
  fi
  if [ -n "$live" ] && [ "$live" != "releases/$id" ]; then ln -sfn "$live" "$home/previous"; fi
  ln -sfn "releases/$id" "$home/current"
  prune
  say "release $id is live"
}

# Keeps the newest releases (and the previous one, for a rollback); the static files of no kept release go too.
prune() {
  local keep=() name
  keep+=("$(basename "$(readlink "$home/current")")")
  [ -L "$home/previous" ] && keep+=("$(basename "$(readlink "$home/previous")")")
  while read -r name; do
    [ ${#keep[@]} -ge "$keep_releases" ] && break
    [[ " ${keep[*]} " == *" $name "* ]] || keep+=("$name")
  done < <(cd "$home/releases" && ls -1t)
  for name in $(cd "$home/releases" && ls -1); do
    [[ " ${keep[*]} " == *" $name "* ]] || rm -rf "${home:?}/releases/$name"
  done
  comm -23 \
    <(cd "$home/static/_next/static" && find . -type f | sort) \
    <(for name in "${keep[@]}"; do (cd "$home/releases/$name/.next/static" && find . -type f); done | sort -u) |
    (cd "$home/static/_next/static" && xargs -r rm -f)
}

case "${1:-}" in
  stage) stage "${2:?give the release artifact}" ;;
  switch) switch "${2:?give the release id}" ;;
  rollback)
    [ -L "$home/previous" ] || fail "no previous release to roll back to"
    target=$(basename "$(readlink "$home/previous")")
    share_static "$home/releases/$target"
    switch "$target"
    ;;
  status)
    for slot in "${slots[@]}"; do
      echo "slot $slot: $(slot_state "$slot") $(basename "$(readlink "$home/slot-$slot" 2>/dev/null || echo none)")"
    done
    echo "current: $(basename "$(readlink "$home/current" 2>/dev/null || echo none)")"
    echo "previous: $(basename "$(readlink "$home/previous" 2>/dev/null || echo none)")"
    ;;
  "" | -h | --help) sed -n '2,22p' "$0" | cut -c3- ;;
  *)
    id=$(stage "$1")
    switch "$id"
    ;;
esac
