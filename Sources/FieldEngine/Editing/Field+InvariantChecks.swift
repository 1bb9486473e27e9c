/// Whether fields check their invariants after every edit: off unless a process asks.
nonisolated(unsafe) private var checkingEveryEdit = false

extension Field {
  /// Whether every edit checks the field's invariants when it is done, and stops the program,
  /// naming everything that is wrong, when one is broken. For tests and fuzzers, like the
  /// internal checks of swift-collections: off unless asked for, so a program that uses fields
  /// pays one untaken branch an edit.
  ///
  /// "Every edit" is every `apply(_:)` and every change of rules. The check is
  /// `invariantViolations()` while the text has at most 8 KiB of UTF-8; past that it checks that
  /// the cached counts agree with each other and with the text's length, the limits against them,
  /// and 1 KiB of text on each side of the cursor and of the anchor (where an edit leaves them):
  /// boundaries, character rules and cached format states. So a test can paste a million
  /// characters and go on typing.
  ///
  /// TerminalFields' own test processes and fuzzers turn this on before `main`, and its programs
  /// do when started with `TF_CHECK_INVARIANTS=1` (its tmux tests start them so). A package that
  /// uses fields can set it at the start of its own tests. Set it before fields are edited on
  /// other threads: it is read without synchronization.
  public static var checksInvariantsAfterEveryEdit: Bool {
    get { checkingEveryEdit }
    set { checkingEveryEdit = newValue }
  }

  /// When `checksInvariantsAfterEveryEdit` is on, stops the program if an invariant is broken
  /// after `change` (described only when it is).
  func checkInvariantsIfAsked(after change: @autoclosure () -> String) {
    guard checkingEveryEdit else { return }
    let problems = invariantViolationsAfterEdit()
    guard !problems.isEmpty else { return }
    var description = change()
    if description.count > 200 {
      description = description.prefix(200) + "… (\(description.count) characters)"
    }
    fatalError(
      "field \(id.debugDescription): invariants broken after \(description):\n"
        + problems.joined(separator: "\n"))
  }
}

/// Turns on `Field.checksInvariantsAfterEveryEdit`; the C entry point of the targets that do it
/// before `main` (`InvariantChecksOn` in test processes and fuzzers, and
/// `InvariantChecksFromEnvironment` in the programs, for `TF_CHECK_INVARIANTS=1`). Not for use
/// from Swift: set the property.
@_cdecl("terminalfields_check_invariants_after_every_edit")
public func _checkInvariantsAfterEveryEdit() {
  checkingEveryEdit = true
}
