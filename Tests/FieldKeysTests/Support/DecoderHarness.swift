import FieldKeys

/// The bytes of a string written with `\u{1B}` for ESC, in UTF-8.
func bytes(_ text: String) -> [UInt8] {
  Array(text.utf8)
}

/// ESC followed by the given text, as bytes.
func esc(_ rest: String) -> [UInt8] {
  [0x1B] + Array(rest.utf8)
}

/// ESC [ followed by the given text, as bytes.
func csi(_ rest: String) -> [UInt8] {
  esc("[" + rest)
}

/// The bracketed paste markers around some content.
func bracketed(_ content: [UInt8]) -> [UInt8] {
  csi("200~") + content + csi("201~")
}

/// Decodes bytes delivered in one read, then resolves whatever waits (as at the end of input).
func decodeAll(_ input: [UInt8], with decoder: KeyDecoder = KeyDecoder()) -> [KeyEvent] {
  var decoder = decoder
  return decoder.feed(input, now: 0) + decoder.finish()
}

/// Decodes bytes delivered in the given pieces, all at time 0 (no timeout fires between them),
/// then resolves whatever waits.
func decodeInPieces(_ pieces: [[UInt8]], with decoder: inout KeyDecoder) -> [KeyEvent] {
  var events: [KeyEvent] = []
  for piece in pieces {
    events += decoder.feed(piece, now: 0)
  }
  return events + decoder.finish()
}

/// Splits bytes at the given offsets (sorted, within the bytes).
func split(_ input: [UInt8], at offsets: [Int]) -> [[UInt8]] {
  var pieces: [[UInt8]] = []
  var start = 0
  for offset in offsets.sorted() where offset > start && offset < input.count {
    pieces.append(Array(input[start..<offset]))
    start = offset
  }
  pieces.append(Array(input[start...]))
  return pieces
}

/// The counters of a decoder, to compare two decoders at once.
struct Counters: Equatable, CustomStringConvertible {
  var droppedInvalidBytes = 0
  var ignoredSequences = 0
  var truncatedPastes = 0
  var discardedPasteBytes = 0

  init(
    droppedInvalidBytes: Int = 0, ignoredSequences: Int = 0, truncatedPastes: Int = 0,
    discardedPasteBytes: Int = 0
  ) {
    self.droppedInvalidBytes = droppedInvalidBytes
    self.ignoredSequences = ignoredSequences
    self.truncatedPastes = truncatedPastes
    self.discardedPasteBytes = discardedPasteBytes
  }

  init(_ decoder: KeyDecoder) {
    droppedInvalidBytes = decoder.droppedInvalidBytes
    ignoredSequences = decoder.ignoredSequences
    truncatedPastes = decoder.truncatedPastes
    discardedPasteBytes = decoder.discardedPasteBytes
  }

  var description: String {
    "invalid \(droppedInvalidBytes), ignored \(ignoredSequences), "
      + "truncated \(truncatedPastes), discarded \(discardedPasteBytes)"
  }
}
