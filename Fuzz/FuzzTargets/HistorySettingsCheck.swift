import FieldTerminal
import TFieldOptions

/// What the history store does with a size a user gave (`--history-size`, `"historySize"`),
/// without touching a file: the threshold past which it compacts is computed, as every append
/// computes it, and must never trap or fall below the size (`Int.max` once overflowed).
///
/// - Returns: what broke, empty when nothing did.
func historyProblems(_ settings: HistorySettings) -> [String] {
  guard let size = settings.size else { return [] }
  let file = HistoryFile(path: settings.file ?? "", size: size)
  let threshold = file.compactionThreshold
  if threshold < file.size {
    return ["history size \(size): the compaction threshold \(threshold) is below it"]
  }
  return []
}
