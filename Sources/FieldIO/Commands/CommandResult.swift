import FieldEngine

/// How a background command ended and what it wrote (see ``BackgroundCommand``).
package struct CommandResult: Sendable, Hashable {
  /// How the command ended.
  package enum Ending: Sendable, Hashable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it (`SIGPIPE` when its output was cut and it kept writing; a signal from
    /// elsewhere), not the runner's timeout.
    case signalled(Int32)
    /// It ran longer than its timeout, and its process group was ended.
    case timedOut
    /// It could not be started, in the system's words ("No such file or directory").
    case notStarted(String)
  }

  /// How the command ended.
  package var ending: Ending
  /// The standard output as read, at most the command's ``BackgroundCommand/outputLimit`` bytes.
  package var output: [UInt8]
  /// The standard error as read, at most the same number of bytes.
  package var errors: [UInt8]
  /// True when the standard output had more than the limit.
  package var outputCut: Bool
  /// True when the standard error had more than the limit.
  package var errorsCut: Bool
  /// The limit the output was held to.
  package var outputLimit: Int
  /// How ``text`` and ``errorText`` show controls (``BackgroundCommand/cleaning``).
  package var cleaning: VisibleText.Breaks?
  /// How long the command ran, from its start to the end of its process.
  package var duration: Duration

  /// True when the command exited with status 0.
  package var succeeded: Bool { ending == .exited(0) }

  /// The standard output as text (invalid UTF-8 shown as U+FFFD; a character cut by the limit
  /// left out), with its controls written out when the command asked for cleaning.
  package var text: String { Self.text(output, cut: outputCut, cleaning: cleaning) }

  /// The standard error as text, as ``text`` is made.
  package var errorText: String { Self.text(errors, cut: errorsCut, cleaning: cleaning) }

  /// The first line of the standard error that is not blank, made fit for one row: tabs and
  /// carriage returns as spaces, every other control written out, surrounding spaces trimmed. A check's reason, shown
  /// in a message row. Nil when the command wrote nothing on its standard error but blanks.
  package var firstErrorLine: String? {
    let whole = Self.text(errors, cut: errorsCut, cleaning: nil)
    // Split at each LF scalar: CR LF is one `Character`, which a split at "\n" would not cut.
    for line in whole.unicodeScalars.split(separator: "\n") {
      let shown = VisibleText.visible(String(String.UnicodeScalarView(line)), breaks: .spaces)
      let trimmed = shown.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
      if !trimmed.isEmpty { return String(trimmed) }
    }
    return nil
  }

  /// What a person is told when the output was cut: "output cut at 65536 bytes"; nil when
  /// nothing was cut.
  package var cutNotice: String? {
    outputCut || errorsCut ? "output cut at \(outputLimit) bytes" : nil
  }

  /// Bytes as text: a UTF-8 sequence left incomplete by a cut is dropped (it was not invalid,
  /// only cut), other invalid bytes become U+FFFD; cleaned by `VisibleText` when asked.
  static func text(_ bytes: [UInt8], cut: Bool, cleaning: VisibleText.Breaks?) -> String {
    let kept = cut ? bytes[..<completePrefixLength(bytes)] : bytes[...]
    let text = String(decoding: kept, as: UTF8.self)
    guard let cleaning else { return text }
    return VisibleText.visible(text, breaks: cleaning)
  }

  /// The length of `bytes` without a UTF-8 sequence at the end that its lead byte says is longer
  /// than what follows it.
  static func completePrefixLength(_ bytes: [UInt8]) -> Int {
    var start = bytes.count
    // A sequence is at most 4 bytes: look back over at most 3 continuation bytes for its lead.
    while start > 0 && bytes.count - start < 4 {
      start -= 1
      let byte = bytes[start]
      if byte & 0xC0 == 0x80 { continue }  // a continuation byte
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      return bytes.count - start < length ? start : bytes.count
    }
    return bytes.count
  }
}
