import Foundation
import ReadlineKeys
import Testing

extension EndToEnd {
  /// bash's own readline as the reference for the editing keys: the same key sequences typed into
  /// `bash -c 'read -e'` (emacs mode, INPUTRC=/dev/null) and into `tfield input` must leave the
  /// same line. Each sequence ends by typing "|", so the line shows where the cursor was.
  @Suite("readline's keys: tfield input against bash's read -e", .serialized)
  struct ReadlineComparison {
    /// How many random sequences one test types: 50, or TF_READLINE_SEQUENCES for a sweep
    /// (Scripts/readline-sweep.sh types 1,000 into the release builds, in batches).
    static let sequenceCount =
      ProcessInfo.processInfo.environment["TF_READLINE_SEQUENCES"].flatMap { Int($0) } ?? 50
    /// The seed of the random sequences; a failure names it with the sequence's number.
    static let seed: UInt64 = 15
    /// Sequences per test: a batch types in well under the suite's minute.
    static let batchSize = 50

    /// The batches of random sequences: (first sequence's number, sequences).
    static let batches: [Int] = Array(stride(from: 0, to: sequenceCount, by: batchSize))

    @Test("every binding: bash's line, tfield's line and the expected line agree")
    func bindings() throws {
      let cases = BindingCase.all.filter { $0.notInBash == nil }
      let lines = try readLines(cases.map(\.strokesWithCursor))
      try #require(lines.bash.count == cases.count && lines.tfield.count == cases.count, "\(lines)")
      for (index, test) in cases.enumerated() {
        #expect(lines.bash[index] == test.expected, "bash, \(test)")
        #expect(lines.tfield[index] == test.expected, "tfield, \(test)")
      }
    }

    @Test("with a history: its keys, Alt-., the prefix searches, Ctrl-R and Ctrl-S as bash's")
    func historyBindings() throws {
      let cases = BindingCase.withHistory
      let lines = try readLines(cases.map(\.strokesWithCursor), histories: cases.map(\.history))
      try #require(lines.bash.count == cases.count && lines.tfield.count == cases.count, "\(lines)")
      for (index, test) in cases.enumerated() {
        #expect(lines.bash[index] == test.expected, "bash, \(test)")
        #expect(lines.tfield[index] == test.expected, "tfield, \(test)")
      }
    }

    @Test("Ctrl-J ends the line as Enter does (readline's accept-line)")
    func controlJ() throws {
      let lines = try readLines([[.text("ab"), .key("Left")], [.text("c d")]], submit: "C-j")
      #expect(lines.bash == ["ab", "c d"])
      #expect(lines.tfield == lines.bash)
    }

    @Test("random sequences of the editing keys leave the same line", arguments: batches)
    func randomSequences(first: Int) throws {
      let all = RandomKeySequences.make(seed: Self.seed, count: Self.sequenceCount)
      let batch = Array(all[first..<min(first + Self.batchSize, all.count)])
      let lines = try readLines(batch.map { $0 + [.text(BindingCase.cursor)] })
      try #require(lines.bash.count == batch.count && lines.tfield.count == batch.count, "\(lines)")
      // Lines that agree because both readers read nothing would prove nothing.
      #expect(Set(lines.bash).count > batch.count / 2, "the lines are mostly alike: \(lines.bash)")
      if ProcessInfo.processInfo.environment["TF_READLINE_SHOW"] == "1" {
        for (offset, sequence) in batch.enumerated() {
          print(
            "\(first + offset): \(sequence.map(\.description).joined(separator: " ")) => \(lines.bash[offset].debugDescription)"
          )
        }
      }
      for (offset, sequence) in batch.enumerated() where lines.bash[offset] != lines.tfield[offset] {
        Issue.record(
          """
          sequence \(first + offset) of seed \(Self.seed): \(sequence.map(\.description).joined(separator: " "))
            bash:   \(lines.bash[offset].debugDescription)
            tfield: \(lines.tfield[offset].debugDescription)
          """)
      }
    }
  }
}

extension EndToEnd {
  /// bash's readline as the reference for the inputrc: the same file given to `bash -c 'read -e'`
  /// and to `tfield input` through `INPUTRC`, the same keys typed, the same lines read.
  @Suite("the inputrc: tfield input against bash's read -e", .serialized)
  struct InputrcComparison {
    @Test("an inputrc gives both readers the same keys", arguments: InputrcCase.compared)
    func inputrc(_ test: InputrcCase) throws {
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent(
          "inputrc-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      let inputrc = directory.appendingPathComponent("inputrc").path
      try test.inputrc.write(toFile: inputrc, atomically: true, encoding: .utf8)
      for (name, text) in test.included {
        try text.write(toFile: directory.appendingPathComponent(name).path, atomically: true, encoding: .utf8)
      }
      let lines = try readLines(test.lines.map(\.strokes), inputrc: inputrc, directory: directory.path)
      #expect(lines.bash == test.lines.map(\.expected), "bash, \(test)")
      #expect(lines.tfield == lines.bash, "tfield, \(test)")
    }
  }
}
