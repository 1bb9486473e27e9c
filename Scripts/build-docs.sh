#!/usr/bin/env bash
# Builds the package's one DocC catalog (Sources/TerminalFields/TerminalFields.docc) offline, with
# the toolchain's own docc: a build of the umbrella module, its symbol graph with the symbols of
# the five modules it re-exports, then `docc convert`. Any DocC warning (a broken symbol link, an
# unknown topic) fails the script, and so does a public type under no topic
# (Scripts/check-curation.py): `.ci/run` runs it.
#
#   Scripts/build-docs.sh            # the archive in .build/docs/TerminalFields.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"

module=TerminalFields
reexported=FieldEngine,FieldKeys,FieldChoices,FieldIO,FieldTerminal
scratch=.build/docs-build
out=.build/docs
rm -rf "$out"
mkdir -p "$out/symbols"
# A scratch path of its own, so the tests' build is left as it is.
swift build --scratch-path "$scratch" --target "$module" >/dev/null
debug="$(swift build --scratch-path "$scratch" --show-bin-path)"
triple="$(basename "$(dirname "$debug")")"
# The umbrella's graph holds the re-exported modules' symbols too (they are exported from it).
swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$debug/Modules" \
  -Xcc -fmodule-map-file="$debug/CTerminalSupport.build/module.modulemap" \
  -Xcc -I -Xcc Sources/CTerminalSupport/include -I Sources/CNCursesW \
  -minimum-access-level public -experimental-allowed-reexported-modules="$reexported" \
  -output-dir "$out/symbols"
status=0
if ! docc convert "Sources/$module/$module.docc" \
  --additional-symbol-graph-dir "$out/symbols" \
  --fallback-display-name "$module" --fallback-bundle-identifier "org.terminalfields.$module" \
  --output-path "$out/$module.doccarchive" --warnings-as-errors >"$out/$module.log" 2>&1; then
  echo "DocC: $module has warnings or errors:" >&2
  cat "$out/$module.log" >&2
  status=1
else
  echo "DocC: $module documented ($out/$module.doccarchive)"
fi
python3 Scripts/check-curation.py "$out/symbols" "Sources/$module/$module.docc" "$module" || status=1
exit $status
