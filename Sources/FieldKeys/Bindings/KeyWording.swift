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
}
