// TestParseRange, TestTokenize, TestTransform and TestTransformIndexOutOfBounds are translated
// from fzf 0.38.0's src/tokenizer_test.go, and TestDelimiterRegex, TestDelimiterRegexString,
// TestDelimiterRegexRegex, TestDelimiterRegexRegexCaret, TestSplitNth and TestIrrelevantNth from
// its src/options_test.go (tag 0.38.0; TestDelimiterRegex's answers are tag v0.74.3's), MIT licence, Copyright (c) 2013-2023 Junegunn Choi. fzf's
// `rangeEllipsis` is 0 here too. The pattern cases after them are this package's.
import Testing

@testable import FieldChoices

/// fzf's column index expressions, tokenizer and transform, and `--delimiter` read as fzf reads it.
@Suite("Columns: fzf's tokenizer")
struct FzfTokenizerTests {
  /// fzf's `splitNth`, which every case here uses the way fzf's tests do.
  static func splitNth(_ text: String) -> [ColumnRange] {
    guard let ranges = ColumnRange.list(Substring(text)) else {
      Issue.record("not ranges: \(text)")
      return []
    }
    return ranges
  }

  static func delimiter(_ text: String) -> ColumnDelimiter {
    do {
      return try ColumnDelimiter.parse(text)
    } catch {
      Issue.record("\(text): \(error)")
      return .awk
    }
  }

  @Test("TestParseRange")
  func parseRange() {
    let cases: [(String, Int, Int)] = [
      ("..", 0, 0), ("3..", 3, 0), ("3..5", 3, 5), ("-3..-5", -3, -5), ("3", 3, 3),
    ]
    for (text, begin, end) in cases {
      let range = ColumnRange(parsing: Substring(text))
      #expect(range?.begin == begin && range?.end == end, "\(text)")
    }
    // Not ranges: a column 0, a word, three parts.
    for text in ["0", "x", "1..2..3", "..0", "0..", ""] {
      #expect(ColumnRange(parsing: Substring(text)) == nil, "\(text)")
    }
  }

