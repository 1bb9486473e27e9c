#!/usr/bin/env bash
# The picker at scale, against fzf 0.74.5 (Benchmarks/find-fzf.sh) in the same run, on the same generated
# file of path-like lines (Benchmarks/picker-lines.py: 1,000,000 lines, mean about 38 bytes,
# about 2% not ASCII) and the 20 fixed queries of Benchmarks/picker-queries.txt:
#  - `tfield choose --filter Q` against `fzf --filter Q`: wall time (median of --runs, the two
#    run alternately), peak RSS (/usr/bin/time -v's maximum resident set size), the match counts
#    (for a single-term ASCII query they must equal fzf's, both folding accents, and `tfield
#    --literal`'s must equal `fzf --literal`'s) and whether fzf's first item is within our first 5;
#  - the first painted screen of `tfield choose` with the file coming through a pipe (and fzf's),
#    on a pseudo-terminal of its own (Benchmarks/first-paint.c);
#  - a keystroke over the million items (tf-picker-bench: the list as `tfield choose` holds it,
#    each key with its frame): the first key, the narrowing ones after it, a whole query at once.
# Needs: fzf 0.74.5, cc, python3, /usr/bin/time (apt-get install time).
# Usage: Benchmarks/picker.sh [--runs N] [--lines N]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=3
lines=1000000
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift ;;
    --lines) lines="$2"; shift ;;
    *) echo "usage: $0 [--runs N] [--lines N]" >&2; exit 2 ;;
  esac
  shift
done
for tool in cc python3 /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "picker.sh: $tool is missing (apt-get install time)" >&2; exit 2; }
done
. Benchmarks/find-fzf.sh

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build -c release --product tfield >/dev/null 2>&1
swift build -c release --product tf-picker-bench >/dev/null 2>&1
bin="$(swift build -c release --show-bin-path)"
install -m 755 "$bin/tfield" "$work/tfield"
install -m 755 "$bin/tf-picker-bench" "$work/tf-picker-bench"
cc -O2 -o "$work/first-paint" Benchmarks/first-paint.c -lutil
file="$work/lines.txt"
python3 Benchmarks/picker-lines.py "$lines" > "$file"
mapfile -t queries < Benchmarks/picker-queries.txt

echo "fzf $("$fzf" --version); $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "$(wc -l < "$file") lines, $(wc -c < "$file") bytes, $(grep -c -P '[^\x00-\x7f]' "$file") not ASCII"

. Benchmarks/filter-timing.sh
# One filter run of the command after OUT QUERY (with --filter QUERY added): prints its wall
# microseconds and max RSS KiB; the matches go to OUT.
run_filter() { timed_filter "$file" "$@"; }

