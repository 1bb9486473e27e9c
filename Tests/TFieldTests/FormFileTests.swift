import FieldEngine
import FieldIO
import Foundation
import PackagePaths
import Testing

@testable import FormFiles
@testable import TFieldArguments
@testable import fields_demo
@testable import tfield

@Suite("tfield form files")
struct FormFileTests {
  /// Parses a file's text as `form.json`; returns the message of the error it must raise.
  func message(_ text: String) -> String {
    do {
      _ = try FormFile.parse(Array(text.utf8), name: "form.json")
      return "no error"
    } catch {
      return Messages.describe(error)
    }
  }

  @Test("every key of the schema")
  func allKeys() throws {
    let text = """
      {"title": "Sign up", "fields": [
        {"id": "name", "label": "Name", "value": "Ada", "maxLength": 20, "maxScalars": 21, "maxBytes": 22,
         "maxUTF16": 23, "maxColumns": 24, "allow": "abc", "deny": "b", "onType": "truncate",
         "onPaste": "reject", "required": true, "minLength": 2},
        {"id": "plain"}
      ]}
      """
    let file = try FormFile.parse(Array(text.utf8), name: "f")
    #expect(file.title == "Sign up")
    #expect(
      file.fields == [
        FieldSpec(
          id: "name", label: "Name", value: "Ada",
          rules: FieldRules(
            limits: [
              LengthLimit(20), LengthLimit(21, .scalars), LengthLimit(22, .utf8Bytes),
              LengthLimit(23, .utf16CodeUnits), LengthLimit(24, .columns),
            ], allowedCharacters: "abc", bannedCharacters: "b", typingPolicy: .truncate, pastePolicy: .reject),
          validators: [.required, .minLength(2)]),
        FieldSpec(id: "plain"),
      ])
  }

  @Test("the shipped example describes exactly the demo's fields")
  func exampleIsTheDemo() throws {
    let path = PackageRoot.path("Examples/demo-form.json")
    let file = try Tool.loadForm(path).get()
    #expect(try file.fields == DemoForm.specs())
    #expect(file.title == DemoForm.title)
    #expect(
      file.fields.map(\.id) == [
        "unlimited", "one", "vowels", "freaky", "banned", "phone", "age", "code", "password", "birthday",
      ])
  }

  @Test("unreadable file")
  func unreadable() {
    let result = Tool.run(["form", "/nonexistent/form.json"])
    #expect(result.status == .error)
    #expect(
      result.errors == "tfield: /nonexistent/form.json: cannot read the file: No such file or directory\n")
  }

  @Test("invalid JSON, with its position")
  func invalidJSON() {
    #expect(
      message("{\"fields\": [\n  {\"id\": \"a\"},\n  {\"id\": \"b\" \"label\": \"x\"}\n]}")
        == "form.json: invalid JSON at line 3, column 14: expected ',' or '}'")
    #expect(message("") == "form.json: invalid JSON at line 1, column 1: expected a value")
    #expect(
      message("{\"fields\": [{\"id\": \"é\u{1}\"}]}")
        == "form.json: invalid JSON at line 1, column 22: a control character in a string must be escaped")
    #expect(message("{} x") == "form.json: invalid JSON at line 1, column 4: expected the end of the file")
  }

  @Test("unknown key, named with the field and its position")
  func unknownKey() {
    let text = """
      {"fields": [
        {"id": "name"},
        {"id": "age"},
        {"id": "email",
          "maxLen": 5}
      ]}
      """
    #expect(
      message(text)
        == "form.json: field \"email\" (index 2): unknown key \"maxLen\" (line 5, column 5); known keys: id, "
        + "label, value, kind, when, sameAs, maxLength, maxScalars, maxBytes, maxUTF16, maxColumns, allow, deny, onType, onPaste, "
        + "required, minLength, mask, integer, decimal, min, max, places, group, date, iso, pattern, validate, "
        + "validateWhileTyping, validateTimeout, password, placeholder, default, unmasked, history, historySize, "
        + "suggest, suggestCase, complete, completeCmd, completePath, completeDirs"
    )
    #expect(
      message("{\"fields\": [{\"id\": \"a\"}], \"titel\": \"x\"}")
        == "form.json: unknown key \"titel\" (line 1, column 27); known keys: title, fields, pages, validate")
  }

  @Test(
    "wrong type",
    arguments: [
      (
        "{\"fields\": [{\"id\": \"a\", \"maxLength\": \"5\"}]}",
        "form.json: field \"a\" (index 0): \"maxLength\" must be a whole number (line 1, column 38)"
      ),
      (
        "{\"fields\": [{\"id\": \"a\", \"maxBytes\": 2.5}]}",
        "form.json: field \"a\" (index 0): \"maxBytes\" must be a whole number (line 1, column 37)"
      ),
      (
        "{\"fields\": [{\"id\": \"a\", \"required\": \"yes\"}]}",
        "form.json: field \"a\" (index 0): \"required\" must be true or false (line 1, column 37)"
      ),
      (
        "{\"fields\": [{\"id\": \"a\", \"onPaste\": \"drop\"}]}",
        "form.json: field \"a\" (index 0): \"onPaste\" must be one of \"reject\", \"truncate\", \"filter\" "
          + "(line 1, column 36)"
      ),
      (
        "{\"fields\": [{\"id\": 7}]}",
        "form.json: field at index 0: \"id\" must be a string (line 1, column 20)"
      ),
      ("{\"fields\": {\"id\": \"a\"}}", "form.json: \"fields\" must be an array (line 1, column 12)"),
      ("{\"fields\": [\"a\"]}", "form.json: field at index 0: expected an object (line 1, column 13)"),
      ("[]", "form.json: expected an object (line 1, column 1)"),
    ])
  func wrongType(text: String, expected: String) {
    #expect(message(text) == expected)
  }

  @Test("negative length")
  func negativeLength() {
    #expect(
      message("{\"fields\": [{\"id\": \"a\",\n \"maxUTF16\": -1}]}")
        == "form.json: field \"a\" (index 0): \"maxUTF16\" must be 0 or more, got -1 (line 2, column 14)")
    #expect(
      message("{\"fields\": [{\"id\": \"a\", \"minLength\": -2}]}")
        == "form.json: field \"a\" (index 0): \"minLength\" must be 0 or more, got -2 (line 1, column 38)")
  }

  @Test("a minimum length the maximum forbids")
  func unreachableMinimum() {
    #expect(
      message("{\"fields\": [{\"id\": \"a\", \"maxLength\": 2, \"minLength\": 3}]}")
        == "form.json: field \"a\" (index 0): a minimum length of 3 characters can never be reached under a "
        + "maximum of 2 characters (line 1, column 54)")
  }

  @Test("empty allowed set")
  func emptyAllowedSet() {
    #expect(
      message("{\"fields\": [{\"id\": \"a\", \"allow\": \"\"}]}")
        == "form.json: field \"a\" (index 0): " + ConfigurationError.emptyAllowedSet.description
        + " (line 1, column 34)")
  }

  @Test("duplicate id")
  func duplicateID() {
    #expect(
      message("{\"fields\": [{\"id\": \"a\"},\n {\"id\": \"b\"},\n {\"id\": \"a\"}]}")
        == "form.json: field \"a\" (index 2): the id is already used by the field at index 0 (line 3, column 2)"
    )
  }

  @Test("missing id, and other missing parts")
  func missingID() {
    #expect(
      message("{\"fields\": [{\"id\": \"a\"}, {\"label\": \"B\"}]}")
        == "form.json: field at index 1: missing \"id\" (line 1, column 26)")
    #expect(
      message("{\"fields\": [{\"id\": \"\"}]}")
        == "form.json: field at index 0: \"id\" is empty (line 1, column 20)")
    #expect(
      message("{\"title\": \"x\"}") == "form.json: missing \"fields\", the list of fields (or \"pages\")")
    #expect(
      message("{\"fields\": []}")
        == "form.json: \"fields\" is empty: a form needs at least one field (line 1, column 12)")
    #expect(
      message("{\"fields\": [{\"id\": \"a\", \"id\": \"b\"}]}")
        == "form.json: field \"a\" (index 0): key \"id\" given twice (line 1, column 25)")
  }

  @Test("a broken file through the tool: the message on stderr, exit 2")
  func throughTheTool() {
    let result = Tool.run(["form", "f.json"], readFile: { _ in .success(Array("{\"fields\": [{}]}".utf8)) })
    #expect(
      result
        == CommandResult(
          status: .error, errors: "tfield: f.json: field at index 0: missing \"id\" (line 1, column 13)\n"))
  }

  @Test("JSON strings: escapes, surrogate pairs, columns count scalars")
  func jsonStrings() throws {
    let node = try JSONReader.parse(Array("[\"a\\\"\\u00e9\\ud83d\\udc4d\\n\", \"日\", 1]".utf8))
    guard case .array(let elements) = node.value else {
      Issue.record("not an array: \(node)")
      return
    }
    #expect(elements.map(\.value) == [.string("a\"é👍\n"), .string("日"), .number("1")])
    #expect(elements.map(\.position.column) == [2, 29, 34])
  }

  /// The reader counts columns on from the last value it placed, so that a file on one line costs
  /// its length: the columns must still be those counted from each line's start, on a long line,
  /// after a line break, and for members whose keys come before their values.
  @Test("JSON positions on one long line and after line breaks equal a count from the line's start")
  func jsonPositionsOnLongLines() throws {
    var text = "["
    for index in 0..<2_000 {
      text += index % 3 == 0 ? "{\"é\(index)\": \"日本\"}, " : "\"👍🏽\(index)\", "
      if index == 1_000 { text += "\n  " }
    }
    text += "1]"
    let bytes = Array(text.utf8)
    let node = try JSONReader.parse(bytes)
    guard case .array(let elements) = node.value else {
      Issue.record("not an array: \(node)")
      return
    }
    // Where each value starts, found by scanning the text itself: after "[" or ", " at depth 1.
    var expected: [TextPosition] = []
    var (line, column, depth, inString) = (1, 1, 0, false)
    var previous: Character = " "
    for character in text {
      if !inString && depth == 1 && character != " " && character != "\n"
        && (previous == "[" || previous == ",")
      {
        expected.append(TextPosition(line: line, column: column))
      }
      if character == "\"" { inString.toggle() }
      if !inString && (character == "[" || character == "{") { depth += 1 }
      if !inString && (character == "]" || character == "}") { depth -= 1 }
      if character != " " && character != "\n" { previous = character }
      if character == "\n" {
        (line, column) = (line + 1, 1)
      } else {
        column += character.unicodeScalars.count
      }
    }
    #expect(elements.count == 2_001)
    let mismatch = zip(elements.map(\.position), expected).enumerated().first { $0.element.0 != $0.element.1 }
    #expect(mismatch == nil, "value \(mismatch?.offset ?? 0): \(String(describing: mismatch?.element))")
    let members = elements.compactMap { element -> JSONMember? in
      guard case .object(let members) = element.value else { return nil }
      return members.first
    }
    #expect(members.allSatisfy { $0.keyPosition.line == $0.value.position.line })
    #expect(
      members.allSatisfy {
        $0.value.position.column - $0.keyPosition.column == $0.key.unicodeScalars.count + 4
      })
    let broken = Array((text.dropLast(2) + "x]").utf8)
    #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(broken) }
    do {
      _ = try JSONReader.parse(broken)
    } catch {
      #expect(error.position == TextPosition(line: 2, column: expected.last!.column))
    }
  }
}

