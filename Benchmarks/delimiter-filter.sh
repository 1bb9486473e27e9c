#!/bin/sh
# delimiter-filter.sh OLD NEW [RUNS]: two release builds of tfield against each other (the one
# before a change to --delimiter and the one after it) on `choose --filter` over the 1,000,000
# ps-like lines of fields-filter.sh, cut by ordinary delimiters with --nth: a literal character
# (` `, `:`), an expression (`\s+`, `[ :]+`). Prints each case's median wall time of RUNS (3)
# runs, the two programs run alternately, and NEW's time over OLD's; the answers must be the same.
# CASES (`delimiter|nth` words, space-separated) runs some of them only. Needs GNU time.
set -eu
here=$(dirname "$0")
old=${1:?usage: delimiter-filter.sh OLD NEW [RUNS]}
new=${2:?usage: delimiter-filter.sh OLD NEW [RUNS]}
runs=${3:-3}
lines=${TMPDIR:-/tmp}/tfield-fields-lines.txt
if [ ! -s "$lines" ]; then
  python3 "$here/picker-paths.py" 1000000 25 | awk 'BEGIN { srand(7); split("root ana bob chen eva", u, " ") }
    { printf "%s %6d %4.1f %02d:%02d %s\n", u[int(rand() * 5) + 1], int(rand() * 99999), rand() * 20,
      int(rand() * 24), int(rand() * 60), $0 }' > "$lines"
fi
out=${TMPDIR:-/tmp}/tfield-delimiter-out
# GNU time adds a line for a non-zero status (no match: 1); only the times count.
median() { grep -E '^[0-9.]+$' | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
printf 'delimiter\t--nth\tquery\told s\tnew s\tnew/old\n'
if [ -n "${CASES:-}" ]; then
  set -f
  # shellcheck disable=SC2086
  set -- $CASES
  set +f
else
  set -- ' |5..' ':|2' '\s+|5..' '\s+|2' '[ :]+|3'
fi
for case in "$@"; do
  delimiter=${case%|*}
  nth=${case#*|}
  for query in hom anabash; do
    : > "$out.old.times"
    : > "$out.new.times"
    i=0
    while [ "$i" -lt "$runs" ]; do
      for which in old new; do
        if [ "$which" = old ]; then program=$old; else program=$new; fi
        /usr/bin/time -f %e -a -o "$out.$which.times" "$program" choose -d "$delimiter" --nth "$nth" \
          --filter "$query" < "$lines" > "$out.$which" || true
      done
      cmp -s "$out.old" "$out.new" || { echo "different answers: -d '$delimiter' --nth $nth $query" >&2; exit 1; }
      i=$((i + 1))
    done
    o=$(median < "$out.old.times")
    n=$(median < "$out.new.times")
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$delimiter" "$nth" "$query" "$o" "$n" "$(echo "$n $o" | awk '{ printf "%.2f", $1 / $2 }')"
  done
done
rm -f "$out.old" "$out.new" "$out.old.times" "$out.new.times"
