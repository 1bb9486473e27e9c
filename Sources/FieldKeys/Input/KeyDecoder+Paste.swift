extension KeyDecoder {
  /// Collects bracketed-paste bytes from `start` up to and including the end marker, or to the
  /// end of the buffer; returns the index after what it consumed. A possible start of the end
  /// marker at the very end of the buffer waits in `pending`.
  mutating func collectPaste(_ buffer: [UInt8], from start: Int, into events: inout [KeyEvent]) -> Int {
    let marker = KeySequences.pasteEnd
    var index = start
    while index < buffer.count {
      guard let escape = buffer[index...].firstIndex(of: KeySequences.escape) else {
        appendToPaste(buffer[index...], into: &events)
        return buffer.count
      }
      appendToPaste(buffer[index..<escape], into: &events)
      let available = min(buffer.count - escape, marker.count)
      if buffer[escape..<escape + available].elementsEqual(marker[..<available]) {
        if available == marker.count {
          endPaste(into: &events)
          return escape + marker.count
        }
        pending = Array(buffer[escape...])
        return buffer.count
      }
      appendToPaste(buffer[escape...escape], into: &events)
      index = escape + 1
    }
    return buffer.count
  }

  /// Appends bytes to the paste, up to the cap; reaching the cap emits the paste so far.
  mutating func appendToPaste(_ bytes: ArraySlice<UInt8>, into events: inout [KeyEvent]) {
    // Mutate `paste` in place: a copy of it would make every append copy the whole buffer.
    guard paste != nil, !bytes.isEmpty else { return }
    if paste!.discarding {
      discardedPasteBytes += bytes.count
      return
    }
    let room = pasteCap - paste!.bytes.count
    if bytes.count <= room {
      paste!.bytes.append(contentsOf: bytes)
      return
    }
    // Keep what fits, cut back to a character boundary, and emit it now.
    var kept = paste!.bytes
    paste = Paste(bytes: [], discarding: true)
    kept.append(contentsOf: bytes.prefix(room))
    let cut = UTF8Scanner.incompleteTailLength(kept)
    kept.removeLast(cut)
    discardedPasteBytes += bytes.count - room + cut
    truncatedPastes += 1
    emitPaste(kept, into: &events)
  }

  /// Ends the paste being collected, emitting it unless it was already emitted at the cap.
  mutating func endPaste(into events: inout [KeyEvent]) {
    guard let current = paste else { return }
    paste = nil
    if !current.discarding {
      emitPaste(current.bytes, into: &events)
    }
  }

  private mutating func emitPaste(_ bytes: [UInt8], into events: inout [KeyEvent]) {
    guard !bytes.isEmpty else { return }
    let (text, dropped) = UTF8Scanner.decodeDroppingInvalid(bytes)
    droppedInvalidBytes += dropped
    if !text.isEmpty {
      events.append(.paste(text))
    }
  }
}
