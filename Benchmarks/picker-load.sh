#!/usr/bin/env bash
# Loading a million lines, tfield choose against fzf 0.74.5 (Benchmarks/find-fzf.sh) in the same
# run: each program starts in tmux (a private server, 100x30, LANG=C.UTF-8) on the file coming
# through a pipe (`cat FILE | PROGRAM`), and the time is from starting the command to the first
# capture of the pane whose count line shows every line of the file (tfield's "N of N", fzf's
# "N/N"), polling `tmux capture-pane` (each poll takes a few milliseconds: the figures are that
# coarse). The two alternate run by run; the median of --runs for each, on picker-paths.py's
# million real-looking paths (mean about 100 bytes) and picker-lines.py's (mean about 38).
# Needs: fzf 0.74.5, tmux, python3 (apt-get install tmux).
# Usage: Benchmarks/picker-load.sh [--runs N] [--lines N] [--tfield PATH]
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
for tool in tmux python3; do
  command -v "$tool" >/dev/null || { echo "picker-load.sh: $tool is missing (apt-get install tmux)" >&2; exit 2; }
done
. Benchmarks/find-fzf.sh
work=$(mktemp -d)
socket="tf-load-$$"
tmux_() { tmux -L "$socket" -f /dev/null "$@"; }
cleanup() { tmux_ kill-server 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
if [ -z "$tfield" ]; then
  swift build -c release --product tfield >/dev/null 2>&1
  tfield="$(swift build -c release --show-bin-path)/tfield"
fi
install -m 755 "$tfield" "$work/tfield"
python3 Benchmarks/picker-paths.py "$lines" > "$work/paths.txt"
python3 Benchmarks/picker-lines.py "$lines" > "$work/lines.txt"
echo "fzf $("$fzf" --version); $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"
. Benchmarks/filter-timing.sh  # now_us, median

# load FILE PATTERN COMMAND: starts `cat FILE | COMMAND` in a new tmux session and prints the
# microseconds until a line of the pane matches PATTERN (an extended regular expression); the
# session is killed after.
load() {
  local file="$1" pattern="$2" command="$3" start end deadline
  tmux_ kill-session -t load 2>/dev/null || true
  start=$(now_us)
  tmux_ new-session -d -s load -x 100 -y 30 -e LANG=C.UTF-8 -e TERM=xterm-256color \
    -e FZF_DEFAULT_OPTS= -e TFIELD_DEFAULT_OPTS= "cat '$file' | $command"
  deadline=$(( start + 120000000 ))
  until tmux_ capture-pane -p -t load 2>/dev/null | grep -qE -- "$pattern"; do
    if [ "$(now_us)" -gt "$deadline" ]; then
      echo "picker-load.sh: timed out waiting for /$pattern/ from $command" >&2
      tmux_ capture-pane -p -t load >&2 || true
      exit 1
    fi
  done
  end=$(now_us)
  tmux_ kill-session -t load 2>/dev/null || true
  echo $(( end - start ))
}

# The server, kept alive by a session of its own between the measured ones.
tmux_ new-session -d -s keep -x 100 -y 30 "sleep 100000"
echo "| file | tfield ms | fzf ms | ratio | tfield runs ms | fzf runs ms |"
echo "|---|--:|--:|--:|---|---|"
for name in paths lines; do
  file="$work/$name.txt"
  total=$(wc -l < "$file")
  ours="" theirs=""
  for ((index = 0; index < runs; index++)); do
    for who in $([ $((index % 2)) = 0 ] && echo "ours fzf" || echo "fzf ours"); do
      if [ "$who" = ours ]; then
        ours+="$(load "$file" "(^|[^0-9])$total of $total([^0-9]|$)" "$work/tfield choose")"$'\n'
      else
        theirs+="$(load "$file" "(^|[^0-9])$total/$total([^0-9]|$)" "$fzf")"$'\n'
      fi
    done
  done
  a=$(printf '%s' "$ours" | median) b=$(printf '%s' "$theirs" | median)
  awk -v n="$name" -v a="$a" -v b="$b" -v ra="$(printf '%s' "$ours" | awk '{printf "%s%.0f", (NR > 1 ? " " : ""), $1 / 1000}')" \
    -v rb="$(printf '%s' "$theirs" | awk '{printf "%s%.0f", (NR > 1 ? " " : ""), $1 / 1000}')" \
    'BEGIN { printf "| %s | %.0f | %.0f | %.2f | %s | %s |\n", n, a / 1000, b / 1000, a / b, ra, rb }'
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
