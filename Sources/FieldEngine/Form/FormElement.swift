/// One element of a form: a text field, a text area, a choice of one or several options, a yes/no
/// question, or a note. Each has an id (unique in its form; a note's may be empty), a label, and
/// may be shown only while a condition on an earlier element holds (`when(_:)`).
///
/// ```swift
/// let form = try Form([
///   .text(Field(id: "name", label: "Name")),
///   .select("database", label: "Database", options: ["postgres", "sqlite"]),
///   .select("version", label: "Version", options: ["16", "15"]).when(.equals("database", "postgres")),
///   .multiselect("features", label: "Features", options: ["auth", "mail"], atLeast: 1),
///   .confirm("telemetry", label: "Send usage data?"),
/// ])
/// ```
public struct FormElement: Sendable {
  /// The element's text field: for a text element, the field itself; for a choice, the line
  /// typed to narrow its options, whose rules a new item given through "Other…" must pass; for
  /// the others, only its id and label count.
  public internal(set) var field: Field
  /// What kind of element this is, with its state.
  package internal(set) var kind: Kind
  /// Shown only while this holds; nil for always.
  public var condition: FormCondition?
  /// The id of another text element whose value this one's must equal ("sameAs": a password
  /// typed twice), or nil.
  public var sameAs: String?
  /// The command whose output lines are a choice's options (run by the front end, with the
  /// earlier values in its environment), or nil.
  public var optionsCommand: String?

  /// The kinds of element, with their state.
  package enum Kind: Sendable {
    /// A one-line text field (`field`).
    case text
    /// A text of several lines.
    case area(TextArea)
    /// One option, or several.
    case choice(FormChoice)
    /// A yes/no question and its answer.
    case confirm(Bool)
    /// Text shown between the others; no value.
    case note(String)
  }

  /// The element's id.
  public var id: String { field.id }
  /// Its label.
  public var label: String { field.label }

  package init(field: Field, kind: Kind) {
    self.field = field
    self.kind = kind
  }

  /// A one-line text field.
  public static func text(_ field: Field) -> FormElement { FormElement(field: field, kind: .text) }

  /// A text of several lines (a `TextArea`, with its rules per line and for the whole text).
  public static func area(_ id: String, label: String = "", area: TextArea = TextArea()) -> FormElement {
    FormElement(field: Field(id: id, label: label), kind: .area(area))
  }

  /// One of a list of options, `value` chosen at first (an option's value), or none. With
  /// `other`, the list ends with "Other…", whose new item must pass `other`'s rules and
  /// validators. Required: submitting needs a choice.
  public static func select(
    _ id: String, label: String = "", options: [FormOption], value: String? = nil, other: FieldRules? = nil,
    required: Bool = true
  ) -> FormElement {
    let choice = FormChoice(
      options: options, multiple: false, atLeast: required ? 1 : 0, atMost: 1, allowsOther: other != nil,
      initial: value.map { [$0] } ?? [])
    return FormElement(
      field: Field(id: id, label: label, rules: other ?? FieldRules()), kind: .choice(choice))
  }

  /// Any number of a list of options, from `atLeast` to `atMost` (nil for no limit), `values`
  /// chosen at first. With `other`, the list ends with "Other…" for new items.
  public static func multiselect(
    _ id: String, label: String = "", options: [FormOption], values: [String] = [], atLeast: Int = 0,
    atMost: Int? = nil, other: FieldRules? = nil
  ) -> FormElement {
    let choice = FormChoice(
      options: options, multiple: true, atLeast: atLeast, atMost: atMost, allowsOther: other != nil,
      initial: values)
    return FormElement(
      field: Field(id: id, label: label, rules: other ?? FieldRules()), kind: .choice(choice))
  }

  /// A yes/no question, `value` the answer at first.
  public static func confirm(_ id: String, label: String = "", value: Bool = false) -> FormElement {
    FormElement(field: Field(id: id, label: label), kind: .confirm(value))
  }

  /// Text shown between the other elements; it has no value.
  public static func note(_ text: String, id: String = "", title: String = "") -> FormElement {
    FormElement(field: Field(id: id, label: title), kind: .note(text))
  }

