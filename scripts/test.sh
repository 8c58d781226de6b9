#!/usr/bin/env bash
# The whole test suite, as CI runs it: browser install if missing, typecheck, lint, unit tests, the production
# build (both locales, with its link and translation checks) and the browser tests against the built site.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

if [ ! -x /usr/bin/chromium ] && [ -z "${CHROMIUM_PATH:-}" ]; then
  echo "Installing Debian's chromium for the browser tests…"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium
fi

# The typecheck and lint side by side (on two cores about 60 s instead of 75), each one's output printed whole.
logs="$(mktemp -d)"
npm run typecheck > "$logs/typecheck" 2>&1 &
typecheck=$!
npm run lint > "$logs/lint" 2>&1 &
lint=$!
status=0
wait "$typecheck" || status=1
cat "$logs/typecheck"
wait "$lint" || status=1
cat "$logs/lint"
rm -rf "$logs"
[ "$status" -eq 0 ] || exit 1

npm run build:packages
npm run test:unit
# `npm run build` without building the packages a second time.
npm run build:site
npm run test:e2e
