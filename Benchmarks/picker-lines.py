#!/usr/bin/env python3
"""picker-lines.py N: N path-like lines on stdout, the same every run (a fixed seed), for
Benchmarks/picker.sh: a tree of directories and files as `find` prints it, mean about 45 bytes,
about 2% with non-ASCII names (accents, Greek, CJK, an emoji)."""
import random
import sys

count = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
rng = random.Random(16)
roots = ["/usr", "/usr/share", "/usr/lib", "/usr/include", "/home/ana", "/var/lib", "/opt", "/etc",
         "/srv/www", "/home/ana/src", "/usr/src/linux-headers-6.1", "/usr/lib/python3/dist-packages"]
words = ["doc", "share", "lib", "src", "include", "test", "tests", "node_modules", "linux", "kernel",
         "config", "locale", "man", "bin", "util", "core", "net", "drivers", "fs", "arch", "x86",
         "python3", "site", "assets", "images", "icons", "build", "debug", "release", "cache",
         "Documentation", "examples", "scripts", "tools", "vendor", "github", "libstd", "crypto",
         "firmware", "sound", "media", "themes", "fonts", "init", "data", "web", "api", "models",
         "views", "client", "server", "common", "internal", "pkg", "cmd", "plugins", "README"]
accented = ["café", "naïve", "résumé", "Ærø", "straße", "Ωmega", "日本語", "données", "año", "über", "🎵music"]
stems = ["main", "index", "README", "init", "__init__", "config", "setup", "utils", "helpers",
         "LICENSE", "Makefile", "changelog", "test_main", "module", "parser", "lexer", "socket",
         "client", "server", "handler", "abcdef", "xyzzy", "copyright", "NEWS", "settings"]
extensions = [".c", ".h", ".py", ".js", ".json", ".md", ".txt", ".gz", ".html", ".rs", ".go",
              ".conf", ".so", "", ".png", ".svg", ".xml", ".yml", ".mo", ".swift"]

out = sys.stdout.buffer
lines = []
while len(lines) < count:
    depth = rng.randint(0, 4)
    parts = [rng.choice(roots)]
    for _ in range(depth):
        word = rng.choice(accented) if rng.random() < 0.004 else rng.choice(words)
        if rng.random() < 0.2:
            word += "-" + str(rng.randint(0, 99))
        parts.append(word)
    stem = rng.choice(accented) if rng.random() < 0.01 else rng.choice(stems)
    if rng.random() < 0.3:
        stem += str(rng.randint(0, 999))
    lines.append("/".join(parts) + "/" + stem + rng.choice(extensions))
out.write(("\n".join(lines) + "\n").encode("utf-8"))
