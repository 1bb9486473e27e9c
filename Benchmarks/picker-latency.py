#!/usr/bin/env python3
"""Latency from a key to its new match count on the screen, `tfield choose` against fzf.

    picker-latency.py --file FILE --tfield PATH [--fzf PATH] [--queries FILE] [--runs N]
                      [--extra-tfield ARGS] [--extra-fzf ARGS] [--json OUT]

Each program runs full screen on a pseudo-terminal of its own (100x30, TERM=xterm-256color), FILE
on its stdin, and everything it writes is read through a terminal emulator (pyte), as a person's
terminal would show it. Once the whole file is read (the count shows every line), each query is
typed a character at a time: the time of a key is from writing its bytes to the first moment the
emulated screen shows that prefix's match count (each program's own count, taken beforehand from
its `--filter`, so a key whose count does not change is still waited for correctly). Ctrl-U then
empties the query and the full count is waited for. The programs run one after the other, query by
query and run by run, so load falls on both alike. Prints, per query prefix, the median of the runs
for each program, then the median and 95th percentile of every key, and the ratios: of those
medians, and each prefix's own (their median, the highest, and those over 0.5x).

Needs python3-pyte (apt-get install python3-pyte, or pip install pyte)."""
import argparse
import fcntl
import json
import os
import pty
import re
import select
import signal
import statistics
import struct
import subprocess
import sys
import termios
import time

import pyte

parser = argparse.ArgumentParser()
parser.add_argument("--file", required=True)
parser.add_argument("--tfield", required=True)
parser.add_argument("--fzf", default="fzf")
parser.add_argument("--queries", default=os.path.join(os.path.dirname(__file__), "picker-latency-queries.txt"))
parser.add_argument("--runs", type=int, default=3)
parser.add_argument("--extra-tfield", default="")
parser.add_argument("--extra-fzf", default="")
parser.add_argument("--json")
parser.add_argument("--timeout", type=float, default=120)
options = parser.parse_args()

COLUMNS, ROWS = 100, 30
queries = [line.rstrip("\n") for line in open(options.queries, encoding="utf-8") if line.strip()]
total = sum(1 for _ in open(options.file, "rb"))


class Program:
    """One program on its own pseudo-terminal, its screen in pyte."""

    def __init__(self, name, argv, count_pattern):
        self.name = name
        self.argv = argv
        self.count = re.compile(count_pattern)
        self.screen = pyte.Screen(COLUMNS, ROWS)
        self.stream = pyte.ByteStream(self.screen)
        stdin = os.open(options.file, os.O_RDONLY)
        self.pid, self.master = pty.fork()
        if self.pid == 0:
            os.dup2(stdin, 0)
            os.environ["TERM"] = "xterm-256color"
            os.environ["LANG"] = "C.UTF-8"
            os.environ.pop("FZF_DEFAULT_OPTS", None)
            os.environ.pop("TFIELD_DEFAULT_OPTS", None)
            os.execvp(argv[0], argv)
        os.close(stdin)
        fcntl.ioctl(self.master, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))

    def shown_count(self):
        """The match count on the screen, or None."""
        for line in self.screen.display:
            match = self.count.search(line)
            if match:
                return int(match.group(1)), int(match.group(2))
        return None

    def pump(self, until, timeout):
        """Feeds the emulator until `until()` is true; the seconds it took, or None on timeout."""
        start = time.perf_counter()
        deadline = start + timeout
        while not until():
            left = deadline - time.perf_counter()
            if left <= 0:
                return None
            ready, _, _ = select.select([self.master], [], [], left)
            if ready:
                try:
                    data = os.read(self.master, 1 << 16)
                except OSError:
                    return None
                # Answer a cursor position query as a terminal would.
                if b"\x1b[6n" in data:
                    os.write(self.master, f"\x1b[{self.screen.cursor.y + 1};{self.screen.cursor.x + 1}R".encode())
                self.stream.feed(data)
        return time.perf_counter() - start

    def wait_for(self, matches, timeout):
        return self.pump(lambda: (self.shown_count() or (None, None))[0] == matches, timeout)

    def key(self, data, matches):
        """Writes a key; the seconds until `matches` shows."""
        start = time.perf_counter()
        os.write(self.master, data)
        waited = self.wait_for(matches, options.timeout)
        return None if waited is None else time.perf_counter() - start

    def stop(self):
        try:
            os.kill(self.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        os.waitpid(self.pid, 0)
        os.close(self.master)


def filter_count(argv, query):
    with open(options.file, "rb") as stdin:
        run = subprocess.run(argv + ["--filter", query], stdin=stdin, stdout=subprocess.PIPE, env={
            **os.environ, "LANG": "C.UTF-8", "FZF_DEFAULT_OPTS": "", "TFIELD_DEFAULT_OPTS": ""})
    return run.stdout.count(b"\n")


tfield_argv = [options.tfield, "choose", "--fullscreen"] + options.extra_tfield.split()
fzf_argv = [options.fzf] + options.extra_fzf.split()
programs = {
    "tfield": (tfield_argv, r"(\d+) of (\d+)"),
    "fzf": (fzf_argv, r"^\s*(\d+)/(\d+)"),
}

# Each prefix's count, from each program's own --filter; and the count of every item (fewer than
# the file's lines with --header-lines).
expected = {name: {} for name in programs}
everything = {}
for name in programs:
    filter_argv = [options.tfield, "choose"] + options.extra_tfield.split() if name == "tfield" else fzf_argv
    everything[name] = filter_count(filter_argv, "")
for query in queries:
    for end in range(1, len(query) + 1):
        prefix = query[:end]
        for name, (argv, _) in programs.items():
            if prefix not in expected[name]:
                filter_argv = [options.tfield, "choose"] + options.extra_tfield.split() if name == "tfield" else fzf_argv
                expected[name][prefix] = filter_count(filter_argv, prefix)

times = {name: {} for name in programs}
for run in range(options.runs):
    for name, (argv, pattern) in programs.items():
        program = Program(name, argv, pattern)
        if program.wait_for(everything[name], 600) is None:
            program.stop()
            sys.exit(f"picker-latency.py: {name} did not show {everything[name]} items: {program.screen.display}")
        for query in queries:
            for end in range(1, len(query) + 1):
                prefix = query[:end]
                seconds = program.key(query[end - 1].encode(), expected[name][prefix])
                if seconds is None:
                    program.stop()
                    sys.exit(f"picker-latency.py: {name}: {prefix!r} never showed {expected[name][prefix]}: "
                             f"{program.screen.display}")
                times[name].setdefault(prefix, []).append(seconds * 1000)
            if program.key(b"\x15", everything[name]) is None:
                sys.exit(f"picker-latency.py: {name}: Ctrl-U did not bring back {everything[name]}")
        program.stop()


def p95(values):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]


