import FieldEngine
import Foundation
import PackagePaths
import Testing

@testable import FieldKeys

@Suite("Key bindings")
struct KeyBindingsTests {
  typealias Key = KeyEvent.Key

  @Test(
    "readline/emacs habits",
    arguments: [
      (KeyEvent.key(.left, []), FormCommand.edit(.move(.characterLeft))),
      (.key(.control("b"), []), .edit(.move(.characterLeft))),
      (.key(.right, []), .edit(.move(.characterRight))),
      (.key(.control("f"), []), .edit(.move(.characterRight))),
      (.key(.character("b"), [.alt]), .edit(.move(.wordLeft))),
      (.key(.character("f"), [.alt]), .edit(.move(.wordRight))),
      (.key(.left, [.control]), .edit(.move(.wordLeft))),
      (.key(.right, [.control]), .edit(.move(.wordRight))),
      (.key(.home, []), .edit(.move(.start))),
      (.key(.control("a"), []), .edit(.move(.start))),
      (.key(.end, []), .edit(.move(.end))),
      (.key(.control("e"), []), .edit(.move(.end))),
      (.key(.backspace, []), .edit(.deleteBackward)),
      (.key(.control("h"), []), .edit(.deleteBackward)),
      (.key(.delete, []), .edit(.deleteForward)),
      (.key(.control("d"), []), .edit(.deleteForward)),
      (.key(.control("w"), []), .edit(.deleteWhitespaceWordBackward)),
      (.key(.backspace, [.alt]), .edit(.deleteWordBackward)),
      (.key(.control("h"), [.alt]), .edit(.deleteWordBackward)),
      (.key(.character("d"), [.alt]), .edit(.deleteWordForward)),
      (.key(.control("k"), []), .edit(.killToEnd)),
      (.key(.control("u"), []), .edit(.killToStart)),
      (.key(.control("y"), []), .edit(.yank)),
      (.key(.character("y"), [.alt]), .edit(.yankPop)),
      (.key(.control("_"), []), .edit(.undo)),
      (.key(.control("z"), []), .suspend),
      (.key(.control("_"), [.alt]), .edit(.redo)),
      (.key(.control("t"), []), .edit(.transposeCharacters)),
      (.key(.character("t"), [.alt]), .edit(.transposeWords)),
      (.key(.character("u"), [.alt]), .edit(.changeCase(.upper))),
      (.key(.character("l"), [.alt]), .edit(.changeCase(.lower))),
      (.key(.character("c"), [.alt]), .edit(.changeCase(.capitalized))),
      (.key(.control("@"), []), .edit(.setMark)),
      (.key(.character("\\"), [.alt]), .edit(.deleteSpacesAroundCursor)),
      (.key(.character("r"), [.alt]), .edit(.revert)),
      (.key(.left, [.shift]), .edit(.move(.characterLeft, extending: true))),
      (.key(.right, [.shift]), .edit(.move(.characterRight, extending: true))),
      (.key(.home, [.shift]), .edit(.move(.start, extending: true))),
      (.key(.end, [.shift]), .edit(.move(.end, extending: true))),
      (.key(.control("l"), []), .redraw),
      (.key(.tab, []), .completeOrNextField),
      (.key(.character("?"), [.alt]), .listCompletions),
      (.key(.character("="), [.alt]), .listCompletions),
      (.key(.character("*"), [.alt]), .listCompletions),
      (.key(.control("l"), [.alt]), .redraw),
      (.key(.delete, [.control]), .edit(.deleteWordForward)),
      (.key(.character(" "), [.alt]), .edit(.setMark)),
      (.key(.control("r"), [.alt]), .edit(.revert)),
      (.key(.insert, []), .edit(.toggleOverwrite)),
      (.key(.pageUp, []), .edit(.historyPrefixOlder)),
      (.key(.pageDown, []), .edit(.historyPrefixNewer)),
      (.key(.character("p"), [.alt]), .edit(.search(.olderWhenEntered))),
      (.key(.character("n"), [.alt]), .edit(.search(.newerWhenEntered))),
      (.key(.character("."), [.alt]), .edit(.yankLastArgument)),
      (.key(.character("_"), [.alt]), .edit(.yankLastArgument)),
      (.key(.control("y"), [.alt]), .edit(.yankNthArgument)),
      // readline's do-lowercase-version: Alt-Shift-B is Alt-B; Alt-< stays Alt-<.
      (.key(.character("B"), [.alt]), .edit(.move(.wordLeft))),
      (.key(.character("F"), [.alt]), .edit(.move(.wordRight))),
      (.key(.character("D"), [.alt]), .edit(.deleteWordForward)),
      (.key(.down, []), .nextFieldOrNewerEntry),
      (.key(.backTab, []), .previousField),
      (.key(.up, []), .previousFieldOrOlderEntry),
      (.key(.control("p"), []), .edit(.historyOlder)),
      (.key(.control("n"), []), .edit(.historyNewer)),
      (.key(.character("<"), [.alt]), .edit(.historyOldest)),
      (.key(.character(">"), [.alt]), .edit(.historyNewest)),
      (.key(.control("r"), []), .edit(.search(.older))),
      (.key(.control("s"), []), .edit(.search(.newer))),
      (.key(.down, [.alt]), .edit(.step(-1))),
      (.key(.up, [.alt]), .edit(.step(1))),
      (.key(.enter, []), .submit),
      (.key(.escape, []), .cancel),
      (.key(.control("c"), []), .interrupt),
      (.text("é"), .edit(.insert("é"))),
      (.paste("a\nb"), .edit(.paste("a\nb"))),
    ])
  func binding(event: KeyEvent, command: FormCommand) {
    #expect(KeyBindings.form.command(for: event) == command)
  }

