import Foundation
import TerminalFields
import Testing

@testable import TFieldArguments
@testable import TFieldOptions
@testable import tfield

/// `tfield choose` without a terminal: its options, `--filter`, and what it prints in each
/// format, byte for byte.
@Suite("tfield choose")
struct ChooseTests {
  static let paths = ["/usr/lib/net/x86", "/lnx", "linux/x", "/l/n/x", "lnx", "/etc/hosts"]

  @Test("--filter: the matches ranked, one a line, no terminal; exit 1 when none")
  func filter() throws {
    let run = try ChooseRun(
      input: Array(Self.paths.joined(separator: "\n").utf8), ["choose", "--filter", "lnx"])
    #expect(run.result.status == .success)
    #expect(String(decoding: run.written, as: UTF8.self) == "lnx\n/lnx\n/l/n/x\n/usr/lib/net/x86\nlinux/x\n")
    let none = try ChooseRun(input: Array("a\nb\n".utf8), ["choose", "--filter", "zz"])
    #expect(none.result.status == .failure)
    #expect(none.written.isEmpty)
    // Items from the arguments, the extended syntax, --exact.
    let extended = try ChooseRun(input: [], ["choose", "--filter", "^/ !usr"] + Self.paths)
    #expect(String(decoding: extended.written, as: UTF8.self) == "/lnx\n/l/n/x\n/etc/hosts\n")
    let exact = try ChooseRun(input: [], ["choose", "--filter", "lnx", "--exact"] + Self.paths)
    #expect(String(decoding: exact.written, as: UTF8.self) == "lnx\n/lnx\n")
  }

  @Test("--filter with --read0, --print0, --ansi and the output formats")
  func filterFormats() throws {
    let nul = try ChooseRun(
      input: Array("one\ntwo\0three\0".utf8), ["choose", "--read0", "--print0", "--filter", "t"])
    #expect(nul.written == Array("three\0one\ntwo\0".utf8))
    let ansi = try ChooseRun(
      input: Array("\u{1B}[32mgreen\u{1B}[0m\nred\n".utf8), ["choose", "--ansi", "--filter", "g"])
    #expect(String(decoding: ansi.written, as: UTF8.self) == "green\n")
    let json = try ChooseRun(input: Array("b\"1\na2\n".utf8), ["choose", "--filter", "", "--output", "json"])
    #expect(String(decoding: json.written, as: UTF8.self) == "[\"b\\\"1\",\"a2\"]\n")
    let shell = try ChooseRun(
      input: Array("it's\nx y\n".utf8), ["choose", "--filter", "", "--output", "shell"])
    #expect(String(decoding: shell.written, as: UTF8.self) == "'it'\\''s' 'x y'\n")
    let url = try ChooseRun(input: Array("a b&c\n".utf8), ["choose", "--filter", "a", "--output", "url"])
    #expect(String(decoding: url.written, as: UTF8.self) == "a%20b%26c\n")
  }

  @Test("many items from a pipe: --filter keeps its matches, the best first")
  func filterManyItems() throws {
    let items = (0..<200_000).map { "/dir\($0 % 97)/file\($0).txt" }
    let run = try ChooseRun(
      input: Array(items.joined(separator: "\n").utf8), ["choose", "--filter", "dir9/file9."])
    let lines = String(decoding: run.written, as: UTF8.self).split(separator: "\n").map(String.init)
    #expect(lines.first == "/dir9/file9.txt")
    #expect(lines.count == items.filter(Self.fuzzy("dir9/file9.")).count)
    #expect(Set(lines) == Set(items.filter(Self.fuzzy("dir9/file9."))))
  }

  static func fuzzy(_ query: String) -> (String) -> Bool {
    { item in
      var rest = Substring(query)
      for character in item where rest.first == character { rest = rest.dropFirst() }
      return rest.isEmpty
    }
  }

  @Test(
    "what the chosen items print, byte for byte, in each format",
    arguments: [
      (OutputFormat.plain, false, false, [[UInt8(0xFF), 0x61]], [UInt8(0xFF), 0x61, 0x0A]),
      (.plain, true, false, [Array("a".utf8), Array("b c".utf8)], Array("a\nb c\n".utf8)),
      (.plain, true, true, [Array("a\n".utf8), Array("b".utf8)], Array("a\n\0b\0".utf8)),
      (.json, false, false, [Array("é\"".utf8)], Array("\"é\\\"\"\n".utf8)),
      (.json, true, false, [Array("a".utf8)], Array("[\"a\"]\n".utf8)),
      (.json, true, true, [Array("a".utf8), Array("b".utf8)], Array("[\"a\",\"b\"]\0".utf8)),
      (.shell, false, false, [[0x27, 0xFF]], [0x27, 0x27, 0x5C, 0x27, 0x27, 0xFF, 0x27, 0x0A]),
      (.shell, true, false, [Array("a b".utf8), Array("$(c)".utf8)], Array("'a b' '$(c)'\n".utf8)),
      (.url, true, false, [[0xFF], Array("é".utf8)], Array("%FF\n%C3%A9\n".utf8)),
    ])
  func outputs(format: OutputFormat, multiple: Bool, nul: Bool, items: [[UInt8]], expected: [UInt8]) throws {
    var choice = ChoiceSettings()
    choice.printsNUL = nul
    let chosen = items.enumerated().map { ChoiceItem(index: $0.offset, bytes: $0.element) }
    #expect(try ChoiceOutput.items(chosen, as: format, multiple: multiple, choice).get() == expected)
  }

