#!/usr/bin/env bash
# Installs the Debian package `make deb` built, uses it as a user would, and removes it: dpkg -i,
# `tfield --version` from PATH (it must print the package's version), `man tfield` (the gzipped
# page found by man-db), bash completing `tfield inp<Tab>` to `input` through bash-completion's
# loader from the installed file alone, and zsh's and fish's files in their directories; then
# `dpkg --purge` and every file `dpkg -L` listed must be gone. `.ci/run` runs it as root, after
# `swift test`, so no test ever finds an installed tfield.
#
#   Scripts/check-deb.sh .build/tfield_0.2.0_amd64.deb
set -euo pipefail
deb=${1:?usage: Scripts/check-deb.sh PACKAGE.deb}
version=$(dpkg-deb --field "$deb" Version)
fail() {
  echo "check-deb: $*" >&2
  exit 1
}

if dpkg-query -W tfield >/dev/null 2>&1; then fail "tfield is installed already; purge it first"; fi
dpkg -i "$deb"
mapfile -t listed < <(dpkg -L tfield)

# The package's own tfield, found on PATH as a user's shell finds it.
[ "$(command -v tfield)" = /usr/bin/tfield ] || fail "tfield on PATH is $(command -v tfield)"
[ "$(tfield --version)" = "tfield $version" ] || fail "tfield --version says $(tfield --version)"
MANPAGER=cat man tfield | grep -q 'tfield input' || fail "man tfield shows no 'tfield input'"
# bash-completion loads /usr/share/bash-completion/completions/tfield the first time tfield is
# completed (`_completion_loader`); no completion is defined before that.
completed=$(bash --norc --noprofile -c '
  source /usr/share/bash-completion/bash_completion
  complete -p tfield >/dev/null 2>&1 && { echo "defined before loading"; exit 1; }
  _completion_loader tfield
  spec=$(complete -p tfield) || exit 1
  function=${spec#*-F }; function=${function%% *}
  COMP_WORDS=(tfield inp); COMP_CWORD=1; COMP_LINE="tfield inp"; COMP_POINT=${#COMP_LINE}
  "$function" tfield inp tfield
  printf "%s\n" "${COMPREPLY[@]}"')
[ "$completed" = input ] || fail "bash completed 'tfield inp' to: $completed"
for file in /usr/share/zsh/site-functions/_tfield /usr/share/fish/vendor_completions.d/tfield.fish \
  /usr/share/doc/tfield/copyright; do
  [ -s "$file" ] || fail "$file is missing"
done

dpkg --purge tfield
left=()
for path in "${listed[@]}"; do
  # Folders the package shares with others (/usr, /usr/bin, …) stay; files must all go.
  if [ -e "$path" ] && [ ! -d "$path" ]; then left+=("$path"); fi
done
[ ${#left[@]} = 0 ] || fail "left after purge: ${left[*]}"
if [ -d /usr/share/doc/tfield ]; then fail "/usr/share/doc/tfield is left after purge"; fi
echo "check-deb: $deb installed, used and purged (${#listed[@]} paths)"
