import Testing

@testable import TFieldArguments
@testable import TFieldOptions
@testable import TerminalFields
@testable import tfield

/// `--vi` and `TFIELD_EDITING_MODE`: which keys edit text.
@Suite("tfield --vi and TFIELD_EDITING_MODE")
struct EditingModeTests {
  @Test("--vi on every subcommand that edits text on a terminal; not on check or confirm")
  func flag() throws {
    for subcommand in ["input", "form", "prompt", "choose", "write"] {
      let arguments = [subcommand, "--vi"] + (subcommand == "form" ? ["form.json"] : [])
      #expect(try Arguments.parse(arguments).display?.vi == true, "\(subcommand)")
    }
    #expect(try Arguments.parse(["input"]).display?.vi == false)
    #expect(throws: UsageError.self) { try Arguments.parse(["check", "--vi"]) }
    #expect(throws: UsageError.self) { try Arguments.parse(["confirm", "--vi"]) }
  }

  @Test(
    "TFIELD_EDITING_MODE: vi gives vi's keys, emacs and unset emacs's; --vi wins",
    arguments: [
      (nil, false, false), ("", false, false), ("emacs", false, false), ("vi", false, true),
      ("emacs", true, true),
    ] as [(String?, Bool, Bool)])
  func environment(_ value: String?, flag: Bool, vi: Bool) {
    var display = Display()
    display.vi = flag
    let session = Session(display: display, start: .now) { $0 == "TFIELD_EDITING_MODE" ? value : nil }
    #expect(session.editing.mode == (vi ? .vi : .emacs))
    #expect(session.settings.editing.mode == session.editing.mode)
    #expect(session.unknownEditingMode == nil)
  }

  @Test("any other TFIELD_EDITING_MODE is an error naming the variable and the values, exit status 2")
  func unknownMode() {
    let session = Session(display: Display(), start: .now) { $0 == "TFIELD_EDITING_MODE" ? "vim" : nil }
    #expect(session.unknownEditingMode == "vim")
    #expect(
      Messages.line(for: .unknownEditingMode("vim"))
        == #"tfield: TFIELD_EDITING_MODE: "vim" is no editing mode: use emacs or vi"#)
    #expect(CommandResult.failed(.unknownEditingMode("vim")).status == .error)
  }
}
