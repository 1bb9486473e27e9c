import FieldEngine
import Foundation
import PackagePaths
import Testing

@testable import FieldKeys

@Suite("Keys rebound by name: readline's functions, the components' actions, macros, an inputrc")
struct KeyCustomizationTests {
  static let controlK = KeyEvent.key(.control("k"), [])
  static let controlS = KeyEvent.key(.control("s"), [])

  @Test(
    "readline's names run the edits the tables bind",
    arguments: ReadlineFunctions.edits.filter {
      $0.name != "backward-kill-line" && $0.name != "insert-last-argument"
    })
  func readlineNamesMatchTheTables(name: String, edit: Edit) {
    // The name's edit is one a row of the form's table runs, so the inputrc can bind it.
    #expect(
      KeyBindings<FormCommand>.form.target(named: name, readlineOnly: true)
        == .command(.edit(edit), name: name))
  }

  @Test("a rebound key leaves its old row and goes first in its new one, in the docs and the help row")
  func rebinding() throws {
    var keys = KeyCustomization()
    try keys.bind("ctrl-s", to: "accept")
    try keys.bind("ctrl-k", to: "backward-kill-line")
    let table = keys.apply(to: KeyBindings<FormCommand>.form)
    #expect(table.command(for: Self.controlS) == .submit)
    #expect(table.command(for: Self.controlK) == .edit(.killToStart))
    #expect(table.helpLine.contains("^S submit"))
    #expect(!table.helpLine.contains("Enter submit"))
    #expect(table.keyNames(for: .submit) == "Ctrl-S, Enter, Ctrl-J")
    #expect(table.keyNames(for: .edit(.killToEnd)) == nil)
    #expect(table.helpRows.contains { $0.keys == "Ctrl-K, Ctrl-U, Ctrl-X Backspace" })
  }

  @Test("a key whose row loses its help label's key is labelled by the key it keeps; ignore unbinds")
  func unbinding() throws {
    var keys = KeyCustomization()
    try keys.bind("enter", to: "ignore")
    let table = keys.apply(to: KeyBindings<FormCommand>.form)
    #expect(table.command(for: .key(.enter, [])) == nil)
    #expect(table.helpLine.contains("^J submit"))
  }

  @Test("unknown key names and actions are refused with their name; a name a table lacks leaves it")
  func refusals() throws {
    var keys = KeyCustomization()
    #expect(throws: KeyCustomizationError.self) { try keys.bind("ctrl-shift-x", to: "accept") }
    #expect(throws: KeyCustomizationError.self) { try keys.bind("ctrl-a", to: "no-such-action") }
    try keys.bind("ctrl-a", to: "yes")
    #expect(
      keys.apply(to: KeyBindings<FormCommand>.form).command(for: .key(.control("a"), []))
        == .edit(.move(.start)))
    #expect(
      keys.apply(to: KeyBindings<ConfirmCommand>.confirm).command(for: .key(.control("a"), []))
        == .answer(true))
    #expect(KeyBindings<ConfirmCommand>.confirm.target(named: "kill-line") == nil)
    #expect(KeyBindings<ListCommand>.list.target(named: "previous-history") == nil)
  }

  @Test("a macro's key types its text as keys; a macro through itself stops")
  func macros() throws {
    var keys = KeyCustomization()
    keys.read(inputrc: #""\C-t": "\C-ato ""# + "\n" + #""\ex": "\ex!""#)
    let table = keys.apply(to: KeyBindings<FormCommand>.form)
    var state = KeySequenceState()
    #expect(
      table.read(.key(.control("t"), []), after: &state)
        == .replay([.key(.control("a"), []), .text("t"), .text("o"), .text(" ")]))
    let looping = table.read(.key(.character("x"), [.alt]), after: &state)
    #expect(looping == .replay(Array(repeating: .text("!"), count: KeyBindings<FormCommand>.macroDepth + 1)))
    #expect(table.helpRows.contains { $0.keys == "Ctrl-T" && $0.action == "type \"^Ato \" (a macro)" })
  }

  @Test("an inputrc: sequences as the decoder reads them, prefix keys, unknown names unbind, vi kept apart")
  func inputrc() {
    var keys = KeyCustomization()
    keys.read(
      inputrc: """
        "\\e[A": history-search-backward
        "\\C-x\\C-r": kill-line
        "\\C-a": no-such-function
        "\\C-e": kill-whole-line
        set editing-mode vi
        "\\C-w": backward-kill-word
        """)
    let table = keys.apply(to: KeyBindings<FormCommand>.form)
    #expect(table.command(for: .key(.up, [])) == .edit(.historyPrefixOlder))
    #expect(table.command(after: .key(.control("x"), []), .key(.control("r"), [])) == .edit(.killToEnd))
    #expect(table.command(for: .key(.control("a"), [])) == nil)
    #expect(table.command(for: .key(.control("e"), [])) == nil)
    #expect(table.command(for: .key(.control("w"), [])) == .edit(.deleteWhitespaceWordBackward))
    #expect(keys.viBindings.map(\.keys) == [[0x17]])
    #expect(keys.editingMode == .vi)
  }

  @Test("each component's action names are its own")
  func actionNames() {
    #expect(
      KeyBindings<ConfirmCommand>.confirm.actionNames() == [
        "ignore", "yes", "no", "toggle", "accept", "abort", "cancel", "interrupt", "redraw", "accept-line",
        "clear-screen", "redraw-current-line",
      ])
    #expect(KeyBindings<TextAreaCommand>.textArea.actionNames().contains("newline"))
    #expect(!KeyBindings<TextAreaCommand>.textArea.actionNames().contains("previous-history"))
  }

  @Test("docs/keys.md names every readline function tfield has, and every component's own action")
  func documented() throws {
    let text = try String(contentsOf: PackageRoot.url("docs/keys.md"), encoding: .utf8)
    let names =
      ReadlineFunctions.edits.map(\.name) + ReadlineFunctions.argumentKeys.map(\.name)
      + FormCommand.actionNames.map(\.name) + PromptCommand.actionNames.map(\.name)
      + TextAreaCommand.actionNames.map(\.name) + ConfirmCommand.actionNames.map(\.name)
      + FormCommand.readlineNames.map(\.name) + TextAreaCommand.readlineNames.map(\.name)
    for name in names {
      #expect(text.contains("`\(name)`"), "docs/keys.md does not name \(name)")
    }
  }
}