@Suite("docs/tfield.md form file")
struct ReadmeFormFileTests {
  @Test("the form file example of docs/tfield.md is a valid form file")
  func readmeExample() throws {
    let readme = try String(contentsOf: PackageRoot.url("docs/tfield.md"), encoding: .utf8)
    let block = try #require(readme.components(separatedBy: "```json\n").dropFirst().first)
    let text = try #require(block.components(separatedBy: "```").first)
    let file = try FormFile.parse(Array(text.utf8), name: "docs/tfield.md")
    #expect(file.title == "Sign up")
    #expect(file.fields.map(\.id) == ["name", "code"])
    #expect(file.fields[1].rules.limits == [LengthLimit(8, .utf8Bytes)])
  }

  @Test(
    "the install wizard of docs/tfield.md: two pages, the version asked for PostgreSQL only, its JSON as said"
  )
  func wizard() throws {
    let readme = try String(contentsOf: PackageRoot.url("docs/tfield.md"), encoding: .utf8)
    let blocks = readme.components(separatedBy: "```json\n").dropFirst().map {
      $0.components(separatedBy: "```")[0]
    }
    #expect(blocks.count == 2)
    let text = try #require(blocks.last)
    let file = try FormFile.parse(Array(text.utf8), name: "docs/tfield.md")
    var form = file.form
    #expect(file.title == "Install")
    #expect(form.pages.map(\.title) == ["Database", "Account"])
    #expect(
      form.elements.map(\.kindName) == [
        "select", "select", "multiselect", "note", "text", "text", "text", "area", "confirm",
      ])
    // SQLite at first: no version.
    #expect(form.values["version"] == nil)
    #expect(form.validate().map(\.id) == ["features", "user"])
    form.choose(option: 1)
    form.focusNext()
    #expect(form.focusedElement.id == "version")
    form.choose(option: 0)
    form.focusNext()
    form.choose(option: 0)
    form.choose(option: 1)
    form.apply(.insert("ada"), to: "user")
    form.apply(.insert("secret12"), to: "password")
    form.apply(.insert("secret12"), to: "again")
    #expect(form.validate().isEmpty)
    // What the docs say the output is, "…" standing for the values between.
    let json = Output.values(form.values, as: .json)
    let said = try #require(
      readme.components(separatedBy: "\n").first { $0.hasPrefix("`{\"db\":\"postgres\"") })
    let parts = said.dropFirst().prefix { $0 != "`" }.components(separatedBy: "…")
    #expect(parts.count == 2)
    #expect(json.hasPrefix(parts[0]) && json.hasSuffix(parts[1] + "\n"), "\(json)")
  }
}