  @Test(
    "two-key sequences: Ctrl-X Ctrl-X, Ctrl-X Ctrl-U; Ctrl-X alone is no command",
    arguments: [
      (KeyEvent.key(.control("x"), []), FormCommand.edit(.exchangeCursorAndMark)),
      (.key(.control("u"), []), .edit(.undo)),
    ])
  func sequence(second: KeyEvent, command: FormCommand) {
    let table = KeyBindings<FormCommand>.form
    #expect(table.command(after: .key(.control("x"), []), second) == command)
    #expect(table.isPrefix(.key(.control("x"), [])))
    #expect(table.command(for: .key(.control("x"), [])) == nil)
  }

  @Test(
    "reading keys: a prefix waits, an argument gathers digits, the next key runs with it",
    arguments: [
      (
        [KeyEvent.key(.control("x"), []), .key(.control("x"), [])],
        KeyReading.command(FormCommand.edit(.exchangeCursorAndMark), argument: nil)
      ),
      ([.key(.character("4"), [.alt]), .text("x")], .command(.edit(.insert("x")), argument: 4)),
      (
        [.key(.character("1"), [.alt]), .text("2"), .key(.control("f"), [])],
        .command(.edit(.move(.characterRight)), argument: 12)
      ),
      (
        [.key(.character("-"), [.alt]), .key(.control("b"), [])],
        .command(.edit(.move(.characterLeft)), argument: -1)
      ),
      ([.key(.character("-"), [.alt]), .key(.character("3"), [.alt])], .waiting("argument -13")),
      ([.key(.character("3"), [.alt]), .text("-")], .command(.edit(.insert("-")), argument: 3)),
      (
        [.key(.character("3"), [.alt]), .key(.character("-"), [.alt])],
        .command(.edit(.insert("-")), argument: 3)
      ),
      (
        [.key(.character("2"), [.alt]), .key(.control("x"), []), .key(.control("u"), [])],
        .command(.edit(.undo), argument: 2)
      ),
      ([.key(.character("2"), [.alt]), .key(.control("g"), [])], .abandoned),
      ([.key(.control("x"), []), .text("q")], .dropped("Ctrl-X q is not bound")),
      ([.key(.character("2"), [.alt]), .key(.function(9), [])], .ignored),
      ([.key(.character("2"), [.alt]), .paste("ab")], .command(.edit(.paste("ab")), argument: 2)),
      ([.key(.control("g"), [])], .ignored),
      ([.key(.escape, [])], .command(.cancel, argument: nil)),
      (
        [.key(.character("2"), [.alt]), .key(.control("]"), []), .text("w")],
        .command(.edit(.searchCharacter("w", forward: true)), argument: 2)
      ),
      (
        [.key(.control("]"), [.alt]), .text("o")],
        .command(.edit(.searchCharacter("o", forward: false)), argument: nil)
      ),
      ([.key(.control("]"), [])], .waiting("Ctrl-]-")),
      ([.key(.control("]"), []), .key(.control("g"), [])], .abandoned),
      ([.key(.control("]"), []), .key(.left, [])], .dropped("← is no character to search for")),
      ([.key(.control("x"), []), .key(.backspace, [])], .command(.edit(.killToStart), argument: nil)),
      ([.key(.control("x"), []), .key(.control("e"), [])], .command(.editInEditor, argument: nil)),
      ([.key(.control("x"), []), .key(.control("g"), [.alt])], .abandoned),
      ([.key(.control("g"), [.alt])], .ignored),
    ])
  func reading(events: [KeyEvent], last: KeyReading<FormCommand>) {
    var state = KeySequenceState()
    var reading = KeyReading<FormCommand>.ignored
    for event in events { reading = KeyBindings.form.read(event, after: &state) }
    #expect(reading == last)
    if case .waiting = reading {} else { #expect(state == KeySequenceState(), "something still waits") }
  }

  @Test("keyboard macros: Ctrl-X ( records, Ctrl-X ) keeps, Ctrl-X e gives the keys back, Alt-2 twice")
  func macros() {
    var state = KeySequenceState()
    let table = KeyBindings<FormCommand>.form
    let x = KeyEvent.key(.control("x"), [])
    #expect(table.read(x, after: &state) == .waiting("Ctrl-X-"))
    #expect(
      table.read(.text("e"), after: &state) == .dropped("no keyboard macro recorded yet: Ctrl-X ( starts one")
    )
    _ = table.read(x, after: &state)
    #expect(table.read(.text("("), after: &state) == .waiting("recording a keyboard macro: Ctrl-X ) ends it"))
    #expect(table.read(.text("a"), after: &state) == .command(.edit(.insert("a")), argument: nil))
    #expect(
      table.read(.key(.control("b"), []), after: &state)
        == .command(.edit(.move(.characterLeft)), argument: nil))
    _ = table.read(x, after: &state)
    #expect(
      table.read(.text(")"), after: &state) == .waiting("keyboard macro of 2 keys kept: Ctrl-X e types it"))
    #expect(state.recording == nil)
    let keys: [KeyEvent] = [.text("a"), .key(.control("b"), [])]
    _ = table.read(.key(.character("2"), [.alt]), after: &state)
    _ = table.read(x, after: &state)
    #expect(table.read(.text("e"), after: &state) == .replay(keys + keys))
    // No macro called or started while one is recorded: recording is dropped, as readline aborts.
    _ = table.read(x, after: &state)
    _ = table.read(.text("("), after: &state)
    _ = table.read(x, after: &state)
    #expect(
      table.read(.text("e"), after: &state)
        == .dropped("a keyboard macro cannot run while one is recorded: recording dropped"))
    #expect(state.recording == nil)
    _ = table.read(x, after: &state)
    #expect(table.read(.text(")"), after: &state) == .dropped("no keyboard macro is being recorded"))
    #expect(state.macro == keys)
  }

  @Test("a list reads a numeric argument, for its query and its moves")
  func listTakesArguments() {
    var state = KeySequenceState()
    #expect(KeyBindings.list.read(.key(.character("4"), [.alt]), after: &state) == .waiting("argument 4"))
    #expect(KeyBindings.list.read(.key(.down, []), after: &state) == .command(.move(.down), argument: 4))
  }

  @Test("unbound keys do nothing", arguments: [KeyEvent.key(.function(9), []), .key(.pageUp, [.alt])])
  func unbound(event: KeyEvent) {
    #expect(KeyBindings<FormCommand>.form.command(for: event) == nil)
  }

  /// Checks that the page holds the table; with TF_REGENERATE_DOCS=1, writes it there instead,
  /// over the table that starts with `first` (the header and the first row's start).
  static func checkTable(_ table: String, in page: String, after first: String) throws {
    let url = PackageRoot.url(page)
    var text = try String(contentsOf: url, encoding: .utf8)
    if ProcessInfo.processInfo.environment["TF_REGENERATE_DOCS"] == "1", !text.contains(table) {
      var lines = text.components(separatedBy: "\n")
      let joined = lines.indices.first { lines[$0...].joined(separator: "\n").hasPrefix(first) }
      let start = try #require(joined, "\(page) has no table starting \(first)")
      var end = start
      while end < lines.count && lines[end].hasPrefix("|") { end += 1 }
      lines.replaceSubrange(start..<end, with: table.components(separatedBy: "\n"))
      text = lines.joined(separator: "\n")
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(
      text.contains(table),
      "\(page) must hold (TF_REGENERATE_DOCS=1 swift test --filter KeyBindings writes it):\n\(table)")
  }

  @Test(
    "a choice list's keys",
    arguments: [
      (KeyEvent.key(.up, []), ListCommand.move(.up)), (.key(.down, []), .move(.down)),
      (.key(.pageUp, []), .move(.pageUp)), (.key(.pageDown, []), .move(.pageDown)),
      (.key(.home, []), .move(.first)), (.key(.end, []), .move(.last)),
      (.key(.enter, []), .choose), (.key(.escape, []), .cancel), (.key(.control("g"), []), .cancel),
      (.key(.control("q"), []), .cancel), (.key(.control("c"), []), .interrupt),
      (.key(.backspace, []), .edit(.deleteBackward)), (.key(.control("u"), []), .edit(.killToStart)),
      (.key(.control("w"), []), .edit(.deleteWhitespaceWordBackward)), (.key(.control("z"), []), .suspend),
      (.text("a"), .edit(.insert("a"))),
    ])
  func listBinding(event: KeyEvent, command: ListCommand) {
    #expect(KeyBindings.list.command(for: event) == command)
  }

  @Test("F2 and F3 open the form's dialogs")
  func dialogKeys() {
    #expect(KeyBindings<FormCommand>.form.command(for: .key(.function(2), [])) == .openPrompt)
    #expect(KeyBindings<FormCommand>.form.command(for: .key(.function(3), [])) == .openList)
  }

  @Test("docs/components.md's choice-list key table is the table")
  func readmeListTable() throws {
    try Self.checkTable(
      KeyBindings<ListCommand>.list.markdownTable, in: "docs/components.md",
      after: "| Keys | Action |\n| --- | --- |\n| ↑, Ctrl-P")
  }

  @Test("docs/components.md's yes/no key table is the table; y and n are rows of typed text")
  func confirmTable() throws {
    let url = PackageRoot.url("docs/components.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(
      text.contains(KeyBindings<ConfirmCommand>.confirm.markdownTable),
      "docs/components.md must hold:\n\(KeyBindings<ConfirmCommand>.confirm.markdownTable)")
    #expect(KeyBindings<ConfirmCommand>.confirm.command(for: .text("Y")) == .answer(true))
    #expect(KeyBindings<ConfirmCommand>.confirm.command(for: .text("x")) == .edit(.insert("x")))
    #expect(KeyBindings<ConfirmCommand>.confirm.command(for: .paste("y")) == .edit(.paste("y")))
    // Text rows change nothing for the other tables: typing is typing.
    #expect(KeyBindings<FormCommand>.form.command(for: .text("y")) == .edit(.insert("y")))
  }

  @Test(
    "a prompt's keys: the form's editing rows, its own moves, Enter and leaving",
    arguments: [
      (KeyEvent.key(.tab, []), PromptCommand.completeOrNextControl), (.key(.backTab, []), .previousControl),
      (.key(.up, []), .previousControlOrOlderEntry),
      (.key(.down, []), .nextControlOrNewerEntry), (.key(.control("r"), []), .edit(.search(.older))),
      (.key(.enter, []), .activate), (.key(.escape, []), .cancel), (.key(.control("c"), []), .interrupt),
      (.key(.function(4), []), .toggleReveal),
      (.key(.control("w"), []), .edit(.deleteWhitespaceWordBackward)),
      (.key(.control("z"), []), .suspend), (.key(.control("_"), []), .edit(.undo)),
      (.paste("x"), .edit(.paste("x"))),
    ])
  func promptBinding(event: KeyEvent, command: PromptCommand) {
    #expect(KeyBindings.prompt.command(for: event) == command)
  }

  @Test("every editing row is in the form's table and the prompt's, with the same keys and words")
  func sharedEditingRows() {
    for row in EditingKeys.rows {
      #expect(KeyBindings.form.bindings.contains(row.map(FormCommand.edit)), "\(row.keyNames)")
      let prompt = KeyBindings.prompt.bindings.first { $0.command == .edit(row.command) }
      #expect(prompt?.keys == row.keys && prompt?.help == row.help, "\(row.keyNames)")
    }
  }

  @Test(
    "an incremental search's keys: readline's",
    arguments: [
      (KeyEvent.key(.control("r"), []), SearchCommand.edit(.search(.older))),
      (.key(.control("s"), []), .edit(.search(.newer))),
      (.key(.backspace, []), .edit(.search(.deleteBackward))),
      (.key(.enter, []), .acceptAndSubmit), (.key(.escape, []), .edit(.search(.cancel))),
      (.key(.control("g"), []), .edit(.search(.cancel))), (.key(.control("c"), []), .interrupt),
      (.text("a"), .edit(.insert("a"))),
    ])
  func searchBinding(event: KeyEvent, command: SearchCommand) {
    #expect(KeyBindings.historySearch.command(for: event) == command)
    #expect(KeyBindings.historySearch.command(for: .key(.left, [])) == nil)
  }

  @Test("docs/components.md's search key table is the table")
  func searchTable() throws {
    try Self.checkTable(
      KeyBindings<SearchCommand>.historySearch.markdownTable, in: "docs/components.md",
      after: "| Keys | Action |\n| --- | --- |\n| Ctrl-R | an older match |")
  }

  @Test("the prompt's help row comes from its table")
  func promptHelpLine() {
    #expect(KeyBindings.prompt.helpLine == "Tab next · Enter OK · Esc cancel")
  }

  @Test("the help line names the main keys")
  func helpLine() {
    #expect(
      KeyBindings<FormCommand>.form.helpLine
        == "Tab next · Enter submit · Esc cancel · ^C quit · ^_ undo · F2 prompt · F3 list")
  }
}
