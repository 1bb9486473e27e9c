/// One text field: what it is (its `spec`: identity, rules, validators, display) and its text. A
/// value type: copy it, compare it, keep it in an array; keys reach its text through one door,
/// which asks the rules before anything changes. Two fields are equal when their specs, text, cursor and selection are; undo steps,
/// the kill ring, the history and suggestion sources are not compared.
///
/// ```swift
/// var field = Field(id: "vowels", label: "Vowels")
/// field.rules.maxLength = 5
/// field.rules.allowedCharacters = "AEIOUaeiou"
/// let problems = field.rules.violations(of: "vowel")   // the allowed set's: only AEIOUaeiou
/// ```
public struct Field: Sendable {
  /// What the field is: its id, label, initial value, rules, validators and display. The
  /// properties below read and change it; changing its rules puts the current text through them.
  public private(set) var spec: FieldSpec
  /// The field's identifier, unique in its form.
  public var id: String { spec.id }
  /// The label shown beside the field.
  public var label: String {
    get { spec.label }
    set { spec.label = newValue }
  }
  /// Text shown dimmed while the field is empty ("" for none).
  public var placeholder: String {
    get { spec.placeholder }
    set { spec.placeholder = newValue }
  }
  /// True when the text is echoed as one mask glyph per character, and never leaves the field:
  /// its kills delete without reaching the kill ring (which a `Form` shares with its other fields),
  /// so no other field can yank it. Anything that keeps past values must leave such a field out.
  /// Its messages never quote its characters (`EditOutcome.namesCharacters`).
  public var isPassword: Bool {
    get { spec.isPassword }
    set {
      spec.isPassword = newValue
      initialValueOutcome?.namesCharacters = !newValue
    }
  }
  /// For a mask field, whether the submitted value keeps the literals ("(555) 123-4567", the
  /// default) or holds the slots only ("5551234567").
  public var submitsLiterals: Bool {
    get { spec.submitsLiterals }
    set { spec.submitsLiterals = newValue }
  }
  /// For a date field, whether the submitted value is written in ISO 8601 ("2024-02-29",
  /// "14:30", "2024-02-29T14:30") instead of as typed (the default). A text that is no whole date
  /// in range is submitted as typed.
  public var submitsISO: Bool {
    get { spec.submitsISO }
    set { spec.submitsISO = newValue }
  }
  /// The restrictions, the policies and the format: `field.rules.maxLength = 5`. Changing them
  /// puts the current text through the new rules (as a value set from code), so a field never
  /// holds a value its rules refuse.
  public var rules: FieldRules {
    get { spec.rules }
    set {
      spec.rules = newValue
      _ = reapplyRules()
    }
  }
  /// Checks that report and never block typing.
  public var validators: [Validator] {
    get { spec.validators }
    set { spec.validators = newValue }
  }

  /// The checks that take time, run after `validators` pass and before the value is submitted
  /// (`FieldSpec.asyncValidators`).
  public var asyncValidators: [AsyncValidator] {
    get { spec.asyncValidators }
    set { spec.asyncValidators = newValue }
  }

  /// The value an empty field submits, or nil (`FieldSpec.defaultValue`).
  public var defaultValue: String? { spec.defaultValue }
  /// The text, cursor and selection.
  package internal(set) var buffer = TextBuffer()
  /// The kill ring used by kills and yanks. A `Form` shares one ring among its fields. A password
  /// field yanks from it but never adds to it.
  package var killRing = KillRing()
  /// What the initial value did when the field was created with one (`init(spec:)`,
  /// `FieldSpec.makeField()`): its `message` says what the rules dropped, for a front end to
  /// show. Nil when the field was created empty.
  package private(set) var initialValueOutcome: EditOutcome?
  /// Past values the field recalls (↑, Ctrl-R) and suggests from, newest first; nil for none.
  /// A password field never reads it. See `FieldHistory`.
  public var history: FieldHistory?
  /// Where suggestions come from besides the history, in order (`suggestion`).
  package var suggestionSources: [any SuggestionSource] = []
  /// Whether a suggestion's start must have the text's case (`SuggestionCase`).
  package var suggestionCase = SuggestionCase.sensitive
  /// True while something else offers values in place of the suggestion (an open completion
  /// menu): no suggestion shows, and no move takes one.
  package var holdsSuggestionBack = false

  /// True in overwrite mode (Insert, `Edit.toggleOverwrite`): typing replaces the characters
  /// under the cursor. A field with a format (mask, date, number, pattern) always inserts, its
  /// format placing the characters.
  public internal(set) var isOverwriting = false

  /// Rules the door decides an edit under instead of `rules` while set: a text area's line
  /// (`TextArea`) takes at most what the other lines leave of the whole value's limit. Never
  /// compared, never put on the text already there.
  package var borrowedRules: FieldRules?

  var undoHistory = UndoHistory()
  /// The format's automaton states along the text (empty without a format).
  var trail = FormatTrail(format: nil, text: "")
  var lastAction = LastAction.other
  /// What vi's edits keep between keys (`Edit.vi`).
  var vi = ViFieldState()

  enum LastAction: Equatable, Sendable {
    case other
    case typing
    case kill
    /// A yank or yank-pop put the ring's current entry over `range`.
    case yank(range: Range<Int>)
    /// Alt-. or Alt-_ put in a word of an earlier entry (or tried to).
    case argumentYank(ArgumentYank)
    /// Page Up or Page Down looked for entries starting with this prefix.
    case prefixSearch(String)
  }

