import Foundation
import Testing

extension EndToEnd {
  /// tfield started with stdin or stdout closed (`<&-`, `>&-`), with no terminal: a subcommand that
  /// needs the closed stream says so at once, exit 2, before it reads or asks anything; none hangs
  /// reading a descriptor of its own that took the closed one's number.
  @Suite("tfield with a standard stream closed", .serialized)
  struct ClosedStreams {
    @Test(
      "a closed stream the subcommand needs: its one message, exit 2, nothing asked",
      arguments: [
        (
          ["choose", "--filter", "x"], Int32(0),
          "tfield: choose: stdin is closed, and the items are read from it when none are given as arguments"
        ),
        (
          ["choose", "--plain"], 0,
          "tfield: choose: stdin is closed, and the items are read from it when none are given as arguments"
        ),
        (
          ["check", "--max-length", "3"], 0,
          "tfield: check: stdin is closed, and the value is read from it without --value"
        ),
        (
          ["input", "--plain", "--label", "Name"], 0,
          "tfield: input: stdin is closed, and plain mode with no terminal reads the answers from it"
        ),
        (
          ["input", "--plain", "--label", "Name"], 1,
          "tfield: stdout is closed, so the result would be lost: redirect it instead (>/dev/null discards it)"
        ),
      ])
    func closed(arguments: [String], descriptor: Int32, message: String) throws {
      // setsid: no controlling terminal, so plain mode reads stdin; timeout: a hang ends as 124.
      let result = try spawn(
        ["/usr/bin/setsid", "--wait", "/usr/bin/timeout", "20", try Binaries.path(of: "tfield")] + arguments,
        environment: testEnvironment(), closing: [descriptor])
      #expect(result.status == 2)
      #expect(result.errors == message + "\n")
      #expect(result.output.isEmpty)
    }

    @Test("stdin closed does not matter where nothing is read from it")
    func stdinNotNeeded() throws {
      let result = try spawn(
        [try Binaries.path(of: "tfield"), "choose", "--filter", "b", "abc", "xyz"],
        environment: testEnvironment(), closing: [0])
      #expect(result.status == 0)
      #expect(result.output == "abc\n")
      #expect(result.errors.isEmpty)
    }
  }
}
