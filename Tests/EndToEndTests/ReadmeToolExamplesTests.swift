import Foundation
import PackagePaths
import Testing

extension EndToEnd {
  @Suite(
    "The tfield check, choose --filter and piped-answer examples of docs/tfield.md work as written",
    .serialized)
  struct ReadmeToolExamples {
    struct Example: CustomTestStringConvertible, Sendable {
      let command: String
      let expected: String
      var testDescription: String { command }
    }

    /// Every `$ …` line of docs/tfield.md's `sh` blocks that runs `tfield check`, `tfield choose
    /// --filter` (neither needs a terminal), or `tfield` with piped answers and no terminal
    /// (`setsid -w tfield`), with the lines after it up to the next `$ ` or the end of the block as
    /// its expected output (stdout and stderr).
    static func examples() throws -> [Example] {
      let readme = try String(
        contentsOf: PackageRoot.url("docs/tfield.md"), encoding: .utf8)
      var examples: [Example] = []
      var command: String?
      var expected: [String] = []
      func finish() {
        if let command {
          examples.append(Example(command: command, expected: expected.joined(separator: "\n")))
        }
        command = nil
        expected = []
      }
      for line in readme.components(separatedBy: "\n") {
        if line.hasPrefix("$ ") {
          finish()
          if line.contains("tfield check") || line.contains("tfield choose --filter")
            || line.contains("setsid -w tfield")
          {
            command = String(line.dropFirst(2))
          }
        } else if line.hasPrefix("```") {
          finish()
        } else if command != nil {
          expected.append(line)
        }
      }
      return examples
    }

    @Test("there are examples of each exit status")
    func examplesExist() throws {
      let examples = try Self.examples()
      #expect(examples.count >= 5)
      #expect(examples.contains { $0.command.contains("tfield choose --filter") })
      for status in ["0", "1", "2"] {
        #expect(examples.contains { $0.expected.hasSuffix("\n" + status) || $0.expected == status })
      }
    }

    @Test("each example prints what docs/tfield.md says")
    func examplesRun() throws {
      let directory = try Binaries.path(of: "tfield").split(separator: "/").dropLast().joined(separator: "/")
      var environment = testEnvironment()
      environment["PATH"] = "/" + directory + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
      for example in try Self.examples() {
        let result = try spawn(["/bin/sh", "-c", "(\(example.command)) 2>&1"], environment: environment)
        #expect(result.output == example.expected + "\n", "\(example.command)")
      }
    }
  }
}
