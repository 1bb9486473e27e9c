import Foundation
import SeededRandom
import Testing

@testable import FieldChoices

/// `--ansi`'s escape sequences, left out as fzf 0.38 leaves them out.
///
/// From fzf 0.38 `src/ansi_test.go` (MIT, Copyright (c) 2013-2023 Junegunn Choi):
/// `TestNextAnsiEscapeSequence` and `TestNextAnsiEscapeSequence_Fuzz_Modified`, which hold fzf's
/// parser to its reference regular expression; here `ANSIText.stripped(_:)` is held to the same
/// expression (in ICU's spelling: `[[:print:]]` is Go's ASCII `[ -~]`).
@Suite("ANSI sequences as fzf reads them")
struct ANSITextTests {
  static let reference = try! NSRegularExpression(
    pattern:
      "(?:\u{1B}[\\[()][0-9;:]*[a-zA-Z@]|\u{1B}\\][0-9][;:][ -~]+(?:\u{1B}\\\\|\u{07})|\u{1B}.|[\u{0E}\u{0F}]|.\u{08})",
    options: [.dotMatchesLineSeparators])

  /// The text with every match of the reference expression taken out, matched left to right
  /// (on UTF-16 offsets: a match may end inside a Swift character, "K" before a combining mark).
  static func expected(_ text: String) -> String {
    let whole = text as NSString
    var result = ""
    var location = 0
    while location < whole.length {
      let range = NSRange(location: location, length: whole.length - location)
      guard let match = Self.reference.firstMatch(in: text, range: range)?.range else { break }
      let found = whole.substring(with: match)
      // Go's "." is any rune but a line feed: "ESC LF" and "LF BS" are no sequences there.
      if found.contains("\n") {
        result += whole.substring(with: NSRange(location: location, length: match.location + 1 - location))
        location = match.location + 1
        continue
      }
      result += whole.substring(with: NSRange(location: location, length: match.location - location))
      location = match.location + match.length
    }
    if location < whole.length { result += whole.substring(from: location) }
    return result
  }

  static let strings = [
    "\u{1B}[0mhello world", "\u{1B}[1mhello world", "椙\u{1B}[1m椙", "椙\u{1B}[1椙m椙",
    "\u{1B}[1mhello \u{1B}[mw\u{1B}7o\u{1B}8r\u{1B}(Bl\u{1B}[2@d", "\u{1B}[1mhello \u{1B}[Kworld",
    "hello \u{1B}[34;45;1mworld", "hello \u{1B}[34;45;1mwor\u{1B}[34;45;1mld",
    "hello \u{1B}[34;45;1mwor\u{1B}[0mld",
    "hello \u{1B}[34;48;5;233;1mwo\u{1B}[38;5;161mr\u{1B}[0ml\u{1B}[38;5;161md",
    "hello \u{1B}[38;5;38;48;5;48;1mwor\u{1B}[38;5;48;48;5;38ml\u{1B}[0md", "hello \u{1B}[32;1mworld",
    "hello world",
    "hello \u{1B}[0;38;5;200;48;5;100mworld", "\u{1B}椙", "椙\u{08}", "\n\u{08}", "X\u{08}", "",
    "\u{1B}]4;3;rgb:aa/bb/cc\u{07} ", "\u{1B}]4;3;rgb:aa/bb/cc\u{1B}\\ ",
    "\u{1B}[38;5;81m\u{1B}[01;31m\u{1B}[Kkernel/\u{1B}[0m\u{1B}[38:5:81mbpf/\u{1B}[0m\u{1B}[38:5:81mpreload/"
      + "\u{1B}[0m\u{1B}[38;5;81miterators/\u{1B}[0m\u{1B}[38:5:149mMakefile\u{1B}[m\u{1B}[K\u{1B}[0m",
  ]

  static func stripped(_ text: String) -> String {
    String(decoding: ANSIText.stripped(Array(text.utf8)), as: UTF8.self)
  }

  @Test("TestNextAnsiEscapeSequence's strings")
  func strings() {
    for text in Self.strings {
      #expect(Self.stripped(text) == Self.expected(text), "\(text.debugDescription)")
    }
    // What `tput sgr0` prints leaves nothing behind.
    #expect(Self.stripped("\u{1B}[31mred\u{1B}(B\u{1B}[m") == "red")
  }

  @Test("TestNextAnsiEscapeSequence_Fuzz_Modified: the strings with characters removed and replaced")
  func modified() {
    var random = SplitMix64(seed: 1)
    let replacements: [Character] = ["\u{0E}", "\u{0F}", "\u{1B}", "\u{08}"]
    for text in Self.strings.filter({ !$0.contains("]4;") && !$0.isEmpty }) {
      for _ in 0..<200 {
        var characters = Array(text.unicodeScalars).map { Character($0) }
        for _ in 0...Int.random(in: 0..<max(1, characters.count), using: &random) where !characters.isEmpty {
          let index = Int.random(in: 0..<characters.count, using: &random)
          switch Int.random(in: 0..<3, using: &random) {
          case 0: characters.remove(at: index)
          case 1: characters[index] = replacements[Int.random(in: 0..<3, using: &random)]
          default:
            var scalar: Unicode.Scalar?
            while scalar == nil || scalar!.value == 0x0D || scalar!.value == 0x5C {
              scalar = Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &random))
            }
            characters[index] = Character(scalar!)
          }
        }
        let modified = String(String.UnicodeScalarView(characters.flatMap(\.unicodeScalars)))
        #expect(Self.stripped(modified) == Self.expected(modified), "\(modified.debugDescription)")
      }
    }
  }
}
