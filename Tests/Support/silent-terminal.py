#!/usr/bin/env python3
"""Test support: runs a command on a pseudo-terminal that never answers a query, like a terminal
that ignores the cursor-position request (ESC [ 6 n). The command's terminal (its /dev/tty) is the
pty; stdout is a pipe, printed after the output the terminal received.

    silent-terminal.py EARLY LATE -- COMMAND...

EARLY is typed at once (while the program waits for an answer that never comes), LATE one second
later. Prints the terminal's bytes (escaped), then a line "STDOUT:" and what the command wrote to
stdout, then "STATUS:" and its exit status, and "ELAPSED:" with the milliseconds from start to the
first bytes the program drew after its query. A command still running after 10 s is killed
(STATUS:137)."""
import os
import pty
import select
import signal
import sys
import time

early, late = sys.argv[1].encode(), sys.argv[2].encode()
command = sys.argv[sys.argv.index("--") + 1:]
out_read, out_write = os.pipe()
start = time.monotonic()
pid, master = pty.fork()
if pid == 0:
    os.dup2(out_write, 1)
    os.environ["TERM"] = "xterm-256color"
    os.execvp(command[0], command)
os.close(out_write)
os.write(master, early)
received = b""
first_draw = None
sent_late = False
stdout = b""
while True:
    ready, _, _ = select.select([master, out_read], [], [], 0.05)
    if master in ready:
        try:
            chunk = os.read(master, 65536)
        except OSError:
            chunk = b""
        if chunk:
            received += chunk
            if first_draw is None and b"[6n" in received and len(received.split(b"[6n", 1)[1]) > 0:
                first_draw = time.monotonic()
    if out_read in ready:
        chunk = os.read(out_read, 65536)
        if not chunk:
            break
        stdout += chunk
    if not sent_late and time.monotonic() - start > 1.0:
        os.write(master, late)
        sent_late = True
    if time.monotonic() - start > 10:
        # Still running after 10 s: stopped, so that a failing test fails instead of waiting.
        os.kill(pid, signal.SIGKILL)
        break
_, status = os.waitpid(pid, 0)
print(repr(received))
print("STDOUT:" + stdout.decode(errors="replace").strip())
print("STATUS:%d" % (os.WEXITSTATUS(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status)))
print("ELAPSED:%d" % int(((first_draw or time.monotonic()) - start) * 1000))
