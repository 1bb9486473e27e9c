#if os(macOS)
  import CNCursesMacOS
  import Darwin
#else
  import CNCursesW
  import Glibc
#endif

/// Sets the process locale so that ncurses draws wide characters.
///
/// `setlocale(LC_CTYPE, "")` takes the user's character set: the only category that matters to
/// drawing and to `wcwidth` (loading all of them costs a dozen file reads at every start). When
/// the result is not UTF-8, LC_CTYPE falls back to "C.UTF-8" unless the user's locale is really
/// in force: it does when the user chose no locale (LC_ALL, LC_CTYPE and LANG unset, empty, "C"
/// or "POSIX") and when the chosen one cannot be used (`setlocale` fails: a locale that is not
/// installed, UTF-8 or not), since the C library then stays in "C", which draws no character
/// beyond ASCII. Wide characters then work, while messages and collation stay as the user set
/// them. An installed legacy locale (for example "de_DE.ISO-8859-1") is respected; the
/// `Painter` then draws what its character set lacks as visible stand-ins (`GlyphFallback`).
enum TerminalLocale {
  /// Applies the rule above; returns whether the character type is UTF-8 afterwards.
  @discardableResult
  static func setUp() -> Bool {
    let usable = setlocale(LC_CTYPE, "") != nil
    if isUTF8 { return true }
    let names: [String] = ["LC_ALL", "LC_CTYPE", "LANG"]
    let chosen = names.lazy
      .compactMap { (name: String) -> String? in getenv(name).map { String(cString: $0) } }
      .first { !$0.isEmpty }
    if shouldFallBack(chosenLocale: chosen, usable: usable) {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
    return isUTF8
  }

  /// Whether a non-UTF-8 character type gives way to C.UTF-8: the effective locale name (the
  /// first set of LC_ALL, LC_CTYPE, LANG) is none, "C" or "POSIX", or `setlocale` could not use it.
  static func shouldFallBack(chosenLocale: String?, usable: Bool) -> Bool {
    guard usable, let chosen = chosenLocale else { return true }
    return chosen == "C" || chosen == "POSIX"
  }

  /// Whether the current character type's codeset is UTF-8.
  static var isUTF8: Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).lowercased()
    return name == "utf-8" || name == "utf8"
  }
}
