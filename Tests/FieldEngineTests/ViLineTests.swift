import Testing

@testable import FieldEngine

/// vi's motions on a line, as readline 8's vi_mode.c moves (`ViLine`): where each goes from a
/// position, with a count; nil where readline rings the bell and stays.
@Suite("vi motions on a line")
struct ViLineTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var motion: ViMotion
    var count: Int
    var from: Int
    var expected: Int?
    var testDescription: String { "\(text.debugDescription) \(motion) ×\(count) from \(from)" }
    init(_ text: String, _ motion: ViMotion, _ count: Int = 1, from: Int, _ expected: Int?) {
      (self.text, self.motion, self.count, self.from, self.expected) = (text, motion, count, from, expected)
    }
  }

  static let cases: [Case] = [
    Case("hello world", .left, from: 0, nil),
    Case("hello world", .left, 20, from: 4, 0),
    Case("hello world", .right, from: 10, nil),
    Case("hello world", .right, 3, from: 0, 3),
    Case("hello world", .right, 30, from: 0, 10),
    Case("foo.bar baz", .nextWord(big: false), from: 0, 3),
    Case("foo.bar baz", .nextWord(big: false), 2, from: 0, 4),
    Case("foo.bar baz", .nextWord(big: true), from: 0, 8),
    Case("foo.bar baz", .nextWord(big: false), from: 10, nil),
    Case("foo.bar baz", .previousWord(big: false), from: 8, 4),
    Case("foo.bar baz", .previousWord(big: false), 3, from: 8, 0),
    Case("foo.bar baz", .previousWord(big: true), from: 8, 0),
    Case("foo.bar baz", .previousWord(big: false), from: 0, nil),
    Case("foo.bar baz", .wordEnd(big: false), from: 0, 2),
    Case("foo.bar baz", .wordEnd(big: false), 2, from: 0, 3),
    Case("foo.bar baz", .wordEnd(big: true), from: 0, 6),
    Case("  indented", .firstNonBlank, from: 7, 2),
    Case("hello", .lineStart, from: 3, 0),
    Case("hello", .lineEnd, from: 0, 5),
    Case("hello world", .column, 5, from: 0, 4),
    Case("hello world", .column, 50, from: 0, 11),
    Case("hello world", .find("o", .forward), from: 0, 4),
    Case("hello world", .find("o", .forward), 2, from: 0, 7),
    Case("hello world", .find("o", .forward), 3, from: 0, 7),
    Case("hello world", .find("z", .forward), from: 0, nil),
    Case("hello world", .find("o", .tillForward), from: 0, 3),
    Case("hello world", .find("o", .backward), from: 10, 7),
    Case("hello world", .find("o", .tillBackward), from: 10, 8),
    Case("a(b[c]d)e", .matchingBracket, from: 0, 7),
    Case("a(b[c]d)e", .matchingBracket, from: 5, 3),
    Case("abc)", .matchingBracket, from: 0, nil),
    Case("日本 語", .nextWord(big: false), from: 0, 3),
    Case("👍🏽x y", .right, from: 0, 1),
  ]

  @Test("each motion goes where readline's goes", arguments: cases)
  func motion(_ test: Case) {
    #expect(ViLine(test.text).target(of: test.motion, count: test.count, from: test.from) == test.expected)
  }
}
