/* raw-reader: the limit for tf-bench's end-to-end paste row. Opens /dev/tty in raw mode with
 * bracketed paste on, reads one bracketed paste and then Enter with large read() calls, and
 * prints the pasted text as the same JSON object fields-demo prints for its unlimited field
 * (other fields empty). No editing, no rules, no screen: what any program must at least do. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

int main(void) {
  int fd = open("/dev/tty", O_RDWR);
  if (fd < 0) { perror("raw-reader: /dev/tty"); return 2; }
  struct termios saved, raw;
  tcgetattr(fd, &saved);
  raw = saved;
  cfmakeraw(&raw);
  tcsetattr(fd, TCSANOW, &raw);
  write(fd, "\033[?2004hraw-reader ready\r\n", 26);
  size_t cap = 1 << 20, len = 0;
  char *buf = malloc(cap + 1);
  const char *end = "\033[201~";
  long stop = -1; /* offset of the end marker: the buffer moves when it grows */
  for (;;) {
    if (cap - len < 65536) { cap *= 2; buf = realloc(buf, cap + 1); }
    ssize_t n = read(fd, buf + len, 65536);
    if (n <= 0) break;
    size_t from = len > 5 ? len - 5 : 0; /* the marker may straddle two reads */
    len += (size_t)n;
    if (stop < 0) {
      char *found = memmem(buf + from, len - from, end, 6);
      if (found) stop = found - buf;
    }
    if (stop >= 0 && memchr(buf + stop + 6, '\r', len - (size_t)stop - 6)) break;
  }
  write(fd, "\033[?2004l", 8);
  tcsetattr(fd, TCSANOW, &saved);
  char *start = memmem(buf, len, "\033[200~", 6);
  if (!start || stop < 0) return 1;
  start += 6;
  fputs("{\"banned\":\"\",\"freaky\":\"\",\"one\":\"\",\"unlimited\":\"", stdout);
  for (char *p = start; p < buf + stop; p++) {
    unsigned char c = (unsigned char)*p;
    if (c == '"' || c == '\\') { putchar('\\'); putchar(c); }
    else if (c < 0x20) printf("\\u%04x", c);
    else putchar(c);
  }
  fputs("\",\"vowels\":\"\"}\n", stdout);
  return 0;
}
