import FuzzHistoryTarget
import TFieldOptions

/// What the history store does with a size a user gave (`--history-size`, `"historySize"`):
/// `historySizeProblems`.
///
/// - Returns: what broke, empty when nothing did.
func historyProblems(_ settings: HistorySettings) -> [String] {
  settings.size.map(historySizeProblems) ?? []
}
