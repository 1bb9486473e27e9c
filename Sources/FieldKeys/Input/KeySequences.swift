/// The escape sequences the decoder knows, and the terminfo capabilities that can add to them.
///
/// The built-in table is xterm's, which most terminal emulators, tmux and screen follow: see
/// ``xterm``. A caller that has read the
/// terminal's terminfo entry hands the capability strings to ``KeyDecoder/init(terminfo:escapeTimeout:pasteCap:pasteTimeout:detectsUnbracketedPaste:)``;
/// they override and extend the table.
package enum KeySequences {
  /// The terminfo key capabilities the decoder understands, and the key each one names.
  ///
  /// `kLFT`, `kRIT`, `kHOM`, `kEND`, `kDC`, `kUP` and `kDN` are the shifted keys; `kcbt` is
  /// Shift-Tab (``KeyEvent/Key/backTab``); `kent` is the keypad's Enter.
  package static let terminfoCapabilities: [String: KeyEvent] = {
    var caps: [String: KeyEvent] = [
      "kcuu1": .key(.up, []), "kcud1": .key(.down, []),
      "kcub1": .key(.left, []), "kcuf1": .key(.right, []),
      "khome": .key(.home, []), "kend": .key(.end, []),
      "kpp": .key(.pageUp, []), "knp": .key(.pageDown, []),
      "kich1": .key(.insert, []), "kdch1": .key(.delete, []),
      "kbs": .key(.backspace, []), "kcbt": .key(.backTab, []), "kent": .key(.enter, []),
      "kLFT": .key(.left, .shift), "kRIT": .key(.right, .shift),
      "kUP": .key(.up, .shift), "kDN": .key(.down, .shift),
      "kHOM": .key(.home, .shift), "kEND": .key(.end, .shift), "kDC": .key(.delete, .shift),
    ]
    for number in 1...12 {
      caps["kf\(number)"] = .key(.function(number), [])
    }
    return caps
  }()

  /// The built-in xterm sequences and their keys.
  ///
  /// - Arrows `ESC [ A`…`D` and `ESC O A`…`D`; Home and End `ESC [ H`, `ESC [ F`, `ESC O H`,
  ///   `ESC O F`, `ESC [ 1 ~`, `ESC [ 4 ~`, `ESC [ 7 ~`, `ESC [ 8 ~`; keypad Enter `ESC O M`.
  /// - Insert, Delete, Page Up, Page Down: `ESC [ 2 ~`, `ESC [ 3 ~`, `ESC [ 5 ~`, `ESC [ 6 ~`.
  /// - F1–F4 `ESC O P`…`S` and `ESC [ 11 ~`…`14 ~`; F5–F12 `ESC [ 15 ~`, `17 ~`, `18 ~`, `19 ~`,
  ///   `20 ~`, `21 ~`, `23 ~`, `24 ~`; Shift-Tab `ESC [ Z`.
  /// - The same keys with modifiers in xterm's form, `ESC [ 1 ; m A` (letters) and
  ///   `ESC [ 3 ; m ~` (numbers), m = 1 + shift 1 + alt 2 + control 4, for m = 2…8.
  package static let xterm: [[UInt8]: KeyEvent] = {
    var table: [[UInt8]: KeyEvent] = [:]
    forEachXtermSequence { table[$0] = $1 }
    return table
  }()

  /// Calls `body` with each of ``xterm``'s sequences and its key, without building the table:
  /// the decoder's trie is made from this at every start, so it builds bytes, not strings.
  static func forEachXtermSequence(_ body: ([UInt8], KeyEvent) -> Void) {
    let letters: [(UInt8, KeyEvent.Key)] = [
      (ascii("A"), .up), (ascii("B"), .down), (ascii("C"), .right), (ascii("D"), .left),
      (ascii("H"), .home), (ascii("F"), .end),
      (ascii("P"), .function(1)), (ascii("Q"), .function(2)),
      (ascii("R"), .function(3)), (ascii("S"), .function(4)),
    ]
    // One buffer, refilled for each sequence: no array is built per sequence.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(8)
    func emit(_ key: KeyEvent.Key, _ parameter: Int, _ fill: (inout [UInt8]) -> Void) {
      bytes.removeAll(keepingCapacity: true)
      fill(&bytes)
      body(bytes, .key(key, modifiers(parameter)))
    }
    for (letter, key) in letters {
      emit(key, 1) { $0.append(contentsOf: [escape, ascii("O"), letter]) }
      if case .function = key {
      } else {
        emit(key, 1) { $0.append(contentsOf: [escape, ascii("["), letter]) }
      }
      for parameter in 2...8 {
        emit(key, parameter) {
          $0.append(contentsOf: [escape, ascii("["), ascii("1"), ascii(";")])
          appendDigits(parameter, to: &$0)
          $0.append(letter)
        }
      }
    }
    let numbered: [(Int, KeyEvent.Key)] = [
      (1, .home), (2, .insert), (3, .delete), (4, .end), (5, .pageUp), (6, .pageDown),
      (7, .home), (8, .end), (11, .function(1)), (12, .function(2)), (13, .function(3)),
      (14, .function(4)), (15, .function(5)), (17, .function(6)), (18, .function(7)),
      (19, .function(8)), (20, .function(9)), (21, .function(10)), (23, .function(11)),
      (24, .function(12)),
    ]
    for (number, key) in numbered {
      for parameter in 1...8 {
        emit(key, parameter) {
          $0.append(contentsOf: [escape, ascii("[")])
          appendDigits(number, to: &$0)
          if parameter > 1 {
            $0.append(ascii(";"))
            appendDigits(parameter, to: &$0)
          }
          $0.append(ascii("~"))
        }
      }
    }
    emit(.backTab, 1) { $0.append(contentsOf: [escape, ascii("["), ascii("Z")]) }
    emit(.enter, 1) { $0.append(contentsOf: [escape, ascii("O"), ascii("M")]) }
  }

  /// Appends the decimal digits of a number from 0 to 99, as ASCII bytes.
  private static func appendDigits(_ number: Int, to bytes: inout [UInt8]) {
    let zero = ascii("0")
    if number >= 10 { bytes.append(zero + UInt8(number / 10)) }
    bytes.append(zero + UInt8(number % 10))
  }

  /// The sequence a terminal in bracketed-paste mode sends before pasted text.
  package static let pasteStart: [UInt8] = csi("200~")
  /// The sequence a terminal in bracketed-paste mode sends after pasted text.
  package static let pasteEnd: [UInt8] = csi("201~")

  static let escape: UInt8 = 0x1B

  static func ascii(_ scalar: Unicode.Scalar) -> UInt8 {
    UInt8(ascii: scalar)
  }

  static func csi(_ rest: String) -> [UInt8] {
    [escape, ascii("[")] + Array(rest.utf8)
  }

  /// xterm's modifier parameter: m = 1 + shift 1 + alt 2 + control 4 (+ meta 8, read as alt).
  static func modifiers(_ parameter: Int) -> KeyEvent.Modifiers {
    let bits = UInt8(truncatingIfNeeded: max(parameter - 1, 0))
    var result = KeyEvent.Modifiers(rawValue: bits & 0b111)
    if bits & 8 != 0 { result.insert(.alt) }
    return result
  }
}

