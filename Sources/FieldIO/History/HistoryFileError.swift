#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// What went wrong with a history file, as data; `message` words it.
package enum HistoryFileError: Error, Equatable, Sendable {
  /// The file cannot be opened or created (the system's reason).
  case cannotOpen(String, reason: String)
  /// The file cannot be read.
  case cannotRead(String, reason: String)
  /// It is a directory, a device, a pipe: not a regular file.
  case notAFile(String)
  /// A write failed.
  case cannotWrite(String, reason: String)
  /// The file cannot be locked (the system's reason, or another program held it too long).
  case cannotLock(String, reason: String)
  /// The file holds lines that are no entries, so it is never compacted.
  case holdsOtherLines(String, HistoryReader.Problems)
  /// The file holds empty lines or lines ended by CR LF, which tfield never writes, so it is
  /// never compacted.
  case holdsLinesNotWritten(String)
  /// The file is not the user's alone (`HistoryOwnership`), so it is never compacted.
  case notYours(String, HistoryOwnership)
  /// The file is larger than `HistoryFile.readLimit`, too large to check before compacting it.
  case tooLargeToCompact(String)

  /// The error in words: "history /x/h: not saved: Permission denied".
  package var message: String { HistoryWording.describe(self) }
}

/// Why a history file is not the user's alone, which compaction (a new file renamed over the
/// old) asks of it: a file compacted keeps its owner and mode, and a file with other links, or
/// another's, or one others may read, may be something else that only looks like a history.
package enum HistoryOwnership: Equatable, Sendable {
  /// Its mode is not 0600 (the mode given).
  case mode(UInt32)
  /// It belongs to another user (the owner's uid).
  case owner(UInt32)
  /// It has more than one hard link (how many).
  case links(Int)

  /// Why a file of this status is not the user's alone, or nil when it is.
  static func problem(_ status: stat) -> HistoryOwnership? {
    if status.st_uid != geteuid() { return .owner(UInt32(status.st_uid)) }
    if status.st_nlink != 1 { return .links(Int(status.st_nlink)) }
    if status.st_mode & 0o7777 != 0o600 { return .mode(UInt32(status.st_mode & 0o7777)) }
    return nil
  }
}
