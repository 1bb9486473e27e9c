#!/usr/bin/env bash
# Builds the DocC documentation of the libraries offline, with the toolchain's own docc:
# symbol graphs from a build of each library, then `docc convert` of its catalog. Any DocC
# warning (a broken symbol link, an unknown topic) fails the script: `.ci/run` runs it.
#
#   Scripts/build-docs.sh            # archives in .build/docs/<Module>.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"

scratch=.build/docs-build
out=.build/docs
rm -rf "$out"
mkdir -p "$out"
status=0
for module in FieldEngine FieldKeys FieldChoices FieldIO FieldTerminal; do
  # The compiler writes a module's symbol graph when it builds the module, so the graphs live
  # beside the build they come from (an up-to-date build writes none and keeps the last ones).
  emitted="$PWD/$scratch/symbol-graphs/$module"
  mkdir -p "$emitted"
  # A scratch path of its own: the symbol-graph flags would otherwise rebuild the tests' build.
  swift build --scratch-path "$scratch" --target "$module" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$emitted" >/dev/null
  # Only this module's own symbols: FieldTerminal's build also emits FieldEngine's graph.
  graphs="$out/$module-symbols"
  mkdir -p "$graphs"
  cp "$emitted/$module.symbols.json" "$graphs/"
  cp "$emitted/$module"@*.symbols.json "$graphs/" 2>/dev/null || true
  if ! docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.terminalfields.$module" \
    --output-path "$out/$module.doccarchive" --warnings-as-errors >"$out/$module.log" 2>&1; then
    echo "DocC: $module has warnings or errors:" >&2
    cat "$out/$module.log" >&2
    status=1
  else
    echo "DocC: $module documented ($out/$module.doccarchive)"
  fi
done
exit $status
