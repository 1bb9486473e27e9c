#!/bin/sh
# fields-filter.sh [TFIELD]: `--filter` over 1,000,000 ps-like lines (user, pid, %cpu, time, then a
# path from picker-paths.py, seed 25), with and without --nth 5.., tfield (release) against fzf in
# the same run: seconds and peak memory of each. Needs fzf 0.74.5 (Benchmarks/find-fzf.sh) and GNU time.
set -eu
here=$(dirname "$0")
. "$here/find-fzf.sh"
tool=${1:-"$here/../.build/release/tfield"}
lines=${TMPDIR:-/tmp}/tfield-fields-lines.txt
if [ ! -s "$lines" ]; then
  python3 "$here/picker-paths.py" 1000000 25 | awk 'BEGIN { srand(7); split("root ana bob chen eva", u, " ") }
    { printf "%s %6d %4.1f %02d:%02d %s\n", u[int(rand() * 5) + 1], int(rand() * 99999), rand() * 20,
      int(rand() * 24), int(rand() * 60), $0 }' > "$lines"
fi
for query in hom nodemod anabash; do
  for fields in "" "--nth 5.." "--nth 1,5"; do
    for program in "$tool choose" "$fzf"; do
      # shellcheck disable=SC2086
      /usr/bin/time -f "$query	$fields	${program%% *}	%e s	%M KB" $program $fields --filter "$query" < "$lines" > /dev/null
    done
  done
done
