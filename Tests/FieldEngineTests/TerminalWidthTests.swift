import FieldEngine
import Foundation
import Testing

/// The width table against the C library it was read from.
@Suite("TerminalWidth")
struct TerminalWidthTests {
  @Test("every scalar's width equals glibc's wcwidth under C.UTF-8 (negative counted as 0)")
  func matchesWcwidth() throws {
    try #require(setlocale(LC_ALL, "C.UTF-8") != nil, "the C.UTF-8 locale is missing")
    // Glibc's Swift module leaves wcwidth out (it needs _XOPEN_SOURCE): look the symbol up.
    let symbol = try #require(dlsym(dlopen(nil, RTLD_NOW), "wcwidth"))
    let wcwidth = unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    var mismatches: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let expected = max(Int(wcwidth(Int32(bitPattern: value))), 0)
      if TerminalWidth.columns(of: scalar) != expected { mismatches.append(value) }
    }
    #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(10).map { String($0, radix: 16) })")
  }

  @Test(
    "the widths DEVELOPERS.md measured against tmux",
    arguments: [
      ("日", 2), ("👍", 2), ("👍🏽", 4), ("e\u{301}", 1), ("🇯🇵", 2), ("Ａ", 2), ("a", 1),
    ])
  func measured(text: String, columns: Int) {
    #expect(TerminalWidth.columns(of: Character(text)) == columns)
    #expect(TerminalWidth.columns(of: text) == columns)
  }
}
