// The "fzf" cases are translated from fzf 0.74.3's test/test_core.rb (test_accept_nth,
// test_accept_nth_string_delimiter, test_accept_nth_regex_delimiter,
// test_accept_nth_regex_delimiter_strip_last, test_accept_nth_template) and test/test_filter.rb
// (test_accept_nth, test_with_nth_template), MIT licence, Copyright (c) 2013-2026 Junegunn Choi;
// the others are this package's, each answer checked against fzf 0.74.5's `--filter`.
import Testing

@testable import FieldChoices

/// `--accept-nth` and `--with-nth` values, lists and templates, as fzf 0.74's `nthTransformer`.
@Suite("Columns: templates of --with-nth and --accept-nth")
struct ColumnTemplateTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let template: String
    let delimiter: String?
    let line: String
    let index: Int
    let expected: String

    init(
      _ name: String, _ template: String, _ line: String, _ expected: String, delimiter: String? = nil,
      index: Int = 0
    ) {
      self.name = name
      self.template = template
      self.delimiter = delimiter
      self.line = line
      self.index = index
      self.expected = expected
    }

    var testDescription: String { "\(name): \(template)" }

    var columnDelimiter: ColumnDelimiter {
      get throws { try delimiter.map { try ColumnDelimiter.parse($0) } ?? .awk }
    }
  }

  @Test(
    "--accept-nth prints what fzf 0.74 prints",
    arguments: [
      Case("fzf: a column twice, AWK-style", "2,2", "foo  bar  baz", "bar  bar"),
      Case(
        "fzf: a string delimiter, the last left out", "2,2,1,3,1", "foo  ,bar,baz", "bar,bar,foo  ,bazfoo  ",
        delimiter: ","),
      Case(
        "fzf: a pattern delimiter", "2,2,1,3,1", "foo  :,:bar,baz", "bar,bar,foo  :,:bazfoo",
        delimiter: " *[:,]+ *"),
      Case(
        "fzf: the pattern's last match left out", "2..", "foo:,bar:,baz:,qux:,", "bar:,baz:,qux",
        delimiter: "[:,]+"),
      Case(
        "fzf: a template with the item's number", "[{n}] 1st: {1}, 3rd: {3}, 2nd: {2}", "foo  ,bar,baz",
        "[0] 1st: foo, 3rd: baz, 2nd: bar", delimiter: " *, *"),
      Case("fzf: the last column", "-1", "one two three", "three", delimiter: " "),
      Case(
        "fzf: two columns and the delimiter between", "1,3", "ID002:Jane:Manager", "ID002:Manager",
        delimiter: ":"),
      Case("AWK-style: trailing blanks left out", "1,3", "a  b  c  ", "a  c"),
      Case("a template's placeholders lose their blanks", "{3}-{1}", "a  b  c  ", "c-a"),
      Case("the number counts from the item's index", "{n}:{2}", "a b", "7:b", index: 7),
      Case("{x} is text, {1..2..3} is left out", "{x}{1..2..3}{2}", "a b", "{x}b"),
      Case("an unclosed brace is text", "{1}{2", "a b", "a{2"),
      Case("a column past the last is empty", "<{5}>", "a b", "<>"),
      Case("every column", "{..}!", "a,b,", "a,b!", delimiter: ","),
      Case("characters past ASCII", "{2}", "\u{FFFD}x é", "é"),
    ])
  func accepted(_ testCase: Case) throws {
    let template = try ColumnTemplate(parsing: testCase.template, delimiter: testCase.columnDelimiter)
    let printed = template.accepted(Array(testCase.line.utf8), index: testCase.index)
    #expect(String(decoding: printed, as: UTF8.self) == testCase.expected)
  }

  @Test(
    "--with-nth shows what fzf 0.74 shows",
    arguments: [
      Case("fzf: a template", "{2} {1}. {1}.", "hello world ", "world hello. hello."),
      Case("a list keeps its delimiters, trailing blanks left out", "2,1", "a,b ,c", "b ,a,", delimiter: ","),
      Case("a template with text around", "{2} ({1})", "tfield 0.2.0", "0.2.0 (tfield)"),
    ])
  func shown(_ testCase: Case) throws {
    let template = try ColumnTemplate(parsing: testCase.template, delimiter: testCase.columnDelimiter)
    #expect(template.shown(testCase.line, index: testCase.index) == testCase.expected)
  }

  @Test(
    "values that are neither a list nor a template",
    arguments: [
      ("abc", ColumnTemplate.Problem.noPlaceholder), ("", .noPlaceholder), ("{}", .noPlaceholder),
      ("{a}", .noPlaceholder), ("1..2..3", .invalidFormat), ("0", .invalidFormat), ("1,", .invalidFormat),
    ])
  func problems(_ text: String, _ problem: ColumnTemplate.Problem) {
    #expect(throws: problem) { try ColumnTemplate(parsing: text) }
  }

  @Test("the number {n} gives the first item can start past the header lines")
  func firstIndex() throws {
    var template = try ColumnTemplate(parsing: "{n}")
    template.firstIndex = 3
    #expect(template.accepted(Array("x".utf8), index: 1) == Array("4".utf8))
  }
}
