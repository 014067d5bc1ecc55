#!/usr/bin/env bash
# Runs the React-facing tests against react and react-dom 18.3.1, the lowest version the package's
# peerDependencies accept. No module aliasing: a copy of the repository is made in a temporary directory
# with node_modules hard-linked from this checkout, except node_modules/react and node_modules/react-dom,
# which are real copies of the devDependencies react-18 and react-dom-18 (npm aliases of 18.3.1; react-dom
# 18.3.1 keeps its own scheduler 0.23 in its nested node_modules). Every module, including
# @testing-library/react's CommonJS require('react-dom'), then resolves to 18.3.1 alone.
# Usage: bash scripts/react18.sh [vitest args]; with no test paths it runs every test that renders React
# (the jsdom/Node tests and the browser tests of ui-react/).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

work="$(mktemp -d -t vitrine-react18-XXXXXX)"
[ -n "${VITRINE_KEEP_COPY:-}" ] || trap 'rm -rf "$work"' EXIT

# Sources are copied (small); node_modules is hard-linked (large). Vite/Vitest caches are dropped from the
# copy so that nothing written there goes through a hard link back into this checkout.
for entry in * .[!.]*; do
  case "$entry" in
    node_modules | .git | .vitrine | .artifacts) ;;
    *) cp -a "$entry" "$work/" ;;
  esac
done
cp -al node_modules "$work/node_modules"
rm -rf "$work/node_modules/.vite" "$work/node_modules/.vitest" "$work/node_modules/.cache"
rm -rf "$work/node_modules/react" "$work/node_modules/react-dom"
cp -a node_modules/react-18 "$work/node_modules/react"
cp -a node_modules/react-dom-18 "$work/node_modules/react-dom"
# The aliases' package.json name the packages react and react-dom, as installed from the registry.
node -e '
const fs = require("fs")
for (const name of ["react", "react-dom"]) {
  const file = `${process.argv[1]}/node_modules/${name}/package.json`
  const pkg = JSON.parse(fs.readFileSync(file, "utf8"))
  if (pkg.version !== "18.3.1") throw new Error(`${file}: version ${pkg.version}, expected 18.3.1`)
  pkg.name = name
  fs.writeFileSync(file, JSON.stringify(pkg, null, 2) + "\n")
}
' "$work"

cd "$work"
# The run must see 18.3.1 (a stale or missing copy would silently test React 19 again).
node -e '
const v = [require("react").version, require("react-dom").version, require("react-dom/server").version]
if (v.some((x) => x !== "18.3.1")) throw new Error(`expected React 18.3.1, got ${v.join(", ")}`)
console.log(`React ${v[0]} (react, react-dom, react-dom/server) in ${process.cwd()}`)
'

if [ "$#" -eq 0 ] || [[ "${1:-}" == -* ]]; then
  # Every test file under ui-react/ and demo/ that imports React (browser tests of demo/ use the demo's
  # built site and are left to the React 19 run).
  mapfile -t files < <(grep -rlE "from '(react|react-dom|@testing-library/react)[/']|react-dom/server" \
    --include='*.test.ts' --include='*.test.tsx' ui-react demo | sort)
  set -- "${files[@]}" "$@"
fi
status=0
npx vitest run "$@" || status=$?
# Pins rewritten under React 18 (VITRINE_UPDATE_MARKUP=1) come back to this checkout.
if [ "${VITRINE_UPDATE_MARKUP:-}" = 1 ] && [ -f ui-react/__tests__/viewerMarkup.react18.sha256.json ]; then
  cp ui-react/__tests__/viewerMarkup.react18.sha256.json "$root/ui-react/__tests__/"
fi
exit $status
