#!/usr/bin/env bash
# The exhaustive half of issue 15's reference test: N random sequences of the editing keys
# (default 1,000, seed 15) typed into bash's `read -e` and into a release build of `tfield input`
# in tmux, in batches of 50; every line must agree. `swift test` keeps the first 50.
#
#   Scripts/readline-sweep.sh          # 1,000 sequences
#   Scripts/readline-sweep.sh 200      # 200
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"
count="${1:-1000}"
case "$count" in
  '' | *[!0-9]*) echo "readline-sweep: the count must be a whole number, not '$count'" >&2; exit 2 ;;
esac
swift build -c release --product tfield
start=$(date +%s)
TF_BINARIES_DIR=.build/release TF_READLINE_SEQUENCES="$count" SWIFT_BACKTRACE=enable=no \
  swift test --filter 'ReadlineComparison/randomSequences'
echo "readline-sweep: $count sequences agree with bash's read -e in $(($(date +%s) - start)) s"
