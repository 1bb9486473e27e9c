import Foundation
import Testing

/// `v=$(tfield SUBCOMMAND ARGUMENTS)` with an optional stdin, then the value between brackets and
/// the status.
func dialogScript(_ subcommand: String, _ arguments: String, stdin: String? = nil) throws -> String {
  let tool = try Binaries.path(of: "tfield")
  let feed = stdin.map { "printf '\($0)' | " } ?? ""
  return
    "v=$(\(feed)\(tool) \(subcommand) \(arguments)); s=$?; printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$s\"; "
    + "exit $s"
}

extension EndToEnd {
  @Suite("tfield prompt and choose: dialogs on the terminal, the value on stdout", .serialized)
  struct TFieldDialogs {
    @Test("prompt --fullscreen: a centred box; typed text under the rules; Enter submits, exit 0")
    func promptSubmitted() throws {
      let tmux = Tmux()
      try startScript(
        try dialogScript("prompt", "--fullscreen --title City --message 'Where to?' --deny 0123456789"),
        in: tmux)
      let screen = try tmux.waitFor(text: "┌─ City ─")
      let top = try #require(screen.firstIndex { $0.contains("┌─ City ─") })
      #expect(top > 3 && top < 12, "the box is centred: \(screen)")
      #expect(screen[top + 1].contains("│ Where to?"))
      #expect(screen.contains { $0.contains("[ OK ]  [ Cancel ]") })
      try tmux.type("Oslo2")
      try tmux.waitFor(text: "'2' is not allowed: no 0123456789")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[Oslo] STATUS:0"))
      try expectRestored(tmux, programText: "┌─ City ─")
    }

    @Test("prompt: Tab to OK submits; Tab to Cancel cancels with exit 1; Escape cancels; Ctrl-C is 130")
    func promptButtons() throws {
      for (keys, value, status) in [
        (["Tab", "Enter"], "ab", 0), (["Tab", "Tab", "Enter"], "", 1), (["Escape"], "", 1),
        (["C-c"], "", 130),
      ] {
        let tmux = Tmux()
        try startScript(try dialogScript("prompt", "--title T --max-length 5"), in: tmux)
        try tmux.waitFor(text: "[ OK ]")
        try tmux.type("ab")
        try tmux.waitFor(text: "2/5")
        for key in keys {
          try tmux.sendKeys(key)
          Thread.sleep(forTimeInterval: 0.1)
        }
        #expect(try tmux.exitStatus() == status, "keys \(keys)")
        #expect(try tmux.capture().contains("VALUE:[\(value)] STATUS:\(status)"), "keys \(keys)")
      }
    }

    @Test(
      "choose from stdin: the choice marked; filter; Other… adds an item, sorted and chosen; Enter prints it")
    func chooseOther() throws {
      let tmux = Tmux()
      let script = try dialogScript(
        "choose", "--other --selected banana --title Fruit", stdin: "pear\\nApple\\nbanana\\nCherry\\n")
      try startScript(script, in: tmux)
      var screen = try tmux.waitFor(text: "4 of 4")
      #expect(screen.contains("› ✓ banana"), "screen: \(screen)")
      try tmux.type("rr")
      screen = try tmux.waitFor(text: "1 of 4")
      #expect(screen.contains("›   Cherry"), "screen: \(screen)")
      try tmux.sendKeys("C-u")
      try tmux.waitFor(text: "4 of 4")
      try tmux.sendKeys("End")
      try tmux.waitFor(text: "›   Other…")
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "┌─ New item ─")
      try tmux.type("apricot")
      try tmux.sendKeys("Enter")
      screen = try tmux.waitFor(text: "added \"apricot\"")
      let rows = screen.filter { $0.hasPrefix("  ") || $0.hasPrefix("›") }.map { $0.dropFirst(4) }
      #expect(rows == ["Apple", "apricot", "banana", "Cherry", "pear", "Other…"], "screen: \(screen)")
      #expect(screen.contains("› ✓ apricot"), "screen: \(screen)")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[apricot] STATUS:0"))
      try expectRestored(tmux, programText: "Other…")
    }

    @Test(
      "choose --other at 80x8: Other…'s prompt opens wherever its list fits, without its box; an empty item is refused"
    )
    func otherOnAShortScreen() throws {
      let tmux = Tmux()
      try startScript(try dialogScript("choose", "--other a b"), in: tmux, width: 80, height: 8)
      try tmux.waitFor(text: "2 of 2")
      try tmux.sendKeys("End")
      try tmux.waitFor(text: "›   Other…")
      try tmux.sendKeys("Enter")
      var screen = try tmux.waitFor(text: "New item: Type the new item")
      #expect(!screen.contains { $0.contains("make the window larger") }, "screen: \(screen)")
      #expect(screen.contains { $0.contains("[ OK ]  [ Cancel ]") }, "screen: \(screen)")
      // Enter on the empty item: refused with the reason, the prompt still open.
      try tmux.sendKeys("Enter")
      try tmux.waitFor(text: "a value is required")
      try tmux.type("cherry")
      screen = try tmux.waitFor(text: "[cherry")
      try tmux.sendKeys("Enter")
      screen = try tmux.waitFor(text: "added \"cherry\"")
      #expect(screen.contains("› ✓ cherry"), "screen: \(screen)")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[cherry] STATUS:0"))
    }

    @Test(
      "choose from arguments: ↓ and Enter choose; Escape in Other…'s prompt goes back, in the list cancels")
    func chooseAndCancel() throws {
      let tmux = Tmux()
      try startScript(try dialogScript("choose", "red green blue"), in: tmux)
      try tmux.waitFor(text: "3 of 3")
      try tmux.sendKeys("Down")
      try tmux.waitFor(text: "›   green")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[green] STATUS:0"))

      let cancelled = Tmux()
      try startScript(try dialogScript("choose", "--other red"), in: cancelled)
      try cancelled.waitFor(text: "1 of 1")
      try cancelled.sendKeys("End", "Enter")
      try cancelled.waitFor(text: "┌─ New item ─")
      try cancelled.sendKeys("Escape")
      try cancelled.waitFor("the prompt gone") { !$0.contains { $0.contains("New item") } }
      try cancelled.sendKeys("Escape")
      #expect(try cancelled.exitStatus() == 1)
      #expect(try cancelled.capture().contains("VALUE:[] STATUS:1"))
    }
  }
}
