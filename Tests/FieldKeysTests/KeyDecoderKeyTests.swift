import FieldKeys
import Testing

/// One key: the bytes a terminal sends and the event they decode to.
struct KeyCase: Sendable, CustomTestStringConvertible {
  var name: String
  var input: [UInt8]
  var expected: KeyEvent

  init(_ name: String, _ input: [UInt8], _ expected: KeyEvent) {
    self.name = name
    self.input = input
    self.expected = expected
  }

  var testDescription: String { name }
}

let cursorKeys: [KeyCase] = [
  KeyCase("Up ESC [ A", csi("A"), .key(.up, [])),
  KeyCase("Down ESC [ B", csi("B"), .key(.down, [])),
  KeyCase("Right ESC [ C", csi("C"), .key(.right, [])),
  KeyCase("Left ESC [ D", csi("D"), .key(.left, [])),
  KeyCase("Up ESC O A", esc("OA"), .key(.up, [])),
  KeyCase("Down ESC O B", esc("OB"), .key(.down, [])),
  KeyCase("Right ESC O C", esc("OC"), .key(.right, [])),
  KeyCase("Left ESC O D", esc("OD"), .key(.left, [])),
  KeyCase("Home ESC [ H", csi("H"), .key(.home, [])),
  KeyCase("End ESC [ F", csi("F"), .key(.end, [])),
  KeyCase("Home ESC O H", esc("OH"), .key(.home, [])),
  KeyCase("End ESC O F", esc("OF"), .key(.end, [])),
  KeyCase("Home ESC [ 1 ~", csi("1~"), .key(.home, [])),
  KeyCase("End ESC [ 4 ~", csi("4~"), .key(.end, [])),
  KeyCase("Home ESC [ 7 ~", csi("7~"), .key(.home, [])),
  KeyCase("End ESC [ 8 ~", csi("8~"), .key(.end, [])),
  KeyCase("Insert ESC [ 2 ~", csi("2~"), .key(.insert, [])),
  KeyCase("Delete ESC [ 3 ~", csi("3~"), .key(.delete, [])),
  KeyCase("Page Up ESC [ 5 ~", csi("5~"), .key(.pageUp, [])),
  KeyCase("Page Down ESC [ 6 ~", csi("6~"), .key(.pageDown, [])),
  KeyCase("Shift-Tab ESC [ Z", csi("Z"), .key(.backTab, [])),
  KeyCase("keypad Enter ESC O M", esc("OM"), .key(.enter, [])),
]

let functionKeys: [KeyCase] =
  zip(1...4, ["P", "Q", "R", "S"]).map { number, letter in
    KeyCase("F\(number) ESC O \(letter)", esc("O" + letter), .key(.function(number), []))
  }
  + zip(1...12, [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24]).map { number, code in
    KeyCase("F\(number) ESC [ \(code) ~", csi("\(code)~"), .key(.function(number), []))
  }

let modifiedKeys: [KeyCase] = [
  KeyCase("Shift-Up ESC [ 1 ; 2 A", csi("1;2A"), .key(.up, .shift)),
  KeyCase("Alt-Down ESC [ 1 ; 3 B", csi("1;3B"), .key(.down, .alt)),
  KeyCase("Shift-Alt-Right ESC [ 1 ; 4 C", csi("1;4C"), .key(.right, [.shift, .alt])),
  KeyCase("Ctrl-Left ESC [ 1 ; 5 D", csi("1;5D"), .key(.left, .control)),
  KeyCase("Ctrl-Shift-Home ESC [ 1 ; 6 H", csi("1;6H"), .key(.home, [.control, .shift])),
  KeyCase("Ctrl-Alt-End ESC [ 1 ; 7 F", csi("1;7F"), .key(.end, [.control, .alt])),
  KeyCase("Ctrl-Alt-Shift-Up ESC [ 1 ; 8 A", csi("1;8A"), .key(.up, [.control, .alt, .shift])),
  KeyCase("Shift-F1 ESC [ 1 ; 2 P", csi("1;2P"), .key(.function(1), .shift)),
  KeyCase("Ctrl-Delete ESC [ 3 ; 5 ~", csi("3;5~"), .key(.delete, .control)),
  KeyCase("Shift-Delete ESC [ 3 ; 2 ~", csi("3;2~"), .key(.delete, .shift)),
  KeyCase("Alt-Page-Up ESC [ 5 ; 3 ~", csi("5;3~"), .key(.pageUp, .alt)),
  KeyCase("Shift-F5 ESC [ 15 ; 2 ~", csi("15;2~"), .key(.function(5), .shift)),
  KeyCase("Ctrl-F12 ESC [ 24 ; 5 ~", csi("24;5~"), .key(.function(12), .control)),
]

let controlKeys: [KeyCase] = [
  KeyCase("NUL is Ctrl-@ (Ctrl-Space)", [0x00], .key(.control("@"), [])),
  KeyCase("0x01 is Ctrl-A", [0x01], .key(.control("a"), [])),
  KeyCase("0x03 is Ctrl-C", [0x03], .key(.control("c"), [])),
  KeyCase("0x08 is Ctrl-H", [0x08], .key(.control("h"), [])),
  KeyCase("0x09 is Tab", [0x09], .key(.tab, [])),
  KeyCase("0x0A (LF) is Ctrl-J", [0x0A], .key(.control("j"), [])),
  KeyCase("0x0D (CR) is Enter", [0x0D], .key(.enter, [])),
  KeyCase("CR LF in one read is one Enter", [0x0D, 0x0A], .key(.enter, [])),
  KeyCase("0x0B is Ctrl-K", [0x0B], .key(.control("k"), [])),
  KeyCase("0x15 is Ctrl-U", [0x15], .key(.control("u"), [])),
  KeyCase("0x1A is Ctrl-Z", [0x1A], .key(.control("z"), [])),
  KeyCase("0x1C is Ctrl-Backslash", [0x1C], .key(.control("\\"), [])),
  KeyCase("0x1D is Ctrl-]", [0x1D], .key(.control("]"), [])),
  KeyCase("0x1E is Ctrl-^", [0x1E], .key(.control("^"), [])),
  KeyCase("0x1F is Ctrl-_", [0x1F], .key(.control("_"), [])),
  KeyCase("0x7F is Backspace", [0x7F], .key(.backspace, [])),
  KeyCase("a lone ESC is Escape", [0x1B], .key(.escape, [])),
]

