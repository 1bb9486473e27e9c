#!/usr/bin/env python3
"""Bytes a program writes to the terminal for each character typed at the end of a field.

    keystroke-bytes.py MARKER COUNT -- COMMAND...

Starts COMMAND on an 80x24 pseudo-terminal (answering the cursor-position query as a terminal
would), waits for MARKER on its first screen, then types COUNT characters one at a time, each
after the output of the previous one has settled (no byte for 50 ms), and prints the mean bytes
written per character, then Escape."""
import fcntl
import os
import pty
import select
import struct
import sys
import termios
import time

marker = sys.argv[1].encode()
count = int(sys.argv[2])
command = sys.argv[sys.argv.index("--") + 1:]
pid, master = pty.fork()
if pid == 0:
    os.environ.setdefault("TERM", "xterm-256color")
    os.execvp(command[0], command)
fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))


def settle(wait=0.05, limit=5.0):
    """Reads until nothing comes for `wait` seconds; answers cursor queries; returns the bytes."""
    data = b""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], wait)
        if not ready:
            break
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        if b"\x1b[6n" in chunk:
            os.write(master, b"\x1b[24;1R")
        data += chunk
    return data


screen = b""
deadline = time.monotonic() + 10
while marker not in screen and time.monotonic() < deadline:
    screen += settle()
total = 0
for index in range(count):
    os.write(master, b"abcdefghij"[index % 10:index % 10 + 1])
    total += len(settle())
os.write(master, b"\x1b")
settle(0.2)
os.kill(pid, 9)
os.waitpid(pid, 0)
print("%.1f" % (total / count))
