/// What an edit did, and why: the engine's answer to every `Edit`.
public struct EditOutcome: Equatable, Sendable {
  /// The kind of answer.
  public enum Status: Equatable, Sendable {
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
  public var status: Status
  /// Why, in structured form; empty when the edit went in as asked.
  public var reasons: [Reason]
  /// False for the outcomes of a password field (`Field.isPassword`): their message says "a
  /// character" where it would quote one, so no message shows what was typed. The reasons still
  /// hold the characters.
  public var namesCharacters = true

  /// Creates an outcome.
  public init(_ status: Status, _ reasons: [Reason] = []) {
    self.status = status
    self.reasons = reasons
  }

  /// True when the text, cursor or selection may have changed.
  public var changedState: Bool { status == .applied || status == .adjusted }

  /// The message to show the user, or nil when there is nothing to say.
  public var message: String? { Wording.message(for: self) }

  /// The message to show the user, with the keys of an edit named as a front end's key table
  /// names them ("Alt-Y cycles the kill ring only right after a yank").
  public func message(keyNames: (Edit) -> String?) -> String? {
    Wording.message(for: self, keyNames: keyNames)
  }
}

/// Why an edit was adjusted or refused.
public enum Reason: Equatable, Hashable, Sendable {
  /// Characters a character rule refuses (the first rule that refused them).
  case characterRefused([Character], RuleSummary)
  /// The edit would take the text past a limit.
  case limitReached(LengthLimit)
  /// Text from `origin` went in partly: `kept` of `offered` characters. Under `.filter`, `notAllowed`
  /// were dropped by `rule`; under `.truncate`, the text stopped at the refused `stoppedAt`; and
  /// `overLimit` did not fit `limit`.
  case partlyKept(
    origin: EditOrigin, offered: Int, kept: Int, notAllowed: Int, rule: RuleSummary?, stoppedAt: Character?,
    overLimit: Int, limit: LengthLimit?)
  /// A deletion would join its neighbours into a character that a rule refuses.
  case joinRefused(Character, RuleSummary)
  /// A deletion inside a mask's or a date's text would shift what follows out of its slots,
  /// leaving a text no typing can complete: the format's summary.
  case shiftRefused(format: String)
  /// Controls were removed from the text, or line breaks and tabs replaced by spaces.
  case cleaned(CleaningReport)
  /// The field's rules are broken, so it takes no text.
  case misconfigured(ConfigurationError)
  /// Text pasted (or yanked, or set from code) into a date field that is no date in range: the
  /// text, and why (nil when it is no whole date in the field's layout or in ISO form, and does
  /// not fit whole either).
  case pastedDateRefused(String, DateRefusal?)
  /// A date step that would leave the range: the bound it would pass, written in the field's
  /// layout, and whether it is the maximum.
  case stepBeyondRange(bound: String, maximum: Bool)
  /// Undo with no history.
  case nothingToUndo
  /// Redo with nothing undone.
  case nothingToRedo
  /// Yank with an empty kill ring.
  case killRingEmpty
  /// Yank-pop that does not directly follow a yank.
  case yankPopWithoutYank
  /// A transposition with no two characters or words to swap.
  case nothingToTranspose
  /// Revert with no change to take back.
  case nothingToRevert
  /// A history edit on a field that has none.
  case noHistory
  /// A history edit on a password field, which never reads its history.
  case passwordKeepsNoHistory
  /// No entry further that way: no older one (`older`), or none newer than the line being edited.
  case historyEnd(older: Bool)
  /// The history entry (0 the newest, of `count`) that the rules refused whole; the reasons that
  /// follow say why. The field keeps what it held.
  case entryNotRecalled(entry: Int, count: Int)
}
