import Foundation
import PackagePaths
import Testing

@testable import FieldChoices

/// `--delimiter` regular expressions run as an automaton: linear in the item whatever the
/// expression, no recursion that grows with the item, Go's repeat limit, Go's matches.
@Suite("Delimiter patterns: an automaton, linear in the item")
struct DelimiterPatternTests {
  static func pattern(_ source: String) throws -> DelimiterPattern {
    try DelimiterPattern.parse(source)
  }

  /// The matches in `text`, and the automaton's steps.
  static func run(_ pattern: DelimiterPattern, _ bytes: [UInt8]) -> (matches: [Range<Int>], steps: Int) {
    var steps = 0
    let matches = bytes.withUnsafeBufferPointer { pattern.matches(in: $0, steps: &steps) }
    return (matches, steps)
  }

  @Test("\\s+ over 20,000 spaces: one match, the whole item (a recursion per space overflowed the stack)")
  func longRun() throws {
    let spaces = [UInt8](repeating: 0x20, count: 20_000)
    let pattern = try Self.pattern("\\s+")
    let (matches, steps) = Self.run(pattern, spaces)
    #expect(matches == [0..<20_000])
    #expect(steps <= 2 * pattern.program.count * spaces.count + 8)
    #expect(
      ItemColumns.columns(
        of: String(repeating: " ", count: 20_000) + "x", delimiter: .pattern(try Self.pattern("\\s+"))
      ).count == 2)
  }

  @Test(
    "nested repeats that backtrack exponentially take steps in proportion to the item",
    arguments: ["(\\w+,?)+;", "(a*)*b", "(a|aa)+c", "(x?){1000}y", "(.*a){20}z"])
  func linear(_ source: String) throws {
    let pattern = try Self.pattern(source)
    // The work per character is bounded by the automaton's size (each instruction followed and
    // moved at most once a character): 31 or 3,100 characters, never 2^31 steps.
    for length in [31, 62, 620] {
      let (matches, steps) = Self.run(pattern, Array(String(repeating: "a", count: length).utf8))
      #expect(matches.isEmpty)
      #expect(steps <= (length + 1) * 2 * pattern.program.count, "\(length) characters: \(steps) steps")
    }
  }

  @Test(
    "a repeat count over 1000, or a minimum above the maximum, is refused as Go refuses it",
    arguments: [
      ("(x?){99999}y", "{99999}"), ("a{1001}", "{1001}"), ("a{2,1001}", "{2,1001}"), ("a{3,2}", "{3,2}"),
      ("a{99999999999999999999}", "{99999999999999999999}"), ("a{1001,}", "{1001,}"),
    ])
  func repeatCounts(_ source: String, _ written: String) {
    #expect(throws: DelimiterPattern.ParseError.repeatCount(written)) { try Self.pattern(source) }
  }

  @Test("repeats within the limits compile; nested ones past the automaton's size are refused")
  func sizes() throws {
    #expect(try Self.pattern("(x?){1000}y").program.count < DelimiterPattern.maximumInstructions)
    #expect(throws: DelimiterPattern.ParseError.tooLarge) { try Self.pattern("((x{1000}){1000}){1000}") }
    #expect(throws: DelimiterPattern.ParseError.tooLarge) { try Self.pattern("(\\w{1000}){30}") }
    // Nesting deeper than Go allows is no expression: a literal delimiter, as fzf takes it.
    let deep = String(repeating: "(", count: 1001) + "a" + String(repeating: ")", count: 1001)
    #expect(throws: DelimiterPattern.ParseError.invalid) { try Self.pattern(deep) }
    #expect(try ColumnDelimiter.parse(deep) == .literal(deep))
  }

  @Test(
    "a brace that starts no repeat is a literal one, as Go reads it",
    arguments: [("a{", "a{"), ("x{,3}", "x{,3}"), ("a{01}", "a{01}"), ("a{1,02}", "a{1,02}")])
  func literalBraces(_ source: String, _ literal: String) throws {
    #expect(
      try Self.run(Self.pattern(source + "|q"), Array(("z" + literal + "z").utf8)).matches == [
        1..<(1 + literal.utf8.count)
      ])
  }

  @Test(
    "matches as Go's FindAllIndex finds them",
    arguments: [
      ("a|ab", "abab", [0..<1, 2..<3]), ("ab|a", "abab", [0..<2, 2..<4]),
      ("a*?", "aa", [0..<0, 1..<1, 2..<2]),
      ("a??b", "ab", [0..<2]), ("(a|)*", "aab", [0..<2, 3..<3]), ("x*", "ab", [0..<0, 1..<1, 2..<2]),
      ("^a", "aa", [0..<1]), ("a$", "aa", [1..<2]), ("^$", "", [0..<0]), ("$", "ab", [2..<2]),
      ("[^a]", "a\u{E9}b", [1..<3, 3..<4]), ("\\S+", "ab  c", [0..<2, 4..<5]), (".", "\n", []),
      ("(?:ab){2}", "abababab", [0..<4, 4..<8]), ("a{2,}", "aaaaa", [0..<5]),
      ("a{2,3}?", "aaaaa", [0..<2, 2..<4]),
      ("\\d+|x", "12x34", [0..<2, 2..<3, 3..<5]), ("--\\*", "-*--*---**", [2..<5, 6..<9]),
    ] as [(String, String, [Range<Int>])])
  func goMatches(_ source: String, _ text: String, _ expected: [Range<Int>]) throws {
    #expect(Self.run(try Self.pattern(source), Array(text.utf8)).matches == expected)
  }

  @Test("a byte that is not UTF-8 is one U+FFFD, as Go reads it: . and [^…] take it, alone")
  func invalidBytes() throws {
    let item: [UInt8] = [0x61, 0xE9, 0x3A, 0xC3, 0x62, 0xF0, 0x9F, 0x98, 0x80]
    #expect(Self.run(try Self.pattern("[^:]"), item).matches.map(\.count) == [1, 1, 1, 1, 4])
    #expect(Self.run(try Self.pattern("\u{FFFD}"), item).matches == [1..<2, 3..<4])
    #expect(Self.run(try Self.pattern("\\W"), item).matches == [1..<2, 2..<3, 3..<4, 5..<9])
  }

  /// Go's answers for 4,000 random expressions of the subset on random items (some bytes not
  /// UTF-8), written by Scripts/go-regexp-sample.sh with Go 1.19's regexp.
  static let goSample = PackageRoot.url("Tests/FieldChoicesTests/Patterns/go-findall-sample.tsv")

  @Test("random expressions match as Go's regexp matches them (FindAllIndex), byte for byte")
  func goSampleMatches() throws {
    let text = try String(contentsOf: Self.goSample, encoding: .utf8)
    func hex(_ text: Substring) -> [UInt8] {
      var bytes: [UInt8] = []
      var index = text.startIndex
      while index < text.endIndex {
        let next = text.index(index, offsetBy: 2)
        bytes.append(UInt8(text[index..<next], radix: 16)!)
        index = next
      }
      return bytes
    }
    var checked = 0
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
      let source = String(decoding: hex(parts[0]), as: UTF8.self)
      let expected: [Range<Int>] =
        parts[2] == "-"
        ? []
        : parts[2].split(separator: ",").map { pair in
          let bounds = pair.split(separator: "-").map { Int($0)! }
          return bounds[0]..<bounds[1]
        }
      // Go takes repeat counts of 0 that tfield takes too; any expression Go took, tfield takes.
      let pattern = try Self.pattern(source)
      #expect(Self.run(pattern, hex(parts[1])).matches == expected, "\(source) on \(parts[1])")
      checked += 1
    }
    #expect(checked == 4000)
  }
}