: > "$work/rows"
for query in "${queries[@]}"; do
  ours_times="" fzf_times="" ours_rss=0 fzf_rss=0
  for ((run = 0; run < runs; run++)); do
    # Alternately first: neither always meets a cold cache or a busy neighbour first.
    for who in $([ $((run % 2)) = 0 ] && echo "ours fzf" || echo "fzf ours"); do
      if [ "$who" = ours ]; then
        read -r us kib < <(run_filter "$work/ours.out" "$query" "$work/tfield" choose)
        ours_times+="$us"$'\n'; ours_rss=$(( kib > ours_rss ? kib : ours_rss ))
      else
        read -r us kib < <(run_filter "$work/fzf.out" "$query" "$fzf")
        fzf_times+="$us"$'\n'; fzf_rss=$(( kib > fzf_rss ? kib : fzf_rss ))
      fi
    done
  done
  literal="-"
  if [[ "$query" != *" "* && "$query" =~ ^[[:print:]]+$ && "$query" != [\'^!]* && "$query" != *\$ ]]; then
    literal=$("$fzf" --literal --filter "$query" < "$file" | wc -l)
    ours_literal=$("$work/tfield" choose --literal --filter "$query" < "$file" | wc -l)
    [ "$literal" = "$ours_literal" ] || literal="$literal (tfield --literal: $ours_literal)"
  fi
  first_fzf=$(head -1 "$work/fzf.out")
  within=$(head -5 "$work/ours.out" | grep -nxF -- "$first_fzf" | head -1 | cut -d: -f1 || true)
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$query" "$(printf '%s' "$ours_times" | median)" \
    "$(printf '%s' "$fzf_times" | median)" "$ours_rss" "$fzf_rss" "$(wc -l < "$work/ours.out")" \
    "$(wc -l < "$work/fzf.out")" "$literal" "${within:-no}" >> "$work/rows"
done

# The first painted screen with the million lines coming through a pipe: until the file's first
# line is on the screen (tfield), or its count line (fzf, which shows the first line only after
# reading more); microseconds, the median of --runs.
first_line=$(head -1 "$file")
paint() { FIRST_PAINT_STDIN="$file" TERM=xterm-256color SWIFT_BACKTRACE=enable=no "$work/first-paint" "$@"; }
paint_ours="" paint_fzf=""
for ((run = 0; run < runs; run++)); do
  paint_ours+="$(paint "$first_line" "$work/tfield" choose)"$'\n'
  paint_fzf+="$(paint "$first_line" "$fzf")"$'\n'
done

# Keystrokes over the million items, and the list's peak RSS (all items held, as on the screen).
/usr/bin/time -f %M -o "$work/bench-rss" "$work/tf-picker-bench" "$file" Benchmarks/picker-queries.txt --json \
  > "$work/keys.json"

python3 - "$work/rows" "$work/keys.json" "$(printf '%s' "$paint_ours" | median)" \
  "$(printf '%s' "$paint_fzf" | median)" "$(tail -1 "$work/bench-rss")" <<'PY'
import json, sys
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1])]
keys = json.load(open(sys.argv[2]))
paint_ours, paint_fzf, bench_rss = int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
print()
print("| query | tfield ms | fzf ms | ratio | tfield MiB | fzf MiB | tfield matches | fzf matches | fzf --literal | fzf's first in our top 5 |")
print("|---|--:|--:|--:|--:|--:|--:|--:|--:|:-:|")
total_ours = total_fzf = 0
worst_rss = 0.0
problems = []
for query, ours, fzf, ours_rss, fzf_rss, ours_count, fzf_count, literal, within in rows:
    ours, fzf, ours_rss, fzf_rss = int(ours), int(fzf), int(ours_rss), int(fzf_rss)
    total_ours += ours
    total_fzf += fzf
    worst_rss = max(worst_rss, ours_rss / fzf_rss)
    if literal != "-" and fzf_count.strip() != ours_count.strip():
        problems.append(f"{query!r}: {ours_count} matches, fzf {fzf_count}")
    if "tfield --literal" in literal:
        problems.append(f"{query!r}: fzf --literal {literal}")
    if within == "no":
        problems.append(f"{query!r}: fzf's first item is not in our first 5")
    print(f"| `{query}` | {ours / 1000:.0f} | {fzf / 1000:.0f} | {ours / fzf:.2f} | {ours_rss / 1024:.0f} | "
          f"{fzf_rss / 1024:.0f} | {ours_count} | {fzf_count} | {literal} | {within} |")
print()
print(f"--filter, all 20 queries: tfield {total_ours / 1000:.0f} ms, fzf {total_fzf / 1000:.0f} ms "
      f"(ratio {total_ours / total_fzf:.2f}); peak RSS at most {worst_rss:.2f} of fzf's")
print(f"first paint, 1M lines through a pipe: tfield {paint_ours / 1000:.1f} ms, fzf {paint_fzf / 1000:.1f} ms")
queries = keys["queries"]
narrowing = max((value, q["query"]) for q in queries for value in q["narrowingMs"] or [0])
first_key = max((q["firstKeyMs"], q["query"]) for q in queries)
whole = max((q["wholeMs"], q["query"]) for q in queries)
print(f"keystrokes over {keys['items']} items (read in {keys['readMs']:.0f} ms): slowest narrowing key "
      f"{narrowing[0]:.1f} ms ({narrowing[1]!r}), slowest first key {first_key[0]:.1f} ms ({first_key[1]!r}), "
      f"slowest whole query {whole[0]:.1f} ms ({whole[1]!r}); the list holding every item: {bench_rss / 1024:.0f} MiB")
print("| query | first key ms | narrowing keys ms | whole query ms |")
print("|---|--:|---|--:|")
for q in queries:
    narrowing_text = " ".join(f"{value:.1f}" for value in q["narrowingMs"]) or "-"
    print(f"| `{q['query']}` | {q['firstKeyMs']:.1f} | {narrowing_text} | {q['wholeMs']:.1f} |")
for problem in problems:
    print("MISMATCH:", problem)
sys.exit(1 if problems else 0)
PY
