#!/usr/bin/env bash
# Issue 15: a history of 1,000,000 entries (about 50 MB) must not delay the first paint of
# `tfield input` by more than 10%. Times the first paint (Benchmarks/first-paint.c: a pseudo-terminal
# of its own, 80x24, microseconds) of the release build without a history, with an empty one,
# and with the million-entry file (--history-size 1000000, so all of it is wanted), interleaved
# in one run, and prints the medians and the ratio. The file is read after the first paint, from
# its end, a step a wake (HistoryLoad), so the ratio should stay near 1.
# Needs: cc, python3. Usage: Benchmarks/history-paint.sh [--json] [--runs N]
set -euo pipefail
cd "$(dirname "$0")/.."
json=0
runs=15
while [ $# -gt 0 ]; do
  case "$1" in
    --json) json=1 ;;
    --runs) runs="$2"; shift ;;
    *) echo "usage: $0 [--json] [--runs N]" >&2; exit 2 ;;
  esac
  shift
done
for tool in cc python3; do
  command -v "$tool" >/dev/null || { echo "history-paint.sh: $tool is missing" >&2; exit 2; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Measured as installed, a copy (see end-to-end.sh).
swift build -c release --product tfield 2>/dev/null >/dev/null
tfield="$work/tfield"
install -m 755 "$(swift build -c release --show-bin-path)/tfield" "$tfield"
cc -O2 -o "$work/first-paint" Benchmarks/first-paint.c -lutil

# A million shell-like entries of about 50 bytes, oldest first, as tf-bench's history rows.
python3 - "$work/big" <<'PY'
import sys
commands = ["git commit -m", "make", "ls -la", "cd", "swift build -c", "grep -rn", "ssh", "docker run"]
words = ["release", "fix", "/usr/local/bin", "tests", "main", "build", "café", "deploy", "host", "src"]
state = 12345
def next_(bound):
    global state
    state = (state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
    return (state >> 33) % bound
with open(sys.argv[1], "w", encoding="utf-8") as out:
    for index in range(1, 1_000_001):
        picked = " ".join(words[next_(10)] for _ in range(5))
        out.write(f"{commands[next_(8)]} {picked} #{index}\n")
PY
: > "$work/empty"
chmod 600 "$work/big" "$work/empty"
size_mb=$(python3 -c "import os; print(round(os.path.getsize('$work/big') / 1e6, 1))")
# Read it once, so every run finds it in the page cache, as a history used every day is.
cat "$work/big" > /dev/null

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
paint() { TERM=xterm-256color SWIFT_BACKTRACE=enable=no "$work/first-paint" "Enter submit" "$tfield" input --label Name "$@"; }
none=""
empty=""
big=""
for _ in $(seq "$runs"); do
  none+="$(paint)"$'\n'
  empty+="$(paint --history "$work/empty")"$'\n'
  big+="$(paint --history "$work/big" --history-size 1000000)"$'\n'
done
none=$(printf '%s' "$none" | median)
empty=$(printf '%s' "$empty" | median)
big=$(printf '%s' "$big" | median)
# The file is never truncated by a cancelled run (first-paint ends each with Escape).
lines=$(wc -l < "$work/big")
[ "$lines" = 1000000 ] || { echo "history-paint.sh: the history file now has $lines lines" >&2; exit 1; }

ratio=$(python3 -c "print(round($big / max($none, 1), 3))")
if [ "$json" = 1 ]; then
  printf '{"firstPaintNoHistoryUs":%s,"firstPaintEmptyHistoryUs":%s,"firstPaintMillionHistoryUs":%s,"historyFileMB":%s,"ratio":%s}\n' \
    "$none" "$empty" "$big" "$size_mb" "$ratio"
else
  echo "tfield input, first paint (pty, median of $runs interleaved starts, us)"
  printf '  no history                           %8s\n' "$none"
  printf '  --history (an empty file)            %8s\n' "$empty"
  printf '  --history (1,000,000 entries, %s MB) %8s   %sx of no history (target: at most 1.1x)\n' \
    "$size_mb" "$big" "$ratio"
fi
