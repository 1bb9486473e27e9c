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
/// drawing and to `wcwidth` (loading all of them costs a dozen file reads at every start). When its codeset is not UTF-8 and the user
/// chose no locale (LC_ALL, LC_CTYPE and LANG unset, empty, "C" or "POSIX") or chose a UTF-8 one
/// that is not installed, LC_CTYPE falls back to "C.UTF-8": wide characters then work, while
/// messages and collation stay as the user set them. A deliberately chosen legacy locale (for
/// example "de_DE.ISO-8859-1") is respected.
enum TerminalLocale {
  /// Applies the rule above; returns whether the character type is UTF-8 afterwards.
  @discardableResult
  static func setUp() -> Bool {
    setlocale(LC_CTYPE, "")
    if isUTF8 { return true }
    let names: [String] = ["LC_ALL", "LC_CTYPE", "LANG"]
    let chosen = names.lazy
      .compactMap { (name: String) -> String? in getenv(name).map { String(cString: $0) } }
      .first { !$0.isEmpty }
    if shouldFallBack(chosenLocale: chosen) {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
    return isUTF8
  }

  /// Whether the effective locale name (the first set of LC_ALL, LC_CTYPE, LANG) leaves room for
  /// the C.UTF-8 fallback when the active codeset is not UTF-8.
  static func shouldFallBack(chosenLocale: String?) -> Bool {
    guard let chosen = chosenLocale else { return true }
    if chosen == "C" || chosen == "POSIX" { return true }
    let lowered = chosen.lowercased()
    return lowered.contains("utf-8") || lowered.contains("utf8")
  }

  private static var isUTF8: Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).lowercased()
    return name == "utf-8" || name == "utf8"
  }
}
