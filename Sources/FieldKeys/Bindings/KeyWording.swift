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
}
