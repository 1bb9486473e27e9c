extension KeyDecoder {
  /// Text units (printable characters, CR, LF, TAB) read in a row within one read.
  struct TextRun {
    var bytes: [UInt8] = []
    /// How many of the bytes are CR, LF or TAB.
    var whitespace = 0
  }

  /// Decodes outside a paste from `start`. Returns where it stopped: the end of the buffer (all
  /// decoded, or the rest waiting in `pending`) or just after a paste start marker.
  mutating func scan(
    _ buffer: [UInt8], from start: Int, final: Bool, into events: inout [KeyEvent]
  ) -> Int {
    var run = TextRun()
    var index = start
    let followsCarriageReturn = endedWithCarriageReturn
    endedWithCarriageReturn = false
    while index < buffer.count {
      let byte = buffer[index]
      // CR LF (a terminal that sends both for Enter) is one Enter, not Enter and Ctrl-J, however
      // the reads split it; with the paste rule a CR LF inside one read is one character already.
      if byte == 0x0A
        && (index == start ? followsCarriageReturn : !detectsUnbracketedPaste && buffer[index - 1] == 0x0D)
      {
        index += 1
        continue
      }
      if byte >= 0x20 && byte < 0x7F {
        var end = index + 1
        while end < buffer.count && buffer[end] >= 0x20 && buffer[end] < 0x7F { end += 1 }
        run.bytes.append(contentsOf: buffer[index..<end])
        index = end
      } else if let event = controlOverrides[byte] {
        endRun(&run, into: &events)
        events.append(event)
        index += 1
      } else if byte == 0x0D || byte == 0x0A || byte == 0x09 {
        if detectsUnbracketedPaste {
          run.bytes.append(byte)
          run.whitespace += 1
        } else {
          endRun(&run, into: &events)
          events.append(Self.controlKey(byte))
        }
        index += 1
      } else if byte == KeySequences.escape {
        let outcome = escapeOutcome(buffer, at: index, final: final)
        endRun(&run, into: &events)
        switch outcome {
        case .wait:
          pending = Array(buffer[index...])
          return buffer.count
        case .sequence(.event(let event), let length), .alt(let event, let length):
          events.append(event)
          index += length
        case .sequence(.pasteStart, let length):
          paste = Paste()
          detectsUnbracketedPaste = false
          return index + length
        case .ignored(let length):
          ignoredSequences += 1
          index += length
        case .overlong(let length):
          ignoredSequences += 1
          skippingSequence = true
          return index + length
        }
      } else if byte < 0x80 {
        endRun(&run, into: &events)
        events.append(Self.controlKey(byte))
        index += 1
      } else {
        switch UTF8Scanner.step(buffer, at: index, end: buffer.count, final: final) {
        case .scalar(let scalar, let length):
          if Self.isC1(scalar) {
            endRun(&run, into: &events)
            ignoredSequences += 1
          } else {
            run.bytes.append(contentsOf: buffer[index..<index + length])
          }
          index += length
        case .invalid(let length):
          droppedInvalidBytes += length
          index += length
        case .incomplete:
          endRun(&run, into: &events)
          pending = Array(buffer[index...])
          return buffer.count
        }
      }
    }
    endRun(&run, into: &events)
    endedWithCarriageReturn = buffer.last == 0x0D
    return buffer.count
  }

  /// Emits a finished run. With the paste rule, one `Character` is typed text (or Enter, Ctrl-J,
  /// or Tab) and more is a paste; CR LF is one `Character`, so it is one Enter. Without it, the run (which
  /// then holds no CR, LF or TAB: they are keys) is typed text, one `.text` per `Character`, so a
  /// character that arrived in one read ("é" as `e` + U+0301, "👍🏽", "🇯🇵") is one edit.
  private func endRun(_ run: inout TextRun, into events: inout [KeyEvent]) {
    defer { run = TextRun() }
    guard !run.bytes.isEmpty else { return }
    let text = String(decoding: run.bytes, as: UTF8.self)
    if !detectsUnbracketedPaste {
      for character in text { events.append(.text(String(character))) }
    } else if !Self.hasOneCharacter(text) {
      events.append(.paste(text))
    } else if run.whitespace > 0 {
      events.append(Self.controlKey(run.bytes[0]))
    } else {
      events.append(.text(text))
    }
  }

  private static func hasOneCharacter(_ text: String) -> Bool {
    var characters = text.makeIterator()
    return characters.next() != nil && characters.next() == nil
  }

  static func isC1(_ scalar: Unicode.Scalar) -> Bool {
    (0x80...0x9F).contains(scalar.value)
  }

  /// The key a control byte (0x00–0x1F, 0x7F) names, unless terminfo names it otherwise.
  func keyForControl(_ byte: UInt8) -> KeyEvent {
    controlOverrides[byte] ?? Self.controlKey(byte)
  }

  /// The key a control byte (0x00–0x1F, 0x7F) names by default.
  static func controlKey(_ byte: UInt8) -> KeyEvent {
    switch byte {
    case 0x0D: return .key(.enter, [])
    case 0x09: return .key(.tab, [])
    case 0x1B: return .key(.escape, [])
    case 0x7F: return .key(.backspace, [])
    case 0x00: return .key(.control("@"), [])
    case 0x01...0x1A: return .key(.control(Character(Unicode.Scalar(byte + 0x60))), [])
    default: return .key(.control(Character(Unicode.Scalar(byte + 0x40))), [])
    }
  }
}
