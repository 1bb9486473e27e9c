/* first-paint: microseconds from starting a program on a new pseudo-terminal (80x24, TERM as
 * given) to the moment its output holds a marker text, that is, its first painted screen; then
 * the program gets ESC and is waited for (at most a second, then killed). Precise where polling tmux's screen is not.
 * Like a terminal, it answers the cursor-position query (ESC [ 6 n) at once, with row 24,
 * column 1: an inline program asks it before it draws.
 * Usage: first-paint MARKER PROGRAM [ARG...] */
#define _GNU_SOURCE
#include <fcntl.h>
#include <pty.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (long long)t.tv_sec * 1000000 + t.tv_nsec / 1000;
}

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: first-paint MARKER PROGRAM [ARG...]\n"); return 2; }
  const char *marker = argv[1];
  struct winsize size = {.ws_row = 24, .ws_col = 80};
  int master;
  long long start = now_us();
  pid_t pid = forkpty(&master, NULL, NULL, &size);
  if (pid < 0) { perror("forkpty"); return 2; }
  if (pid == 0) {
    execvp(argv[2], argv + 2);
    _exit(127);
  }
  char buffer[1 << 16];
  size_t used = 0;
  long long painted = -1;
  int answered = 0;
  while (painted < 0) {
    ssize_t n = read(master, buffer + used, sizeof buffer - 1 - used);
    if (n <= 0) break;
    used += (size_t)n;
    buffer[used] = 0;
    if (!answered && memmem(buffer, used, "\033[6n", 4)) {
      write(master, "\033[24;1R", 8);
      answered = 1;
    }
    if (memmem(buffer, used, marker, strlen(marker))) painted = now_us() - start;
    if (used > sizeof buffer / 2) { memmove(buffer, buffer + used - 256, 256); used = 256; }
  }
  write(master, "\033", 1);
  fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK); /* drain without blocking */
  for (int i = 0; i < 200; i++) { /* drain until it exits */
    int status;
    if (waitpid(pid, &status, WNOHANG) == pid) break;
    char sink[4096];
    struct timespec pause = {0, 5000000};
    nanosleep(&pause, NULL);
    while (read(master, sink, sizeof sink) > 0 && waitpid(pid, &status, WNOHANG) == 0) {}
  }
  kill(pid, SIGKILL);
  waitpid(pid, NULL, 0);
  if (painted < 0) { fprintf(stderr, "first-paint: no \"%s\" in the output\n", marker); return 1; }
  printf("%lld\n", painted);
  return 0;
}
