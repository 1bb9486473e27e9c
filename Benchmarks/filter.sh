#!/usr/bin/env bash
# `tfield choose --filter` against fzf 0.74.5's `--filter` (Benchmarks/find-fzf.sh) in the same run,
# on two generated million-line files: real-looking paths (Benchmarks/picker-paths.py, mean about
# 100 bytes, 1% not ASCII) and words (Benchmarks/picker-words.py, half the lines not ASCII: accents,
# Greek, Cyrillic, CJK), for a query matching most lines (`e`), many (`lnx`), a few (`ngs9`) and
# none (`qxj`): wall milliseconds (median of --runs, the two programs alternating), peak RSS
# (/usr/bin/time's maximum resident set size) and the match counts, which must be equal.
# Needs: fzf 0.74.5, python3, /usr/bin/time (apt-get install time).
# Usage: Benchmarks/filter.sh [--runs N] [--lines N] [--tfield PATH]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=5
lines=1000000
tfield=""
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift ;;
    --lines) lines="$2"; shift ;;
    --tfield) tfield="$2"; shift ;;
    *) echo "usage: $0 [--runs N] [--lines N] [--tfield PATH]" >&2; exit 2 ;;
  esac
  shift
done
for tool in python3 /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "filter.sh: $tool is missing (apt-get install time)" >&2; exit 2; }
done
. Benchmarks/find-fzf.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "$tfield" ]; then
  swift build -c release --product tfield >/dev/null 2>&1
  tfield="$(swift build -c release --show-bin-path)/tfield"
fi
install -m 755 "$tfield" "$work/tfield"
python3 Benchmarks/picker-paths.py "$lines" > "$work/paths.txt"
python3 Benchmarks/picker-words.py "$lines" > "$work/words.txt"
echo "fzf $("$fzf" --version); $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"

. Benchmarks/filter-timing.sh
# One run of the command after FILE QUERY: prints wall microseconds, peak RSS KiB and the number
# of lines printed.
run() {
  local file="$1" query="$2"
  shift 2
  echo "$(timed_filter "$file" "$work/out" "$query" "$@") $(wc -l < "$work/out")"
}

echo "| file | query | tfield ms | fzf ms | ratio | tfield MiB | fzf MiB | ratio | matches |"
echo "|---|---|--:|--:|--:|--:|--:|--:|--:|"
for name in paths words; do
  for query in e lnx ngs9 qxj; do
    ours="" theirs="" ours_rss=0 fzf_rss=0 ours_count=0 fzf_count=0
    for ((index = 0; index < runs; index++)); do
      for who in $([ $((index % 2)) = 0 ] && echo "ours fzf" || echo "fzf ours"); do
        if [ "$who" = ours ]; then
          read -r us kib count < <(run "$work/$name.txt" "$query" "$work/tfield" choose)
          ours+="$us"$'\n'; ours_rss=$(( kib > ours_rss ? kib : ours_rss )); ours_count=$count
        else
          read -r us kib count < <(run "$work/$name.txt" "$query" "$fzf")
          theirs+="$us"$'\n'; fzf_rss=$(( kib > fzf_rss ? kib : fzf_rss )); fzf_count=$count
        fi
      done
    done
    a=$(printf '%s' "$ours" | median) b=$(printf '%s' "$theirs" | median)
    counts="$ours_count"; [ "$ours_count" = "$fzf_count" ] || counts="**$ours_count vs $fzf_count**"
    awk -v n="$name" -v q="$query" -v a="$a" -v b="$b" -v ra="$ours_rss" -v rb="$fzf_rss" -v c="$counts" \
      'BEGIN { printf "| %s | `%s` | %.0f | %.0f | %.2f | %.0f | %.0f | %.2f | %s |\n", n, q, a / 1000, b / 1000, a / b, ra / 1024, rb / 1024, ra / rb, c }'
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
