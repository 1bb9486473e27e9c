// The parts of wide-character ncurses that FieldTerminal uses, made importable by Swift 6.
//
// SwiftPM drops pkg-config's -D flags, so the wide-character API is switched on here, before the
// include. Swift cannot import C macros (getmaxyx, COLOR_PAIR, A_*) and refuses C globals (stdscr,
// curscr, LINES, COLS) as not concurrency-safe: each is wrapped in a static inline function.
//
// Only API that Apple's ncurses 5.7 (macOS up to 13) and 6.0 (macOS 14 on) both have is used, so
// that Linux runs the code macOS runs: `tparm`, not `tiparm` (6.0 marks it macOS 14); no
// `alloc_pair` (6.1): colour pairs come from FieldTerminal's own cache over `init_pair`. Apple's
// headers make WINDOW opaque (NCURSES_OPAQUE 1, Debian's 0); it is made a complete type here on
// both, so that Swift sees `UnsafeMutablePointer<WINDOW>` everywhere. Scripts/apple-ncurses.sh
// builds Apple's two versions on Linux and runs the tests against them.
#ifndef TF_CNCURSESW_SHIM_H
#define TF_CNCURSESW_SHIM_H

#define NCURSES_WIDECHAR 1
#define NCURSES_OPAQUE 0
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
/// Italic where ncurses has it (5.9 on); the curses macOS ships (5.7) has none, so 0 there.
#ifdef A_ITALIC
static inline attr_t tf_attr_italic(void) { return A_ITALIC; }
#else
static inline attr_t tf_attr_italic(void) { return 0; }
#endif
static inline attr_t tf_color_pair(short pair) { return (attr_t)COLOR_PAIR(pair); }
static inline int tf_color_count(void) { return COLORS; }

static inline short tf_color_black(void) { return COLOR_BLACK; }
static inline short tf_color_red(void) { return COLOR_RED; }
static inline short tf_color_green(void) { return COLOR_GREEN; }
static inline short tf_color_yellow(void) { return COLOR_YELLOW; }
static inline short tf_color_cyan(void) { return COLOR_CYAN; }

/// Starts ncurses on a terminal of type `type` (newterm). ncurses 5.7 and 6.0 take a `char *`,
/// which Swift's strings cannot pass.
static inline SCREEN *tf_newterm(const char *type, FILE *output, FILE *input) {
  return newterm((char *)type, output, input);
}

/// Draws `count` wide characters at (row, column) with the given attributes and colour pair
/// (at most 255: without ncurses 6.1's extended pairs a pair number is 8 bits of an attribute).
static inline int tf_draw(WINDOW *window, int row, int column, const wchar_t *text, int count,
                          attr_t attributes, short pair) {
  wattr_set(window, attributes, pair, NULL);
  if (wmove(window, row, column) == ERR) return ERR;
  return waddnwstr(window, text, count);
}

/// The number of colour pairs the terminal has (COLOR_PAIRS), 0 before start_color.
static inline int tf_color_pair_count(void) { return COLOR_PAIRS; }

/// True when the current locale's character set can encode a wide character (wcrtomb), that
/// is, when ncurses can send it to the terminal.
static inline int tf_locale_encodes(wchar_t character) {
  char bytes[MB_LEN_MAX];
  mbstate_t state = {0};
  return wcrtomb(bytes, character, &state) != (size_t)-1;
}

/// The width that ncurses gives a scalar (the C library's wcwidth): -1 for controls.
static inline int tf_wcwidth(wchar_t scalar) { return wcwidth(scalar); }

// term.h for setupterm, which ncurses 5.7's curses.h does not declare. It defines every
// capability's long name as a macro (`columns`, `lines`), so it comes after the code above.
#if __has_include(<ncursesw/term.h>)
#include <ncursesw/term.h>
#else
#include <term.h>
#endif

/// Loads the terminfo entry of `term` for `fd` without starting a screen (setupterm), for the
/// inline presentation, which draws with terminfo capabilities alone. Returns 1 when loaded; 0 or
/// -1 when the entry is missing or the database cannot be found.
static inline int tf_setupterm(const char *term, int fd) {
  int status = 0;
  if (setupterm((char *)term, fd, &status) != OK) return status <= 0 ? status : -1;
  return 1;
}

/// A parameterized capability with one parameter (`cuu`, `setaf`, `hpa`), or NULL.
static inline const char *tf_tparm1(const char *capability, int parameter) {
  return tparm((char *)capability, (long)parameter, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L);
}

/// A string capability of the loaded entry (tigetstr: NULL when absent, (char *)-1 when not a
/// string capability). ncurses 5.7 and 6.0 take a `char *`, which Swift's strings cannot pass.
static inline const char *tf_tigetstr(const char *name) { return tigetstr((char *)name); }

/// A numeric capability (`colors`, `cols`), or -1 / -2 when absent or cancelled.
static inline int tf_tigetnum(const char *name) { return tigetnum((char *)name); }

/// Encodes a wide character in the current locale's character set into `bytes` (at least
/// MB_LEN_MAX long): the number of bytes, or -1 when the set has no such character.
static inline int tf_wide_to_locale(wchar_t character, char *bytes) {
  mbstate_t state = {0};
  size_t count = wcrtomb(bytes, character, &state);
  return count == (size_t)-1 ? -1 : (int)count;
}

/// The most bytes one wide character takes in any locale's character set.
static inline int tf_multibyte_maximum(void) { return MB_LEN_MAX; }

/// True when `tigetstr` reported a capability that is absent (NULL) or cancelled ((char *)-1).
static inline int tf_capability_missing(const char *value) {
  return value == NULL || value == (const char *)-1;
}

#endif
