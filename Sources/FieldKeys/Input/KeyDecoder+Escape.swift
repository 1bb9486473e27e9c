extension KeyDecoder {
  /// What the bytes from an ESC mean.
  enum EscapeOutcome: Equatable {
    /// The bytes may still grow into something longer: wait for more (or the timeout).
    case wait
    /// A sequence from the table, `length` bytes long.
    case sequence(SequenceAction, length: Int)
    /// ESC alone, or ESC and a key (that key with Alt).
    case alt(KeyEvent, length: Int)
    /// An unknown sequence of `length` bytes, swallowed.
    case ignored(length: Int)
    /// A CSI sequence longer than ``KeyDecoder/maximumSequenceLength``: swallow `length` bytes
    /// and skip the rest of it.
    case overlong(length: Int)
  }

  /// The shape of an escape sequence by the ECMA-48 grammar, whatever its meaning.
  enum SequenceShape: Equatable {
    /// A whole CSI or SS3 sequence of this many bytes.
    case complete(Int)
    /// A CSI or SS3 sequence that the buffer ends in the middle of.
    case incomplete
    /// A CSI or SS3 sequence broken off by a byte that cannot be in it, after this many bytes.
    case aborted(Int)
    /// A CSI sequence that reached the length limit without ending.
    case overlong(Int)
    /// ESC followed by something that does not start a CSI or SS3 sequence.
    case notASequence
  }

  /// The longest CSI sequence held while waiting for its end; the rest of a longer one is
  /// skipped as it arrives.
  static let maximumSequenceLength = 64

  /// Decodes the bytes from the ESC at `start`. With `final`, nothing waits.
  func escapeOutcome(_ buffer: [UInt8], at start: Int, final: Bool) -> EscapeOutcome {
    guard start + 1 < buffer.count else {
      return final ? .alt(.key(.escape, []), length: 1) : .wait
    }
    let second = buffer[start + 1]
    if second == KeySequences.escape {
      return doubleEscapeOutcome(buffer, at: start, final: final)
    }
    let (match, wantsMore) = sequences.longestMatch(in: buffer, from: start, to: buffer.count)
    let shape = Self.sequenceShape(buffer, at: start)
    if !final && (wantsMore || shape == .incomplete) { return .wait }
    if let match { return .sequence(match.action, length: match.length) }
    switch shape {
    case .complete(let length):
      return .ignored(length: length)
    case .overlong(let length):
      return .overlong(length: length)
    case .aborted(let length) where length > 2:
      return .ignored(length: length)
    case .incomplete where buffer.count - start > 2:
      return .ignored(length: buffer.count - start)
    case .aborted, .incomplete:
      // ESC [ or ESC O and nothing that continues it: Alt-[ or Alt-O.
      return .alt(.key(.character(Character(Unicode.Scalar(second))), [.alt]), length: 2)
    case .notASequence:
      return altKeyOutcome(buffer, at: start, final: final)
    }
  }

  /// ESC followed by a key that does not start a sequence: that key with Alt.
  private func altKeyOutcome(_ buffer: [UInt8], at start: Int, final: Bool) -> EscapeOutcome {
    let second = buffer[start + 1]
    switch second {
    case 0x20..<0x7F:
      return .alt(.key(.character(Character(Unicode.Scalar(second))), [.alt]), length: 2)
    case 0x00..<0x20, 0x7F:
      return .alt(Self.addingAlt(to: keyForControl(second)), length: 2)
    default:
      switch UTF8Scanner.step(buffer, at: start + 1, end: buffer.count, final: final) {
      case .incomplete:
        return .wait
      case .scalar(let scalar, let length) where !Self.isC1(scalar):
        return .alt(.key(.character(Character(scalar)), [.alt]), length: 1 + length)
      case .scalar, .invalid:
        // ESC then a C1 character or an invalid byte: Escape; the byte is decoded on its own.
        return .alt(.key(.escape, []), length: 1)
      }
    }
  }

  /// ESC ESC: Alt with the sequence that the second ESC starts (ESC ESC [ A is Alt-Up), or
  /// Alt-Escape.
  private func doubleEscapeOutcome(_ buffer: [UInt8], at start: Int, final: Bool) -> EscapeOutcome {
    let altEscape = EscapeOutcome.alt(.key(.escape, [.alt]), length: 2)
    guard start + 2 < buffer.count else { return final ? altEscape : .wait }
    let third = buffer[start + 2]
    guard third == UInt8(ascii: "[") || third == UInt8(ascii: "O") else { return altEscape }
    switch escapeOutcome(buffer, at: start + 1, final: final) {
    case .wait:
      return .wait
    case .sequence(.event(let event), let length):
      return .sequence(.event(Self.addingAlt(to: event)), length: length + 1)
    case .sequence(.pasteStart, let length):
      return .sequence(.pasteStart, length: length + 1)
    case .ignored(let length):
      return .ignored(length: length + 1)
    case .overlong(let length):
      return .overlong(length: length + 1)
    case .alt:
      return altEscape
    }
  }

  static func addingAlt(to event: KeyEvent) -> KeyEvent {
    guard case .key(let key, let modifiers) = event else { return event }
    return .key(key, modifiers.union(.alt))
  }

  /// The grammar shape of the bytes from the ESC at `start` (there is at least one byte after it).
  static func sequenceShape(_ buffer: [UInt8], at start: Int) -> SequenceShape {
    let second = buffer[start + 1]
    if second == UInt8(ascii: "O") {
      guard start + 2 < buffer.count else { return .incomplete }
      return (0x40...0x7E).contains(buffer[start + 2]) ? .complete(3) : .aborted(2)
    }
    guard second == UInt8(ascii: "[") else { return .notASequence }
    let limit = min(buffer.count, start + maximumSequenceLength)
    var index = start + 2
    while index < limit && (0x30...0x3F).contains(buffer[index]) { index += 1 }
    while index < limit && (0x20...0x2F).contains(buffer[index]) { index += 1 }
    if index == start + maximumSequenceLength { return .overlong(index - start) }
    guard index < buffer.count else { return .incomplete }
    let finalByte = buffer[index]
    guard (0x40...0x7E).contains(finalByte) else { return .aborted(index - start) }
    if finalByte == UInt8(ascii: "M") && index == start + 2 {
      // An X10 mouse report: ESC [ M and three raw bytes.
      return start + 6 <= buffer.count ? .complete(6) : .incomplete
    }
    return .complete(index + 1 - start)
  }
}

extension KeyDecoder {
  /// Skips the rest of an overlong CSI sequence: parameter and intermediate bytes, then its final
  /// byte. Returns the index after what it skipped.
  mutating func skipSequence(_ buffer: [UInt8], from start: Int) -> Int {
    var index = start
    while index < buffer.count && (0x20...0x3F).contains(buffer[index]) { index += 1 }
    guard index < buffer.count else { return index }
    skippingSequence = false
    return (0x40...0x7E).contains(buffer[index]) ? index + 1 : index
  }
}
