#!/usr/bin/env bash
# Builds the ncurses that macOS ships, from Apple's published sources, on Linux, and tests this
# package against it: 5.7 (tag ncurses-61, macOS up to 13) and 6.0 (tag ncurses-79, macOS 14 on).
# Neither has alloc_pair, and 5.7 has no tiparm: building, the unit tests and a sample of the tmux
# tests against them show that the package keeps to the API both have, on the one platform here.
#
# For each version: the tag's `ncurses` folder is extracted from a git clone of
# apple-oss-distributions/ncurses (TF_APPLE_NCURSES_GIT, a bare or working clone; the session's
# mirror by default), configured with Apple's flags (ncurses-61's config.status, ncurses-79's
# configure.sh: --enable-widec --enable-ext-colors --enable-termcap --disable-mixed-case
# --with-abi-version=5.4 ...), built and installed into .build/apple-ncurses/TAG/prefix, whose
# terminfo database its own tic compiles from its own terminfo.src (5.7 cannot read Debian's
# 256-colour entries, and macOS has its own database). Linux needs three things Apple's build
# does not: CPPFLAGS=-P (5.7's MKlib_gen.sh and new GCC), BSD libc's fmtcheck (a pass-through)
# and empty __OSX_AVAILABLE-style macros (6.0's headers): a header given to the C compiler with
# -include, and -D flags for the package. The package is then built into .build/apple-TAG
# against that prefix, in a mount namespace (unshare -m) where Debian's ncurses headers and link
# libraries are hidden (Scripts/hide-ncurses.sh, as for Scripts/build-without-ncurses.sh), so
# nothing of Debian's ncurses can be used; the programs must load the prefix's library (checked
# with ldd). Then, with TERMINFO at the prefix's database: the unit tests, and the tmux suites
# named in SAMPLE.
#
# GitHub is out of reach from CI and the two builds take minutes each, so `.ci/run` does not run
# this: it is a local proof, run before a change to the curses shim (docs/portability.md), and a
# job of the GitHub workflow (.github/workflows/ci.yml), which clones Apple's repository.
#
#   Scripts/apple-ncurses.sh            # both versions
#   Scripts/apple-ncurses.sh ncurses-61 # one
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"
root=$(pwd)
git_dir=${TF_APPLE_NCURSES_GIT:-/work/.mirror/apple-oss-distributions+ncurses/repo}
tags=("$@")
[ ${#tags[@]} -gt 0 ] || tags=(ncurses-61 ncurses-79)
# The tmux suites run against each version: forms, a field, choose and its colour pairs, inline,
# the demo's form, start-up, and the terminal type's fallback (5.7's database has no
# tmux-256color, as macOS has none).
SAMPLE='EndToEndTests.EndToEnd/(TFieldForm|TFieldInput|TFieldPicker|TFieldColorPairs|Inline|FieldsDemoForm|Startup|TerminalTypeFallback)/'
# Left out, a difference of the database rather than of curses: Apple's xterm-256color (5.7's and
# 6.0's) does not declare bracketed paste (no PS/BE), so several keys in one read are taken for a
# pasted text, whose line breaks and tabs are removed; these three send two keys in one write.
DATABASE_DIFFERENCES='EndToEndTests.EndToEnd/(Inline/silentTerminal|TFieldPicker/(controlJK|multi))\(\)'

if [ "${TF_NCURSES_HIDDEN:-}" != 1 ]; then
  [ -d "$git_dir" ] || {
    echo "apple-ncurses: no clone of apple-oss-distributions/ncurses at $git_dir (TF_APPLE_NCURSES_GIT)" >&2
    exit 1
  }
  for tag in "${tags[@]}"; do
    work=$root/.build/apple-ncurses/$tag
    prefix=$work/prefix
    if [ -f "$prefix/.built" ]; then
      echo "== $tag: ncurses already built in $prefix"
      continue
    fi
    echo "== $tag: building Apple's ncurses into $prefix"
    start=$SECONDS
    rm -rf "$work"
    mkdir -p "$work/src" "$prefix/include"
    git --git-dir="$git_dir" archive "$tag" ncurses | tar -x -C "$work/src"
    # What Linux lacks of macOS for building it (see the header comment); not installed.
    cat >"$work/linux-compat.h" <<'EOF'
static inline const char *fmtcheck(const char *format, const char *fallback) { (void)fallback; return format; }
#define __OSX_AVAILABLE(version)
#define __IOS_AVAILABLE(version)
#define __WATCHOS_AVAILABLE(version)
#define __TVOS_AVAILABLE(version)
EOF
    # Apple's flags (ncurses-61: its config.status; ncurses-79: configure.sh), then Linux's:
    # a prefix, no Ada, no test programs.
    flags=(--disable-mixed-case --with-shared --without-normal --without-debug --enable-termcap
      --enable-widec --enable-ext-colors --with-abi-version=5.4 --without-cxx-binding --without-cxx
      --prefix="$prefix" --without-ada --without-tests)
    cppflags=
    [ "$tag" = ncurses-61 ] && cppflags=-P
    (
      cd "$work/src/ncurses"
      CPPFLAGS=$cppflags CFLAGS="-O2 -include $work/linux-compat.h" sh ./configure "${flags[@]}" \
        >"$work/configure.log" 2>&1
      make -j"$(nproc)" >"$work/make.log" 2>&1
      make install >"$work/install.log" 2>&1
    ) || {
      echo "apple-ncurses: $tag failed to build; see $work/*.log" >&2
      exit 1
    }
    # The names the package's module map and shim use: libncursesw (5.7 names it libncurses,
    # as macOS does), libtinfo (in the one library on macOS), headers in include/ncursesw.
    for name in ncursesw ncurses tinfo; do
      [ -e "$prefix/lib/lib$name.so" ] || ln -s "$(basename "$(ls "$prefix"/lib/libncurses*.so | head -1)")" \
        "$prefix/lib/lib$name.so"
    done
    [ -e "$prefix/include/ncursesw" ] || ln -s ncurses "$prefix/include/ncursesw"
    touch "$prefix/.built"
    echo "   built in $((SECONDS - start)) s: $(grep -h '#define NCURSES_VERSION ' "$prefix"/include/ncursesw/curses.h)"
  done
  if [ "$(id -u)" = 0 ]; then
    exec unshare -m --propagation private env TF_NCURSES_HIDDEN=1 "$0" "${tags[@]}"
  else
    exec unshare -r -m --propagation private env TF_NCURSES_HIDDEN=1 "$0" "${tags[@]}"
  fi
fi

# Inside the namespace: Debian's ncurses development files hidden (Scripts/hide-ncurses.sh).
# The prefix's libraries come first on the linker's path anyway; ldd below checks what the
# programs load.
# shellcheck source=Scripts/hide-ncurses.sh
source Scripts/hide-ncurses.sh
hide_ncurses apple-ncurses
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

status=0
for tag in "${tags[@]}"; do
  prefix=$root/.build/apple-ncurses/$tag/prefix
  scratch=.build/apple-$tag
  echo "== $tag: building the package against $prefix"
  start=$SECONDS
  # 6.0's headers mark declarations with macOS's availability macros: empty here, as -D flags
  # (which reach the Swift importer's module build, where -include does not).
  flags=(--scratch-path "$scratch" -Xcc -I"$prefix/include"
    -Xcc '-D__OSX_AVAILABLE(version)=' -Xcc '-D__IOS_AVAILABLE(version)='
    -Xcc '-D__WATCHOS_AVAILABLE(version)=' -Xcc '-D__TVOS_AVAILABLE(version)='
    -Xlinker -L"$prefix/lib" -Xlinker -rpath -Xlinker "$prefix/lib")
  if ! swift build --build-tests "${flags[@]}" >"$logs/build.log" 2>&1; then
    echo "apple-ncurses: the package does not build against $tag:" >&2
    grep -E 'error' "$logs/build.log" | sort -u | head -30 >&2
    status=1
    continue
  fi
  echo "   built in $((SECONDS - start)) s"
  # The programs load the prefix's library, nothing of Debian's ncurses.
  for program in tfield fields-demo tf-session-probe; do
    libraries=$(ldd "$scratch/debug/$program" | grep -E 'ncurses|tinfo' || true)
    if [ -z "$libraries" ] || grep -qv "$prefix" <<<"$libraries"; then
      echo "apple-ncurses: $program does not load $tag's library only: $libraries" >&2
      status=1
    fi
  done
  export TERMINFO=$prefix/share/terminfo
  start=$SECONDS
  if swift test --skip-build "${flags[@]}" --skip EndToEndTests >"$logs/unit.log" 2>&1; then
    echo "   unit tests passed in $((SECONDS - start)) s: $(grep -E '^✔ Test run with' "$logs/unit.log" | tail -1)"
  else
    echo "apple-ncurses: unit tests failed against $tag:" >&2
    grep -E '✘|error:' "$logs/unit.log" | head -30 >&2
    status=1
  fi
  start=$SECONDS
  if swift test --skip-build "${flags[@]}" --filter "$SAMPLE" --skip "$DATABASE_DIFFERENCES" >"$logs/e2e.log" 2>&1; then
    echo "   tmux sample passed in $((SECONDS - start)) s: $(grep -E '^✔ Test run with' "$logs/e2e.log" | tail -1)"
  else
    echo "apple-ncurses: tmux sample failed against $tag:" >&2
    grep -E '✘|error:' "$logs/e2e.log" | head -30 >&2
    status=1
  fi
  unset TERMINFO
done
exit $status
