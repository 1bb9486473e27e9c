/// What an edit did, and why: the engine's answer to every `Edit`.
package struct EditOutcome: Equatable, Sendable {
  /// The kind of answer.
  package enum Status: Equatable, Sendable {
    /// The edit went in as asked.
    case applied
    /// The edit went in changed: filtered, truncated, or cleaned of controls.
    case adjusted
    /// The edit was refused; nothing changed.
    case refused
    /// The edit had nothing to do (a move at the end of the text, an empty insert).
    case unchanged
  }

  /// The kind of answer.
  package var status: Status
  /// Why, in structured form; empty when the edit went in as asked.
  package var reasons: [Reason]
  /// False for the outcomes of a password field (`Field.isPassword`): their message says "a
  /// character" where it would quote one, so no message shows what was typed. The reasons still
  /// hold the characters.
  package var namesCharacters = true

  /// Creates an outcome.
  package init(_ status: Status, _ reasons: [Reason] = []) {
    self.status = status
    self.reasons = reasons
  }

  /// True when the text, cursor or selection may have changed.
  package var changedState: Bool { status == .applied || status == .adjusted }

  /// The message to show the user, or nil when there is nothing to say.
  package var message: String? { Wording.message(for: self) }

  /// The message to show the user, with the keys of an edit named as a front end's key table
  /// names them ("Alt-Y cycles the kill ring only right after a yank").
  package func message(keyNames: (Edit) -> String?) -> String? {
    Wording.message(for: self, keyNames: keyNames)
  }
}