let altKeys: [KeyCase] = [
  KeyCase("Alt-b is ESC b", esc("b"), .key(.character("b"), .alt)),
  KeyCase("Alt-Shift-B is ESC B", esc("B"), .key(.character("B"), .alt)),
  KeyCase("Alt-Space", esc(" "), .key(.character(" "), .alt)),
  KeyCase("Alt-. (yank last argument)", esc("."), .key(.character("."), .alt)),
  KeyCase("Alt-é (ESC and a UTF-8 character)", esc("é"), .key(.character("é"), .alt)),
  KeyCase("Alt-Backspace is ESC 0x7F", [0x1B, 0x7F], .key(.backspace, .alt)),
  KeyCase("Alt-Ctrl-H is ESC 0x08", [0x1B, 0x08], .key(.control("h"), .alt)),
  KeyCase("Alt-Ctrl-_ is ESC 0x1F", [0x1B, 0x1F], .key(.control("_"), .alt)),
  KeyCase("Alt-Ctrl-A is ESC 0x01", [0x1B, 0x01], .key(.control("a"), .alt)),
  KeyCase("Alt-Ctrl-@ is ESC NUL", [0x1B, 0x00], .key(.control("@"), .alt)),
  KeyCase("Alt-Enter is ESC CR", [0x1B, 0x0D], .key(.enter, .alt)),
  KeyCase("Alt-Ctrl-J is ESC LF", [0x1B, 0x0A], .key(.control("j"), .alt)),
  KeyCase("Alt-Tab is ESC TAB", [0x1B, 0x09], .key(.tab, .alt)),
  KeyCase("Alt-Up is ESC ESC [ A", [0x1B] + csi("A"), .key(.up, .alt)),
  KeyCase("Alt-Ctrl-Right is ESC ESC [ 1 ; 5 C", [0x1B] + csi("1;5C"), .key(.right, [.alt, .control])),
  KeyCase("Alt-F1 is ESC ESC O P", [0x1B] + esc("OP"), .key(.function(1), .alt)),
  KeyCase("Alt-Escape is ESC ESC", [0x1B, 0x1B], .key(.escape, .alt)),
  KeyCase("Alt-[ is ESC [ and nothing more", esc("["), .key(.character("["), .alt)),
  KeyCase("Alt-O is ESC O and nothing more", esc("O"), .key(.character("O"), .alt)),
]

@Suite("Keys: every key the decoder knows, delivered in one read")
struct KeyDecoderKeyTests {
  @Test("Cursor and editing keys", arguments: cursorKeys)
  func cursorKey(_ key: KeyCase) {
    expectDecodes(key)
  }

  @Test("Function keys F1-F12", arguments: functionKeys)
  func functionKey(_ key: KeyCase) {
    expectDecodes(key)
  }

  @Test("Keys with modifiers in xterm's form", arguments: modifiedKeys)
  func modifiedKey(_ key: KeyCase) {
    expectDecodes(key)
  }

  @Test("Control bytes", arguments: controlKeys)
  func controlKey(_ key: KeyCase) {
    expectDecodes(key)
  }

  @Test("Alt as an ESC prefix", arguments: altKeys)
  func altKey(_ key: KeyCase) {
    expectDecodes(key)
  }

  @Test("Every xterm table entry decodes to its key")
  func wholeXtermTable() {
    #expect(KeySequences.xterm.count > 200)
    for (sequence, event) in KeySequences.xterm {
      #expect(decodeAll(sequence) == [event], "\(sequence)")
    }
  }

  @Test("Keys in a row in one read stay separate keys")
  func keysInOneRead() {
    let input = csi("A") + [0x7F] + esc("b") + csi("3~") + [0x03] + esc("OP")
    #expect(
      decodeAll(input) == [
        .key(.up, []), .key(.backspace, []), .key(.character("b"), .alt), .key(.delete, []),
        .key(.control("c"), []), .key(.function(1), []),
      ])
  }

  @Test(
    "CR LF is one Enter however the reads split it, with the paste rule or without; an LF later is Ctrl-J",
    arguments: [false, true])
  func carriageReturnLineFeed(pasteRule: Bool) {
    var decoder = KeyDecoder(detectsUnbracketedPaste: pasteRule)
    #expect(decoder.feed([0x0D], now: 0) == [.key(.enter, [])])
    #expect(decoder.feed([0x0A], now: 1) == [])
    #expect(decoder.feed([0x0D, 0x0A], now: 2) == [.key(.enter, [])])
    #expect(decoder.feed([0x0D], now: 3) == [.key(.enter, [])])
    // Past the escape timeout, a read of LF is a key of its own.
    #expect(decoder.feed([0x0A], now: 1000) == [.key(.control("j"), [])])
    #expect(decoder.feed([0x0A], now: 1001) == [.key(.control("j"), [])])
  }

  private func expectDecodes(_ key: KeyCase) {
    var decoder = KeyDecoder()
    let events = decoder.feed(key.input, now: 0) + decoder.finish()
    #expect(events == [key.expected])
    #expect(Counters(decoder) == Counters())
  }
}
