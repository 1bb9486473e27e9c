// The parts of wide-character ncurses that FieldTerminal uses, made importable by Swift 6.
//
// SwiftPM drops pkg-config's -D flags, so the wide-character API is switched on here, before the
// include. Swift cannot import C macros (getmaxyx, COLOR_PAIR, A_*) and refuses C globals (stdscr,
// curscr, LINES, COLS) as not concurrency-safe: each is wrapped in a static inline function.
#ifndef TF_CNCURSESW_SHIM_H
#define TF_CNCURSESW_SHIM_H

#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <wchar.h>

#if __has_include(<ncursesw/ncurses.h>)
#include <ncursesw/ncurses.h>
#else
#include <ncurses.h>
#endif

static inline WINDOW *tf_stdscr(void) { return stdscr; }
static inline WINDOW *tf_curscr(void) { return curscr; }

static inline void tf_getmaxyx(WINDOW *window, int *rows, int *columns) {
  int y, x;
  getmaxyx(window, y, x);
  *rows = y;
  *columns = x;
}

static inline attr_t tf_attr_normal(void) { return A_NORMAL; }
static inline attr_t tf_attr_reverse(void) { return A_REVERSE; }
static inline attr_t tf_attr_bold(void) { return A_BOLD; }
static inline attr_t tf_attr_dim(void) { return A_DIM; }
static inline attr_t tf_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t tf_attr_standout(void) { return A_STANDOUT; }
static inline attr_t tf_color_pair(short pair) { return (attr_t)COLOR_PAIR(pair); }
static inline int tf_color_count(void) { return COLORS; }

static inline short tf_color_black(void) { return COLOR_BLACK; }
static inline short tf_color_red(void) { return COLOR_RED; }
static inline short tf_color_green(void) { return COLOR_GREEN; }
static inline short tf_color_yellow(void) { return COLOR_YELLOW; }
static inline short tf_color_cyan(void) { return COLOR_CYAN; }

/// Draws `count` wide characters at (row, column) with the given attributes and colour pair.
static inline int tf_draw(WINDOW *window, int row, int column, const wchar_t *text, int count,
                          attr_t attributes, short pair) {
  wattr_set(window, attributes, pair, NULL);
  if (wmove(window, row, column) == ERR) return ERR;
  return waddnwstr(window, text, count);
}

/// True when the current locale's character set can encode a wide character (wcrtomb), that
/// is, when ncurses can send it to the terminal.
static inline int tf_locale_encodes(wchar_t character) {
  char bytes[MB_LEN_MAX];
  mbstate_t state = {0};
  return wcrtomb(bytes, character, &state) != (size_t)-1;
}

/// The width that ncurses gives a scalar (the C library's wcwidth): -1 for controls.
static inline int tf_wcwidth(wchar_t scalar) { return wcwidth(scalar); }

/// True when `tigetstr` reported a capability that is absent (NULL) or cancelled ((char *)-1).
static inline int tf_capability_missing(const char *value) {
  return value == NULL || value == (const char *)-1;
}

#endif
