#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// A field's text in a file of its own for an editor (Ctrl-X Ctrl-E, as bash's
/// edit-and-execute-command without the execute): made with `mkstemp` (mode 0600, in `$TMPDIR`
/// or /tmp), edited by `$VISUAL`, else `$EDITOR`, else `vi`, run by `sh` on the terminal, then read
/// back and removed. An editor that exits with a status other than 0 leaves its status beside
/// the file, so that the field keeps its text.
package struct EditorFile: Equatable, Sendable {
  /// Where the text is.
  package let path: String

  /// Writes `text` and a line feed to a new file; nil with the reason when that cannot be done.
  package static func create(holding text: String) -> Result<EditorFile, EditorFileError> {
    let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((directory + "/tfield-edit-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return .failure(EditorFileError(SystemCalls.errnoText())) }
    defer { close(descriptor) }
    let file = EditorFile(
      path: String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    let bytes = Array((text + "\n").utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes {
        SystemCalls.write(descriptor, $0.baseAddress! + written, bytes.count - written)
      }
      guard count > 0 else {
        let reason = SystemCalls.errnoText()
        file.remove()
        return .failure(EditorFileError(reason))
      }
      written += count
    }
    return .success(file)
  }

  /// The `sh -c` command line that edits the file: the editor's words are the shell's, as bash's
  /// `fc` reads `$FCEDIT`, so `EDITOR="code -w"` works. The path holds no quote (mkstemp's).
  package var command: String {
    "eval \"${VISUAL:-${EDITOR:-vi}}\" '\(path)'; s=$?; [ $s -eq 0 ] || echo $s > '\(path).status'"
  }

  /// What the editor did: the text it left (one trailing line feed dropped, as bash drops it), or
  /// why there is none. The files are removed.
  package func takeResult() -> Result<String, EditorFileError> {
    defer { remove() }
    if let status = readAll(path + ".status") {
      let words = String(decoding: status, as: UTF8.self).filter { $0.isNumber }
      return .failure(EditorFileError(status: Int(words) ?? -1))
    }
    guard let bytes = readAll(path) else {
      return .failure(EditorFileError(reading: SystemCalls.errnoText()))
    }
    var text = String(decoding: bytes, as: UTF8.self)
    if text.hasSuffix("\n") { text.removeLast() }
    return .success(text)
  }

  /// Removes the file and the status beside it.
  package func remove() {
    unlink(path)
    unlink(path + ".status")
  }

  private func readAll(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
      if count < 0 { return nil }
      if count == 0 { return bytes }
      bytes += chunk[..<count]
    }
  }
}

/// Why a field's text did not come back from the editor.
package struct EditorFileError: Error, Equatable, Sendable {
  /// In words, for the message row.
  package let message: String

  init(_ reason: String) { message = "the text could not go to the editor: " + reason }

  init(reading reason: String) { message = "the editor's file could not be read: " + reason }

  init(status: Int) { message = "the editor failed (exit status \(status)): the text is as it was" }
}
