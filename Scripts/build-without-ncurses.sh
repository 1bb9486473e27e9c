#!/usr/bin/env bash
# Builds the modules that promise no curses (FieldEngine, FieldKeys, FieldChoices, FieldIO) and
# the decoder's, matcher's and history's fuzzers with ncurses' headers and libraries hidden: in a
# mount namespace of its own (`unshare -m`), every file of the ncurses development package
# (headers, the libraries the linker reads, the pkg-config files) has /dev/null bound over it and
# its include directory an empty tmpfs, so an `import CNCursesW` or an `#include <ncurses.h>`
# that crept in fails to build. The installed system is not touched. `.ci/run` runs it.
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

# Inside the namespace: hide what the ncurses development package installed (Debian's
# libncurses-dev; the files named below where dpkg is missing), keeping the runtime libraries
# (libncursesw.so.6, libtinfo.so.6), which the toolchain's own programs may load.
files=()
dirs=()
if command -v dpkg >/dev/null && dpkg -s libncurses-dev >/dev/null 2>&1; then
  while IFS= read -r path; do
    case "$path" in /usr/share/* | /usr/bin/*) continue ;; esac
    if [ -d "$path" ] && [ ! -L "$path" ]; then
      case "$path" in */ncurses*) dirs+=("$path") ;; esac
    elif [ -f "$path" ] && [ ! -L "$path" ]; then
      # A bind mount follows a symbolic link: links are hidden through the files they name
      # (ncurses.h through curses.h), and the few that name a runtime library (libtinfo.so)
      # stay, or the toolchain itself could not start.
      files+=("$path")
    fi
  done < <(dpkg -L libncurses-dev)
else
  shopt -s nullglob
  for path in /usr/include/{curses,ncurses,ncurses_dll,term,termcap,unctrl,term_entry}.h \
    /usr/lib/*/lib{ncurses,ncursesw}.{so,a} /usr/lib/*/pkgconfig/{ncurses,ncursesw,tinfo}.pc; do
    [ -f "$path" ] && [ ! -L "$path" ] && files+=("$path")
  done
  for path in /usr/include/ncurses /usr/include/ncursesw; do [ -d "$path" ] && dirs+=("$path"); done
fi
[ ${#files[@]} -gt 0 ] || {
  echo "build-without-ncurses: no ncurses development files found to hide" >&2
  exit 1
}
for dir in "${dirs[@]}"; do mount -t tmpfs -o ro,size=4k tmpfs "$dir"; done
for file in "${files[@]}"; do [ -e "$file" ] && mount --bind /dev/null "$file"; done
:

# The hiding works: a C program that includes and links ncurses no longer builds here.
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
printf '#include <ncurses.h>\nint main(void) { initscr(); return 0; }\n' >"$probe/probe.c"
if cc "$probe/probe.c" -o "$probe/probe" -lncursesw >/dev/null 2>&1; then
  echo "build-without-ncurses: ncurses is still reachable: its files were not hidden" >&2
  exit 1
fi
echo "ncurses hidden: ${#files[@]} files, ${#dirs[@]} directories"

status=0
for target in "${targets[@]}"; do
  if swift build --scratch-path "$scratch" --target "$target" >"$probe/build.log" 2>&1; then
    echo "built without ncurses: $target"
  else
    echo "build-without-ncurses: $target does not build without ncurses:" >&2
    grep -E 'error|warning: couldn.t find' "$probe/build.log" | head -20 >&2 || tail -20 "$probe/build.log" >&2
    status=1
  fi
done
exit $status
