#!/usr/bin/env bash
# Makes a release of this checkout after `npm run build`: what `next start` and the intake CLI need, with the
# production packages only, as a tarball for deploy/release.sh.
#
#   deploy/package.sh OUT.tgz    a tarball (what the pipeline copies to each server)
#   deploy/package.sh OUT-DIR    the same as a folder on this disk (node_modules hard-linked, not copied)
#
# Build it on the servers' system (Debian 12, Node 20): better-sqlite3 and sharp are native code. The build's
# SITE_BUILD_ID names the release; give every server the same release.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?give OUT.tgz or OUT-DIR}
[ -f .next/BUILD_ID ] || {
  echo "package: no build here: run npm run build first" >&2
  exit 1
}
stage=$(mktemp -d "${TMPDIR:-/tmp}/release-XXXXXX")
trap 'rm -rf "$stage"' EXIT

# The committed files (content, code, scripts, deploy/), then the build's output without its caches.
git ls-files -z | xargs -0 cp --parents -a -t "$stage"
cp -a public/pagefind "$stage/public/"
mkdir "$stage/.next"
for item in .next/*; do
  case "${item#.next/}" in cache | trace | trace-build | diagnostics | types) ;; *) cp -al "$item" "$stage/.next/" ;; esac
done
# Production packages only: a linked copy pruned of the development ones (npm rewrites its lock file, so that
# one is copied, never linked).
cp -al node_modules "$stage/node_modules"
cp --remove-destination node_modules/.package-lock.json "$stage/node_modules/.package-lock.json"
(cd "$stage" && npm prune --omit=dev --no-audit --no-fund --loglevel=error >/dev/null)

if [[ $out == *.tgz ]]; then
  tar -czf "$out" -C "$stage" .
else
  mkdir -p "$out"
  cp -al "$stage/." "$out/"
fi
echo "package: release $(cat .next/BUILD_ID) in $out" >&2
