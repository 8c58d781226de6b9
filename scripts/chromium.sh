#!/usr/bin/env bash
# Debian's Chromium (or $CHROMIUM_PATH) for the browser tests and benchmarks, with the omnibox's WebUI popups off.
#
# Chromium 156 makes, for every new browser window (each Playwright context, each Lighthouse run), a renderer for
# the address bar's popups (chrome://omnibox-popup.top-chrome/ and its AI Mode page) that spends about 1.4 s of CPU
# in its first two seconds, on a machine of two cores, while the page under test loads. No window is ever shown
# headless, so the popups are turned off. Chromium keeps only the last --disable-features it is given and Playwright
# and chrome-launcher each pass their own list, so every list given is merged into one, ours added.
set -euo pipefail

disabled=(WebUIOmniboxPopup WebUIOmniboxAimPopup)
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*)
      IFS=',' read -ra listed <<< "${arg#--disable-features=}"
      disabled+=("${listed[@]}")
      ;;
    *) args+=("$arg") ;;
  esac
done
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${args[@]}" "--disable-features=$(IFS=,; echo "${disabled[*]}")"
