#!/usr/bin/env bash
# End-to-end benchmark of fields-demo inside tmux, measured side by side in one run:
#  - a bracketed paste of 100k and 1M characters into the unlimited field, then Enter, until the
#    program exits, against raw-reader (Benchmarks/raw-reader.c: reads the same bytes through the
#    same tmux and prints the same JSON), both with stdout to a file. The demo's Enter goes to its
#    second page, where an Enter on each of its three elements keeps its value and the last
#    submits: the four Enters go in one write, so the demo runs with TERM=xterm-256color, whose
#    entry declares bracketed paste (with `screen`'s, keys in one read would be a paste);
#  - time from start to the first painted screen, against `dialog --inputbox`;
#  - peak RSS (/usr/bin/time -v) of fields-demo with a 100k paste;
#  - `tfield input` inline against full screen and `dialog --inputbox`: first paint, and the
#    bytes written to the terminal per character typed at the end of a field (keystroke-bytes.py).
# Needs: tmux, cc, python3, dialog, /usr/bin/time (apt-get install tmux dialog time).
# Usage: Benchmarks/end-to-end.sh [--json] [--runs N]
set -euo pipefail
cd "$(dirname "$0")/.."
json=0
runs=3
while [ $# -gt 0 ]; do
  case "$1" in
    --json) json=1 ;;
    --runs) runs="$2"; shift ;;
    *) echo "usage: $0 [--json] [--runs N]" >&2; exit 2 ;;
  esac
  shift
done
for tool in tmux cc python3 dialog /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "end-to-end.sh: $tool is missing (apt-get install tmux dialog time)" >&2; exit 2; }
done

