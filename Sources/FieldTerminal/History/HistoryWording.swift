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
    case .tooLargeToCompact(let path):
      "history \(path): not compacted: larger than \(size(HistoryFile.readLimit)), too large to check"
    }
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
    path: String, failure: HistoryFileError?, problems: HistoryReader.Problems, partly: (read: Int, of: Int)?
  ) -> String? {
    if let failure { return describe(failure) }
    var parts: [String] = []
    if problems.lines > 0 {
      parts.append("skipped \(describe(problems)); the file is never compacted while it holds them")
    }
    if let partly { parts.append("only its last \(size(partly.read)) of \(size(partly.of)) read") }
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

  /// "256 MiB", "1.0 GiB".
  static func size(_ bytes: Int) -> String {
    if bytes >= 1 << 30 {
      let tenths = (bytes * 10 + (1 << 29)) >> 30
      return "\(tenths / 10).\(tenths % 10) GiB"
    }
    return "\((bytes + (1 << 19)) >> 20) MiB"
  }
}