/// What a sequence in the decoder's table means.
enum SequenceAction: Equatable, Sendable {
  case event(KeyEvent)
  case pasteStart
}

/// A byte trie of the known escape sequences, for longest-match lookup without allocating.
struct SequenceTrie: Sendable {
  /// One node per byte of a sequence. A node's children are a list (a handful of bytes at most)
  /// linked through `nextSibling`, so the whole trie is one array with nothing allocated per
  /// node: built at every start in a few microseconds, copied in one piece.
  private struct Node: Sendable {
    var byte: UInt8
    var firstChild: Int32 = -1
    var nextSibling: Int32 = -1
    var action: SequenceAction? = nil
  }

  private var nodes: [Node] = [Node(byte: 0)]

  private func child(of node: Int, _ byte: UInt8) -> Int? {
    var candidate = Int(nodes[node].firstChild)
    while candidate >= 0 {
      if nodes[candidate].byte == byte { return candidate }
      candidate = Int(nodes[candidate].nextSibling)
    }
    return nil
  }

  /// Adds a sequence, replacing the action of an equal sequence already there.
  mutating func insert(_ sequence: [UInt8], _ action: SequenceAction) {
    var node = 0
    for byte in sequence {
      if let next = child(of: node, byte) {
        node = next
      } else {
        nodes.append(Node(byte: byte, nextSibling: nodes[node].firstChild))
        nodes[node].firstChild = Int32(nodes.count - 1)
        node = nodes.count - 1
      }
    }
    nodes[node].action = action
  }

  /// The longest sequence in the trie that `buffer[start..<end]` begins with, and whether the
  /// bytes ran out while still inside a longer sequence (so more bytes could change the answer).
  func longestMatch(
    in buffer: [UInt8], from start: Int, to end: Int
  ) -> (match: (length: Int, action: SequenceAction)?, wantsMore: Bool) {
    var node = 0
    var best: (length: Int, action: SequenceAction)?
    var index = start
    while index < end, let next = child(of: node, buffer[index]) {
      node = next
      index += 1
      if let action = nodes[node].action { best = (index - start, action) }
    }
    let wantsMore = index == end && nodes[node].firstChild >= 0
    return (best, wantsMore)
  }
}
