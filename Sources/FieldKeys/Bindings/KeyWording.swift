/// The words the key tables put on a component's message row while a key sequence is read, and
/// the separator of a help line's entries.
package enum KeyWording {
  /// What separates the entries of a help line (`KeyBindings.helpLine`).
  package static let helpSeparator = " · "

  /// A prefix key waits for its second key: "Ctrl-X-", as Emacs shows it.
  package static func prefixWaiting(_ key: String) -> String { "\(key)-" }

  /// A prefix and the key after it that the table does not bind: "Ctrl-X Q is not bound".
  package static func notBound(_ keys: String) -> String { "\(keys) is not bound" }

  /// A numeric argument being typed: "argument 4", "argument -1".
  package static func argument(_ count: Int) -> String { "argument \(count)" }

  /// A numeric argument past readline's limit, dropped.
  package static let argumentTooLarge = "argument over \(NumericArgument.limit): dropped"

  /// Ctrl-] or Alt-Ctrl-] followed by a key that is no character to search for.
  package static func notACharacter(_ key: String) -> String { "\(key) is no character to search for" }

  /// Ctrl-X ( started recording a keyboard macro.
  package static let macroRecording = "recording a keyboard macro: Ctrl-X ) ends it"

  /// Ctrl-X ) kept a macro of `count` keys.
  package static func macroRecorded(_ count: Int) -> String {
    "keyboard macro of \(count) key\(count == 1 ? "" : "s") kept: Ctrl-X e types it"
  }

  /// Ctrl-X ( while a macro is recorded: both dropped, as readline aborts.
  package static let macroAlreadyRecording = "already recording a keyboard macro: recording dropped"

  /// Ctrl-X e while a macro is recorded: recording dropped, as readline aborts.
  package static let macroCalledWhileRecording =
    "a keyboard macro cannot run while one is recorded: recording dropped"

  /// Ctrl-X ) with no macro being recorded.
  package static let macroNotRecording = "no keyboard macro is being recorded"

  /// Ctrl-X e before any macro was recorded.
  package static let noMacro = "no keyboard macro recorded yet: Ctrl-X ( starts one"

  /// A key as a help label shows it: "^S", "Esc", "Enter", "Tab", "PgUp", "F2", "Alt-X", "Space".
  package static func helpKey(_ event: KeyEvent) -> String {
    switch event {
    case .text(" "): return "Space"
    case .key(.control(let character), []): return "^" + character.uppercased()
    case .key(.escape, []): return "Esc"
    case .key(.pageUp, []): return "PgUp"
    case .key(.pageDown, []): return "PgDn"
    default: return event.name
    }
  }

  /// What a help label says a key does, without its keys: "submit" of "Enter submit", "new line"
  /// of "Enter new line", "month" of "PgUp PgDn month"; nil for a label of keys alone.
  package static func helpAction(_ label: String) -> String? {
    var words = label.split(separator: " ", omittingEmptySubsequences: true)
    while let word = words.first, words.count > 1, isKeyWord(String(word)) { words.removeFirst() }
    return words.isEmpty ? nil : words.joined(separator: " ")
  }

  /// True for a word of a help label that names keys: arrows, "^C", "Esc", "F2", one character…
  private static func isKeyWord(_ word: String) -> Bool {
    word.count == 1 || word.hasPrefix("^") || word.allSatisfy { "←→↑↓".contains($0) }
      || ["Enter", "Esc", "Tab", "Space", "PgUp", "PgDn", "Home", "End"].contains(word)
      || word.hasPrefix("Alt-") || word.hasPrefix("Shift-") || word.hasPrefix("Ctrl-")
      || (word.hasPrefix("F") && Int(word.dropFirst()) != nil)
  }
}