  /// Creates a field; `value` goes in through the paste policy, like any value set from code, and
  /// what became of it is kept in `initialValueOutcome`.
  public init(
    id: String, label: String = "", rules: FieldRules = FieldRules(), validators: [Validator] = [],
    value: String = ""
  ) {
    self.init(spec: FieldSpec(id: id, label: label, value: value, rules: rules, validators: validators))
  }

  /// Creates the field a spec describes; its `value` goes in through the paste policy, like any
  /// value set from code, and what became of it is kept in `initialValueOutcome`. The spec's
  /// configuration errors are not checked here (`FieldSpec.makeField()` checks them; a `Form`
  /// refuses a field with one).
  public init(spec: FieldSpec) {
    self.spec = spec
    trail = FormatTrail(format: spec.rules.format, text: "")
    if !spec.value.isEmpty {
      initialValueOutcome = apply(.setText(spec.value))
      undoHistory = UndoHistory()
    }
  }

  /// The current value.
  public var text: String { buffer.text }

  /// A field with this one's spec, without its initial value, and with its history entries and
  /// suggestion sources, with no text, undo steps or kills, and its walk through the history back
  /// at the start: what a prompt for this field's value edits.
  public func withoutText() -> Field {
    var spec = spec
    spec.value = ""
    var field = Field(spec: spec)
    field.history = history?.restarted
    field.suggestionSources = suggestionSources
    field.suggestionCase = suggestionCase
    return field
  }

  /// Ends the run of edits that join: the next kill starts a new kill-ring entry, the next typed
  /// character a new undo step, and yank-pop no longer follows the last yank. A front end calls it
  /// for a key that is not an edit of this field (Tab, an unbound key), as readline ends a run at
  /// every command that is not a kill.
  public mutating func endEditRun() {
    lastAction = .other
  }

  /// True when there is a step to undo.
  public var canUndo: Bool { !undoHistory.undoSteps.isEmpty }
  /// True when there is a step to redo.
  public var canRedo: Bool { !undoHistory.redoSteps.isEmpty }

  /// Puts the default value (`defaultValue`) into an empty field, as Enter on an empty field
  /// does before submitting: through the door, as code sets text (`Edit.setText(_:)`), so what
  /// the field holds afterwards is what it submits, shows in a transcript and stores in a
  /// history. Nil when the field is not empty or has no default.
  @discardableResult
  package mutating func takeDefaultIfEmpty() -> EditOutcome? {
    guard buffer.text.isEmpty, let defaultValue, !defaultValue.isEmpty else { return nil }
    return apply(.setText(defaultValue))
  }

  /// Runs the validators and returns what fails, in order; empty when the value is acceptable.
  public func validate() -> [Violation] {
    // A text that cannot be completed is read whole, to say why (a date that is no date).
    let format = formatState.flatMap { state in
      state == .impossible
        ? rules.format?.violation(of: buffer.text)
        : rules.format?.violation(for: state, isEmpty: buffer.text.isEmpty)
    }
    return (format.map { [$0] } ?? [])
      + validators.compactMap { $0.check(buffer.text, characterCount: buffer.metrics.characters) }
  }

  /// Where the text stands against the format, or nil without one. Constant time: read from the
  /// states cached along the text.
  package var formatState: FormatState? {
    rules.format.map { $0.state(trail.end) }
  }

  /// The value to hand on: for a mask field, `withLiterals` false gives the slots only.
  public func value(withLiterals: Bool) -> String {
    rules.format?.value(of: buffer.text, withLiterals: withLiterals) ?? buffer.text
  }

  /// The value a form submits: the text, or for a mask field with `submitsLiterals` false, the
  /// slots only, or for a date field with `submitsISO`, the value in ISO 8601.
  public var submittedValue: String {
    if submitsISO, let iso = rules.format?.isoValue(of: buffer.text) { return iso }
    return value(withLiterals: submitsLiterals)
  }

  /// Puts the current text through the rules again; history is cleared, since earlier states may
  /// break the new rules. Returns what was dropped, if anything.
  @discardableResult
  package mutating func reapplyRules() -> EditOutcome {
    defer { checkInvariantsIfAsked(after: "a change of rules") }
    undoHistory = UndoHistory()
    lastAction = .other
    guard !buffer.text.isEmpty else {
      trail = FormatTrail(format: rules.format, text: "")
      return EditOutcome(.unchanged)
    }
    let old = buffer.text
    buffer = TextBuffer()
    trail = FormatTrail(format: rules.format, text: "")
    let outcome = replace(0..<0, with: old, origin: .code, record: false)
    return outcome
  }
}

extension Field: Equatable, Hashable {
  /// Fields are equal when their specs, text, cursor and selection are.
  public static func == (lhs: Field, rhs: Field) -> Bool {
    lhs.spec == rhs.spec && lhs.buffer.text == rhs.buffer.text
      && lhs.buffer.anchorOffset == rhs.buffer.anchorOffset
      && lhs.buffer.headOffset == rhs.buffer.headOffset
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(spec)
    hasher.combine(buffer.text)
    hasher.combine(buffer.anchorOffset)
    hasher.combine(buffer.headOffset)
  }
}
