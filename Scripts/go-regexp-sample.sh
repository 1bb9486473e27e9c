#!/usr/bin/env bash
# Writes Tests/FieldChoicesTests/Patterns/go-findall-sample.tsv: random --delimiter expressions of
# tfield's subset and random items (bytes, some not UTF-8), each with the matches Go's regexp
# FindAllIndex finds (fzf's delimiter is a Go regexp). DelimiterPatternTests checks tfield's
# automaton against them. Needs Go (Debian: golang-go); the cases are seeded, so a run writes the
# same cases; a newer Go that matched differently would change the answers.
# Lines: expression (hex) TAB item (hex) TAB matches ("0-1,2-3", or "-" for none).
set -euo pipefail
cd "$(dirname "$0")/.."
python3 Scripts/go-regexp-sample/cases.py \
  | go run Scripts/go-regexp-sample/findall.go > Tests/FieldChoicesTests/Patterns/go-findall-sample.tsv
wc -l Tests/FieldChoicesTests/Patterns/go-findall-sample.tsv