print(f"{total} lines; {options.runs} runs; load {open('/proc/loadavg').read().split()[:3]}")
print(f"{'prefix':<22} {'tfield ms':>10} {'fzf ms':>10} {'ratio':>7} {'tfield n':>9} {'fzf n':>9}")
rows = []
for query in queries:
    for end in range(1, len(query) + 1):
        prefix = query[:end]
        ours = statistics.median(times["tfield"][prefix])
        theirs = statistics.median(times["fzf"][prefix])
        rows.append({"prefix": prefix, "tfield_ms": ours, "fzf_ms": theirs,
                     "tfield_matches": expected["tfield"][prefix], "fzf_matches": expected["fzf"][prefix]})
        print(f"{prefix!r:<22} {ours:>10.1f} {theirs:>10.1f} {ours / theirs:>7.2f} "
              f"{expected['tfield'][prefix]:>9} {expected['fzf'][prefix]:>9}")
summary = {}
for name in programs:
    every = [value for values in times[name].values() for value in values]
    summary[name] = {"median_ms": statistics.median(every), "p95_ms": p95(every), "keys": len(every)}
print()
for name, figures in summary.items():
    print(f"{name}: median {figures['median_ms']:.1f} ms, 95th percentile {figures['p95_ms']:.1f} ms "
          f"over {figures['keys']} keys")
print(f"ratio tfield/fzf: median {summary['tfield']['median_ms'] / summary['fzf']['median_ms']:.2f}x, "
      f"95th percentile {summary['tfield']['p95_ms'] / summary['fzf']['p95_ms']:.2f}x")
# Each prefix's own ratio (its medians'): their median, the highest, and those over 0.5x.
ratios = [(row["tfield_ms"] / row["fzf_ms"], row["prefix"]) for row in rows]
over = [f"{prefix!r} {ratio:.2f}" for ratio, prefix in ratios if ratio > 0.5]
summary["prefix_ratios"] = {"median": statistics.median(ratio for ratio, _ in ratios),
                            "highest": max(ratios)[0], "over_half": over}
print(f"per prefix: median ratio {summary['prefix_ratios']['median']:.2f}x, highest {max(ratios)[0]:.2f}x "
      f"({max(ratios)[1]!r}); over 0.5x: {len(over)} of {len(ratios)}{': ' if over else ''}{', '.join(over)}")
if options.json:
    with open(options.json, "w") as out:
        json.dump({"rows": rows, "summary": summary, "lines": total, "runs": options.runs}, out, indent=1)
