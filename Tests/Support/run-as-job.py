#!/usr/bin/env python3
"""Test support: runs a command as a foreground job in its own process group, like a job-control
shell, but without a shell's reporting: a stopped job stays stopped until someone sends SIGCONT.

A process group whose members' parents are all outside the session is "orphaned", and the kernel
discards SIGTSTP sent to it; under `sh -c` in a tmux pane that is the case, so the end-to-end test
of stop and continue runs the program through this wrapper. Exits with the command's status
(128+n for signal n)."""
import os
import signal
import sys

signal.signal(signal.SIGTTOU, signal.SIG_IGN)
tty = os.open("/dev/tty", os.O_RDWR)
child = os.fork()
if child == 0:
    os.setpgid(0, 0)
    os.tcsetpgrp(tty, os.getpgrp())
    signal.signal(signal.SIGTTOU, signal.SIG_DFL)
    os.execvp(sys.argv[1], sys.argv[1:])
os.setpgid(child, child) if os.getpgid(child) != child else None
_, status = os.waitpid(child, 0)
os.tcsetpgrp(tty, os.getpgrp())
sys.exit(os.WEXITSTATUS(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status))
