// The cases of `TestReplacePlaceholder` and `TestQuoteEntry` (Unix quoting) are translated from
// fzf 0.38.0's src/terminal_test.go (tag 0.38.0), MIT licence, Copyright (c) 2013-2023 Junegunn
// Choi. fzf writes `{{.O}}` for `'` and `{{.I}}` for `'\''`; they are written out here. The
// `{f}` cases, whose values go to a temporary file, are not translated: `{f}` is refused (tested
// below).
import Testing

@testable import FieldChoices

/// fzf's placeholders in a preview command: the item, its index, the query, its columns, the
/// marked items, escaped braces, and quoting for `sh`.
@Suite("Preview template: fzf's placeholders")
struct PreviewTemplateTests {
  /// fzf's `newItem("  foo'bar \x1b[31mbaz\x1b[m")`, with its escape sequences (fzf without
  /// --ansi) or without them (fzf's `stripAnsi`, tfield's --ansi, which leaves them out).
  static let item1Raw = PreviewItem(text: "  foo'bar \u{1B}[31mbaz\u{1B}[m", index: 0)
  static let item1 = PreviewItem(text: "  foo'bar baz", index: 0)
  /// fzf's `items2`: the current item, then the two selected.
  static let items2 = [
    PreviewItem(text: "foo'bar baz", index: 0), PreviewItem(text: "foo'bar baz", index: 0),
    PreviewItem(text: "FOO'BAR BAZ", index: 0),
  ]

  /// The command for `template` with fzf's list of items: the current one first, then the
  /// selected ones (fzf passes the current item again when none is selected).
  static func replace(
    _ template: String, query: String = "query", _ items: [PreviewItem?], forcePlus: Bool = false,
    delimiter: ColumnDelimiter = .awk
  ) throws -> String {
    let parsed = try PreviewTemplate(template)
    let command = parsed.command(
      query: query, current: items[0], marked: items.dropFirst().compactMap { $0 }, forcePlus: forcePlus,
      delimiter: delimiter)
    return try #require(String(validating: command, as: UTF8.self))
  }

