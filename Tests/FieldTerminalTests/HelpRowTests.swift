import FieldEngine
import Testing

@testable import FieldTerminal

/// A help row that does not fit its row: tighter first, then whole entries and "…", never an entry
/// cut in the middle.
@Suite("The help row fitted to its width")
struct HelpRowTests {
  static let line = "Tab next · Enter submit · Esc cancel · F3 list"

  @Test(
    "as it is, tighter, or whole entries and …",
    arguments: [
      (46, "Tab next · Enter submit · Esc cancel · F3 list"),
      (45, "Tab next  Enter submit  Esc cancel  F3 list"),
      (42, "Tab next · Enter submit · Esc cancel …"),
      (25, "Tab next · Enter submit …"),
      (24, "Tab next …"),
      (9, "Tab next…"),
      (4, "Tab…"),
    ])
  func fit(columns: Int, shown: String) {
    #expect(HelpRow.fit(Self.line, columns: columns) == shown)
    #expect(TerminalWidth.columns(of: shown) <= columns)
  }

  @Test("a form with F2 and F3 drawn inline in an 80-column terminal (79 columns) shows F3 list whole")
  func inlineFormAtEighty() throws {
    let controller = try FormDialogTests.controller(width: 79)
    let help = controller.frame().textGrid()[15]
    #expect(help == " Tab next  Enter submit  Esc cancel  ^C quit  ^_ undo  F2 prompt  F3 list")
  }
}
