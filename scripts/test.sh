#!/usr/bin/env bash
# The README's test command: installs Debian's Chromium if it is missing, then runs every test
# (unit, property, browser) with Vitest, and ends with a one-line summary.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "Chromium is missing: installing Debian's chromium package for the browser tests (apt-get, needs root)..."
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
  echo "Installed $(/usr/bin/chromium --version 2>/dev/null || echo chromium)."
fi

if [ ! -d node_modules ]; then
  npm ci
fi

report="$(mktemp -t vitrine-vitest-XXXXXX.json)"
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json="$report" "$@" || status=$?
node -e '
const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
const skipped = r.numPendingTests + r.numTodoTests;
console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed` + (skipped ? `, ${skipped} skipped` : ""));
' "$report" || echo "tests: 0 passed, 1 failed"
rm -f "$report"
exit $status