/// Why an edit was adjusted or refused.
package struct Reason: Equatable, Hashable, Sendable {
  /// What it is, for the package's code to switch over.
  package enum Operation: Equatable, Hashable, Sendable {
    case characterRefused([Character], RuleSummary)
    case limitReached(LengthLimit)
    case partlyKept(
      origin: EditOrigin, offered: Int, kept: Int, notAllowed: Int, rule: RuleSummary?, stoppedAt: Character?,
      overLimit: Int, limit: LengthLimit?)
    case joinRefused(Character, RuleSummary)
    case shiftRefused(format: String)
    case cleaned(CleaningReport)
    case misconfigured(ConfigurationError)
    case pastedDateRefused(String, DateRefusal?)
    case stepBeyondRange(bound: String, maximum: Bool)
    case nothingToUndo
    case nothingToRedo
    case killRingEmpty
    case yankPopWithoutYank
    case nothingToTranspose
    case nothingToRevert
    case noHistory
    case passwordKeepsNoHistory
    case historyEnd(older: Bool)
    case entryNotRecalled(entry: Int, count: Int)
    case characterNotFound(Character, forward: Bool)
    case overwriteMode(Bool)
    case noWordToYank(entry: Int?)
    case noEntryStarting(with: String, older: Bool)
    case notInHistory(String)
    case lineLimitReached(Int)
  }

  /// What it is.
  package let operation: Operation

  /// A value that is `operation`.
  package init(_ operation: Operation) { self.operation = operation }

  /// Characters a character rule refuses (the first rule that refused them).
  package static func characterRefused(_ characters: [Character], _ rule: RuleSummary) -> Reason {
    Reason(.characterRefused(characters, rule))
  }

  /// The edit would take the text past a limit.
  package static func limitReached(_ limit: LengthLimit) -> Reason { Reason(.limitReached(limit)) }

  /// Text from `origin` went in partly: `kept` of `offered` characters. Under `.filter`, `notAllowed`
  /// were dropped by `rule`; under `.truncate`, the text stopped at the refused `stoppedAt`; and
  /// `overLimit` did not fit `limit`.
  package static func partlyKept(
    origin: EditOrigin, offered: Int, kept: Int, notAllowed: Int, rule: RuleSummary?, stoppedAt: Character?,
    overLimit: Int, limit: LengthLimit?
  ) -> Reason {
    Reason(
      .partlyKept(
        origin: origin, offered: offered, kept: kept, notAllowed: notAllowed, rule: rule,
        stoppedAt: stoppedAt, overLimit: overLimit, limit: limit))
  }

  /// A deletion would join its neighbours into a character that a rule refuses.
  package static func joinRefused(_ character: Character, _ rule: RuleSummary) -> Reason {
    Reason(.joinRefused(character, rule))
  }

  /// A deletion inside a mask's or a date's text would shift what follows out of its slots,
  /// leaving a text no typing can complete: the format's summary.
  package static func shiftRefused(format: String) -> Reason { Reason(.shiftRefused(format: format)) }

  /// Controls were removed from the text, or line breaks and tabs replaced by spaces.
  package static func cleaned(_ report: CleaningReport) -> Reason { Reason(.cleaned(report)) }

  /// The field's rules are broken, so it takes no text.
  package static func misconfigured(_ error: ConfigurationError) -> Reason { Reason(.misconfigured(error)) }

  /// Text pasted (or yanked, or set from code) into a date field that is no date in range: the
  /// text, and why (nil when it is no whole date in the field's layout or in ISO form, and does
  /// not fit whole either).
  package static func pastedDateRefused(_ text: String, _ refusal: DateRefusal?) -> Reason {
    Reason(.pastedDateRefused(text, refusal))
  }

  /// A date step that would leave the range: the bound it would pass, written in the field's
  /// layout, and whether it is the maximum.
  package static func stepBeyondRange(bound: String, maximum: Bool) -> Reason {
    Reason(.stepBeyondRange(bound: bound, maximum: maximum))
  }

  /// Undo with no history.
  package static let nothingToUndo = Reason(.nothingToUndo)

  /// Redo with nothing undone.
  package static let nothingToRedo = Reason(.nothingToRedo)

  /// Yank with an empty kill ring.
  package static let killRingEmpty = Reason(.killRingEmpty)

  /// Yank-pop that does not directly follow a yank.
  package static let yankPopWithoutYank = Reason(.yankPopWithoutYank)

  /// A transposition with no two characters or words to swap.
  package static let nothingToTranspose = Reason(.nothingToTranspose)

  /// Revert with no change to take back.
  package static let nothingToRevert = Reason(.nothingToRevert)

  /// A history edit on a field that has none.
  package static let noHistory = Reason(.noHistory)

  /// A history edit on a password field, which never reads its history.
  package static let passwordKeepsNoHistory = Reason(.passwordKeepsNoHistory)

  /// No entry further that way: no older one (`older`), or none newer than the line being edited.
  package static func historyEnd(older: Bool) -> Reason { Reason(.historyEnd(older: older)) }

  /// A line break past a text area's maximum number of lines (`TextArea.maxLines`).
  package static func lineLimitReached(_ maximum: Int) -> Reason { Reason(.lineLimitReached(maximum)) }

  /// The history entry (0 the newest, of `count`) that the rules refused whole; the reasons that
  /// follow say why. The field keeps what it held.
  package static func entryNotRecalled(entry: Int, count: Int) -> Reason {
    Reason(.entryNotRecalled(entry: entry, count: count))
  }

  /// A character search (Ctrl-] c, Alt-Ctrl-] c) that found no `character` that way.
  package static func characterNotFound(_ character: Character, forward: Bool) -> Reason {
    Reason(.characterNotFound(character, forward: forward))
  }

  /// Overwrite mode turned on (true) or off (Insert): said, since nothing else shows it.
  package static func overwriteMode(_ on: Bool) -> Reason { Reason(.overwriteMode(on)) }

  /// Yank-last-arg or yank-nth-arg found no such word: no entry that far back (`entry` nil), or
  /// entry `entry` (0 the newest) has no word at that place.
  package static func noWordToYank(entry: Int?) -> Reason { Reason(.noWordToYank(entry: entry)) }

  /// A prefix search of the history (Page Up, Page Down) found no entry that way starting with
  /// `prefix`.
  package static func noEntryStarting(with prefix: String, older: Bool) -> Reason {
    Reason(.noEntryStarting(with: prefix, older: older))
  }

  /// A non-incremental search (Alt-P, Alt-N) found no entry that way holding `text` (empty when
  /// there was nothing to search for).
  package static func notInHistory(_ text: String) -> Reason { Reason(.notInHistory(text)) }
}
