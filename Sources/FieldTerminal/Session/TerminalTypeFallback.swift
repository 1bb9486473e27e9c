/// The terminfo entries to try for a terminal type, best first: TERM itself, then a kin that a
/// terminfo database is likelier to have.
///
/// A terminal type can be right and still missing from the machine's database: macOS has no
/// `tmux-256color`, and a server reached over ssh rarely knows `xterm-kitty` or `xterm-ghostty`.
/// Rather than refuse to start, the sessions fall back as Neovim's built-in entries do, within
/// the family: tmux and screen types to `screen-256color` (those with 256 colours) and `screen`,
/// xterm types to `xterm-256color` and `xterm`. Other types have no fallback. Nothing says which
/// entry was used; TERM is left as it is for the programs the user runs.
enum TerminalTypeFallback {
  /// TERM first, then its family's fallbacks, each once.
  static func candidates(for terminalType: String) -> [String] {
    var names = [terminalType]
    for fallback in fallbacks(for: terminalType) where !names.contains(fallback) {
      names.append(fallback)
    }
    return names
  }

  private static func fallbacks(for terminalType: String) -> [String] {
    func inFamily(_ family: String) -> Bool {
      terminalType == family || terminalType.hasPrefix(family + "-") || terminalType.hasPrefix(family + ".")
    }
    let manyColors = terminalType.contains("256color") || terminalType.contains("direct")
    if inFamily("tmux") || inFamily("screen") {
      return manyColors ? ["screen-256color", "screen"] : ["screen"]
    }
    if inFamily("xterm") {
      return ["xterm-256color", "xterm"]
    }
    return []
  }

  /// The first of `terminalType`'s candidates that `load` accepts (it loads the entry, as
  /// `newterm` or `setupterm` does), or nil when none is.
  static func firstLoaded<Loaded>(for terminalType: String, _ load: (String) -> Loaded?) -> Loaded? {
    for name in candidates(for: terminalType) {
      if let loaded = load(name) { return loaded }
    }
    return nil
  }
}
