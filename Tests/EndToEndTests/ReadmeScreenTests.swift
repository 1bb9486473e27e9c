import Foundation
import PackagePaths
import Testing

extension EndToEnd {
  /// The screen on README's front page is the one `fields-demo` draws after the keys the README
  /// names, so the page cannot drift from the program.
  @Suite("README: the demo's screen", .serialized)
  struct ReadmeScreen {
    @Test("README's 80x24 screen is what the demo shows after typing into three fields and a refused b")
    func frontPageScreen() throws {
      let readme = try String(contentsOf: PackageRoot.url("README.md"), encoding: .utf8)
      let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let lead = try #require(lines.firstIndex { $0.contains("The screen in an 80x24 terminal") })
      let start = try #require(lines[lead...].firstIndex { $0 == "```" })
      let end = try #require(lines[(start + 1)...].firstIndex { $0 == "```" })
      let pictured = Array(lines[(start + 1)..<end])
      #expect(pictured.count == 24, "the README's screen has \(pictured.count) rows, not 24")

      let demo = try FieldsDemo(width: 80, height: 24)
      try demo.type("héllo 日本 👍🏽", into: "unlimited")
      try demo.tmux.sendKeys("Tab")
      try demo.waitForFocus("one")
      try demo.type("🇯🇵", into: "one")
      try demo.tmux.sendKeys("Tab")
      try demo.waitForFocus("vowels")
      try demo.type("ae", into: "vowels")
      try demo.tmux.sendKeys(literal: "b")
      let screen = try demo.waitForMessage("'b' is not allowed: only AEIOUaeiou")
      let shown = screen.map { line in
        var line = line
        while line.last == " " { line.removeLast() }
        return line
      }
      let wanted = pictured.map { line in
        var line = line
        while line.last == " " { line.removeLast() }
        return line
      }
      #expect(shown == wanted, "the demo shows (put this in README.md):\n\(shown.joined(separator: "\n"))")
    }
  }
}
