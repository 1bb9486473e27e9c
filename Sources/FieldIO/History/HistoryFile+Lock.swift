#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// A history file open for appending under an exclusive `flock` on the file itself, waited for
/// at most `HistoryFile.lockWait`. Compaction renames a new file over the path while holding the
/// old one's lock, so once the lock is taken the path is looked at again: when it no longer
/// leads to the file locked (or to none), the file is opened again and locked anew.
struct LockedHistory {
  let descriptor: Int32
  /// The file's status once locked.
  let status: stat

  /// Opens `target` (created with mode 0600) and locks it; `name` is the path messages give.
  init(_ target: String, named name: String) throws(HistoryFileError) {
    let deadline = SystemCalls.milliseconds() + HistoryFile.lockWait
    while true {
      var before = stat()
      // Neither a device nor a pipe is opened: only a regular file, or none yet.
      if stat(target, &before) == 0 && before.st_mode & S_IFMT != S_IFREG { throw .notAFile(name) }
      let descriptor = open(target, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, 0o600)
      guard descriptor >= 0 else { throw .cannotOpen(name, reason: HistoryFile.reason()) }
      var status = stat()
      guard fstat(descriptor, &status) == 0 else {
        let reason = HistoryFile.reason()
        close(descriptor)
        throw .cannotOpen(name, reason: reason)
      }
      guard status.st_mode & S_IFMT == S_IFREG else {
        close(descriptor)
        throw .notAFile(name)
      }
      if let failure = Self.lock(descriptor, until: deadline) {
        close(descriptor)
        throw .cannotLock(name, reason: failure)
      }
      if Self.leadsTo(target, status) {
        // The size may have changed while waiting.
        guard fstat(descriptor, &status) == 0 else {
          let reason = HistoryFile.reason()
          close(descriptor)
          throw .cannotOpen(name, reason: reason)
        }
        self.descriptor = descriptor
        self.status = status
        return
      }
      close(descriptor)
      if SystemCalls.milliseconds() >= deadline {
        throw .cannotLock(name, reason: "it was replaced again and again for 3 seconds")
      }
    }
  }

  /// Takes an exclusive lock on `descriptor`, trying every millisecond until `deadline`; nil
  /// when taken, else why not.
  static func lock(_ descriptor: Int32, until deadline: UInt64) -> String? {
    while true {
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return nil }
      guard errno == EWOULDBLOCK || errno == EINTR else { return HistoryFile.reason() }
      if SystemCalls.milliseconds() >= deadline { return "another program held it for 3 seconds" }
      usleep(1_000)
    }
  }

  /// True when `path` is the file of this status (same device and inode).
  static func leadsTo(_ path: String, _ status: stat) -> Bool {
    var now = stat()
    return stat(path, &now) == 0 && now.st_dev == status.st_dev && now.st_ino == status.st_ino
  }

  func release() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
