# Sourced by picker.sh, filter.sh and picker-load.sh (bash): the timing of one `--filter` run and
# the median of several. `$work` is the script's scratch directory.
now_us() { echo "${EPOCHREALTIME/./}"; }  # bash's own clock: no fork
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# timed_filter IN OUT QUERY COMMAND...: runs `COMMAND --filter QUERY < IN > OUT` once and prints
# its wall microseconds and its peak RSS in KiB (/usr/bin/time's maximum resident set size).
timed_filter() {
  local input="$1" out="$2" query="$3" start end
  shift 3
  start=$(now_us)
  /usr/bin/time -f %M -o "$work/rss" "$@" --filter "$query" < "$input" > "$out" || true
  end=$(now_us)
  echo "$(( end - start )) $(tail -1 "$work/rss")"
}