  @Test("several placeholders, with and without escape sequences, marks and the query")
  func several() throws {
    // {}, preserve ansi
    #expect(
      try Self.replace("echo {}", [Self.item1Raw, Self.item1Raw])
        == "echo '  foo'\\''bar \u{1B}[31mbaz\u{1B}[m'")
    // {}, strip ansi
    #expect(try Self.replace("echo {}", [Self.item1, Self.item1]) == "echo '  foo'\\''bar baz'")
    // {}, with multiple items
    #expect(try Self.replace("echo {}", Self.items2) == "echo 'foo'\\''bar baz'")
    // {..}, strip leading whitespaces, preserve ansi
    #expect(
      try Self.replace("echo {..}", [Self.item1Raw, Self.item1Raw])
        == "echo 'foo'\\''bar \u{1B}[31mbaz\u{1B}[m'")
    // {..}, strip leading whitespaces, strip ansi
    #expect(try Self.replace("echo {..}", [Self.item1, Self.item1]) == "echo 'foo'\\''bar baz'")
    // {q}
    #expect(try Self.replace("echo {} {q}", [Self.item1, Self.item1]) == "echo '  foo'\\''bar baz' 'query'")
    // {q}, multiple items
    #expect(
      try Self.replace("echo {+}{q}{+}", query: "query 'string'", Self.items2)
        == "echo 'foo'\\''bar baz' 'FOO'\\''BAR BAZ''query '\\''string'\\''''foo'\\''bar baz' 'FOO'\\''BAR BAZ'"
    )
    #expect(
      try Self.replace("echo {}{q}{}", query: "query 'string'", Self.items2)
        == "echo 'foo'\\''bar baz''query '\\''string'\\''''foo'\\''bar baz'")
    #expect(
      try Self.replace(
        "echo {1}/{2}/{2,1}/{-1}/{-2}/{}/{..}/{n.t}/\\{}/\\{1}/\\{q}/{3}", [Self.item1, Self.item1])
        == "echo 'foo'\\''bar'/'baz'/'bazfoo'\\''bar'/'baz'/'foo'\\''bar'/'  foo'\\''bar baz'/'foo'\\''bar baz'/{n.t}/{}/{1}/{q}/''"
    )
    #expect(
      try Self.replace("echo {1}/{2}/{-1}/{-2}/{..}/{n.t}/\\{}/\\{1}/\\{q}/{3}", Self.items2)
        == "echo 'foo'\\''bar'/'baz'/'baz'/'foo'\\''bar'/'foo'\\''bar baz'/{n.t}/{}/{1}/{q}/''")
    #expect(
      try Self.replace("echo {+1}/{+2}/{+-1}/{+-2}/{+..}/{n.t}/\\{}/\\{1}/\\{q}/{+3}", Self.items2)
        == "echo 'foo'\\''bar' 'FOO'\\''BAR'/'baz' 'BAZ'/'baz' 'BAZ'/'foo'\\''bar' 'FOO'\\''BAR'/'foo'\\''bar baz' 'FOO'\\''BAR BAZ'/{n.t}/{}/{1}/{q}/'' ''"
    )
    // forcePlus
    #expect(
      try Self.replace("echo {1}/{2}/{-1}/{-2}/{..}/{n.t}/\\{}/\\{1}/\\{q}/{3}", Self.items2, forcePlus: true)
        == "echo 'foo'\\''bar' 'FOO'\\''BAR'/'baz' 'BAZ'/'baz' 'BAZ'/'foo'\\''bar' 'FOO'\\''BAR'/'foo'\\''bar baz' 'FOO'\\''BAR BAZ'/{n.t}/{}/{1}/{q}/'' ''"
    )
  }

  @Test("a literal delimiter, blanks kept with s")
  func literalDelimiter() throws {
    let items = [Self.item1, Self.item1]
    // Whitespace preserving flag with "'" delimiter
    #expect(try Self.replace("echo {s1}", items, delimiter: .literal("'")) == "echo '  foo'")
    #expect(try Self.replace("echo {s2}", items, delimiter: .literal("'")) == "echo 'bar baz'")
    #expect(try Self.replace("echo {s}", items, delimiter: .literal("'")) == "echo '  foo'\\''bar baz'")
    #expect(try Self.replace("echo {s..}", items, delimiter: .literal("'")) == "echo '  foo'\\''bar baz'")
    // String delimiter
    #expect(
      try Self.replace("echo {}/{1}/{2}", items, delimiter: .literal("'"))
        == "echo '  foo'\\''bar baz'/'foo'/'bar baz'")
  }

  @Test("a regular-expression delimiter, blanks kept with s")
  func patternDelimiter() throws {
    let items = [Self.item1, Self.item1]
    // Whitespace preserving flag with regex delimiter
    let words = try ColumnDelimiter.parse("\\w+")
    #expect(try Self.replace("echo {s1}", items, delimiter: words) == "echo '  '")
    #expect(try Self.replace("echo {s2}", items, delimiter: words) == "echo ''\\'''")
    #expect(try Self.replace("echo {s3}", items, delimiter: words) == "echo ' '")
    // Regex delimiter
    let vowels = try ColumnDelimiter.parse("[oa]+")
    #expect(
      try Self.replace("echo {}/{1}/{3}/{2..3}", items, delimiter: vowels)
        == "echo '  foo'\\''bar baz'/'f'/'r b'/''\\''bar b'")
  }

  @Test("nothing highlighted: empty, or the marked items")
  func noMatch() throws {
    // No match
    #expect(try Self.replace("echo {}/{+}", [nil, nil]) == "echo /")
    // No match, but with selections
    #expect(try Self.replace("echo {}/{+}", [nil, Self.item1]) == "echo /'  foo'\\''bar baz'")
  }

  /// fzf's `items3`: the current item, then seven selected.
  static let items3: [PreviewItem?] =
    [PreviewItem(text: "1a 1b 1c 1d 1e 1f", index: 0)]
    + (1...7).map { n in
      PreviewItem(text: ["a", "b", "c", "d", "e", "f"].map { "\(n)\($0)" }.joined(separator: " "), index: 0)
    }

  @Test(
    "one placeholder and its flags",
    arguments: [
      // I. item type placeholder
      ("{}", "'1a 1b 1c 1d 1e 1f'"),
      (
        "{+}",
        "'1a 1b 1c 1d 1e 1f' '2a 2b 2c 2d 2e 2f' '3a 3b 3c 3d 3e 3f' '4a 4b 4c 4d 4e 4f' '5a 5b 5c 5d 5e 5f' '6a 6b 6c 6d 6e 6f' '7a 7b 7c 7d 7e 7f'"
      ),
      ("{n}", "0"),
      ("{+n}", "0 0 0 0 0 0 0"),
      // II. token type placeholders
      ("{..}", "'1a 1b 1c 1d 1e 1f'"),
      ("{1..}", "'1a 1b 1c 1d 1e 1f'"),
      ("{..2}", "'1a 1b'"),
      ("{1..2}", "'1a 1b'"),
      ("{-2..-1}", "'1e 1f'"),
      // shorthand for x..x range
      ("{1}", "'1a'"),
      ("{1..1}", "'1a'"),
      ("{-6}", "'1a'"),
      // multiple ranges
      ("{1,2}", "'1a 1b'"),
      ("{1,2,4}", "'1a 1b 1d'"),
      ("{1,2..4}", "'1a 1b 1c 1d'"),
      ("{1..2,-4..-3}", "'1a 1b 1c 1d'"),
      // flags
      ("{+1}", "'1a' '2a' '3a' '4a' '5a' '6a' '7a'"),
      ("{+-1}", "'1f' '2f' '3f' '4f' '5f' '6f' '7f'"),
      ("{s1}", "'1a '"),
      ("{+s1..2}", "'1a 1b ' '2a 2b ' '3a 3b ' '4a 4b ' '5a 5b ' '6a 6b ' '7a 7b '"),
      // III. query type placeholder
      ("{q}", "'sample query'"),
      // IV. escaping placeholder
      ("\\{}", "{}"),
      ("\\{++}", "{++}"),
      (
        "{++}",
        "'1a 1b 1c 1d 1e 1f' '2a 2b 2c 2d 2e 2f' '3a 3b 3c 3d 3e 3f' '4a 4b 4c 4d 4e 4f' '5a 5b 5c 5d 5e 5f' '6a 6b 6c 6d 6e 6f' '7a 7b 7c 7d 7e 7f'"
      ),
    ])
  func single(template: String, expected: String) throws {
    #expect(try Self.replace(template, query: "sample query", Self.items3) == expected)
  }

  @Test(
    "fzf's {f} (a temporary file) is refused, naming the placeholder",
    arguments: ["{f}", "{+f}", "{nf}", "{+nf}", "{f1}", "{+sf1..2}"])
  func temporaryFile(template: String) {
    #expect(throws: PreviewTemplate.ParseError.temporaryFile(template)) {
      try PreviewTemplate("cat " + template)
    }
  }

  @Test(
    "quoting for sh (fzf's quoteEntry on Unix)",
    arguments: [
      ("'", "''\\'''"),
      ("\"", "'\"'"),
      ("\\", "'\\'"),
      ("\\\"", "'\\\"'"),
      ("\"\\\\\\\"", "'\"\\\\\\\"'"),
      ("$", "'$'"),
      ("$HOME", "'$HOME'"),
      ("'$HOME'", "''\\''$HOME'\\'''"),
      ("&", "'&'"), ("|", "'|'"), ("<", "'<'"), (">", "'>'"), ("(", "'('"), (")", "')'"),
      ("@", "'@'"), ("^", "'^'"), ("%", "'%'"), ("!", "'!'"),
      ("%USERPROFILE%", "'%USERPROFILE%'"),
      ("C:\\Program Files (x86)\\", "'C:\\Program Files (x86)\\'"),
      ("\"C:\\Program Files\"", "'\"C:\\Program Files\"'"),
    ])
  func quoting(input: String, expected: String) {
    #expect(ShellQuoting.posix.quoted(Array(input.utf8)) == Array(expected.utf8))
  }

  // From `TestUnixCommands`: only placeholders are quoted, so `~` and `$HOME` in an item stay
  // literal.
  @Test(
    "Unix commands",
    arguments: [
      ("grep foo {}", "test", "grep foo 'test'"),
      ("grep foo {}", "/home/user/test", "grep foo '/home/user/test'"),
      ("grep foo {}", "./test", "grep foo './test'"),
      ("grep {} ~/test", "~", "grep '~' ~/test"),
      ("cat {}", "~/test", "cat '~/test'"),
      ("cat {}", "$HOME/test", "cat '$HOME/test'"),
    ])
  func unixCommands(template: String, item: String, expected: String) throws {
    #expect(try Self.replace(template, query: "", [PreviewItem(text: item, index: 0), nil]) == expected)
  }

  @Test("what a template names")
  func names() throws {
    #expect(try PreviewTemplate("cat {}").usesMarked == false)
    #expect(try PreviewTemplate("cat {+}").usesMarked)
    #expect(try PreviewTemplate("cat {+2}").usesMarked)
    #expect(try PreviewTemplate("grep {q} x").usesQuery)
    #expect(try PreviewTemplate("date").hasPlaceholders == false)
    #expect(try PreviewTemplate("echo \\{}").hasPlaceholders == false)
    #expect(try PreviewTemplate("echo {n}").hasPlaceholders)
  }

  @Test("the index: a number, unquoted; '' for the stand-in of nothing highlighted, as fzf 0.74")
  func index() throws {
    let template = try PreviewTemplate("echo {n} {+n} {*n}")
    #expect(
      template.command(query: "", current: PreviewItem(text: "x", index: 41), marked: [])
        == Array("echo 41 41 ".utf8))
    #expect(
      template.command(query: "", current: PreviewTemplate.noItem, marked: [])
        == Array("echo '' '' ".utf8))
  }

  // fzf 0.74's cases (`TestReplacePlaceholder` in src/terminal_test.go at tag v0.74.3, MIT
  // licence, Copyright (c) 2013-2025 Junegunn Choi): `{r}` (raw), `{fzf:…}`, escaped forms.
  @Test(
    "fzf 0.74's placeholders: raw values, {fzf:query}, {fzf:action}, {fzf:prompt}, escaped forms",
    arguments: [
      ("echo {r}", "echo   foo'bar baz"),
      ("echo {r..}", "echo foo'bar baz"),
      ("{fzf:query}", "'sample query'"),
      ("{fzf:action} {fzf:prompt}", "backward-delete-char-eof 'prompt'"),
      ("\\{q}", "{q}"),
      ("\\{fzf:query}", "{fzf:query}"),
      ("\\{fzf:action}", "{fzf:action}"),
      ("{fzf:other}", "{fzf:other}"),
    ])
  func fzf074(template: String, expected: String) throws {
    let command = try PreviewTemplate(template).command(
      query: "sample query", current: Self.item1, action: "backward-delete-char-eof", prompt: "prompt")
    #expect(String(decoding: command, as: UTF8.self) == expected)
  }

  @Test(
    "{q:N}: words of the query, cut by blanks as an item's columns are; s keeps the blanks",
    arguments: [
      ("{q:1}", "'foo'"), ("{q:2..}", "'bar baz'"), ("{q:-1}", "'baz'"), ("{q:..}", "'foo  bar baz'"),
      ("{q:s1}", "'foo  '"), ("{q:1,3}", "'foo  baz'"), ("{q:4}", "''"), ("{q:x}", "{q:x}"),
      ("{q:}", "{q:}"),
    ])
  func queryWords(template: String, expected: String) throws {
    let command = try PreviewTemplate(template).command(query: "  foo  bar baz", current: nil)
    #expect(String(decoding: command, as: UTF8.self) == expected)
  }

  @Test("{*}, {*n}, {*1}: every match, in the list's order, whatever is marked")
  func matched() throws {
    let matches = [PreviewItem(text: "b 2", index: 1), PreviewItem(text: "a 1", index: 0)]
    let template = try PreviewTemplate("echo {*} / {*n} / {*1} / {+}")
    #expect(template.usesMatched && !template.usesQuery)
    let command = template.command(
      query: "", current: matches[0], marked: [PreviewItem(text: "z", index: 9)], matched: { matches })
    #expect(String(decoding: command, as: UTF8.self) == "echo 'b 2' 'a 1' / 1 0 / 'b' 'a' / 'z'")
    var asked = false
    _ = try PreviewTemplate("echo {+}").command(query: "", current: matches[0]) {
      asked = true
      return matches
    }
    #expect(!asked, "the matches are asked for only when a placeholder names them")
  }

  @Test(
    "a command runs with nothing highlighted only when it names the query, the state, every match or marks")
  func runsWithoutItem() throws {
    #expect(try PreviewTemplate("echo {}").runsWithoutItem(markedCount: 0) == false)
    #expect(try PreviewTemplate("echo {q:1}").runsWithoutItem(markedCount: 0))
    #expect(try PreviewTemplate("echo {fzf:action}").runsWithoutItem(markedCount: 0))
    #expect(try PreviewTemplate("echo {*}").runsWithoutItem(markedCount: 0))
    #expect(try PreviewTemplate("echo {+}").runsWithoutItem(markedCount: 0) == false)
    #expect(try PreviewTemplate("echo {+}").runsWithoutItem(markedCount: 2))
  }

  /// Bytes of Latin-1 and broken UTF-8: `caf\xe9.txt` is that file, never `caf\u{FFFD}.txt`.
  static let latin1 = Array("caf".utf8) + [0xE9] + Array(".txt".utf8)

  @Test(
    "an item's bytes reach the command as they are, quoted, whether or not they are UTF-8",
    arguments: [
      ("cat {}", Self.latin1, Array("cat '".utf8) + Self.latin1 + Array("'".utf8)),
      ("cat {+}", [0xFF, 0x27, 0xC3], Array("cat '".utf8) + [0xFF] + Array("'\\''".utf8) + [0xC3, 0x27]),
      (
        "cat {2}", Array("x:".utf8) + Self.latin1 + Array(":y".utf8),
        Array("cat '".utf8) + Self.latin1 + [0x27]
      ),
      ("cat {s-1}", Array("a  ".utf8) + [0xA0, 0xE9], Array("cat '".utf8) + [0xA0, 0xE9, 0x27]),
      ("cat {1}", [0xC2, 0xA0] + Self.latin1 + [0x20], Array("cat '".utf8) + Self.latin1 + [0x27]),
    ] as [(String, [UInt8], [UInt8])])
  func bytes(template: String, item: [UInt8], expected: [UInt8]) throws {
    let delimiter: ColumnDelimiter = template.contains("{2}") ? .literal(":") : .awk
    let command = try PreviewTemplate(template).command(
      query: "", current: PreviewItem(bytes: item, index: 0), delimiter: delimiter)
    #expect(command == expected)
  }
}
