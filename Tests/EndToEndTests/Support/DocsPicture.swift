import Foundation
import PackagePaths
import Testing

/// Checks a picture of docs/tfield.md against what `tfield input` draws in 80 columns: the block
/// that follows the line `$ v=$(tfield input ARGUMENTS)` starting with `command`, from its first
/// row (`top`, the field's row) once `ready` shows. Returns the pane, with the program still
/// running, for the test to end it.
func expectDocsPicture(command prefix: String, ready: String, top: String) throws -> Tmux {
  let docs = try String(contentsOf: PackageRoot.url("docs/tfield.md"), encoding: .utf8)
  let lines = docs.components(separatedBy: "\n")
  let command = try #require(lines.firstIndex { $0.hasPrefix("$ v=$(tfield input " + prefix) })
  let end = try #require(lines[command...].firstIndex(of: "```"))
  let pictured = Array(lines[(command + 1)..<end])
  let arguments = lines[command].dropFirst("$ v=$(tfield input ".count).dropLast()
  let tmux = Tmux()
  try startScript(try captureScript(String(arguments)), in: tmux)
  try tmux.waitFor(text: ready)
  // The harness's pane prints a line before the command; the region starts below it.
  let screen = try tmux.capture()
  let first = try #require(screen.firstIndex { $0.hasPrefix(top) })
  let shown = Array(screen[first...].prefix(pictured.count))
  #expect(shown == pictured, "tfield shows (put this in docs/tfield.md):\n\(shown.joined(separator: "\n"))")
  return tmux
}
