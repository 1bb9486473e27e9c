import FieldKeys
import Testing

/// Sequences that are not keys: swallowed whole, never inserted as text.
let swallowedSequences: [KeyCase] = [
  KeyCase("an unknown CSI final", csi("99x"), .text("-")),
  KeyCase("a device attributes reply", csi("?1;2c"), .text("-")),
  KeyCase("a cursor position report", csi("12;40R"), .text("-")),
  KeyCase("an unknown tilde key", csi("99~"), .text("-")),
  KeyCase("a CSI with an intermediate byte", csi("1 q"), .text("-")),
  KeyCase("an unknown SS3 key", esc("Oz"), .text("-")),
  KeyCase("an X10 mouse report", csi("M") + [0x20, 0x21, 0x22], .text("-")),
  KeyCase("an X10 mouse report with letters", csi("M") + bytes("abc"), .text("-")),
  KeyCase("an SGR mouse press", csi("<0;10;20M"), .text("-")),
  KeyCase("an SGR mouse release", csi("<0;10;20m"), .text("-")),
  KeyCase("focus in", csi("I"), .text("-")),
  KeyCase("focus out", csi("O"), .text("-")),
  KeyCase("a paste end marker outside a paste", csi("201~"), .text("-")),
  KeyCase("Alt with an unknown sequence", [0x1B] + csi("99x"), .text("-")),
]

@Suite("Sequences that are not keys")
struct KeyDecoderSequenceTests {
  @Test("Unknown sequences and reports are swallowed whole", arguments: swallowedSequences)
  func swallowed(_ sequence: KeyCase) {
    var decoder = KeyDecoder()
    let input = bytes("-") + [0x00] + sequence.input + [0x00] + bytes("-")
    let events = decoder.feed(input, now: 0) + decoder.finish()
    let nul = KeyEvent.key(.control("@"), [])
    #expect(events == [sequence.expected, nul, nul, sequence.expected])
    #expect(Counters(decoder) == Counters(ignoredSequences: 1))
  }

  @Test("A CSI sequence longer than the limit is skipped to its end without being held")
  func overlongSequence() {
    var decoder = KeyDecoder()
    let parameters = [UInt8](repeating: UInt8(ascii: "1"), count: 1000)
    #expect(decoder.feed(csi("") + parameters, now: 0) == [])
    #expect(decoder.feed(parameters, now: 1) == [])
    #expect(decoder.feed(bytes("~x"), now: 2) == [.text("x")])
    #expect(decoder.ignoredSequences == 1)
    #expect(decoder.pendingDeadline == nil)
  }

  @Test("An overlong sequence that never ends stops being skipped at the timeout")
  func overlongSequenceTimesOut() {
    var decoder = KeyDecoder()
    let parameters = [UInt8](repeating: UInt8(ascii: "1"), count: 100)
    #expect(decoder.feed(csi("") + parameters, now: 0) == [])
    #expect(decoder.pendingDeadline == 25)
    #expect(decoder.flush(now: 25) == [])
    #expect(decoder.feed(bytes("x"), now: 30) == [.text("x")])
  }

  @Test("A control byte inside a CSI sequence breaks it off; the control byte still counts")
  func brokenSequence() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(csi("1;") + [0x03], now: 0) == [.key(.control("c"), [])])
    #expect(decoder.ignoredSequences == 1)
  }

  @Test("ESC [ followed by a control byte is Alt-[ and the control key")
  func altBracketThenControl() {
    #expect(decodeAll(esc("[") + [0x7F]) == [.key(.character("["), .alt), .key(.backspace, [])])
  }

  @Test("ESC ESC before a letter is Alt-Escape and the letter")
  func altEscapeThenLetter() {
    #expect(decodeAll([0x1B, 0x1B] + bytes("x")) == [.key(.escape, .alt), .text("x")])
  }
}
