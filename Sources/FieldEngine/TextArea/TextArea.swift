/// A multi-line text area (`tfield write`): lines joined by LF, the only control character its
/// value may hold. Each line is a ``Field`` under the line rules (character rules, policies, limits
/// of a line); the whole value has its own limits: at most ``maxLength`` characters (a line break
/// counts one) and at most ``maxLines`` lines. A value type, like a field; every line's text
/// changes only through that line's own door, so the rules decide on every edit and every
/// refusal says why. A ``TextAreaController`` asks for one on the terminal.
///
/// ```swift
/// let area = TextArea(maxLength: 20, maxLines: 3)
/// let ended = try await ComponentRunner.run(TextAreaController(label: "Note", area: area))
/// ```
///
/// Lengths count characters (`Character`, grapheme clusters) as fields do: "👍🏽" is one. Pasted CR
/// and CR LF become LF; tabs and other controls are cleaned per line as a field cleans them.
public struct TextArea: Sendable {
  /// The lines, each a field under the line rules; never empty.
  public internal(set) var lines: [Field]
  /// The index of the line the cursor is on.
  public internal(set) var row = 0
  /// The rules of each line: character rules, policies, and any limits of a line.
  public let lineRules: FieldRules
  /// At most this many characters in the whole value, a line break counting one; nil for no limit.
  public let maxLength: Int?
  /// At most this many lines (a maximum under 1 counts as 1); nil for no limit.
  public let maxLines: Int?
  /// Checks of the whole value that report on submit and never block typing (required, minimum
  /// length, your own).
  public var validators: [Validator]
  /// The text the area started with, after its rules: a changed text is one that differs from it.
  public private(set) var initialText = ""
  /// What the initial value did (`init`), for a front end to show; nil when there was none.
  package private(set) var initialValueOutcome: EditOutcome?

  /// True in overwrite mode (Insert, `Edit.toggleOverwrite`): typing on any line replaces the
  /// characters under the cursor, as in a field.
  public internal(set) var isOverwriting = false

  /// The kills of every line, shared as a form shares one among its fields.
  var killRing = KillRing()
  /// Earlier states, newest last, and states undone, for undo and redo.
  var undoSteps: [Snapshot] = []
  var redoSteps: [Snapshot] = []
  /// True while consecutive typing joins one undo step.
  var typingRun = false
  /// The column (in terminal cells) that ↑ and ↓ aim for, kept while they follow each other.
  var goalColumn: Int?

  /// A state undo brings back exactly: the lines (text, cursor and all) and the cursor's line.
  struct Snapshot: Sendable {
    var lines: [Field]
    var row: Int
  }

  /// Creates a text area; `value` goes in through the paste policy, as a value set from code, and
  /// what became of it is kept in `initialValueOutcome`.
  public init(
    lineRules: FieldRules = FieldRules(), maxLength: Int? = nil, maxLines: Int? = nil,
    validators: [Validator] = [], value: String = ""
  ) {
    self.lineRules = lineRules
    self.maxLength = maxLength
    self.maxLines = maxLines.map { max(1, $0) }
    self.validators = validators
    lines = [Field(id: "line", rules: lineRules)]
    if !value.isEmpty {
      initialValueOutcome = apply(.edit(.setText(value)))
      undoSteps = []
    }
    initialText = text
  }

  /// Creates the text area a field's spec describes: the spec's limit in characters (`maxLength`)
  /// is the whole value's, its other rules (a format too) are each line's, its validators the whole
  /// value's. Throws the rules' first configuration error.
  public init(spec: FieldSpec, maxLines: Int? = nil) throws(ConfigurationError) {
    try spec.rules.checkConfiguration()
    var rules = spec.rules
    let maxLength = rules.maxLength
    rules.maxLength = nil
    self.init(
      lineRules: rules, maxLength: maxLength, maxLines: maxLines, validators: spec.validators,
      value: spec.value)
  }

  /// The value: the lines joined by LF.
  public var text: String { lines.lazy.map(\.text).joined(separator: "\n") }

  /// The length of the value in characters, each line break counting one.
  public var characterCount: Int {
    lines.reduce(lines.count - 1) { $0 + $1.buffer.metrics.characters }
  }

  /// True when the text differs from the one the area started with.
  public var isChanged: Bool { text != initialText }

  /// The line the cursor is on.
  public var currentLine: Field { lines[row] }

  /// The cursor's position: its line, and the number of characters before it on that line.
  public var cursor: (line: Int, character: Int) { (row, lines[row].buffer.cursorCharacterOffset) }

  /// True when there is a step to undo.
  public var canUndo: Bool { !undoSteps.isEmpty }

  /// Ends the run of edits that join (`Field.endEditRun()`): the next typed character starts a
  /// new undo step, the next kill a new kill-ring entry. A front end calls it for a key that is
  /// not an edit (an unbound key, a dropped Ctrl-X sequence).
  public mutating func endEditRun() {
    typingRun = false
    lines[row].endEditRun()
  }

  /// Runs the validators on the whole value; empty when it is acceptable.
  public func validate() -> [Violation] {
    let value = text
    let count = characterCount
    return validators.compactMap { $0.check(value, characterCount: count) }
  }
}

extension TextArea: Equatable {
  /// Text areas are equal when their lines (text and cursor), cursor line and rules are.
  public static func == (lhs: TextArea, rhs: TextArea) -> Bool {
    lhs.lines == rhs.lines && lhs.row == rhs.row && lhs.lineRules == rhs.lineRules
      && lhs.maxLength == rhs.maxLength && lhs.maxLines == rhs.maxLines
  }
}
