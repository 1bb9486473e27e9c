import FieldEngine
import FieldKeys
import FuzzSupport
import SeededRandom

/// Fuzz target for ``KeyDecoder``: the first byte picks options (a paste cap of 16 MiB, 1, 7 or
/// 64 bytes; a terminfo `kbs` of `^H`; reads 1 or 30 ms apart), the second seeds where the rest is split into reads.
///
/// Checked, for arbitrary bytes: decoding never traps; without the unbracketed-paste rule, one
/// read and the split reads give the same keys, pastes and counters and the same typed text
/// (`joiningTypedText`: a read boundary may only cut typed text into more events), and every
/// `.text` is one `Character`; with the rule, typed text (`.text`, `.key(.character)`) never
/// holds a control character (C0, DEL, C1), whatever came in.
///
/// - Returns: what broke, empty when nothing did.
public func fuzzDecoder(_ data: [UInt8]) -> [String] {
  var input = FuzzInput(data)
  let options = input.byte()
  let seed = input.byte()
  let bytes = Array(input.rest())
  let prototype = decoderPrototypes[Int(options & 7)]
  var problems: [String] = []

  let plain = prototype.plain
  var whole = plain
  var events = whole.feed(bytes, now: 0)
  events += whole.finish()
  var pieces = plain
  var random = SplitMix64(seed: UInt64(seed))
  var splitEvents: [KeyEvent] = []
  var start = 0
  while start < bytes.count {
    let end = min(bytes.count, start + Int.random(in: 1...8, using: &random))
    splitEvents += pieces.feed(bytes[start..<end], now: 0)
    start = end
  }
  splitEvents += pieces.finish()
  if joiningTypedText(splitEvents) != joiningTypedText(events) {
    problems.append("split reads decode differently: \(splitEvents) vs \(events)")
  }
  for event in textEventsNotOneCharacter(events + splitEvents) {
    problems.append("typed text that is not one character: \(event)")
  }
  if DecoderCounters(pieces) != DecoderCounters(whole) {
    problems.append("split reads count differently: \(DecoderCounters(pieces)) vs \(DecoderCounters(whole))")
  }

  // With the paste rule and a clock that moves: reads 30 ms apart resolve lone escapes.
  var timed = prototype.timed
  var timedEvents: [KeyEvent] = []
  var now: UInt64 = 0
  start = 0
  while start < bytes.count {
    let end = min(bytes.count, start + Int.random(in: 1...16, using: &random))
    now += options & 0x80 != 0 ? 30 : 1
    timedEvents += timed.feed(bytes[start..<end], now: now)
    start = end
  }
  timedEvents += timed.flush(now: now + 5000)
  for event in events + timedEvents {
    let typed: String? =
      switch event {
      case .text(let text): text
      case .key(.character(let character), _): String(character)
      default: nil
      }
    if let typed, typed.unicodeScalars.contains(where: isControl) {
      problems.append("typed text holds a control character: \(event)")
    }
  }
  if timed.pendingDeadline != nil {
    problems.append("something is still waiting after the last deadline")
  }
  return problems
}

/// The events with every run of consecutive `.text` joined into one: what a split of the input
/// into reads leaves unchanged without the unbracketed-paste rule (a read boundary inside typed
/// text only cuts it into more events).
public func joiningTypedText(_ events: [KeyEvent]) -> [KeyEvent] {
  var joined: [KeyEvent] = []
  for event in events {
    if case .text(let text) = event, case .text(let before)? = joined.last {
      joined[joined.count - 1] = .text(before + text)
    } else {
      joined.append(event)
    }
  }
  return joined
}

/// The `.text` events that do not hold exactly one `Character`.
public func textEventsNotOneCharacter(_ events: [KeyEvent]) -> [KeyEvent] {
  events.filter {
    guard case .text(let text) = $0 else { return false }
    return text.count != 1
  }
}

/// Decoders made once (making one builds its sequence table): four paste caps, with and without
/// a terminfo entry whose `kbs` is `^H`; each without and with the unbracketed-paste rule.
private let decoderPrototypes: [(plain: KeyDecoder, timed: KeyDecoder)] = [16 << 20, 1, 7, 64].flatMap {
  cap in
  [[:], ["kbs": [0x08], "khome": [0x1B, 0x4F, 0x48]]].map { (terminfo: [String: [UInt8]]) in
    (
      KeyDecoder(terminfo: terminfo, pasteCap: cap, detectsUnbracketedPaste: false),
      KeyDecoder(terminfo: terminfo, pasteCap: cap)
    )
  }
}

private func isControl(_ scalar: Unicode.Scalar) -> Bool {
  scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
}

/// The decoder's counters, compared as one value.
struct DecoderCounters: Equatable {
  var dropped: Int
  var ignored: Int
  var truncated: Int
  var discarded: Int

  init(_ decoder: KeyDecoder) {
    dropped = decoder.droppedInvalidBytes
    ignored = decoder.ignoredSequences
    truncated = decoder.truncatedPastes
    discarded = decoder.discardedPasteBytes
  }
}
