#!/usr/bin/python3
"""Test support: runs a command on a pseudo-terminal drawn by pyte, an emulator that does not
reflow rows on a resize (it cuts them, as xterm does), and answers the cursor-position query.

    pyte-resize.py WIDTH HEIGHT TEXT NEWWIDTH -- COMMAND...

Three lines "line 1".."line 3" are on the screen first. TEXT is typed once the command has drawn,
the screen is then made NEWWIDTH columns wide (the pty's size too, so the command gets SIGWINCH),
and once it has drawn again a carriage return is typed. Prints the screen's rows (trailing blanks
cut), then "STDOUT:" and what the command wrote to stdout, then "STATUS:" and its exit status.
Needs Debian's python3-pyte (run with /usr/bin/python3)."""
import fcntl
import os
import pty
import select
import struct
import sys
import termios
import time

import pyte

width, height, text, new_width = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
command = sys.argv[sys.argv.index("--") + 1:]
out_read, out_write = os.pipe()
pid, master = pty.fork()
if pid == 0:
    os.dup2(out_write, 1)
    for name in ["TMUX", "VTE_VERSION", "KITTY_WINDOW_ID", "WT_SESSION", "ALACRITTY_WINDOW_ID", "TERM_PROGRAM"]:
        os.environ.pop(name, None)
    os.environ["TERM"] = "xterm-256color"
    os.execvp(command[0], command)
os.close(out_write)


class Screen(pyte.Screen):
    def write_process_input(self, data):
        os.write(master, data.encode())


def set_size(columns):
    fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", height, columns, 0, 0))


screen = Screen(width, height)
stream = pyte.ByteStream(screen)
set_size(width)
stream.feed(b"line 1\r\nline 2\r\nline 3\r\n")


def pump(until, seconds=5.0):
    """Feeds the command's output to the screen until `until()` holds or the command ends."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if until():
            return True
        ready, _, _ = select.select([master], [], [], 0.05)
        if ready:
            try:
                data = os.read(master, 65536)
            except OSError:
                return until()
            if not data:
                return until()
            stream.feed(data)
    return until()


def field_row(columns):
    return any(row.startswith("› Name  <") and len(row.rstrip()) == columns - 1 for row in screen.display)


pump(lambda: any("› Name" in row for row in screen.display))
os.write(master, text.encode())
pump(lambda: field_row(width))
screen.resize(height, new_width)
set_size(new_width)
pump(lambda: field_row(new_width))
os.write(master, b"\r")
pump(lambda: False, seconds=1.0)
_, status = os.waitpid(pid, 0)
for row in screen.display:
    print(row.rstrip())
stdout = b""
while True:
    chunk = os.read(out_read, 65536)
    if not chunk:
        break
    stdout += chunk
print("STDOUT:" + stdout.decode(errors="replace").rstrip("\n"))
print("STATUS:" + str(os.waitstatus_to_exitcode(status)))
