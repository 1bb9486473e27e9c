/// What the input layer could not take as it came, reported to the running component, which says
/// so on its message row. Worded here, in one place.
public enum InputNotice: Equatable, Sendable {
  /// A bracketed paste longer than the decoder's cap: only its first `capBytes` were kept.
  case pasteTruncated(capBytes: Int)
  /// A bracketed paste whose end marker never came within the timeout: what arrived was pasted.
  case pasteUnended(timeout: Duration)
  /// Bytes that were not UTF-8 were dropped.
  case invalidBytesDropped(Int)

  /// The notices for what a decoder counted between two of its states.
  package static func changes(
    from before: KeyDecoder.Counters, to after: KeyDecoder.Counters, in decoder: KeyDecoder
  )
    -> [InputNotice]
  {
    var notices: [InputNotice] = []
    if after.truncatedPastes > before.truncatedPastes {
      notices.append(.pasteTruncated(capBytes: decoder.pasteCap))
    }
    if after.unendedPastes > before.unendedPastes {
      notices.append(.pasteUnended(timeout: .milliseconds(Int64(clamping: decoder.pasteTimeout))))
    }
    if after.droppedInvalidBytes > before.droppedInvalidBytes {
      notices.append(.invalidBytesDropped(after.droppedInvalidBytes - before.droppedInvalidBytes))
    }
    return notices
  }

  /// The sentence for the message row.
  public var message: String {
    switch self {
    case .pasteTruncated(let capBytes):
      let size = capBytes >= 1 << 20 ? "\(capBytes >> 20) MiB" : "\(capBytes) bytes"
      return "paste too large: only its first \(size) were read"
    case .pasteUnended(let timeout):
      let seconds = Double(timeout.pollMilliseconds) / 1000
      let wait = seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
      return "paste never ended (no end marker within \(wait)): kept what arrived"
    case .invalidBytesDropped(let count):
      return "dropped \(count) byte\(count == 1 ? "" : "s") that \(count == 1 ? "was" : "were") not UTF-8"
    }
  }
}

extension KeyDecoder {
  /// The counts the decoder keeps of what it could not take as it came.
  package struct Counters: Equatable {
    package var truncatedPastes: Int
    package var unendedPastes: Int
    package var droppedInvalidBytes: Int
  }

  package var counters: Counters {
    Counters(
      truncatedPastes: truncatedPastes, unendedPastes: unendedPastes, droppedInvalidBytes: droppedInvalidBytes
    )
  }
}