/// Masks, numbers and patterns as form-file keys.
@Suite("tfield form files: formats")
struct FormFileFormatTests {
  func message(_ text: String) -> String? {
    if case .failure(let error) = FormFile.parseResult(text) { return Messages.describe(error) }
    return nil
  }

  @Test("mask, number, pattern, password and placeholder keys build the spec")
  func keys() throws {
    let text = """
      {"fields": [
        {"id": "phone", "mask": "(999) 000-0000", "placeholder": "digits", "unmasked": true},
        {"id": "price", "decimal": true, "min": 0.5, "max": 99.99, "places": 2},
        {"id": "code", "pattern": "[A-Z]{2}[0-9]{4}", "password": true}
      ]}
      """
    let file = try FormFile.parse(Array(text.utf8), name: "form.json")
    #expect(try file.fields[0].rules.format == .mask("(999) 000-0000"))
    #expect(file.fields[0].placeholder == "digits")
    #expect(!file.fields[0].submitsLiterals)
    #expect(try file.fields[1].rules.format == .number(.decimal(minimum: "0.5", maximum: "99.99", places: 2)))
    #expect(try file.fields[2].rules.format == .pattern("[A-Z]{2}[0-9]{4}"))
    #expect(file.fields[2].isPassword)
  }

  @Test("format mistakes are reported with the field and the position")
  func mistakes() {
    #expect(
      message("{\"fields\": [{\"id\": \"a\", \"pattern\": \"^x\"}]}")
        == "form.json: field \"a\" (index 0): pattern \"^x\" at character 1: an anchor '^' (the whole text "
        + "always has to match) is not supported (line 1, column 36)")
    #expect(
      message("{\"fields\": [{\"id\": \"a\", \"max\": 3}]}")
        == "form.json: field \"a\" (index 0): \"max\" needs \"integer\": true or \"decimal\": true or \"date\": "
        + "\"FORMAT\" (line 1, column 25)"
    )
    #expect(
      message("{\"fields\": [{\"id\": \"a\", \"mask\": \"00\", \"pattern\": \"x\"}]}")
        == "form.json: field \"a\" (index 0): a field takes one format, got mask and pattern (line 1, column 50)"
    )
  }
}

