import FieldEngine
import Testing

@testable import FieldChoices
@testable import FieldIO
@testable import FieldTerminal

/// Every presentation draws controls and invisible format characters from outside as visible
/// stand-ins; the text itself keeps them.
@Suite("Controls and format characters drawn visibly")
struct VisibleDrawingTests {
  @Test("a title, a label and a field's text show escapes and bidi overrides; the value keeps them")
  func form() throws {
    let field = Field(id: "f", label: "L\u{202E}x")
    var controller = FormController(form: try Form([field]), title: "T\u{1B}]52;c;aGk=\u{07}").sized(50, 8)
    controller.handle(.paste("inv\u{202E}fdp"))
    let grid = controller.frame().textGrid()
    #expect(grid[0] == " T\\e]52;c;aGk=\\a", "\(grid)")
    #expect(grid[2].hasPrefix("› L<U+202E>x  [inv<U+202E>fdp"), "\(grid)")
    #expect(controller.form.fields[0].text == "inv\u{202E}fdp")
    for row in controller.frame().rows {
      for span in row {
        #expect(!span.text.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" }, "\(span.text)")
      }
    }
  }

  @Test("a list's item shows a bidi override as its code point, and a control as U+FFFD")
  func items() {
    #expect(ChoiceListLayout.printable("invoice\u{202E}fdp.exe") == "invoice<U+202E>fdp.exe")
    #expect(ChoiceListLayout.printable("a\u{1B}b\u{200B}") == "a\u{FFFD}b<U+200B>")
    #expect(ChoiceListLayout.printable("👨\u{200D}👩 e\u{301}") == "👨\u{200D}👩 e\u{301}")
  }

  @Test(
    "a line break in an item (a --read0 history entry) shows as fzf 0.74.5's --no-multi-line shows it",
    arguments: [
      ("for f in *\ndo echo $f\ndone", "for f in *␊do echo $f␊done"),
      ("dos\r\nline", "dos␍␊line"),
      ("a\rb", "a␍b"),
    ])
  func lineBreaks(item: String, shown: String) {
    #expect(ChoiceListLayout.printable(item) == shown)
    var controller = ChoiceListController(title: "", list: ChoiceList(items: [item]))
    controller.appearance.multiLine = false
    #expect(controller.sized(40, 5).frame().textGrid()[2] == "›   " + shown)
  }

  @Test("one line of display text: breaks and tabs as spaces, other controls written out")
  func displayLine() {
    #expect(DisplayText.line("a\tb\r\nc\u{1B}[2J\u{0}d\u{2066}") == "a b c\\e[2J\\x00d<U+2066>")
  }
}