  @Test("TestTokenize")
  func tokenize() {
    let input = "  abc:  def:  ghi  "
    let awk = ItemColumns.tokens(of: input, delimiter: .awk)
    #expect(awk[0] == ColumnToken("abc:  ", prefix: 2))
    let colon = ItemColumns.tokens(of: input, delimiter: Self.delimiter(":"))
    #expect(colon[0] == ColumnToken("  abc:", prefix: 0))
    let spaces = ItemColumns.tokens(of: input, delimiter: Self.delimiter("\\s+"))
    #expect(
      Array(spaces.prefix(4)) == [
        ColumnToken("  ", prefix: 0), ColumnToken("abc:  ", prefix: 2), ColumnToken("def:  ", prefix: 8),
        ColumnToken("ghi  ", prefix: 14),
      ])
  }

  @Test("TestTransform")
  func transform() {
    let input = "  abc:  def:  ghi:  jkl"
    let awk = ItemColumns.tokens(of: input, delimiter: .awk)
    #expect(ItemColumns.transform(awk, Self.splitNth("1,2,3")).map(\.text).joined() == "abc:  def:  ghi:  ")
    let awkPicked = ItemColumns.transform(awk, Self.splitNth("1..2,3,2..,1"))
    #expect(awkPicked.map(\.text).joined() == "abc:  def:  ghi:  def:  ghi:  jklabc:  ")
    #expect(
      awkPicked == [
        ColumnToken("abc:  def:  ", prefix: 2), ColumnToken("ghi:  ", prefix: 14),
        ColumnToken("def:  ghi:  jkl", prefix: 8),
        ColumnToken("abc:  ", prefix: 2),
      ])
    let colon = ItemColumns.tokens(of: input, delimiter: Self.delimiter(":"))
    let colonPicked = ItemColumns.transform(colon, Self.splitNth("1..2,3,2..,1"))
    #expect(colonPicked.map(\.text).joined() == "  abc:  def:  ghi:  def:  ghi:  jkl  abc:")
    #expect(
      colonPicked == [
        ColumnToken("  abc:  def:", prefix: 0), ColumnToken("  ghi:", prefix: 12),
        ColumnToken("  def:  ghi:  jkl", prefix: 6), ColumnToken("  abc:", prefix: 0),
      ])
  }

  @Test("TestTransformIndexOutOfBounds")
  func transformIndexOutOfBounds() {
    #expect(ItemColumns.transform([], Self.splitNth("1")) == [ColumnToken("", prefix: 0)])
    #expect(
      ItemColumns.transform([], Self.splitNth("-2..,..3,2..-1")).allSatisfy {
        $0 == ColumnToken("", prefix: 0)
      }
    )
  }

  @Test("TestDelimiterRegex")
  func delimiterRegex() {
    // One character is a string, even one that is a valid expression (fzf 0.74's answer; 0.38
    // read "." as an expression).
    #expect(Self.delimiter(".") == .literal("."))
    #expect(Self.delimiter("|") == .literal("|"))
    // A broken expression is a string.
    #expect(Self.delimiter("[0-9") == .literal("[0-9"))
    guard case .pattern(let digits) = Self.delimiter("[0-9]") else { return #expect(Bool(false), "[0-9]") }
    #expect(digits.source == "[0-9]")
    // A tab character, and the expression \t.
    #expect(Self.delimiter("\t") == .literal("\t"))
    #expect(Self.delimiter("\\t") == .literal("\t"))
    // Tabs: an expression.
    guard case .pattern = Self.delimiter("\t+") else { return #expect(Bool(false), "\\t+") }
  }

  @Test("TestDelimiterRegexString")
  func delimiterRegexString() {
    let delimiter = Self.delimiter("*")
    #expect(delimiter == .literal("*"))
    let tokens = ItemColumns.tokens(of: "-*--*---**---", delimiter: delimiter).map(\.text)
    #expect(Array(tokens.prefix(5)) == ["-*", "--*", "---*", "*", "---"])
  }

  @Test("TestDelimiterRegexRegex")
  func delimiterRegexRegex() {
    let delimiter = Self.delimiter("--\\*")
    guard case .pattern = delimiter else { return #expect(Bool(false), "--\\*") }
    let tokens = ItemColumns.tokens(of: "-*--*---**---", delimiter: delimiter).map(\.text)
    #expect(Array(tokens.prefix(3)) == ["-*--*", "---*", "*---"])
  }

  @Test("TestDelimiterRegexRegexCaret")
  func delimiterRegexRegexCaret() {
    let delimiter = Self.delimiter("(^\\s*|\\s+)")
    guard case .pattern = delimiter else { return #expect(Bool(false), "(^\\s*|\\s+)") }
    #expect(
      ItemColumns.tokens(of: "foo  bar baz", delimiter: delimiter).map(\.text) == [
        "", "foo  ", "bar ", "baz",
      ])
  }

  @Test("TestSplitNth")
  func splitNth() {
    #expect(Self.splitNth("..") == [ColumnRange(begin: 0, end: 0)])
    let ranges = Self.splitNth("..3,1..,2..3,4..-1,-3..-2,..,2,-2,2..-2,1..-1")
    let expected: [(Int, Int)] = [
      (0, 3), (0, 0), (2, 3), (4, 0), (-3, -2), (0, 0), (2, 2), (-2, -2), (2, -2), (0, 0),
    ]
    #expect(ranges.map { [$0.begin, $0.end] } == expected.map { [$0.0, $0.1] })
  }

  @Test("TestIrrelevantNth: --nth that covers the whole item is dropped")
  func irrelevantNth() {
    // fzf's -x (extended, always on here) and +x.
    #expect(ColumnScope(ranges: Self.splitNth("..")).coversWholeItem(extended: true))
    for text in ["..,3", "3,1..", "..-1,1"] {
      #expect(ColumnScope(ranges: Self.splitNth(text)).coversWholeItem(extended: false), "\(text) +x")
      #expect(!ColumnScope(ranges: Self.splitNth(text)).coversWholeItem(extended: true), "\(text) -x")
    }
  }

  @Test(
    "patterns of the subset split as Go's FindAllStringIndex does",
    arguments: [
      ("a1b22c333d", "[0-9]+", ["a1", "b22", "c333", "d"]),
      ("a1b22c333d", "\\d{2,}", ["a1b22", "c333", "d"]),
      ("x, y;z", "[,;] ?", ["x, ", "y;", "z"]), ("one  two\tthree", "\\s+", ["one  ", "two\t", "three"]),
      ("a.b.c", "\\.", ["a.", "b.", "c"]), ("ab", "x*", ["", "a", "b"]),
      ("a--b-c", "-+?", ["a-", "-", "b-", "c"]),
      ("key=value=more", "^[^=]*=", ["key=", "value=more"]), ("a:b::c", "(?:::|:)", ["a:", "b::", "c"]),
      ("end.", "\\.$", ["end."]), ("café|thé", "[|]", ["café|", "thé"]),
      ("AbCd", "[^a-z]", ["A", "bC", "d"]),
      ("a b", "\\S", ["a", " b"]),
    ])
  func patterns(_ text: String, _ pattern: String, _ columns: [String]) {
    #expect(ItemColumns.tokens(of: text, delimiter: Self.delimiter(pattern)).map(\.text) == columns)
  }

  @Test(
    "Go's syntax outside the subset is refused by name, text Go cannot read is a literal",
    arguments: [
      ("\\bx", "\\b"), ("\\pL+", "\\p"), ("(?i)a|b", "(?"), ("[[:space:]]+", "[:"), ("\\x41+", "\\x"),
    ])
  func unsupported(_ pattern: String, _ construct: String) {
    #expect(throws: DelimiterPattern.ParseError.unsupported(construct)) { try ColumnDelimiter.parse(pattern) }
  }

  @Test(
    "text Go cannot read as an expression is a literal delimiter",
    arguments: ["a)", "(a", "+x", "[z-a]", "a**"])
  func invalid(_ text: String) throws {
    #expect(try ColumnDelimiter.parse(text) == .literal(text))
  }
}
