#!/usr/bin/env bash
# Checks the release archive `make dist` wrote: SHA256SUMS matches it; a second tar pass over the
# same files gives the same bytes (the archive is reproducible: sorted names, one mtime, owner 0,
# gzip without a name or time); and its tfield runs with no Swift toolchain visible, the
# toolchain's folder covered by an empty tmpfs in a mount namespace of its own (`unshare -m`):
# `--version`, and `check` and plain-mode `input` answering from stdin. `.ci/run` runs it as root.
#
#   Scripts/check-dist.sh .build/tfield-0.2.0-linux-x86_64.tar.gz
set -euo pipefail
cd "$(dirname "$0")/.."
archive=${1:?usage: Scripts/check-dist.sh ARCHIVE.tar.gz}
toolchain=${TF_TOOLCHAIN_DIR:-/opt/swift}
fail() {
  echo "check-dist: $*" >&2
  exit 1
}

(cd "$(dirname "$archive")" && sha256sum --check --status SHA256SUMS) || fail "SHA256SUMS does not match"
first=$(sha256sum <"$archive")
make --no-print-directory dist >/dev/null
[ "$(sha256sum <"$archive")" = "$first" ] || fail "a second make dist gave other bytes"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -xzf "$archive" -C "$work"
root=$(echo "$work"/tfield-*)
for file in bin/tfield share/man/man1/tfield.1 share/bash-completion/completions/tfield \
  share/zsh/site-functions/_tfield share/fish/vendor_completions.d/tfield.fish README.md LICENSE NOTICE; do
  [ -s "$root/$file" ] || fail "the archive has no $file"
done
[ -d "$toolchain" ] || fail "no toolchain folder $toolchain to hide"
# Inside the namespace: no toolchain folder, and no swift on PATH either.
unshare -m --propagation private env -i PATH=/usr/bin:/bin TOOLCHAIN="$toolchain" TFIELD="$root/bin/tfield" \
  bash -euo pipefail -c '
  mount -t tmpfs none "$TOOLCHAIN"
  [ -z "$(ls -A "$TOOLCHAIN")" ] && ! command -v swift >/dev/null
  "$TFIELD" --version
  "$TFIELD" check --max-length 5 --value hello
  ! "$TFIELD" check --max-length 4 --value hello 2>/dev/null
  answer=$(printf "%s\n" Ada | "$TFIELD" input --plain --label Name --max-length 10 2>/dev/null)
  [ "$answer" = Ada ]' || fail "the archive's tfield did not run without the toolchain"
echo "check-dist: $archive is reproducible and its tfield runs without Swift"
