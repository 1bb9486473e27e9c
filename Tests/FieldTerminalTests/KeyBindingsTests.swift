import FieldEngine
import Foundation
import Testing

@testable import FieldTerminal

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
      (.key(.control("w"), []), .edit(.deleteWordBackward)),
      (.key(.backspace, [.alt]), .edit(.deleteWordBackward)),
      (.key(.character("d"), [.alt]), .edit(.deleteWordForward)),
      (.key(.control("k"), []), .edit(.killToEnd)),
      (.key(.control("u"), []), .edit(.killToStart)),
      (.key(.control("y"), []), .edit(.yank)),
      (.key(.character("y"), [.alt]), .edit(.yankPop)),
      (.key(.control("_"), []), .edit(.undo)),
      (.key(.control("z"), []), .edit(.undo)),
      (.key(.control("_"), [.alt]), .edit(.redo)),
      (.key(.left, [.shift]), .edit(.move(.characterLeft, extending: true))),
      (.key(.right, [.shift]), .edit(.move(.characterRight, extending: true))),
      (.key(.home, [.shift]), .edit(.move(.start, extending: true))),
      (.key(.end, [.shift]), .edit(.move(.end, extending: true))),
      (.key(.control("l"), []), .redraw),
      (.key(.tab, []), .nextField),
      (.key(.down, []), .arrowDown),
      (.key(.down, [.alt]), .edit(.step(-1))),
      (.key(.backTab, []), .previousField),
      (.key(.up, []), .arrowUp),
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

  @Test("unbound keys do nothing", arguments: [KeyEvent.key(.function(9), []), .key(.pageUp, [.alt])])
  func unbound(event: KeyEvent) {
    #expect(KeyBindings<FormCommand>.form.command(for: event) == nil)
  }

  @Test("the README's key table is the table")
  func readmeTable() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    #expect(
      text.contains(KeyBindings<FormCommand>.form.markdownTable),
      "README.md must hold:\n\(KeyBindings<FormCommand>.form.markdownTable)")
  }

  @Test(
    "a choice list's keys",
    arguments: [
      (KeyEvent.key(.up, []), ListCommand.move(.up)), (.key(.down, []), .move(.down)),
      (.key(.pageUp, []), .move(.pageUp)), (.key(.pageDown, []), .move(.pageDown)),
      (.key(.home, []), .move(.first)), (.key(.end, []), .move(.last)),
      (.key(.enter, []), .choose), (.key(.escape, []), .cancel), (.key(.control("c"), []), .interrupt),
      (.key(.backspace, []), .edit(.deleteBackward)), (.key(.control("u"), []), .edit(.killToStart)),
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
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/components.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    #expect(
      text.contains(KeyBindings<ListCommand>.list.markdownTable),
      "docs/components.md must hold:\n\(KeyBindings<ListCommand>.list.markdownTable)"
    )
  }

  @Test(
    "a prompt's keys: the form's editing rows, its own moves, Enter and leaving",
    arguments: [
      (KeyEvent.key(.tab, []), PromptCommand.nextControl), (.key(.up, []), .previousControl),
      (.key(.enter, []), .activate), (.key(.escape, []), .cancel), (.key(.control("c"), []), .interrupt),
      (.key(.function(4), []), .toggleReveal), (.key(.control("w"), []), .edit(.deleteWordBackward)),
      (.key(.control("z"), []), .edit(.undo)), (.paste("x"), .edit(.paste("x"))),
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

  @Test("the prompt's help row comes from its table")
  func promptHelpLine() {
    #expect(KeyBindings.prompt.helpLine == "Tab next · Enter OK · Esc cancel")
  }

  @Test("the help line names the main keys")
  func helpLine() {
    #expect(
      KeyBindings<FormCommand>.form.helpLine
        == "Tab next · Enter submit · Esc cancel · ^C quit · ^Z undo · F2 prompt · F3 list")
  }
}
