#!/usr/bin/env bash
# Builds the modules that promise no curses (FieldEngine, FieldKeys, FieldChoices, FieldIO) and
# the decoder's, matcher's and history's fuzzers with ncurses' headers and libraries hidden: in a
# mount namespace of its own (`unshare -m`, Scripts/hide-ncurses.sh), so an `import CNCursesW`
# or an `#include <ncurses.h>` that crept in fails to build. The installed system is not
# touched. `.ci/run` runs it.
#
#   Scripts/build-without-ncurses.sh     # as root, or with user namespaces (unshare -r)
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"

targets=(FieldEngine FieldKeys FieldChoices FieldIO FuzzDecoderTarget FuzzMatcherTarget FuzzHistoryTarget)
# A build of its own: the tests' build would find these modules up to date and prove nothing.
scratch=.build/without-ncurses

if [ "${TF_NCURSES_HIDDEN:-}" != 1 ]; then
  if [ "$(id -u)" = 0 ]; then
    exec unshare -m --propagation private env TF_NCURSES_HIDDEN=1 "$0" "$@"
  else
    exec unshare -r -m --propagation private env TF_NCURSES_HIDDEN=1 "$0" "$@"
  fi
fi

# Inside the namespace: the ncurses development files hidden (Scripts/hide-ncurses.sh).
# shellcheck source=Scripts/hide-ncurses.sh
source Scripts/hide-ncurses.sh
hide_ncurses build-without-ncurses
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

status=0
for target in "${targets[@]}"; do
  if swift build --scratch-path "$scratch" --target "$target" >"$logs/build.log" 2>&1; then
    echo "built without ncurses: $target"
  else
    echo "build-without-ncurses: $target does not build without ncurses:" >&2
    grep -E 'error|warning: couldn.t find' "$logs/build.log" | head -20 >&2 || tail -20 "$logs/build.log" >&2
    status=1
  fi
done
exit $status