work=$(mktemp -d)
socket="tfbench-$$"
tmux_() { tmux -L "$socket" -f /dev/null "$@"; }
cleanup() { tmux_ kill-server 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

# The release build as shipped: Package.swift links it statically (runtime, libc, ncurses), so
# nothing is loaded at start (see DECISIONS.md, 2026-11-30).
# Measured as installed, a copy: the file the linker just wrote starts 0.2-0.3 ms slower from the
# page cache than the same bytes copied (measured in one run), and users run copies.
swift build -c release --product fields-demo 2>/dev/null >/dev/null
swift build -c release --product tfield 2>/dev/null >/dev/null
linked="$(swift build -c release --show-bin-path)/fields-demo"
demo="$work/fields-demo"
install -m 755 "$linked" "$demo"
tfield="$work/tfield"
install -m 755 "$(swift build -c release --show-bin-path)/tfield" "$tfield"
cc -O2 -o "$work/raw-reader" Benchmarks/raw-reader.c
raw="$work/raw-reader"
for n in 100000 1000000; do
  python3 -c "import sys; sys.stdout.write(('abcdefghij' * ($n // 10)))" > "$work/paste-$n"
done

tmux_ new-session -d -x 120 -y 40 -e LANG=C.UTF-8 -e SWIFT_BACKTRACE=enable=no "bash --norc --noprofile"
tmux_ set-option -g history-limit 0 >/dev/null

now_ms() { local t=${EPOCHREALTIME/./}; echo $(( t / 1000 )); }  # bash's own clock: no fork
wait_screen() { # wait until the pane shows $1
  local deadline=$(( $(date +%s) + 30 ))
  until tmux_ capture-pane -p | grep -qF -- "$1"; do
    [ "$(date +%s)" -lt "$deadline" ] || { echo "timed out waiting for: $1" >&2; tmux_ capture-pane -p >&2; exit 1; }
  done
}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# One paste of payload $2 into program $1 (ready when the screen shows $3), then the keys $4
# (Enter, or the demo's Enter on each page); prints ms.
paste_once() {
  local program="$1" payload="$2" ready="$3" keys="$4"
  tmux_ send-keys "clear; $program > $work/out.json; tmux -L $socket wait-for -S done" Enter
  wait_screen "$ready"
  tmux_ load-buffer -b payload "$payload"
  local start end
  start=$(now_ms)
  tmux_ paste-buffer -p -r -b payload
  tmux_ send-keys $keys
  tmux_ wait-for done
  end=$(now_ms)
  python3 - "$work/out.json" "$(wc -c < "$payload")" <<'PY'
import json, sys
value = json.load(open(sys.argv[1]))["unlimited"]
assert len(value) == int(sys.argv[2]), (len(value), sys.argv[2])
PY
  echo $(( end - start ))
}

# From the start command to the first painted screen (the screen shows $2); prints ms.
first_paint_once() {
  local program="$1" ready="$2" quit="$3"
  tmux_ send-keys "clear" Enter
  sleep 0.2
  local start end
  start=$(now_ms)
  tmux_ send-keys "$program" Enter
  wait_screen "$ready"
  end=$(now_ms)
  tmux_ send-keys $quit
  sleep 0.3
  echo $(( end - start ))
}

declare -A result
for n in 100000 1000000; do
  for who in demo raw; do
    if [ "$who" = demo ]; then
      program="TERM=xterm-256color $demo"; ready="Unlimited"; keys="Enter Enter Enter Enter"
    else
      program="$raw"; ready="raw-reader ready"; keys="Enter"
    fi
    times=""
    for _ in $(seq "$runs"); do times+="$(paste_once "$program" "$work/paste-$n" "$ready" "$keys")"$'\n'; done
    result["paste-$n-$who"]=$(printf '%s' "$times" | median)
  done
done
# Start-up takes a few milliseconds, below what polling tmux's screen can resolve: the first
# paint is timed on a pseudo-terminal of its own (Benchmarks/first-paint.c, microseconds, the same
# 80x24 and TERM), three times the runs, interleaved. The tmux figure is printed beside it.
cc -O2 -o "$work/first-paint" Benchmarks/first-paint.c -lutil
paint_demo=""
paint_dialog=""
paint_swift=""
paint_linked=""
printf 'import Glibc\nprint("hi")\nfflush(stdout)\n_ = readLine()\n' > "$work/hello.swift"
swiftc -O -static-executable "$work/hello.swift" -o "$work/hello-swift" 2>/dev/null
for _ in $(seq $(( runs * 3 ))); do
  paint_demo+="$(TERM=xterm-256color SWIFT_BACKTRACE=enable=no "$work/first-paint" Unlimited "$demo")"$'\n'
  paint_dialog+="$(TERM=xterm-256color "$work/first-paint" Value dialog --inputbox Value 8 40)"$'\n'
  paint_swift+="$(TERM=xterm-256color SWIFT_BACKTRACE=enable=no "$work/first-paint" hi "$work/hello-swift")"$'\n'
  paint_linked+="$(TERM=xterm-256color SWIFT_BACKTRACE=enable=no "$work/first-paint" Unlimited "$linked")"$'\n'
done
result["paint-demo-us"]=$(printf '%s' "$paint_demo" | median)
result["paint-dialog-us"]=$(printf '%s' "$paint_dialog" | median)
result["paint-swift-us"]=$(printf '%s' "$paint_swift" | median)
result["paint-linked-us"]=$(printf '%s' "$paint_linked" | median)
# tfield input inline (the default) against full screen and dialog, interleaved in one run.
paint_inline=""
paint_full=""
paint_dialog2=""
for _ in $(seq $(( runs * 3 ))); do
  paint_inline+="$(TERM=xterm-256color "$work/first-paint" "Enter submit" "$tfield" input --label Name)"$'\n'
  paint_full+="$(TERM=xterm-256color "$work/first-paint" "Enter submit" "$tfield" input --fullscreen --label Name)"$'\n'
  paint_dialog2+="$(TERM=xterm-256color "$work/first-paint" Value dialog --inputbox Value 8 40)"$'\n'
done
result["paint-inline-us"]=$(printf '%s' "$paint_inline" | median)
result["paint-full-us"]=$(printf '%s' "$paint_full" | median)
result["paint-dialog2-us"]=$(printf '%s' "$paint_dialog2" | median)
for mode in inline full; do
  flags=""; [ "$mode" = full ] && flags="--fullscreen"
  result["bytes-$mode"]=$(python3 Benchmarks/keystroke-bytes.py "Enter submit" 40 -- "$tfield" input $flags --label Name)
  result["bytes-counted-$mode"]=$(python3 Benchmarks/keystroke-bytes.py "0/40" 30 -- "$tfield" input $flags --label Name --max-length 40)
done
times_demo=""
times_dialog=""
for _ in $(seq "$runs"); do
  times_demo+="$(first_paint_once "$demo" "Unlimited" Escape)"$'\n'
  times_dialog+="$(first_paint_once "dialog --inputbox Value 8 40" "Value" Escape)"$'\n'
done
result["paint-demo"]=$(printf '%s' "$times_demo" | median)
result["paint-dialog"]=$(printf '%s' "$times_dialog" | median)

# Peak RSS with a 100k paste.
tmux_ send-keys "clear; TERM=xterm-256color /usr/bin/time -v -o $work/rss.txt $demo > $work/out.json; tmux -L $socket wait-for -S done" Enter
wait_screen "Unlimited"
tmux_ load-buffer -b payload "$work/paste-100000"
tmux_ paste-buffer -p -r -b payload
tmux_ send-keys Enter Enter Enter Enter
tmux_ wait-for done
rss_kb=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/rss.txt")

ratio() { python3 -c "print(round($1 / max($2, 1), 2))"; }
if [ "$json" = 1 ]; then
  printf '{"paste100kDemoMs":%s,"paste100kRawMs":%s,"paste1MDemoMs":%s,"paste1MRawMs":%s,' \
    "${result[paste-100000-demo]}" "${result[paste-100000-raw]}" "${result[paste-1000000-demo]}" "${result[paste-1000000-raw]}"
  printf '"firstPaintDemoUs":%s,"firstPaintDialogUs":%s,"firstPaintSwiftHelloUs":%s,"firstPaintAsLinkedUs":%s,' \
    "${result[paint-demo-us]}" "${result[paint-dialog-us]}" "${result[paint-swift-us]}" "${result[paint-linked-us]}"
  printf '"firstPaintTmuxDemoMs":%s,"firstPaintTmuxDialogMs":%s,"peakRSS100kKiB":%s,' \
    "${result[paint-demo]}" "${result[paint-dialog]}" "$rss_kb"
  printf '"tfieldInlineFirstPaintUs":%s,"tfieldFullScreenFirstPaintUs":%s,"dialogFirstPaintUs":%s,' \
    "${result[paint-inline-us]}" "${result[paint-full-us]}" "${result[paint-dialog2-us]}"
  printf '"bytesPerCharacterInline":%s,"bytesPerCharacterFullScreen":%s,' "${result[bytes-inline]}" "${result[bytes-full]}"
  printf '"bytesPerCharacterCountedInline":%s,"bytesPerCharacterCountedFullScreen":%s}\n' \
    "${result[bytes-counted-inline]}" "${result[bytes-counted-full]}"
else
  echo "end to end (median of $runs runs, ms)        fields-demo   limit    ratio"
  for n in 100000 1000000; do
    printf 'paste %-8s chars + Enter until exit   %8s  %8s   %sx (raw-reader)\n' "$n" \
      "${result[paste-$n-demo]}" "${result[paste-$n-raw]}" "$(ratio "${result[paste-$n-demo]}" "${result[paste-$n-raw]}")"
  done
  printf 'start to first painted screen, pty (us)   %8s  %8s   %sx (dialog --inputbox)\n' \
    "${result[paint-demo-us]}" "${result[paint-dialog-us]}" "$(ratio "${result[paint-demo-us]}" "${result[paint-dialog-us]}")"
  printf '  the file as linked, not copied (us)     %8s\n' "${result[paint-linked-us]}"
  printf '  a Swift hello world, same way (us)      %8s\n' "${result[paint-swift-us]}"
  printf 'start to first painted screen, tmux (ms)  %8s  %8s   %sx (dialog --inputbox)\n' \
    "${result[paint-demo]}" "${result[paint-dialog]}" "$(ratio "${result[paint-demo]}" "${result[paint-dialog]}")"
  printf 'peak RSS with a 100k paste                %8s KiB\n' "$rss_kb"
  echo
  echo "tfield input (pty, median of $(( runs * 3 )) interleaved starts, us)"
  printf '  first paint inline %8s   full screen %8s   dialog --inputbox %8s   inline/dialog %sx\n' \
    "${result[paint-inline-us]}" "${result[paint-full-us]}" "${result[paint-dialog2-us]}" \
    "$(ratio "${result[paint-inline-us]}" "${result[paint-dialog2-us]}")"
  printf '  bytes per character typed at the end: no limit  inline %6s  full screen %6s\n' \
    "${result[bytes-inline]}" "${result[bytes-full]}"
  printf '  bytes per character typed at the end: max 40    inline %6s  full screen %6s\n' \
    "${result[bytes-counted-inline]}" "${result[bytes-counted-full]}"
fi
