import FieldEngine
import Foundation
import TFieldOptions
import Testing

@testable import FormFiles
@testable import TFieldArguments
@testable import tfield

/// A form file, the flags and Swift build one `FieldSpec`; the field built from it holds it, so
/// form file -> spec -> field loses nothing.
@Suite("Specs: form file -> spec -> field, flags and keys alike")
struct SpecRoundTripTests {
  static let demoForm = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/demo-form.json").path

  @Test("every field of the shipped form file holds the spec it was read into")
  func formFileToField() throws {
    let file = try Tool.loadForm(Self.demoForm).get()
    #expect(file.fields.count == 10)
    for spec in file.fields {
      let field = try spec.makeField()
      #expect(field.spec == spec, "\(spec.id)")
      #expect(field.id == spec.id && field.label == spec.label && field.rules == spec.rules)
      #expect(field.validators == spec.validators && field.isPassword == spec.isPassword)
      #expect(field.placeholder == spec.placeholder && field.submitsLiterals == spec.submitsLiterals)
    }
    #expect(Set(file.fields).count == file.fields.count)
  }

  static let rules: [(flags: [String], json: String, swift: FieldSpec)] = [
    (
      ["--mask", "(999) 000-0000", "--placeholder", "digits", "--unmasked", "--value", "5551234567"],
      #""mask": "(999) 000-0000", "placeholder": "digits", "unmasked": true, "value": "5551234567""#,
      FieldSpec(
        id: "value", value: "5551234567", rules: FieldRules(format: try! .mask("(999) 000-0000")),
        placeholder: "digits", submitsLiterals: false)
    ),
    (
      ["--integer", "--min", "0", "--max", "130", "--required"],
      #""integer": true, "min": 0, "max": 130, "required": true"#,
      FieldSpec(
        id: "value", rules: FieldRules(format: try! .number(.integer(minimum: 0, maximum: 130))),
        validators: [.required])
    ),
    (
      ["--deny", "x", "--allow", "abcx", "--max-bytes", "8", "--min-length", "2", "--on-paste", "truncate"],
      #""deny": "x", "allow": "abcx", "maxBytes": 8, "minLength": 2, "onPaste": "truncate""#,
      FieldSpec(
        id: "value",
        rules: FieldRules(
          limits: [LengthLimit(8, .utf8Bytes)], allowedCharacters: "abcx", bannedCharacters: "x",
          pastePolicy: .truncate), validators: [.minLength(2)])
    ),
    (
      ["--pattern", "[A-Z]{2}[0-9]{4}", "--label", "Code", "--password"],
      #""pattern": "[A-Z]{2}[0-9]{4}", "label": "Code", "password": true"#,
      FieldSpec(
        id: "value", label: "Code", rules: FieldRules(format: try! .pattern("[A-Z]{2}[0-9]{4}")),
        isPassword: true)
    ),
  ]

  @Test("flags, a form file's keys and Swift build the same spec, and its field holds it", arguments: rules)
  func flagsKeysAndSwift(flags: [String], json: String, swift: FieldSpec) throws {
    guard case .input(let fromFlags, _, _, _) = try Arguments.parse(["input"] + flags) else {
      Issue.record("not an input")
      return
    }
    let file = try FormFile.parse(Array(#"{"fields": [{"id": "value", \#(json)}]}"#.utf8), name: "f")
    #expect(fromFlags == swift)
    #expect(file.fields == [swift])
    #expect(try swift.makeField().spec == swift)
  }

  @Test("two formats are refused before any spec is made, naming the last one given")
  func severalFormats() throws {
    #expect(throws: UsageError.configuration(.severalFormats([.mask, .pattern]))) {
      try Arguments.parse(["input", "--pattern", "x", "--mask", "00"])
    }
    #expect(
      Tool.run(["check", "--mask", "00", "--date", "YYYY", "--value", "1"], stdin: { .success([]) }).errors
        == "tfield: --date: a field takes one format, got mask and date\n")
    #expect(
      Tool.run(["check", "--pattern", "(", "--value", "1"], stdin: { .success([]) }).errors.hasPrefix(
        "tfield: --pattern: pattern \"(\""))
  }
}
