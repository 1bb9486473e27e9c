#!/usr/bin/env bash
# A keystroke over a million items, tfield choose against fzf in the same run
# (Benchmarks/picker-latency.py: each program on a pseudo-terminal of its own, read through pyte,
# the time from a key to its new match count on the screen, per query prefix; median and 95th
# percentile), on the seeded real-looking paths of Benchmarks/picker-paths.py (mean about 100
# bytes) and on picker.sh's file (Benchmarks/picker-lines.py), then the same with --nth and
# --header-lines when tfield has them, and `--filter` time and peak RSS for one query.
# Needs: fzf 0.74.5 (Benchmarks/find-fzf.sh), python3, python3-pyte, /usr/bin/time (apt-get install python3-pyte time).
# --paths-only: the paths file alone, without the preview part and the --filter line.
# Usage: Benchmarks/picker-latency.sh [--runs N] [--lines N] [--paths-only]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=3
lines=1000000
paths_only=""
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift ;;
    --lines) lines="$2"; shift ;;
    --paths-only) paths_only=1 ;;
    *) echo "usage: $0 [--runs N] [--lines N] [--paths-only]" >&2; exit 2 ;;
  esac
  shift
done
for tool in python3 /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "picker-latency.sh: $tool is missing (apt-get install time)" >&2; exit 2; }
done
. Benchmarks/find-fzf.sh
python3 -c 'import pyte' 2>/dev/null || { echo "picker-latency.sh: pyte is missing (apt-get install python3-pyte)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --product tfield >/dev/null 2>&1
install -m 755 "$(swift build -c release --show-bin-path)/tfield" "$work/tfield"
python3 Benchmarks/picker-paths.py "$lines" > "$work/paths.txt"
[ -n "$paths_only" ] || python3 Benchmarks/picker-lines.py "$lines" > "$work/lines.txt"
echo "fzf $("$fzf" --version); $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"
files="paths lines"
[ -z "$paths_only" ] || files=paths
for file in $files; do
  echo
  echo "== $file.txt: $(wc -l < "$work/$file.txt") lines, mean $(( $(wc -c < "$work/$file.txt") / $(wc -l < "$work/$file.txt") )) bytes"
  python3 Benchmarks/picker-latency.py --file "$work/$file.txt" --tfield "$work/tfield" --fzf "$fzf" --runs "$runs"
done
[ -z "$paths_only" ] || exit 0
echo
echo "== paths.txt with a preview (ls, run for each highlighted item) and --header-lines 1, both programs"
python3 Benchmarks/picker-latency.py --file "$work/paths.txt" --tfield "$work/tfield" --fzf "$fzf" --runs "$runs" \
  --extra-tfield "--preview=ls --header-lines=1" --extra-fzf "--preview=ls --header-lines=1"
echo
echo "== --filter lnx on paths.txt: wall ms and peak RSS KiB (median of $runs, alternating)"
for i in $(seq "$runs"); do
  for tool in tfield fzf; do
    command=("$work/tfield" choose); [ "$tool" = fzf ] && command=("$fzf")
    start=${EPOCHREALTIME/./}
    /usr/bin/time -f %M -o "$work/rss" "${command[@]}" --filter lnx < "$work/paths.txt" > /dev/null
    end=${EPOCHREALTIME/./}
    echo "$tool $(( (end - start) / 1000 )) $(tail -1 "$work/rss")"
  done
done | sort | awk '{ms[$1]=ms[$1] " " $2; rss[$1]=rss[$1] " " $3} END {for (t in ms) print t ": ms" ms[t] "; KiB" rss[t]}'
