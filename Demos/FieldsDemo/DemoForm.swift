import FieldEngine

/// The demo's form on two pages. Page 1 holds the seeds' fields: unlimited, one character, five
/// vowels, ten letters of "freaky", the announced banned-characters field, then issue 8's mask,
/// number, pattern and password fields, and issue 18's birthday (a date up to today);
/// `Examples/demo-form.json` describes the same fields for `tfield form` (a test keeps the two
/// equal). Page 2 holds the other kinds of element: a note, a select (with "Other…"), a
/// multiselect and a yes/no question, each with a value at first, so that Enter on each submits.
enum DemoForm {
  /// The title row.
  static let title = "TerminalFields demo: Tab moves between fields, Enter submits"

  /// The fields as plain descriptions, the same type `tfield` builds from flags and form files.
  static func specs() throws(ConfigurationError) -> [FieldSpec] {
    [
      FieldSpec(id: "unlimited", label: "Unlimited"),
      FieldSpec(id: "one", label: "One character", rules: FieldRules(limits: [LengthLimit(1)])),
      FieldSpec(
        id: "vowels", label: "Vowels",
        rules: FieldRules(limits: [LengthLimit(5)], allowedCharacters: "AEIOUaeiou")),
      FieldSpec(
        id: "freaky", label: "Freaky",
        rules: FieldRules(limits: [LengthLimit(10)], allowedCharacters: "freaky")),
      FieldSpec(id: "banned", label: "No digits", rules: FieldRules(bannedCharacters: "0123456789")),
      FieldSpec(
        id: "phone", label: "Phone", rules: FieldRules(format: try .mask("(999) 000-0000")),
        placeholder: "type the digits"),
      FieldSpec(
        id: "age", label: "Age", rules: FieldRules(format: try .number(.integer(minimum: 0, maximum: 130)))),
      FieldSpec(
        id: "code", label: "Code", rules: FieldRules(format: try .pattern("[A-Z]{2}[0-9]{4}")),
        placeholder: "two letters, four digits"),
      FieldSpec(id: "password", label: "Password", isPassword: true),
      FieldSpec(
        id: "birthday", label: "Birthday",
        rules: FieldRules(format: try .date(DateFormat("DD.MM.YYYY", maximum: "today"))),
        placeholder: "DD.MM.YYYY"),
    ]
  }

  /// Sample values for F3's list, by field id; some break their field's rules on purpose, to
  /// show that a chosen value goes in through them.
  static let choices: [String: [String]] = [
    "unlimited": ["héllo 日本 👍🏽", "apple", "Banana", "cherry", "Ångström"],
    "one": ["🇯🇵", "a", "é", "7", "xy"],
    "vowels": ["ae", "AEIOU", "oui", "eau", "Hello"],
    "freaky": ["freak", "fry", "kerry", "ray", "freaky freaky"],
    "banned": ["Oslo", "R2-D2", "no digits here", "2026"],
  ]

  /// The fields, built through `FieldSpec.makeField()` like every other front end's.
  static func fields() throws(ConfigurationError) -> [Field] {
    var fields: [Field] = []
    for spec in try specs() { fields.append(try spec.makeField()) }
    return fields
  }

  /// Page 2's elements: the other kinds, each with a value at first.
  static func otherKinds() -> [FormElement] {
    [
      .note(
        "Type to narrow a list, ↑ ↓ move, Enter takes; Space ticks; y or n answers.", title: "Other kinds"),
      .select(
        "editor", label: "Editor",
        options: ["Emacs", "Helix", "Kakoune", "Micro", "Nano", "Neovim", "Vim", "Zed"], value: "Helix",
        other: FieldRules(limits: [LengthLimit(20)])),
      .multiselect(
        "languages", label: "Languages", options: ["C", "Go", "Python", "Rust", "Swift", "Zig"],
        values: ["Swift"], atMost: 3),
      .confirm("dark", label: "Dark theme?", value: true),
    ]
  }

  /// The whole form: the seeds' fields on page 1, the other kinds on page 2.
  static func form() throws -> Form {
    try Form(pages: [
      FormPage(elements: try fields().map(FormElement.text)),
      FormPage(elements: otherKinds()),
    ])
  }
}
