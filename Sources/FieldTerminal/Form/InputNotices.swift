/// The sentences the front end shows about input it could not take as it came: the one place
/// they are worded (the engine's own sentences are in `FieldEngine.Wording`).
public enum InputNotices {
  /// A bracketed paste longer than the decoder's cap: only its start was kept.
  public static func pasteTruncated(capBytes: Int) -> String {
    let size = capBytes >= 1 << 20 ? "\(capBytes >> 20) MiB" : "\(capBytes) bytes"
    return "paste too large: only its first \(size) were read"
  }

  /// A bracketed paste whose end marker never came: what arrived before the timeout was pasted.
  public static func pasteUnended(timeoutMilliseconds: UInt64) -> String {
    let seconds = Double(timeoutMilliseconds) / 1000
    let wait = seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    return "paste never ended (no end marker within \(wait)): kept what arrived"
  }
}
