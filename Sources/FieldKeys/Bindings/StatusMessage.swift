import FieldEngine

/// A line for a component's message row: why a key was refused, what a paste lost, what the
/// input layer dropped.
public struct StatusMessage: Equatable, Sendable {
  /// How to show it.
  public enum Kind: Equatable, Sendable {
    /// A refused key or a failed check.
    case error
    /// An adjusted edit, or information.
    case info
  }
  /// The words.
  public var text: String
  /// How to show them.
  public var kind: Kind
  /// True for the reason a check while typing gave, which its next pass takes away.
  package var isCheckReason = false

  /// Creates a message.
  public init(_ text: String, _ kind: Kind) {
    self.text = text
    self.kind = kind
  }

  /// A message that is, or is not, the reason a check while typing gave.
  package init(_ text: String, _ kind: Kind, checkReason: Bool) {
    self.init(text, kind)
    isCheckReason = checkReason
  }

  /// The message for an edit's outcome, or nil when there is nothing to say: an error when the
  /// edit was refused, information when it went in adjusted.
  package init?(_ outcome: EditOutcome) {
    self.init(outcome, keyNames: { _ in nil })
  }

  /// The message for an edit's outcome, naming the keys of an edit as `keys` does where the reason
  /// is about the key itself ("Alt-Y cycles the kill ring only right after a yank").
  package init?<Command: ComponentCommand>(_ outcome: EditOutcome, keys: KeyBindings<Command>) {
    self.init(outcome, keyNames: { keys.keyNames(for: .edit($0)) })
  }

  private init?(_ outcome: EditOutcome, keyNames: (Edit) -> String?) {
    guard let text = outcome.message(keyNames: keyNames) else { return nil }
    self.init(text, outcome.status == .refused ? .error : .info)
  }

  /// The message for a key that ran no command: what waits ("Ctrl-X-", "argument 4") as
  /// information, what was dropped as an error, nothing once Ctrl-G dropped what waited.
  package init?<Command>(_ reading: KeyReading<Command>) {
    switch reading {
    case .waiting(let words): self.init(words, .info)
    case .dropped(let words): self.init(words, .error)
    case .abandoned, .ignored, .command, .replay: return nil
    }
  }

  /// This message with a notice from the input layer in front of it.
  package func prefixed(by notice: InputNotice) -> StatusMessage {
    StatusMessage(notice.message + "; " + text, .error)
  }

  /// What the message row shows once a notice from the input layer came: the notice in front of
  /// what it showed, or the notice alone.
  package static func notice(_ notice: InputNotice, before shown: StatusMessage?) -> StatusMessage {
    shown.map { $0.prefixed(by: notice) } ?? StatusMessage(notice.message, .error)
  }
}
