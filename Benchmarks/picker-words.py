#!/usr/bin/env python3
"""picker-words.py N: N lines of words on stdout, the same every run (a fixed seed), for
Benchmarks/filter.sh: 2 to 7 words a line, half the lines with a word that is not ASCII (Latin
with accents, Greek, Cyrillic, CJK), mean about 40 bytes: the file where tfield's ASCII paths
help least."""
import random
import sys

count = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
rng = random.Random(38)
ascii_words = ["linux", "kernel", "window", "table", "river", "stone", "market", "signal", "garden",
               "paper", "orange", "silver", "number", "letter", "module", "config", "server", "client",
               "station", "harbor", "engine", "forest", "planet", "button", "cursor", "socket", "branch",
               "commit", "matrix", "vector", "lambda", "thread", "buffer", "memory", "screen", "record"]
other_words = ["café", "naïve", "résumé", "Ærø", "straße", "éléphant", "Mühlenhoff", "Ångström",
               "señor", "pingüino", "façade", "crème", "Ωmega", "λόγος", "Москва", "книга",
               "日本語", "東京", "漢字", "中文", "한국어", "서울", "データ", "カタカナ"]
out = sys.stdout.buffer
lines = []
for index in range(count):
    words = [rng.choice(ascii_words) for _ in range(rng.randint(2, 7))]
    if index % 2:
        words[rng.randrange(len(words))] = rng.choice(other_words)
    if rng.random() < 0.3:
        words.append(str(rng.randint(0, 9999)))
    lines.append(" ".join(words))
out.write(("\n".join(lines) + "\n").encode("utf-8"))
