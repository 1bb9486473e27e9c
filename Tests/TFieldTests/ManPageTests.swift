import Foundation
import Testing

@testable import TFieldOptions

/// `docs/tfield.1` is printed from the option table, and `man -l` reads it: every subcommand,
/// option and exit status, the examples.
@Suite("Man page")
struct ManPageTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let page = root.appendingPathComponent("docs/tfield.1")

  @Test("docs/tfield.1 is the page printed from the table")
  func current() throws {
    if ProcessInfo.processInfo.environment["TF_REGENERATE_DOCS"] == "1" {
      try ManPage.text.write(to: Self.page, atomically: true, encoding: .utf8)
    }
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    #expect(text == ManPage.text, "docs/tfield.1 differs from the table; TF_REGENERATE_DOCS=1 swift test --filter ManPage")
    #expect(text.unicodeScalars.allSatisfy { $0.isASCII }, "the page's source is ASCII")
  }
}
