import Testing

@testable import FieldKeys

/// `--bind`'s events and the scripting engine's actions, as fzf 0.74 parses them
/// (`parseKeymap`, `parseKeyChords` and `parseSingleActionList` in `src/options.go`).
@Suite("--bind: events and fzf 0.74's actions")
struct ListBindingScriptingTests {
  @Test("every event fzf 0.74 names binds, whatever the case", arguments: ListEvent.allCases)
  func event(event: ListEvent) throws {
    let bindings = try ListBinding.parse("\(event.name.uppercased()):first")
    #expect(
      bindings == [
        ListBinding(key: event.name.uppercased(), events: [], event: event, actions: [.move(.first)])
      ])
  }

  // From fzf 0.74 src/options_test.go, TestParseKeysWithComma (MIT, Copyright (c) 2013-2025
  // Junegunn Choi), and fzf 0.74's parseKeymap: keys before one colon share its actions.
  @Test(
    "several keys and events before one colon share the actions",
    arguments: [
      ("ctrl-j,start,change:first", ["ctrl-j", "start", "change"]),
      (",,a:first", [",", "a"]),
      ("a,,:first", ["a", ","]),
      ("ALT-,,b:first", ["ALT-,", "b"]),
      ("load:first,ctrl-a,ctrl-b:first", ["load", "ctrl-a", "ctrl-b"]),
    ])
  func severalKeys(text: String, keys: [String]) throws {
    let bindings = try ListBinding.parse(text)
    #expect(bindings.map(\.key) == keys)
    #expect(bindings.allSatisfy { $0.actions == [.move(.first)] })
  }

  @Test("each --bind is read alone: an argument to the end of one never takes in the next")
  func valuesApart() throws {
    let bindings = try ListBinding.parse(all: [
      "start:reload:sleep 1; ls", "change:first", "f1:up", "f1:+down",
    ])
    #expect(bindings.map(\.key) == ["start", "change", "f1"])
    #expect(bindings.first?.actions == [.reload("sleep 1; ls")])
    #expect(bindings.last?.actions == [.move(.up), .move(.down)])
  }

  @Test("keys waiting for actions that never come are an error")
  func keysWithoutActions() {
    #expect(throws: ListBinding.Problem.missingAction("ctrl-b")) { try ListBinding.parse("ctrl-a,ctrl-b") }
    #expect(throws: ListBinding.Problem.missingAction("ctrl-b")) { try ListBinding.parse("ctrl-a,ctrl-b,") }
    #expect(throws: ListBinding.Problem.unknownKey("chnage")) { try ListBinding.parse("chnage:first") }
  }

  @Test(
    "fzf 0.74's actions with an argument",
    arguments: [
      ("change-prompt(new> )", ListAction.change(.prompt, "new> ")),
      ("change-query:a:b", .change(.query, "a:b")),
      ("change-header[two words]", .change(.header, "two words")),
      ("change-footer(f)", .change(.footer, "f")),
      ("change-ghost(g)", .change(.ghost, "g")),
      ("change-border-label(b)", .change(.borderLabel, "b")),
      ("change-list-label( 3 items )", .change(.listLabel, " 3 items ")),
      ("change-input-label(i)", .change(.inputLabel, "i")),
      ("change-header-label(h)", .change(.headerLabel, "h")),
      ("change-footer-label(f)", .change(.footerLabel, "f")),
      ("change-preview-label(p)", .change(.previewLabel, "p")),
      ("transform-list-label:echo {q}", .transform(.listLabel, "echo {q}")),
      ("transform-preview-label:printf %s {}", .transform(.previewLabel, "printf %s {}")),
      ("change-preview(cat {})", .change(.preview, "cat {}")),
      ("change-preview-window(up,50%)", .change(.previewWindow, "up,50%")),
      ("transform(echo up)", .transform(nil, "echo up")),
      ("transform-prompt(echo p)", .transform(.prompt, "echo p")),
      ("transform-query:echo {q}", .transform(.query, "echo {q}")),
      ("transform-header(date)", .transform(.header, "date")),
      ("put(ab)", .put("ab")),
      ("print(a line)", .print("a line")),
      ("become(vim {})", .become("vim {}")),
      ("pos(3)", .position(3)),
      ("pos(-1)", .position(-1)),
      (
        "unbind(change,ctrl-a)",
        .binding(.off, [ListTarget(event: .change), ListTarget(events: [.key(.control("a"), [])])])
      ),
      ("rebind(change)", .binding(.on, [ListTarget(event: .change)])),
      ("toggle-bind(change)", .binding(.toggle, [ListTarget(event: .change)])),
      ("trigger(start)", .trigger([ListTarget(event: .start)])),
    ])
  func argument(text: String, action: ListAction) throws {
    #expect(try ListBinding.parse("f1:" + text).first?.actions == [action])
  }

  @Test(
    "fzf 0.74's actions without an argument",
    arguments: [
      ("enable-search", ListAction.search(.on)), ("disable-search", .search(.off)),
      ("toggle-search", .search(.toggle)), ("half-page-up", .halfPage(up: true)),
      ("half-page-down", .halfPage(up: false)), ("accept-non-empty", .acceptNonEmpty),
      ("accept-or-print-query", .acceptOrPrintQuery), ("backward-char", .edit(.move(.characterLeft))),
      ("kill-word", .edit(.deleteWordForward)), ("unix-line-discard", .edit(.killToStart)),
      ("backward-delete-char/eof", .deleteOrAbort(forward: false)),
      ("delete-char/eof", .deleteOrAbort(forward: true)),
    ])
  func plain(text: String, action: ListAction) throws {
    #expect(try ListBinding.parse("f1:" + text).first?.actions == [action])
  }

  @Test(
    "an argument an action cannot take is an error naming the action",
    arguments: ["pos(x)", "unbind(nokey)", "trigger()"])
  func badArgument(text: String) {
    #expect(throws: ListBinding.Problem.unknownAction(text)) { try ListBinding.parse("f1:" + text) }
  }

  // From fzf 0.74 src/options_test.go, TestMaskActionContents (MIT): an argument ends at the
  // first closing delimiter before a '+', a ',' or the end.
  @Test("an argument ends at a closing delimiter before +, a comma or the end")
  func nestedDelimiters() throws {
    let bindings = try ListBinding.parse(
      "f1:execute((f)(o)(o)(b)(a)(r))+change-query@qu@ry@+up,x:reload:hello:world")
    #expect(bindings.map(\.key) == ["f1", "x"])
    #expect(
      bindings.first?.actions == [.execute("(f)(o)(o)(b)(a)(r)"), .change(.query, "qu@ry"), .move(.up)])
    #expect(bindings.last?.actions == [.reload("hello:world")])
  }

  // From fzf 0.74 src/options_test.go, TestParseSingleActionList and
  // TestParseSingleActionListError (MIT): what a transform command prints.
  @Test("a transform's output is one list of actions")
  func transformOutput() throws {
    #expect(
      try ListBinding.actions("Execute@foo+bar,baz@+up+up+reload:down+down") == [
        .execute("foo+bar,baz"), .move(.up), .move(.up), .reload("down+down"),
      ])
    #expect(throws: ListBinding.Problem.unknownAction("baz")) {
      try ListBinding.actions("change-query(foobar)baz")
    }
  }
}