  @Test("--output json of an item that is not UTF-8 is an error naming --output plain and --print0")
  func jsonNotUTF8() {
    let result = ChoiceOutput.items(
      [ChoiceItem(index: 0, bytes: [0x61, 0xFF])], as: .json, multiple: false, ChoiceSettings())
    #expect(result == .failure(.itemNotUTF8("a\u{FFFD}")))
    #expect(
      Messages.line(for: .itemNotUTF8("a\u{FFFD}"))
        == "tfield: choose: the item \"a\u{FFFD}\" is not UTF-8 text, which a JSON string cannot hold without "
        + "changing it; print it with --output plain (and --print0 when items may hold line breaks)")
    let filtered = Tool.run(bytes: [
      Array("choose".utf8), Array("--filter".utf8), [], Array("--output=json".utf8), [0xFF],
    ])
    #expect(filtered.status == .error)
    #expect(filtered.errors.contains("--output plain"))
  }

  @Test("the arguments' bytes are the items', exactly; --selected too")
  func argumentBytes() throws {
    let invocation = try Arguments.parse(bytes: [
      Array("choose".utf8), Array("--selected".utf8), [0xE9], Array("--multi".utf8),
      [0x63, 0x61, 0x66, 0xE9],
      [0xE9],
    ])
    guard case .choose(let choose) = invocation else {
      Issue.record("not choose: \(invocation)")
      return
    }
    #expect(choose.items == [[0x63, 0x61, 0x66, 0xE9], [0xE9]])
    #expect(choose.selected == [[0xE9]])
    #expect(choose.choice.multiple)
    let sink = ChooseRun.Sink()
    let printed = Tool.run(
      bytes: [Array("choose".utf8), Array("--filter".utf8), Array("caf".utf8), [0x63, 0x61, 0x66, 0xE9]],
      write: {
        sink.bytes += $0; return nil
      })
    #expect(printed.status == .success)
    #expect(sink.bytes == [0x63, 0x61, 0x66, 0xE9, 0x0A])
  }

  @Test(
    "choose's own options, and their mistakes",
    arguments: [
      (
        ["choose", "--selected", "a", "--selected", "b", "a", "b"],
        "tfield: --selected: given 2 times; a list of one choice has one current choice (give --multi)"
      ),
      (["choose", "--limit", "0", "a"], "tfield: --limit: at least 1"),
      (
        ["choose", "--limit", "2", "--selected", "a", "--selected", "b", "--selected", "c", "a", "b", "c"],
        "tfield: --selected: given 3 items; --limit 2 lets the list choose at most 2"
      ),
      (
        ["choose", "--query", "a", "--filter", "b", "a"],
        "tfield: --query and --filter: give one of them (--filter is the query of a list printed without a terminal)"
      ),
      (["choose", "--multi", "--multi", "a"], "tfield: --multi: given more than once"),
      (["choose", "--limit", "x", "a"], "tfield: --limit: expected a whole number ≥ 0, got \"x\""),
      (
        ["choose", "--preview", "cat {+f}", "a"],
        "tfield: --preview: {+f}: values in a temporary file (fzf's {f}) are not offered"
      ),
      (
        ["choose", "--preview-window", "right", "--preview-window", "up,sideways", "a"],
        "tfield: --preview-window: invalid preview window option: sideways"
      ),
      (
        ["choose", "--preview-window", "<50(up)", "a"],
        "tfield: --preview-window: <50(up) is fzf's, but not offered here"
      ),
      (
        ["choose", "--preview-window", "100%", "a"],
        "tfield: --preview-window: 100%: the preview takes at most 99%"
      ),
    ])
  func mistakes(arguments: [String], message: String) {
    let result = Tool.run(arguments)
    #expect(result.status == .error)
    #expect(result.errors == message + "\n")
  }

  @Test("--preview and each --preview-window, in order, are read; --filter runs no preview")
  func previewOptions() throws {
    guard
      case .choose(let choose) = try Arguments.parse([
        "choose", "--preview", "cat {}", "--preview-window", "left,30", "--preview-window=hidden", "a",
      ])
    else {
      Issue.record("not choose")
      return
    }
    #expect(choose.choice.preview == "cat {}")
    #expect(choose.choice.previewWindow == ["left,30", "hidden"])
    let preview = try #require(ChooseCommand.preview(choose.choice))
    #expect(preview.window.position == .left && preview.window.size == .cells(30) && preview.window.hidden)
    // --filter runs no preview: a command that would leave a file leaves none.
    let marker = "/tmp/tf-preview-filter-\(getpid())"
    let filtered = try ChooseRun(
      input: [], ["choose", "--filter", "a", "--preview", "touch \(marker)", "a", "b"])
    #expect(String(decoding: filtered.written, as: UTF8.self) == "a\n")
    #expect(access(marker, F_OK) != 0)
  }

  @Test(
    "--limit gives --multi; --selected repeats with it; --query, --exact, --read0, --print0, --ansi are read")
  func options() throws {
    guard
      case .choose(let choose) = try Arguments.parse([
        "choose", "--limit", "2", "--selected", "a", "--selected", "b", "--query", "x y", "--exact",
        "--read0",
        "--print0", "--ansi",
      ])
    else {
      Issue.record("not choose")
      return
    }
    var expected = ChoiceSettings()
    expected.multiple = true
    expected.limit = 2
    expected.query = "x y"
    expected.exact = true
    expected.readsNUL = true
    expected.printsNUL = true
    expected.readsEscapes = true
    #expect(choose.choice == expected)
    #expect(choose.selected == [Array("a".utf8), Array("b".utf8)])
    #expect(choose.items == nil)
  }
}
