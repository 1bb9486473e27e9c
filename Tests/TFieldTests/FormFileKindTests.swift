import FieldEngine
import FieldIO
import Testing

@testable import FormFiles
@testable import TFieldOptions
@testable import tfield

/// Form files with every kind of element, pages and conditions: what each key builds, and every
/// mistake named with the file, the field or page, the key and the place.
@Suite("tfield form files: kinds, pages and conditions")
struct FormFileKindTests {
  /// What `tfield form f.json` says on stderr for a file, run in process; "" when it gets past the
  /// file (to the terminal, which a test does not have).
  static func refusal(_ text: String, _ arguments: [String] = []) -> String {
    let result = Tool.run(
      ["form"] + arguments + ["f.json"], readFile: { _ in .success(Array(text.utf8)) })
    return result.errors.hasPrefix("tfield: f.json: ") ? result.errors : ""
  }

  @Test("each kind of element takes its keys and builds the form's element")
  func everyKind() throws {
    let text = """
      {"title": "Install", "fields": [
        {"id": "name", "label": "Name", "value": "ada", "required": true},
        {"id": "about", "kind": "area", "label": "About", "value": "one\\ntwo", "maxLines": 3, "maxLength": 40,
         "placeholder": "a few lines"},
        {"id": "db", "kind": "select", "label": "Database",
         "options": ["sqlite", {"label": "PostgreSQL", "value": "postgres"}], "value": "postgres"},
        {"id": "features", "kind": "multiselect", "options": ["auth", "mail", "cache"], "value": ["mail"],
         "atLeast": 1, "atMost": 2, "other": true, "maxLength": 10},
        {"id": "telemetry", "kind": "confirm", "label": "Send usage data?", "value": true},
        {"kind": "note", "label": "Next", "text": "Then the account."},
        {"id": "version", "kind": "select", "optionsCmd": "ls", "required": false,
         "when": {"field": "db", "equals": "postgres"}},
        {"id": "password", "password": true},
        {"id": "again", "password": true, "sameAs": "password", "when": {"field": "telemetry", "in": [true]}}
      ]}
      """
    let file = try FormFile.parse(Array(text.utf8), name: "f.json")
    let form = file.form
    #expect(
      form.elements.map(\.kindName) == [
        "text", "area", "select", "multiselect", "confirm", "note", "select", "text", "text",
      ])
    #expect(
      form.elements.map(\.id) == [
        "name", "about", "db", "features", "telemetry", "", "version", "password", "again",
      ])
    #expect(form.elements[0].field.text == "ada")
    let area = try #require(form.elements[1].area)
    #expect(area.text == "one\ntwo" && area.maxLines == 3 && area.maxLength == 40)
    #expect(form.elements[1].field.placeholder == "a few lines")
    let database = try #require(form.elements[2].choice)
    #expect(database.options == [FormOption("sqlite"), FormOption("PostgreSQL", value: "postgres")])
    #expect(!database.multiple && database.atLeast == 1 && database.atMost == 1 && !database.allowsOther)
    let features = try #require(form.elements[3].choice)
    #expect(features.multiple && features.atLeast == 1 && features.atMost == 2 && features.allowsOther)
    #expect(form.elements[3].field.rules.maxLength == 10)
    #expect(form.elements[5].isNote && form.elements[5].label == "Next")
    guard case .note(let note) = form.elements[5].kind else { throw NotANote() }
    #expect(note == "Then the account.")
    #expect(form.elements[6].optionsCommand == "ls" && form.elements[6].choice?.atLeast == 0)
    #expect(form.elements[6].condition == .equals("db", "postgres"))
    #expect(
      form.elements[8].sameAs == "password"
        && form.elements[8].condition == FormCondition(field: "telemetry", match: .bools([true])))
    #expect(
      form.values == [
        "name": "ada", "about": "one\ntwo", "db": "postgres", "features": ["mail"], "telemetry": true,
        "version": "", "password": "", "again": "",
      ])
    #expect(file.commands.map(\.key) == ["optionsCmd"])
    #expect(file.fields.map(\.id) == form.elements.map(\.id))
  }

  struct NotANote: Error {}

  @Test("a select needs a choice unless \"required\" is false; a multiselect's \"required\" is at least one")
  func required() throws {
    func choice(_ members: String) throws -> FormChoice? {
      try FormFile.parse(Array("{\"fields\": [{\"id\": \"c\", \(members)}]}".utf8), name: "f").form.elements[
        0
      ].choice
    }
    #expect(try choice(#""kind": "select", "options": ["a"]"#)?.atLeast == 1)
    #expect(try choice(#""kind": "select", "options": ["a"], "required": false"#)?.atLeast == 0)
    #expect(try choice(#""kind": "multiselect", "options": ["a"]"#)?.atLeast == 0)
    #expect(try choice(#""kind": "multiselect", "options": ["a"], "required": true"#)?.atLeast == 1)
    #expect(
      try choice(#""kind": "multiselect", "options": ["a", "b"], "required": true, "atLeast": 2"#)?.atLeast
        == 2)
  }

  @Test("pages: their titles, descriptions and conditions; a hidden page's fields are not in the values")
  func pages() throws {
    let text = """
      {"pages": [
        {"title": "Database", "description": "Where the data lives.", "fields": [
          {"id": "db", "kind": "select", "options": ["sqlite", "postgres"], "value": "sqlite"}]},
        {"title": "Postgres", "when": {"field": "db", "equals": "postgres"}, "fields": [
          {"id": "host", "value": "localhost"}]},
        {"title": "Done", "fields": [{"kind": "note", "text": "That is all."}]}
      ]}
      """
    var form = try FormFile.parse(Array(text.utf8), name: "f").form
    #expect(form.pageCount == 3)
    #expect(form.pages.map(\.title) == ["Database", "Postgres", "Done"])
    #expect(form.pages[0].description == "Where the data lives.")
    #expect(form.pages[1].condition == .equals("db", "postgres"))
    #expect(form.pages.map(\.elements) == [0..<1, 1..<2, 2..<3])
    #expect(form.values == ["db": "sqlite"])
    form.choose(option: 1)
    #expect(form.values == ["db": "postgres", "host": "localhost"])
  }

  /// Each bad input of a form file, and all `tfield form` says of it.
  static let mistakes: [(String, String)] = [
    // An unknown kind.
    (
      #"{"fields": [{"id": "db", "kind": "dropdown"}]}"#,
      #"field "db" (index 0): "kind" must be one of "text", "area", "select", "multiselect", "confirm", "note" (line 1, column 34)"#
    ),
    // A key of another kind.
    (
      #"{"fields": [{"id": "name", "options": ["a", "b"]}]}"#,
      #"field "name" (index 0): "options" on a text field (line 1, column 28); the keys of a text field: "#
        + OptionTable.keyed.filter { $0.kinds.contains(.text) }.compactMap(\.key).joined(separator: ", ")
    ),
    (
      #"{"fields": [{"id": "ok", "kind": "confirm", "placeholder": "x"}]}"#,
      #"field "ok" (index 0): "placeholder" on a confirm (line 1, column 45); the keys of a confirm: id, label, value, kind, when"#
    ),
    (
      #"{"fields": [{"kind": "note", "text": "Hi", "required": true}]}"#,
      #"field at index 0: "required" on a note (line 1, column 44); the keys of a note: id, label, kind, text, when"#
    ),
    (
      #"{"fields": [{"id": "a", "kind": "area", "mask": "000"}]}"#,
      #"field "a" (index 0): "mask" on an area (line 1, column 41); the keys of an area: id, label, value, kind, when, "#
        + "maxLength, maxLines, allow, deny, onType, onPaste, required, minLength, placeholder"
    ),
    // A choice's rules are its new items'.
    (
      #"{"fields": [{"id": "db", "kind": "select", "options": ["a"], "allow": "abc"}]}"#,
      #"field "db" (index 0): "allow" on a select is a rule of its new items: it needs "other": true (line 1, column 62)"#
    ),
    // A select with no options and no command.
    (
      #"{"fields": [{"id": "db", "kind": "select"}]}"#,
      #"field "db" (index 0): a choice needs options ("options") or a command for them ("optionsCmd") (line 1, column 13)"#
    ),
    (
      #"{"fields": [{"id": "db", "kind": "multiselect", "options": []}]}"#,
      #"field "db" (index 0): a choice needs options ("options") or a command for them ("optionsCmd") (line 1, column 60)"#
    ),
    // Duplicate option values: at the second.
    (
      #"{"fields": [{"id": "db", "kind": "select", "options": ["pg", {"label": "Postgres", "value": "pg"}]}]}"#,
      #"field "db" (index 0): "options": two options have the value "pg" (line 1, column 62)"#
    ),
    // At least more than at most, or than the options.
    (
      #"{"fields": [{"id": "f", "kind": "multiselect", "options": ["a", "b", "c"], "atLeast": 3, "atMost": 2}]}"#,
      #"field "f" (index 0): "atLeast": at least 3 is more than at most 2 (line 1, column 87)"#
    ),
    (
      #"{"fields": [{"id": "f", "kind": "multiselect", "options": ["a", "b"], "atLeast": 3}]}"#,
      #"field "f" (index 0): "atLeast": at least 3 is more than the 2 options (line 1, column 82)"#
    ),
    (
      #"{"fields": [{"id": "f", "kind": "multiselect", "options": ["a"], "atMost": 1, "required": true, "atLeast": 2}]}"#,
      #"field "f" (index 0): "atLeast": at least 2 is more than at most 1 (line 1, column 108)"#
    ),
    // A default not among the options: at the value itself.
    (
      #"{"fields": [{"id": "db", "kind": "select", "options": ["pg", "sqlite"], "value": "mysql"}]}"#,
      #"field "db" (index 0): "value": the value "mysql" is not one of the options (line 1, column 82)"#
    ),
    (
      #"{"fields": [{"id": "f", "kind": "multiselect", "options": ["a", "b"], "value": ["a", "z"]}]}"#,
      #"field "f" (index 0): "value": the value "z" is not one of the options (line 1, column 86)"#
    ),
    (
      #"{"fields": [{"id": "f", "kind": "select", "options": ["a"], "other": true, "allow": "abc", "value": "z"}]}"#,
      #"field "f" (index 0): "value": the value "z" is not one of the options (line 1, column 101)"#
    ),
    // A condition on an unknown field, a later one, itself, a note, or a value it can never have.
    (
      #"{"fields": [{"id": "a"}, {"id": "b", "when": {"field": "c", "equals": "x"}}]}"#,
      #"field "b" (index 1): "when": the condition names "c", which the form does not have (line 1, column 56)"#
    ),
    (
      #"{"fields": [{"id": "a", "when": {"field": "b", "equals": "x"}}, {"id": "b"}]}"#,
      #"field "a" (index 0): "when": the condition names "b", which does not come before it (line 1, column 43)"#
    ),
    (
      #"{"fields": [{"id": "a", "when": {"field": "a", "equals": "x"}}]}"#,
      #"field "a" (index 0): "when": the condition names the field it is on (line 1, column 43)"#
    ),
    (
      #"{"fields": [{"id": "n", "kind": "note", "text": "hi"}, {"id": "v", "when": {"field": "n", "equals": "x"}}]}"#,
      #"field "v" (index 1): "when": the condition names "n", a note, which has no value (line 1, column 86)"#
    ),
    (
      #"{"fields": [{"id": "db", "kind": "select", "options": ["pg"]}, {"id": "v", "when": {"field": "db", "in": ["pg", "mysql"]}}]}"#,
      #"field "v" (index 1): "when": the condition asks for "mysql", a value "db" can never have (line 1, column 113)"#
    ),
    (
      #"{"fields": [{"id": "ok", "kind": "confirm"}, {"id": "v", "when": {"field": "ok", "equals": "yes"}}]}"#,
      #"field "v" (index 1): "when": the condition asks for "yes", a value "ok" can never have (line 1, column 92)"#
    ),
    (
      #"{"fields": [{"id": "a", "maxLength": 2}, {"id": "v", "when": {"field": "a", "equals": "abc"}}]}"#,
      #"field "v" (index 1): "when": the condition asks for "abc", a value "a" can never have (line 1, column 87)"#
    ),
    (
      #"{"fields": [{"id": "a"}, {"id": "v", "when": {"field": "a", "equals": true}}]}"#,
      #"field "v" (index 1): "when": the condition asks for "true", a value "a" can never have (line 1, column 71)"#
    ),
    (
      #"{"pages": [{"fields": [{"id": "a"}]}, {"when": {"field": "b", "equals": "x"}, "fields": [{"id": "b"}]}]}"#,
      #"page 1: "when": the condition names "b", which does not come before it (line 1, column 58)"#
    ),
    // Commands, without --allow-commands.
    (
      #"{"fields": [{"id": "db", "kind": "select", "optionsCmd": "ls"}]}"#,
      #"field "db" (index 0): "optionsCmd" runs a command (line 1, column 44); a form file is data that may come "#
        + "from anyone, so give --allow-commands if you trust this one"
    ),
    // An empty page.
    (
      #"{"pages": [{"fields": [{"id": "a"}]}, {"title": "Empty", "fields": []}]}"#,
      #"page 1: "fields" is empty: a page needs at least one field (line 1, column 68)"#
    ),
    (
      #"{"pages": [{"fields": []}]}"#,
      #"page 0: "fields" is empty: a page needs at least one field (line 1, column 23)"#
    ),
    (#"{"pages": []}"#, #""pages" is empty: a form needs at least one page (line 1, column 11)"#),
    (
      #"{"fields": [{"id": "a"}], "pages": [{"fields": [{"id": "b"}]}]}"#,
      #"both "fields" and "pages": a form has one or the other (line 1, column 27)"#
    ),
    (
      #"{"pages": [{"title": "x"}]}"#,
      #"page 0: missing "fields", the list of fields (line 1, column 12)"#
    ),
    (
      #"{"pages": [{"fields": [{"id": "a"}], "name": "x"}]}"#,
      #"page 0: unknown key "name" (line 1, column 38); known keys: title, description, when, fields"#
    ),
    // "sameAs" naming no text field.
    (
      #"{"fields": [{"id": "pw", "password": true}, {"id": "again", "sameAs": "pws"}]}"#,
      #"field "again" (index 1): "sameAs" names "pws", which is no other text field of the form (line 1, column 71)"#
    ),
    (
      #"{"fields": [{"id": "ok", "kind": "confirm"}, {"id": "again", "sameAs": "ok"}]}"#,
      #"field "again" (index 1): "sameAs" names "ok", which is no other text field of the form (line 1, column 72)"#
    ),
    (
      #"{"fields": [{"id": "a", "sameAs": "a"}]}"#,
      #"field "a" (index 0): "sameAs" names "a", which is no other text field of the form (line 1, column 35)"#
    ),
    // Ids: across pages, a note's optional one.
    (
      #"{"pages": [{"fields": [{"id": "a"}]}, {"fields": [{"id": "a"}]}]}"#,
      #"field "a" (page 1, index 0): the id is already used by the field at index 0 of page 0 (line 1, column 51)"#
    ),
    (
      #"{"fields": [{"kind": "note", "text": "x", "id": ""}]}"#,
      #"field at index 0: "id" is empty (line 1, column 49)"#
    ),
    (#"{"fields": [{"kind": "note"}]}"#, #"field at index 0: a note needs "text" (line 1, column 13)"#),
    // The parts of a condition and of an option.
    (
      #"{"fields": [{"id": "a", "when": {"field": "b"}}]}"#,
      #"field "a" (index 0): "when" takes one of "equals" and "in" (line 1, column 33)"#
    ),
    (
      #"{"fields": [{"id": "a", "when": {"equals": "b"}}]}"#,
      #"field "a" (index 0): "when" needs "field" (line 1, column 33)"#
    ),
    (
      #"{"fields": [{"id": "a", "when": {"field": "x", "equals": "b", "in": ["c"]}}]}"#,
      #"field "a" (index 0): "when" takes one of "equals" and "in" (line 1, column 63)"#
    ),
    (
      #"{"fields": [{"id": "a", "when": {"field": "x", "in": []}}]}"#,
      #"field "a" (index 0): "in" is empty: the condition could never hold (line 1, column 54)"#
    ),
    (
      #"{"fields": [{"id": "a", "when": {"field": "x", "is": "y"}}]}"#,
      #"field "a" (index 0): unknown key "is" (line 1, column 48); known keys: field, equals, in"#
    ),
    (
      #"{"fields": [{"id": "db", "kind": "select", "options": [{"value": "x"}]}]}"#,
      #"field "db" (index 0): an option written as an object needs "label" (line 1, column 56)"#
    ),
    (
      #"{"fields": [{"id": "db", "kind": "select", "options": [{"label": "x", "name": "y"}]}]}"#,
      #"field "db" (index 0): unknown key "name" (line 1, column 71); known keys: label, value"#
    ),
  ]

  @Test(
    "each bad input is refused with the file, the field or page, the key and the place", arguments: mistakes)
  func mistake(text: String, message: String) {
    #expect(Self.refusal(text) == "tfield: f.json: " + message + "\n")
  }

  /// A value of the wrong JSON type for each key the kinds brought, and what is said of it.
  static let wrongTypes: [(String, String)] = [
    (
      #"{"fields": [{"id": "a", "kind": 3}]}"#,
      #"field "a" (index 0): "kind" must be one of "text", "area", "select", "multiselect", "confirm", "note" (line 1, column 33)"#
    ),
    (
      #"{"fields": [{"id": "a", "kind": "select", "options": "a,b"}]}"#,
      #"field "a" (index 0): "options" must be an array (line 1, column 54)"#
    ),
    (
      #"{"fields": [{"id": "a", "kind": "select", "options": [1]}]}"#,
      #"field "a" (index 0): "options" must be a string, or an object of "label" and "value" (line 1, column 55)"#
    ),
    (
      #"{"fields": [{"id": "a", "kind": "select", "options": [{"label": 1}]}]}"#,
      #"field "a" (index 0): "label" must be a string (line 1, column 65)"#
    ),
    (
      #"{"fields": [{"id": "a", "kind": "select", "options": ["x"], "optionsCmd": true}]}"#,
      #"field "a" (index 0): "optionsCmd" must be a string (line 1, column 75)"#
    ),
    (
      #"{"fields": [{"id": "a", "kind": "select", "options": ["x"], "other": "yes"}]}"#,
      #"field "a" (index 0): "other" must be true or false (line 1, column 70)"#
    ),
    (
      #"{"fields": [{"id": "a", "kind": "multiselect", "options": ["x"], "atLeast": "1"}]}"#,
      #"field "a" (index 0): "atLeast" must be a whole number (line 1, column 77)"#
    ),
    (
      #"{"fields": [{"id": "a", "kind": "multiselect", "options": ["x"], "atLeast": -1}]}"#,
      #"field "a" (index 0): "atLeast" must be 0 or more, got -1 (line 1, column 77)"#
    ),
    (
      #"{"fields": [{"id": "a", "kind": "multiselect", "options": ["x"], "atMost": 0}]}"#,
      #"field "a" (index 0): "atMost" must be 1 or more, got 0 (line 1, column 76)"#
    ),
    (
      #"{"fields": [{"id": "a", "kind": "multiselect", "options": ["x"], "value": "x"}]}"#,
      #"field "a" (index 0): "value" must be an array of strings (line 1, column 75)"#
    ),
    (
      #"{"fields": [{"id": "a", "kind": "multiselect", "options": ["x"], "value": ["x", 2]}]}"#,
      #"field "a" (index 0): "value" must be an array of strings (line 1, column 81)"#
    ),
    (
      #"{"fields": [{"id": "a", "kind": "select", "options": ["x"], "value": ["x"]}]}"#,
      #"field "a" (index 0): "value" must be a string (line 1, column 70)"#
    ),
    (
      #"{"fields": [{"id": "a", "kind": "confirm", "value": "yes"}]}"#,
      #"field "a" (index 0): "value" must be true or false (line 1, column 53)"#
    ),
    (
      #"{"fields": [{"kind": "note", "text": 5}]}"#,
      #"field at index 0: "text" must be a string (line 1, column 38)"#
    ),
    (
      #"{"fields": [{"id": "a", "when": "b"}]}"#,
      #"field "a" (index 0): "when" must be an object (line 1, column 33)"#
    ),
    (
      #"{"fields": [{"id": "a", "when": {"field": 1, "equals": "x"}}]}"#,
      #"field "a" (index 0): "field" must be a string (line 1, column 43)"#
    ),
    (
      #"{"fields": [{"id": "a", "when": {"field": "b", "equals": 1}}]}"#,
      #"field "a" (index 0): "equals" must be a string, or true or false (line 1, column 58)"#
    ),
    (
      #"{"fields": [{"id": "a", "when": {"field": "b", "in": "x"}}]}"#,
      #"field "a" (index 0): "in" must be an array (line 1, column 54)"#
    ),
    (
      #"{"fields": [{"id": "a", "when": {"field": "b", "in": ["x", true]}}]}"#,
      #"field "a" (index 0): "in" must be an array of strings, or of true and false (line 1, column 60)"#
    ),
    (
      #"{"fields": [{"id": "a", "sameAs": 1}]}"#,
      #"field "a" (index 0): "sameAs" must be a string (line 1, column 35)"#
    ),
    (
      #"{"fields": [{"id": "a", "kind": "area", "maxLines": "3"}]}"#,
      #"field "a" (index 0): "maxLines" must be a whole number (line 1, column 53)"#
    ),
    (#"{"pages": {"fields": []}}"#, #""pages" must be an array (line 1, column 11)"#),
    (#"{"pages": ["x"]}"#, #"page 0: expected an object (line 1, column 12)"#),
    (
      #"{"pages": [{"title": 1, "fields": [{"id": "a"}]}]}"#,
      #"page 0: "title" must be a string (line 1, column 22)"#
    ),
    (
      #"{"pages": [{"description": true, "fields": [{"id": "a"}]}]}"#,
      #"page 0: "description" must be a string (line 1, column 28)"#
    ),
    (#"{"pages": [{"fields": {"id": "a"}}]}"#, #"page 0: "fields" must be an array (line 1, column 23)"#),
    (#"{"fields": [{"id": "a"}], "validate": 1}"#, #""validate" must be a string (line 1, column 39)"#),
  ]

  @Test("a value of the wrong JSON type for each new key is named with its place", arguments: wrongTypes)
  func wrongType(text: String, message: String) {
    #expect(Self.refusal(text) == "tfield: f.json: " + message + "\n")
  }

  @Test("a field of a page is named by its page and its index in that page")
  func fieldOnAPage() {
    #expect(
      Self.refusal(#"{"pages": [{"fields": [{"id": "a"}]}, {"fields": [{"id": "b", "maxLength": -1}]}]}"#)
        == "tfield: f.json: field \"b\" (page 1, index 0): \"maxLength\" must be 0 or more, got -1 (line 1, column 76)\n"
    )
    #expect(
      Self.refusal(#"{"pages": [{"fields": [{"id": "a"}]}, {"fields": [{"label": "B"}]}]}"#)
        == "tfield: f.json: field at index 0 of page 1: missing \"id\" (line 1, column 51)\n")
  }

  @Test("--output shell needs every id that has a value to be a shell name, a multiselect's too")
  func shellNames() {
    let multiselect = #"{"fields": [{"id": "the-features", "kind": "multiselect", "options": ["a"]}]}"#
    let result = Tool.run(
      ["form", "--output", "shell", "f.json"], readFile: { _ in .success(Array(multiselect.utf8)) })
    #expect(
      result.errors
        == "tfield: --output shell: the field id \"the-features\" is not a shell variable name (letters, digits "
        + "and _, not starting with a digit)\n")
    // A note without an id has no value: nothing to name.
    let note = #"{"fields": [{"kind": "note", "text": "Hi"}, {"id": "ok", "kind": "confirm"}]}"#
    let past = Tool.run(
      ["form", "--output", "shell", "f.json"], readFile: { _ in .success(Array(note.utf8)) })
    #expect(!past.errors.contains("shell variable name"))
  }
}
