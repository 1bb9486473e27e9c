import Foundation
import Testing

extension EndToEnd {
  @Suite("The session draws and reads", .serialized)
  struct Drawing {
    @Test(
      "the probe shows wide text and the cursor after it, on colour and plain terminals",
      arguments: ["xterm-256color", "screen", "vt100"])
    func sampleAndCursor(term: String) throws {
      let tmux = Tmux()
      _ = try startProbe(in: tmux, term: .named(term))
      let screen = try tmux.waitFor(text: "日本 👍🏽 é")
      #expect(screen[1] == "日本 👍🏽 é")
      // 日本 = 4 cells, 👍🏽 = 4 (wcwidth summed over the emoji and its modifier, as ncurses
      // advances and tmux agrees), the spaces and é one each.
      let cursor = try tmux.cursor()
      #expect(cursor.x == 11 && cursor.y == 1)
      try tmux.sendKeys(literal: "q")
      #expect(try tmux.exitStatus() == 0)
      try expectRestored(tmux, hasAlternateScreen: term != "vt100")
    }

    @Test("typed bytes arrive as they are, and a paste arrives bracketed")
    func bytesAndPaste() throws {
      let tmux = Tmux()
      _ = try startProbe(in: tmux)
      try tmux.sendKeys(literal: "é")
      try tmux.waitFor(text: "hex c3 a9")
      try tmux.sendKeys("Left")
      try tmux.waitFor(text: "hex 1b 4f 44")  // kcub1 in keypad transmit mode: ESC O D
      try tmux.paste("xy")
      try tmux.waitFor(text: "hex 1b 5b 32 30 30 7e 78 79 1b 5b 32 30 31 7e")
      try tmux.waitFor(text: "read 19 bytes")
      try tmux.sendKeys(literal: "q")
      #expect(try tmux.exitStatus() == 0)
      try expectRestored(tmux)
    }

    @Test("Ctrl-C is a key: the probe ends its session and exits 130")
    func controlC() throws {
      let tmux = Tmux()
      _ = try startProbe(in: tmux)
      try tmux.sendKeys("C-c")
      #expect(try tmux.exitStatus() == 130)
      try expectRestored(tmux)
    }

    @Test("after a burst of resizes the probe knows the final size and still responds")
    func resizeBurst() throws {
      let tmux = Tmux()
      _ = try startProbe(in: tmux)
      for step in 0..<12 {
        try tmux.resize(width: 40 + step * 3, height: 8 + step % 5)
      }
      try tmux.resize(width: 50, height: 15)
      try tmux.waitFor(text: "size 15x50")
      try tmux.sendKeys(literal: "a")
      try tmux.waitFor(text: "hex 61")
      #expect(try tmux.capture()[1] == "日本 👍🏽 é")
      try tmux.sendKeys(literal: "q")
      #expect(try tmux.exitStatus() == 0)
      try expectRestored(tmux)
    }
  }
}
