import CTerminalSupport

#if os(macOS)
  import CNCursesMacOS
  import Darwin
#else
  import CNCursesW
  import Glibc
#endif

extension TerminalSession {
  /// The terminfo capabilities of the keys a field editor uses, in the order of
  /// ``terminfoKeys()``.
  package static let keyCapabilities: [String] =
    [
      "kcuu1", "kcud1", "kcub1", "kcuf1", "khome", "kend", "kpp", "knp", "kich1", "kdch1", "kbs",
      "kcbt",
    ] + (1...12).map { "kf\($0)" } + ["kLFT", "kRIT", "kHOM", "kEND", "kDC"]

  /// The byte strings the terminal sends for its keys, by terminfo capability name (see
  /// ``keyCapabilities``), as this terminal's terminfo entry gives them in keypad transmit mode.
  /// Capabilities the entry lacks or cancels are left out.
  package func terminfoKeys() -> [String: [UInt8]] { Self.terminfoKeys() }

  /// The key strings of the terminfo entry loaded now (by `newterm` or `setupterm`).
  static func terminfoKeys() -> [String: [UInt8]] {
    var keys: [String: [UInt8]] = [:]
    for name in Self.keyCapabilities {
      if let bytes = Self.capability(name), !bytes.isEmpty {
        keys[name] = bytes
      }
    }
    return keys
  }

  /// True when the terminfo entry declares bracketed paste (the extended capabilities `PS`/`BE`
  /// of xterm, tmux and their kin): pastes then arrive between markers, and several characters in
  /// one read are typing, not a paste.
  package var declaresBracketedPaste: Bool { Self.declaresBracketedPaste }

  /// Whether the terminfo entry loaded now declares bracketed paste, or the terminal is one of the
  /// macOS terminals that bracket pastes whatever their TERM's entry says
  /// (``bracketsPastesByProgram(_:)``).
  static var declaresBracketedPaste: Bool {
    Self.capability("PS") != nil || Self.capability("BE") != nil
      || bracketsPastesByProgram { name in getenv(name).map { String(cString: $0) } }
  }

  /// True when `TERM_PROGRAM` names a terminal that brackets every paste once asked to
  /// (Terminal.app, iTerm2, WezTerm). Their TERM is `xterm-256color`, whose entry in the terminfo
  /// database macOS ships (ncurses 5.7 and 6.0) declares no bracketed paste: without this, several
  /// keys typed ahead in one read would be taken for a paste.
  static func bracketsPastesByProgram(_ environment: (String) -> String?) -> Bool {
    guard let program = environment("TERM_PROGRAM") else { return false }
    return ["Apple_Terminal", "iTerm.app", "WezTerm"].contains(program)
  }

  /// A string capability of the current terminal, or nil when absent or cancelled.
  static func capability(_ name: String) -> [UInt8]? {
    guard let value = tf_tigetstr(name), tf_capability_missing(value) == 0 else { return nil }
    return Array(String(cString: value).utf8)
  }

  /// Gives the signal handlers the bytes that leave program mode (bracketed paste off, keypad
  /// off, cursor visible, alternate screen left) and re-enter it after a stop.
  static func storeModeBytes() {
    let leave =
      bracketedPasteOff + (capability("rmkx") ?? []) + (capability("cnorm") ?? [])
      + (capability("rmcup") ?? [])
    let enter = (capability("smcup") ?? []) + (capability("smkx") ?? []) + bracketedPasteOn
    leave.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { tf_support_set_leave_bytes($0.baseAddress, $0.count) }
    }
    enter.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { tf_support_set_enter_bytes($0.baseAddress, $0.count) }
    }
  }
}
