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

npm run typecheck
npm run lint
npm run build:packages
npm run test:unit
npm run build
npm run test:e2e
