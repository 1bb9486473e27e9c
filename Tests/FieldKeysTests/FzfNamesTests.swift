import FieldEngine
import Testing

@testable import FieldKeys

/// The names fzf 0.74 gives a key (`FZF_KEY`: `KeyName` in its `src/tui/tui.go`) and an action
/// (`FZF_ACTION`: `Name()` of its action type in `src/terminal.go`).
@Suite("fzf's names of keys and actions")
struct FzfNamesTests {
  @Test(
    "a key is named as fzf's FZF_KEY names it",
    arguments: [
      (KeyEvent.key(.control("t"), []), "ctrl-t"), (.text("a"), "a"), (.text(" "), "space"),
      (.key(.enter, []), "enter"), (.key(.tab, []), "tab"), (.key(.backTab, []), "shift-tab"),
      (.key(.tab, [.shift]), "shift-tab"), (.key(.escape, []), "esc"), (.key(.backspace, []), "backspace"),
      (.key(.delete, []), "delete"), (.key(.pageUp, []), "page-up"), (.key(.function(5), []), "f5"),
      (.key(.character("x"), [.alt]), "alt-x"), (.key(.up, [.alt, .shift]), "alt-shift-up"),
      (.key(.control("b"), [.alt]), "ctrl-alt-b"), (.key(.control("@"), []), "ctrl-space"),
      (.key(.control("_"), []), "ctrl-/"), (.key(.control("]"), []), "ctrl-]"),
      (.key(.left, [.shift]), "shift-left"),
    ] as [(KeyEvent, String)])
  func keyName(event: KeyEvent, name: String) {
    #expect(FzfKeyNames.name(of: event) == name)
  }

  @Test("a paste is no key: it has no name")
  func pasteHasNoName() {
    #expect(FzfKeyNames.name(of: .paste("abc")) == nil)
  }

  @Test(
    "an action is named as fzf's FZF_ACTION names it; one that runs a command is not named",
    arguments: [
      ("top", "first"), ("up", "up"), ("page-down", "page-down"), ("toggle", "toggle"),
      ("clear-query", "clear-query"), ("prev-history", "prev-history"), ("change-prompt(x)", "change-prompt"),
      ("toggle-search", "toggle-search"), ("unbind(a)", "unbind"), ("pos(3)", "pos"),
      ("backward-delete-char/eof", "backward-delete-char-eof"), ("kill-word", "kill-word"),
      ("toggle-preview", "toggle-preview"), ("put(a)", "put"), ("half-page-up", "half-page-up"),
      ("execute(ls)", nil), ("execute-silent(ls)", nil), ("reload(ls)", nil), ("transform(ls)", nil),
      ("transform-query(ls)", nil), ("become(ls)", nil), ("change-preview(ls)", nil),
    ] as [(String, String?)])
  func actionName(action: String, name: String?) throws {
    let actions = try ListBinding.actions(action)
    #expect(actions.count == 1)
    #expect(actions.first?.fzfName == name)
  }

  @Test(
    "a key of the list's own table is named by the action fzf binds to it",
    arguments: [
      (ListCommand.edit(.insert("a")), "char"), (.mark(.down), "toggle-down"), (.mark(.up), "toggle-up"),
      (.choose, "accept"), (.cancel, "abort"), (.move(.pageUp), "page-up"),
      (.edit(.deleteBackward), "backward-delete-char"),
    ] as [(ListCommand, String)])
  func commandName(command: ListCommand, name: String) {
    #expect(command.fzfName == name)
  }
}
