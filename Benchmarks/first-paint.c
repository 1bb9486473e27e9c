/* first-paint: microseconds from starting a program on a new pseudo-terminal (80x24, TERM as
 * given) to the moment its output holds a marker text, that is, its first painted screen; then
 * the program gets ESC and is waited for (at most a second, then killed). Precise where polling tmux's screen is not.
 * Like a terminal, it answers the cursor-position query (ESC [ 6 n) at once, with row 24,
 * column 1: an inline program asks it before it draws.
 * With FIRST_PAINT_STDIN=FILE in the environment, the program's stdin is a pipe that a process
 * of its own fills with FILE as fast as the program reads it (`cat FILE | PROGRAM`, without a
 * shell's start in the time).
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
    const char *feed = getenv("FIRST_PAINT_STDIN");
    if (feed) {
      int ends[2];
      if (pipe(ends) != 0) _exit(127);
      if (fork() == 0) { /* the writer: FILE into the pipe, then EOF */
        close(ends[0]);
        int file = open(feed, O_RDONLY);
        if (file < 0) _exit(1);
        static char chunk[1 << 16];
        ssize_t n;
        while ((n = read(file, chunk, sizeof chunk)) > 0)
          for (ssize_t done = 0; done < n;) {
            ssize_t w = write(ends[1], chunk + done, (size_t)(n - done));
            if (w <= 0) _exit(0);
            done += w;
          }
        _exit(0);
      }
      dup2(ends[0], 0);
      close(ends[0]);
      close(ends[1]);
    }
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
