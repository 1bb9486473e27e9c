import Foundation
import ReadlineKeys
import Testing

extension EndToEnd {
  /// bash's readline in vi mode as the reference for `--vi`: the same key sequences typed into
  /// `bash -c 'set -o vi; read -e'` (INPUTRC=/dev/null) and `tfield input --vi` must leave the
  /// same line and cursor (`ViCase`: each ends with Escape and "a|").
  @Suite("readline's vi keys: tfield input --vi against bash's read -e in vi mode", .serialized)
  struct ViReadlineComparison {
    /// Sequences per test: a batch types in well under the suite's minute.
    static let batchSize = 70
    /// The batches: the first case's index in `ViCase.all`.
    static let batches = Array(stride(from: 0, to: ViCase.all.count, by: batchSize))

    @Test(
      "vi's motions, operators, counts, ., undo, replace mode and history: bash's line and tfield's agree",
      arguments: batches)
    func viSequences(first: Int) throws {
      let batch = Array(ViCase.all[first..<min(first + Self.batchSize, ViCase.all.count)])
      let lines = try readLines(batch.map(\.strokes), histories: batch.map(\.history), vi: true)
      try #require(lines.bash.count == batch.count && lines.tfield.count == batch.count, "\(lines)")
      for (index, test) in batch.enumerated() {
        #expect(lines.bash[index] == test.expected, "bash, \(test)")
        #expect(lines.tfield[index] == test.expected, "tfield, \(test)")
      }
    }
  }
}
