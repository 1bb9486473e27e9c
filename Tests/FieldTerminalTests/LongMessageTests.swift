import FieldEngine
import FieldKeys
import Testing

@testable import FieldTerminal

/// Long messages: wrapped onto up to three rows where the screen has them, the last row shown
/// ending with "…" when even three are not enough, and the whole text then kept in the frame's
/// `cutMessages` (the runner writes it to standard error once the terminal is restored).
@Suite("Long messages: three rows, then the rest to standard error")
struct LongMessageTests {
  /// A message of 100 columns: four rows at 38 columns, two at 60.
  static let long =
    "history /tmp/answers: skipped 1 line not UTF-8, 1 line with control characters; never compacted"

  static func form(width: Int, height: Int, inline: Bool = false) throws -> FormController {
    var controller = FormController(
      form: try Form(FormControllerTests.demoFields()), title: inline ? "" : "Demo")
    controller.layout(in: Region(width: width, height: height, isInline: inline))
    controller.show(StatusMessage(Self.long, .error))
    return controller
  }

  @Test("full screen: a message of two rows wraps upwards into a free row; nothing is cut")
  func fullScreenTwoRows() throws {
    let frame = try Self.form(width: 62, height: 12).frame()
    #expect(
      frame.textGrid()[9...11] == [
        " history /tmp/answers: skipped 1 line not UTF-8, 1 line with",
        " control characters; never compacted",
        " Tab next · Enter submit · Esc cancel · ^C quit · ^_ undo",
      ])
    #expect(frame.cutMessages.isEmpty)
  }

  @Test("full screen: a message of four rows takes three, the third ending with …; the whole text is kept")
  func fullScreenCut() throws {
    let frame = try Self.form(width: 40, height: 12).frame()
    #expect(
      frame.textGrid()[8...10] == [
        " history /tmp/answers: skipped 1 line",
        " not UTF-8, 1 line with control",
        " characters; never compacted",
      ])
    let cut = try Self.form(width: 30, height: 12).frame()
    #expect(
      cut.textGrid()[8...10] == [
        " history /tmp/answers:", " skipped 1 line not UTF-8, 1", " line with control character…",
      ])
    #expect(cut.cutMessages == [Self.long])
  }

  @Test("full screen: with no free row the message has one row, cut, and is kept whole")
  func fullScreenNoFreeRow() throws {
    let frame = try Self.form(width: 40, height: 10).frame()
    #expect(frame.textGrid()[8] == " history /tmp/answers: skipped 1 line …")
    #expect(frame.cutMessages == [Self.long])
  }

  @Test("inline: a long message asks for rows of its own, up to three, and gets them")
  func inlineGrows() throws {
    var controller = try Self.form(width: 62, height: 7, inline: true)
    // Three fields (six rows) and one row for the message or the help: two rows wanted at 62.
    #expect(controller.inlineHeight(width: 62, screenHeight: 24) == 8)
    controller.layout(in: Region(width: 62, height: 8, isInline: true))
    #expect(
      controller.frame().textGrid()[6...7] == [
        " history /tmp/answers: skipped 1 line not UTF-8, 1 line with",
        " control characters; never compacted",
      ])
    #expect(controller.frame().cutMessages.isEmpty)
    // At 30 columns it wants more than three: three rows, the last cut, the whole text kept.
    #expect(controller.inlineHeight(width: 30, screenHeight: 24) == 9)
    controller.layout(in: Region(width: 30, height: 9, isInline: true))
    let frame = controller.frame()
    #expect(
      frame.textGrid()[6...8] == [
        " history /tmp/answers:", " skipped 1 line not UTF-8, 1", " line with control character…",
      ])
    #expect(frame.cutMessages == [Self.long])
    // Once the message is gone, the form asks for its own rows again.
    _ = controller.handle(.text("x"))
    #expect(controller.message == nil)
    #expect(controller.inlineHeight(width: 30, screenHeight: 24) == 7)
  }

  @Test("inline: a region with no row to spare gives the message one row; the fields never scroll for it")
  func inlineNoRoom() throws {
    let controller = try Self.form(width: 62, height: 7, inline: true)
    let grid = controller.frame().textGrid()
    #expect(grid[0] == "› Unlimited  [                                               ]")
    #expect(grid[6] == " history /tmp/answers: skipped 1 line not UTF-8, 1 line with…")
    #expect(controller.frame().cutMessages == [Self.long])
  }

  @Test("a prompt's notice takes the help row, then a third row of a taller box; beyond that it is cut")
  func promptNotice() throws {
    var prompt = try PromptController(title: "Name", question: "Who are you?", spec: FieldSpec(id: "name"))
      .sized(44, 14)
    prompt.show(StatusMessage(Self.long, .error))
    let grid = prompt.frame().textGrid()
    let rows = grid.filter { $0.contains("│") }.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(
      rows.suffix(4) == [
        "│           [ OK ]  [ Cancel ]           │",
        "│ history /tmp/answers: skipped 1 line   │",
        "│ not UTF-8, 1 line with control         │",
        "│ characters; never compacted            │",
      ])
    #expect(prompt.frame().cutMessages.isEmpty)
    #expect(prompt.inlineHeight(width: 44, screenHeight: 24) == 10)
    var narrow = prompt
    narrow.layout(in: Region(width: 30, height: 14))
    #expect(narrow.frame().cutMessages == [Self.long])
    let narrowRows = narrow.frame().textGrid()
    #expect(narrowRows.contains { $0.hasSuffix(" │ UTF-8, 1 line with cont… │") }, "\(narrowRows)")
  }

  @Test("a list's notice keeps one row above the help; cut there, it is kept whole")
  func listNotice() {
    var controller = ChoiceListTests.controller(width: 30)
    _ = controller.handle(.notice(.pasteTruncated(capBytes: 16 << 20)))
    let frame = controller.frame()
    let message = InputNotice.pasteTruncated(capBytes: 16 << 20).message
    #expect(frame.textGrid()[7].hasSuffix("…"))
    #expect(frame.cutMessages == [message])
  }

  @Test("MessageLines: short text on one row, never more rows than given, at most three")
  func messageLines() {
    #expect(MessageLines("short", columns: 20).lines == ["short"])
    #expect(MessageLines("", columns: 20).lines == [""])
    let words = Array(repeating: "word", count: 20).joined(separator: " ")
    #expect(MessageLines(words, columns: 20).lines.count == 3)
    #expect(MessageLines(words, columns: 20, rows: 9).lines.count == 3)
    #expect(MessageLines(words, columns: 20, rows: 0).lines == ["word word word word…"])
    #expect(MessageLines(words, columns: 20).isCut)
    #expect(!MessageLines("a b c", columns: 20).isCut)
    #expect(MessageLines.rowsWanted(words, columns: 50) == 2)
  }
}
