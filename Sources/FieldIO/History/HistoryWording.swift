import FieldEngine

/// The words about history files, in one place.
enum HistoryWording {
  /// What went wrong, naming the file: "history /x/h: cannot be read: Permission denied".
  static func describe(_ error: HistoryFileError) -> String {
    switch error {
    case .cannotOpen(let path, let reason): "history \(path): cannot be opened: \(reason)"
    case .cannotRead(let path, let reason): "history \(path): cannot be read: \(reason)"
    case .notAFile(let path): "history \(path): not a file (a directory or a device)"
    case .cannotWrite(let path, let reason): "history \(path): cannot be written: \(reason)"
    case .cannotLock(let path, let reason): "history \(path): cannot be locked: \(reason)"
    case .holdsOtherLines(let path, let problems):
      "history \(path): not compacted: it holds lines that are no entries (\(describe(problems)))"
    case .holdsLinesNotWritten(let path), .notYours(let path, _):
      "history \(path): not compacted: " + (whyNotCompacted(error) ?? "")
    case .tooLargeToCompact(let path):
      "history \(path): not compacted: larger than \(size(HistoryFile.readLimit)), too large to check"
    }
  }

  /// Why a file that is written to is never compacted, for the two reasons a load can find:
  /// "it holds empty lines or CR line ends, which tfield never writes"; nil for other errors.
  static func whyNotCompacted(_ error: HistoryFileError) -> String? {
    switch error {
    case .holdsLinesNotWritten: "it holds empty lines or CR line ends, which tfield never writes"
    case .notYours(_, let ownership): describe(ownership)
    default: nil
    }
  }

  /// Why a file is not the user's alone: "its mode is 0644, and tfield compacts only a file of
  /// mode 0600 (chmod 600 allows it)".
  static func describe(_ ownership: HistoryOwnership) -> String {
    switch ownership {
    case .mode(let mode):
      "its mode is \(octal(mode)), and tfield compacts only a file of mode 0600 (chmod 600 allows it)"
    case .owner(let uid): "it belongs to another user (uid \(uid))"
    case .links(let count): "it has \(count) hard links, which a compaction would break"
    }
  }

  /// "0644".
  private static func octal(_ mode: UInt32) -> String {
    let digits = String(mode, radix: 8)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// "2 lines not UTF-8, 1 line over 1 MiB".
  static func describe(_ problems: HistoryReader.Problems) -> String {
    var parts: [String] = []
    if problems.notUTF8 > 0 { parts.append("\(lines(problems.notUTF8)) not UTF-8") }
    if problems.controlCharacters > 0 {
      parts.append("\(lines(problems.controlCharacters)) with control characters")
    }
    if problems.tooLong > 0 { parts.append("\(lines(problems.tooLong)) over 1 MiB") }
    return parts.joined(separator: ", ")
  }

  /// What a load found wrong, or nil when nothing was.
  static func loadReport(
    path: String, failure: HistoryFileError?, problems: HistoryReader.Problems, partly: (read: Int, of: Int)?,
    growing: (size: Int, why: HistoryFileError)? = nil
  ) -> String? {
    if let failure { return describe(failure) }
    var parts: [String] = []
    if problems.lines > 0 {
      parts.append("skipped \(describe(problems)); the file is never compacted while it holds them")
    }
    if let partly { parts.append("only its last \(size(partly.read)) of \(size(partly.of)) read") }
    if let growing, problems.lines == 0, let why = whyNotCompacted(growing.why) {
      let entries = growing.size == 1 ? "1 entry" : "\(growing.size) entries"
      parts.append("more than \(entries), and never compacted: \(why)")
    }
    return parts.isEmpty ? nil : "history \(path): " + parts.joined(separator: "; ")
  }

  /// What an append did that the user should know, or nil: a failure or a skipped compaction.
  static func appendWarning(_ result: Result<HistoryAppend, HistoryFileError>) -> String? {
    switch result {
    case .failure(let error): "not saved: " + describe(error)
    case .success(.storedNotCompacted(let error)): describe(error)
    case .success: nil
    }
  }

  private static func lines(_ count: Int) -> String { count == 1 ? "1 line" : "\(count) lines" }

  /// "256 MiB", "1.0 GiB"; under a MiB, "100 bytes".
  static func size(_ bytes: Int) -> String {
    if bytes < 1 << 20 { return "\(bytes) bytes" }
    if bytes >= 1 << 30 {
      let tenths = (bytes * 10 + (1 << 29)) >> 30
      return "\(tenths / 10).\(tenths % 10) GiB"
    }
    return "\((bytes + (1 << 19)) >> 20) MiB"
  }
}