  /// This element, shown only while `condition` holds.
  public func when(_ condition: FormCondition) -> FormElement {
    var element = self
    element.condition = condition
    return element
  }

  /// This text element, whose value must equal the element `id`'s ("type the password again").
  public func same(as id: String) -> FormElement {
    var element = self
    element.sameAs = id
    return element
  }

  /// This choice, its options read from a command's output lines by the front end.
  public func options(from command: String) -> FormElement {
    var element = self
    element.optionsCommand = command
    return element
  }

  /// True for a note, which takes no input and has no value.
  public var isNote: Bool {
    if case .note = kind { return true }
    return false
  }

  /// The name of the kind, as a form file writes it: `text`, `area`, `select`, `multiselect`,
  /// `confirm` or `note`.
  public var kindName: String {
    switch kind {
    case .text: "text"
    case .area: "area"
    case .choice(let choice): choice.multiple ? "multiselect" : "select"
    case .confirm: "confirm"
    case .note: "note"
    }
  }

  /// The value as it stands (a text field's default when it is empty); nil for a note.
  public var value: FormValue? {
    switch kind {
    case .text:
      if field.text.isEmpty, let fallback = field.defaultValue { return .text(fallback) }
      return .text(field.submittedValue)
    case .area(let area): return .text(area.text)
    case .choice(let choice): return choice.multiple ? .list(choice.values) : .text(choice.values.first ?? "")
    case .confirm(let answer): return .bool(answer)
    case .note: return nil
    }
  }

  /// The choice's state, for a select or multiselect.
  package var choice: FormChoice? {
    if case .choice(let choice) = kind { return choice }
    return nil
  }

  /// The text area, for an area.
  package var area: TextArea? {
    if case .area(let area) = kind { return area }
    return nil
  }
}

/// A choice's options and what is chosen: option indices in the options' order, and new items
/// given through "Other…" after them.
package struct FormChoice: Sendable, Equatable {
  /// The options, in order.
  package internal(set) var options: [FormOption]
  /// The indices of the chosen options, ascending.
  package internal(set) var chosen: [Int] = []
  /// New items given through "Other…", in the order given.
  package internal(set) var others: [String] = []
  /// Several, or one.
  package let multiple: Bool
  /// Submitting needs at least this many.
  package let atLeast: Int
  /// At most this many; nil for no limit.
  package let atMost: Int?
  /// The list ends with "Other…".
  package let allowsOther: Bool
  /// The values chosen at first, kept for options read later (from a command).
  package let initial: [String]

  package init(
    options: [FormOption], multiple: Bool, atLeast: Int, atMost: Int?, allowsOther: Bool, initial: [String]
  ) {
    self.options = options
    self.multiple = multiple
    self.atLeast = atLeast
    self.atMost = atMost
    self.allowsOther = allowsOther
    self.initial = initial
    choose(values: initial)
  }

  /// The values chosen: the options' in their order, then the new items.
  package var values: [String] { chosen.map { options[$0].value } + others }

  /// How many are chosen.
  package var count: Int { chosen.count + others.count }

  /// Chooses the options whose values are `values` (and nothing else); values no option has are
  /// dropped, unless "Other…" is offered, when they are kept as new items.
  package mutating func choose(values: [String]) {
    guard !values.isEmpty else {
      // Nothing chosen: no index of the options is needed (a choice of 100,000 options is made
      // without hashing every value).
      (chosen, others) = ([], [])
      return
    }
    var index: [String: Int] = [:]
    index.reserveCapacity(options.count)
    for (position, option) in options.enumerated() where index[option.value] == nil {
      index[option.value] = position
    }
    chosen = Array(Set(values.compactMap { index[$0] })).sorted()
    others = allowsOther ? values.filter { index[$0] == nil } : []
    if !multiple, let first = values.first {
      if let position = index[first] {
        (chosen, others) = ([position], [])
      } else {
        (chosen, others) = ([], allowsOther ? [first] : [])
      }
    }
  }

  /// Replaces the options (read from a command), keeping what was chosen where the new options
  /// still have it, and what was chosen at first before anything was.
  package mutating func replaceOptions(_ newOptions: [FormOption]) {
    let kept = count == 0 ? initial : values
    options = newOptions
    choose(values: kept)
  }
}
