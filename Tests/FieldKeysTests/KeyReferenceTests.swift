import Foundation
import PackagePaths
import Testing

@testable import FieldKeys

/// docs/keys.md holds the key tables as the program has them, each between its markers; after a
/// change of a table, `TF_REGENERATE_DOCS=1 swift test --filter KeyReference` writes them again.
@Suite("Key reference")
struct KeyReferenceTests {
  /// The tables docs/keys.md holds, by the name in their markers.
  static let tables = [
    ("KeyBindings.form", KeyBindings<FormCommand>.form.markdownTable),
    ("KeyBindings.formSelect", KeyBindings<FormCommand>.formSelect.withoutEditingRows.markdownTable),
    (
      "KeyBindings.formMultiselect", KeyBindings<FormCommand>.formMultiselect.withoutEditingRows.markdownTable
    ),
    ("KeyBindings.formConfirm", KeyBindings<FormCommand>.formConfirm.withoutEditingRows.markdownTable),
    ("KeyBindings.formArea", KeyBindings<FormCommand>.formArea.withoutEditingRows.markdownTable),
    ("KeyBindings.formNote", KeyBindings<FormCommand>.formNote.withoutEditingRows.markdownTable),
    ("KeyBindings.prompt", KeyBindings<PromptCommand>.prompt.markdownTable),
    ("ViKeyTable", ViKeyTable.markdownTable),
    ("KeyBindings.textArea", KeyBindings<TextAreaCommand>.textArea.markdownTable),
    (
      "KeyBindings.calendar",
      KeyBindings(EditingKeys.calendarRows.map { $0.map(FormCommand.edit) }).markdownTable
    ),
  ]

  /// `text` with the lines between each table's markers replaced by the table.
  static func regenerated(_ text: String) throws -> String {
    var text = text
    for (name, table) in tables {
      let begin = "<!-- BEGIN \(name): generated from the key table -->\n"
      let end = "<!-- END \(name) -->"
      guard let start = text.range(of: begin),
        let stop = text.range(of: end, range: start.upperBound..<text.endIndex)
      else { throw KeyReferenceError(description: "docs/keys.md has no markers \(begin)…\(end)") }
      text.replaceSubrange(start.upperBound..<stop.lowerBound, with: table + "\n")
    }
    return text
  }

  struct KeyReferenceError: Error, CustomStringConvertible {
    var description: String
  }

  @Test("docs/keys.md holds the form's and the prompt's key tables")
  func reference() throws {
    let url = PackageRoot.url("docs/keys.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let expected = try Self.regenerated(text)
    if ProcessInfo.processInfo.environment["TF_REGENERATE_DOCS"] == "1" {
      try expected.write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(
      try String(contentsOf: url, encoding: .utf8) == expected,
      "docs/keys.md differs from the key tables; TF_REGENERATE_DOCS=1 swift test --filter KeyReference")
  }

  @Test("the README points to the key reference")
  func readme() throws {
    let url = PackageRoot.url("README.md")
    #expect(try String(contentsOf: url, encoding: .utf8).contains("(docs/keys.md)"))
  }
}
