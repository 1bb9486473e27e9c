import Foundation
import Testing

extension EndToEnd {
  /// User-given text with controls or invisible format characters, as a person sees it: written
  /// out in every message, never acting on the terminal; a password's characters never named.
  @Suite("tfield: controls in user-given text made visible", .serialized)
  struct TFieldVisibleText {
    @Test("escape sequences in --allow and a label are shown as \\e, never erase the screen")
    func escapesInMessages() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript(
        "printf 'before\\n'; \(tool) input --plain --allow \"$(printf 'ab\\033[2J\\033[H')\"; echo \"input1=$?\"; "
          + "\(tool) check --allow \"$(printf 'ab\\033[2J')\" --value z; echo \"check=$?\"; "
          + "\(tool) input --plain --label \"$(printf 'L\\033[2J')\" --max-length 2 --value abc; "
          + "echo \"input2=$?\"",
        in: tmux)
      try tmux.waitFor(text: "[ab]:")
      try tmux.sendKeys("Enter")
      let screen = try tmux.waitFor(text: "input2=0")
      // Nothing erased the screen: the line printed first is still there.
      #expect(screen.contains("before"), "\(screen)")
      #expect(screen.filter { $0.hasPrefix("tfield: --allow: '\\e'") }.count == 2, "\(screen)")
      #expect(screen.contains("input1=2") && screen.contains("check=2"), "\(screen)")
      #expect(screen.contains { $0.hasPrefix("L\\e[2J: initial value: ") }, "\(screen)")
    }

    @Test("an item holding U+202E is drawn with its code point, and printed byte for byte")
    func bidiItem() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript(
        "v=$(printf 'invoice\\342\\200\\256fdp.exe\\nother\\n' | \(tool) choose); s=$?; "
          + "[ \"$v\" = \"$(printf 'invoice\\342\\200\\256fdp.exe')\" ] && echo \"SAME $s\"",
        in: tmux)
      let screen = try tmux.waitFor(text: "invoice<U+202E>fdp.exe")
      #expect(!screen.joined().unicodeScalars.contains("\u{202E}"), "\(screen)")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "SAME 0")
    }

    @Test("a drawn password field's refusal never names the character typed")
    func passwordRefusal() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      try startScript("\(tool) input --password --allow abcd", in: tmux)
      try tmux.waitFor(text: "only abcd")
      try tmux.sendKeys(literal: "Q")
      let screen = try tmux.waitFor(text: "a character is not allowed: only abcd")
      #expect(!screen.joined().contains("Q"), "\(screen)")
      try tmux.sendKeys("Escape")
      #expect(try tmux.exitStatus() == 1)
    }
  }
}