extension FormFile {
  static func parseResult(_ text: String) -> Result<FormFile, FormFileError> {
    do { return .success(try parse(Array(text.utf8), name: "form.json")) } catch { return .failure(error) }
  }
}

/// Numbers in form files: JSON has one kind of number, so `3.0`, `3e0` and `1E2` are
/// whole numbers where one is expected; numbers too large to mean anything are named.
@Suite("tfield form files: numbers")
struct FormFileNumberTests {
  func field(_ members: String) throws -> FieldSpec {
    try FormFile.parse(Array("{\"fields\": [{\"id\": \"a\", \(members)}]}".utf8), name: "form.json").fields[0]
  }

  @Test(
    "whole numbers however JSON writes them",
    arguments: [
      (#""maxLength": 3.0"#, FieldSpec(id: "a", rules: FieldRules(limits: [LengthLimit(3)]))),
      (#""maxLength": 3e0"#, FieldSpec(id: "a", rules: FieldRules(limits: [LengthLimit(3)]))),
      (#""maxBytes": 1E2"#, FieldSpec(id: "a", rules: FieldRules(limits: [LengthLimit(100, .utf8Bytes)]))),
      (#""minLength": 300e-2"#, FieldSpec(id: "a", validators: [.minLength(3)])),
      (#""maxLength": -0"#, FieldSpec(id: "a", rules: FieldRules(limits: [LengthLimit(0)]))),
      (
        #""maxLength": 9223372036854775807"#,
        FieldSpec(id: "a", rules: FieldRules(limits: [LengthLimit(Int.max)]))
      ),
      (
        #""decimal": true, "places": 2.0"#,
        FieldSpec(id: "a", rules: FieldRules(format: try! .number(.decimal(places: 2))))
      ),
      (
        #""integer": true, "min": 1E2, "max": 3.0e2"#,
        FieldSpec(id: "a", rules: FieldRules(format: try! .number(.integer(minimum: 100, maximum: 300))))
      ),
      (
        #""integer": true, "min": -5.0"#,
        FieldSpec(id: "a", rules: FieldRules(format: try! .number(.integer(minimum: -5))))
      ),
      (
        #""decimal": true, "min": 2.5e-1, "max": 1e1"#,
        FieldSpec(id: "a", rules: FieldRules(format: try! .number(.decimal(minimum: "0.25", maximum: "10"))))
      ),
      (
        #""decimal": true, "max": 99.990"#,
        FieldSpec(id: "a", rules: FieldRules(format: try! .number(.decimal(maximum: "99.99"))))
      ),
    ])
  func wholeNumbers(members: String, spec: FieldSpec) throws {
    #expect(try field(members) == spec)
  }

  @Test(
    "numbers that cannot be used, named with their key and place",
    arguments: [
      (
        #""maxLength": 3.5"#,
        "form.json: field \"a\" (index 0): \"maxLength\" must be a whole number (line 1, column 38)"
      ),
      (
        #""maxLength": 99999999999999999999"#,
        "form.json: field \"a\" (index 0): \"maxLength\": 99999999999999999999 is too large "
          + "(at most 9223372036854775807) (line 1, column 38)"
      ),
      (
        #""maxUTF16": 1e400"#,
        "form.json: field \"a\" (index 0): \"maxUTF16\": 1e400 is too large (at most 9223372036854775807) "
          + "(line 1, column 37)"
      ),
      (
        #""minLength": -99999999999999999999"#,
        "form.json: field \"a\" (index 0): \"minLength\" must be 0 or more, got -99999999999999999999 "
          + "(line 1, column 38)"
      ),
      (
        #""decimal": true, "places": 1e-1"#,
        "form.json: field \"a\" (index 0): \"places\" must be a whole number (line 1, column 52)"
      ),
      (
        #""decimal": true, "min": 1e1000000000"#,
        "form.json: field \"a\" (index 0): number field: the minimum \"1e1000000000\" has more than 1000 digits "
          + "(line 1, column 49)"
      ),
      (
        #""places": 2"#,
        "form.json: field \"a\" (index 0): \"places\" needs \"decimal\": true (line 1, column 25)"
      ),
    ])
  func unusable(members: String, message: String) {
    #expect(FormFile.parseResult("{\"fields\": [{\"id\": \"a\", \(members)}]}").message == message)
  }

  @Test("the template in `tfield form --help` works as written: every field takes a value")
  func helpTemplate() throws {
    let help = Tool.run(["form", "--help"]).output
    let start = try #require(help.range(of: "FILE, for example:\n")).upperBound
    let end = try #require(help.range(of: "\n\n", range: start..<help.endIndex)).lowerBound
    let file = try FormFile.parse(Array(help[start..<end].utf8), name: "template.json")
    let values = [
      "name": "Ada Lovelace", "code": "BEEF", "phone": "5551234567", "age": "42", "price": "9.99",
      "plate": "AB1234",
    ]
    #expect(file.fields.map(\.id).sorted() == values.keys.sorted())
    for spec in file.fields {
      var field = try spec.makeField()
      for character in values[spec.id] ?? "" {
        #expect(field.apply(.insert(String(character))).status == .applied, "\(spec.id): \(character)")
      }
      #expect(field.validate() == [], "\(spec.id) holds \(field.text)")
    }
  }

  @Test("`form -` reads the form from stdin, named so in messages")
  func standardInput() throws {
    let broken = Tool.run(["form", "-"], stdin: { .success(Array("{\"fields\": [{}]}".utf8)) })
    #expect(broken.errors == "tfield: stdin: field at index 0: missing \"id\" (line 1, column 13)\n")
    let unreadable = Tool.run(
      ["form", "-"], stdin: { .failure(SystemIO.SystemError(reason: "Is a directory")) })
    #expect(unreadable.errors == "tfield: stdin: cannot read the file: Is a directory\n")
    #expect(try Arguments.parse(["form", "-", "--output", "plain"]) == .form(path: "-", output: .plain))
  }
}

extension Result<FormFile, FormFileError> {
  /// The message of the error, or nil.
  var message: String? {
    if case .failure(let error) = self { return Messages.describe(error) }
    return nil
  }
}
