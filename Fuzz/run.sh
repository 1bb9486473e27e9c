#!/usr/bin/env bash
# Fuzzes each target for a bounded time: Fuzz/run.sh SECONDS [NAME...]
# (NAME: decoder, engine, formfile, arguments, history, matcher, choose; all seven by default). Each runs on a copy of its committed
# corpus (Fuzz/Corpus/NAME); a crash, hang or failed check is written to Fuzz/Crashes/NAME/, which
# `swift test` replays (FuzzReplayTests): fix the bug, keep the file. Prints each run's
# stat::number_of_executed_units. A dictionary Fuzz/Dictionaries/NAME.dict, when there is one,
# gives libFuzzer the tokens that matter (flags, numbers). Exit status: 0 when nothing was found,
# 1 otherwise (2 when a fuzzer does not build). The sanitized release builds go to .build/fuzz, so
# that they leave .build/release (the programs as shipped) alone. libFuzzer itself comes with
# swift.org's Linux toolchain (usr/lib/clang/*/lib/linux/libclang_rt.fuzzer-*.a); linking it needs
# libstdc++, which Scripts/install-dependencies.sh installs with the toolchain's packages.
set -uo pipefail
cd "$(dirname "$0")/.."
seconds=${1:?usage: Fuzz/run.sh SECONDS [decoder|engine|formfile|arguments|history|matcher|choose ...]}
shift
names=("$@")
[ ${#names[@]} -eq 0 ] && names=(decoder engine formfile arguments history matcher choose)
# Swift's backtracer can hold a pipe open for minutes after a crash.
export SWIFT_BACKTRACE=enable=no
status=0
for name in "${names[@]}"; do
  # One product per build: --sanitize fuzzer adds libFuzzer's main to every executable it builds.
  work=$(mktemp -d)
  if ! swift build -c release --sanitize fuzzer --scratch-path .build/fuzz --product "fuzz-$name" \
    >"$work/build" 2>&1; then
    cat "$work/build"
    exit 2
  fi
  cp -R "Fuzz/Corpus/$name" "$work/corpus"
  mkdir -p "Fuzz/Crashes/$name"
  log="$work/log"
  dictionary=()
  [ -f "Fuzz/Dictionaries/$name.dict" ] && dictionary=("-dict=Fuzz/Dictionaries/$name.dict")
  ".build/fuzz/release/fuzz-$name" "$work/corpus" ${dictionary[@]+"${dictionary[@]}"} -max_len=4096 \
    -max_total_time="$seconds" -timeout=10 \
    -print_final_stats=1 -artifact_prefix="Fuzz/Crashes/$name/" -close_fd_mask=1 >"$log" 2>&1
  result=$?
  units=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')
  echo "fuzz-$name: ${units:-?} inputs in ${seconds}s, exit $result"
  if [ "$result" -ne 0 ]; then
    status=1
    grep -E 'ERROR|Fatal error|Test unit written' "$log" | head -5
  fi
  rm -rf "$work"
done
exit $status
