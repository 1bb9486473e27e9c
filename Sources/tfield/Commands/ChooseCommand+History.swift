import TFieldArguments
import TFieldOptions
import TerminalFields

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

extension ChooseCommand {
  /// `--history FILE`'s queries, as fzf's `NewHistory` reads them: a file that does not exist is
  /// created empty (0600); one that cannot be read or created is an error. Nil without
  /// `--history`.
  static func queryHistory(_ choice: ChoiceSettings) -> Result<QueryHistory?, ToolError> {
    guard let path = choice.historyFile else { return .success(nil) }
    switch SystemIO.readFile(path) {
    case .success(let bytes):
      return .success(QueryHistory(text: String(decoding: bytes, as: UTF8.self), maxSize: choice.historySize))
    case .failure where access(path, F_OK) != 0 && errno == ENOENT:
      if let failure = writeHistory("", to: path) {
        return .failure(.queryHistoryUnusable(path: path, reason: failure.reason))
      }
      return .success(QueryHistory(text: "", maxSize: choice.historySize))
    case .failure(let failure):
      return .failure(.queryHistoryUnusable(path: path, reason: failure.reason))
    }
  }

  /// Adds the query a list ended with to `--history`'s file (fzf's `append`: not an empty
  /// one); the reason when it cannot be written.
  static func remember(_ query: String, in history: QueryHistory?, _ choice: ChoiceSettings) -> String? {
    guard var history, let path = choice.historyFile, let text = history.append(query) else { return nil }
    return writeHistory(text, to: path).map {
      "choose: --history \(path): the query was not saved: \($0.reason)"
    }
  }

  /// Writes the file whole (created 0600), as fzf's `os.WriteFile`.
  private static func writeHistory(_ text: String, to path: String) -> SystemIO.SystemError? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return .current() }
    defer { close(descriptor) }
    return SystemIO.write(text, to: descriptor)
  }
}
