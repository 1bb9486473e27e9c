import Foundation
import Testing

extension EndToEnd {
  @Suite("One JSON writer: every program writes a value the same way", .serialized)
  struct JSONOutput {
    /// A paste can bring in the line and paragraph separators, which a field keeps (they are not
    /// controls) and which JavaScript reads as line ends inside a string literal. "END" comes
    /// first: terminals disagree on the separators' width, so what is drawn after them may move.
    static let pasted = "END a\u{2028}b\u{2029}c"
    /// The JSON string each program writes for it: the separators escaped, nothing else.
    static let json = #""END a\u2028b\u2029c""#

    /// Runs `command` in a pane with stdout to a file, pastes the value into the first field once
    /// `ready` shows, presses Enter (then runs `afterEnter`: the keys of a form's later pages), and
    /// returns what the program wrote.
    static func output(
      of command: String, ready: String, afterEnter: (Tmux) throws -> Void = { _ in }
    ) throws -> String {
      let path = FileManager.default.temporaryDirectory.appendingPathComponent("json-\(UUID().uuidString)")
        .path
      defer { try? FileManager.default.removeItem(atPath: path) }
      let tmux = Tmux()
      try startScript(command + " > " + Tmux.quote(path), in: tmux)
      try tmux.waitFor(text: ready)
      try tmux.paste(pasted)
      try tmux.waitFor(text: "END")
      try tmux.sendKeys("Enter")
      try afterEnter(tmux)
      #expect(try tmux.exitStatus() == 0)
      return String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }

    @Test("tfield input --output json, tfield form and fields-demo write U+2028 and U+2029 as \\u escapes")
    func separators() throws {
      let tool = try Binaries.path(of: "tfield")
      let input = try Self.output(of: "\(tool) input --output json", ready: "Enter submit")
      #expect(input == Self.json + "\n")

      let form = FileManager.default.temporaryDirectory.appendingPathComponent(
        "form-\(UUID().uuidString).json")
      try Data(#"{"title": "JSON", "fields": [{"id": "v", "label": "V"}]}"#.utf8).write(to: form)
      defer { try? FileManager.default.removeItem(at: form) }
      let fromForm = try Self.output(of: "\(tool) form \(Tmux.quote(form.path))", ready: "Enter submit")
      #expect(fromForm == "{\"v\":" + Self.json + "}\n")

      let demo = try Self.output(
        of: Tmux.quote(try Binaries.path(of: "fields-demo")), ready: "TerminalFields",
        afterEnter: { try FieldsDemo.enterThroughSecondPage($0) })
      #expect(demo.contains("\"unlimited\":" + Self.json + ","), "fields-demo: \(demo.debugDescription)")
      for output in [input, fromForm, demo] {
        #expect(!output.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" })
      }
    }
  }
}
