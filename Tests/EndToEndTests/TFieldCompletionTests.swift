import Foundation
import Testing

extension EndToEnd {
  /// The completion menu as a person sees it: Tab opens it below the field, typing
  /// filters it, a single match completes at once, Enter takes without submitting, Escape closes
  /// only the menu; from a file, a command and the file system; inline and full screen.
  @Suite("tfield: the completion menu", .serialized)
  struct TFieldCompletion {
    /// A folder of its own with the cities file and a home directory with hidden entries.
    static func folder() throws -> String {
      let path = NSTemporaryDirectory() + "tf-complete-" + UUID().uuidString
      let files = FileManager.default
      try files.createDirectory(atPath: path + "/home/adir", withIntermediateDirectories: true)
      try files.createDirectory(atPath: path + "/home/.hid", withIntermediateDirectories: true)
      for name in ["home/afile", "home/.dot"] {
        files.createFile(atPath: path + "/" + name, contents: Data())
      }
      try "Paris\nParma\nLisbon\nOslo\nPorto\n".write(
        toFile: path + "/cities", atomically: true, encoding: .utf8)
      return path
    }

    static func screenText(_ screen: [String]) -> String { screen.joined(separator: "\n") }

    @Test(
      "--complete: Tab opens the menu, typing narrows it, Enter takes without submitting",
      arguments: [false, true])
    func fileMenu(fullscreen: Bool) throws {
      let folder = try Self.folder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let tmux = Tmux()
      let screenOption = fullscreen ? " --fullscreen" : ""
      try startScript(try captureScript("--label City --complete \(folder)/cities" + screenOption), in: tmux)
      try tmux.waitFor(text: "Tab complete")
      try tmux.sendKeys("Tab")
      var screen = try tmux.waitFor(text: "5/5")
      #expect(screen.contains { $0.contains("Lisbon") }, "\(Self.screenText(screen))")
      try tmux.sendKeys(literal: "p")
      screen = try tmux.waitFor(text: "3/5")
      #expect(!screen.contains { $0.contains("Lisbon") }, "\(Self.screenText(screen))")
      try tmux.sendKeys("Down", "Enter")
      screen = try tmux.waitFor("the menu closed on Parma") { screen in
        screen.contains { $0.contains("[Parma") } && !screen.contains { $0.contains("3/5") }
      }
      // The menu's rows are gone from the region: nothing of it is left below the field.
      #expect(!screen.contains { $0.contains("Porto") }, "\(Self.screenText(screen))")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[Parma] STATUS:0"))
      try expectRestored(tmux)
    }

    @Test("a single match completes at once; Escape closes only the menu", arguments: [false, true])
    func singleMatchAndEscape(fullscreen: Bool) throws {
      let folder = try Self.folder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let tmux = Tmux()
      let screenOption = fullscreen ? " --fullscreen" : ""
      try startScript(try captureScript("--complete \(folder)/cities" + screenOption), in: tmux)
      try tmux.waitFor(text: "Tab complete")
      try tmux.sendKeys(literal: "lis")
      try tmux.sendKeys("Tab")
      try tmux.waitFor(text: "[Lisbon")
      try tmux.sendKeys("C-u")
      try tmux.sendKeys(literal: "o")
      try tmux.sendKeys("Tab")
      try tmux.waitFor(text: "3/5")
      try tmux.sendKeys("Escape")
      let screen = try tmux.waitFor("the menu closed") { screen in
        !screen.contains { $0.contains("3/5") } && screen.contains { $0.contains("Tab complete") }
      }
      #expect(screen.contains { $0.contains("[o ") }, "\(Self.screenText(screen))")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[o] STATUS:0"))
    }

    @Test(
      "--complete-path: ~/ is home, dot-files only after a typed dot, a directory ends with /",
      arguments: [false, true])
    func paths(fullscreen: Bool) throws {
      let folder = try Self.folder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let tmux = Tmux()
      let tool = try Binaries.path(of: "tfield")
      let screenOption = fullscreen ? " --fullscreen" : ""
      let script =
        "v=$(HOME=\(folder)/home \(tool) input --complete-path\(screenOption)); s=$?; "
        + "printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$s\"; exit $s"
      try startScript(script, in: tmux)
      try tmux.waitFor(text: "Tab complete")
      try tmux.sendKeys(literal: "~/")
      try tmux.sendKeys("Tab")
      var screen = try tmux.waitFor(text: "2/2")
      #expect(screen.contains { $0.contains("adir/") } && screen.contains { $0.contains("afile") })
      #expect(!screen.contains { $0.contains(".dot") }, "\(Self.screenText(screen))")
      try tmux.sendKeys(literal: ".")
      screen = try tmux.waitFor(text: "2/4")
      #expect(screen.contains { $0.contains(".dot") } && screen.contains { $0.contains(".hid/") })
      try tmux.sendKeys("Escape")
      // Apart, or the terminal's Escape and Backspace read as Alt-Backspace.
      try tmux.waitFor("the menu closed") { screen in !screen.contains { $0.contains("2/4") } }
      try tmux.sendKeys("BSpace")
      try tmux.sendKeys(literal: "ad")
      try tmux.sendKeys("Tab")
      try tmux.waitFor(text: "[~/adir/")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[~/adir/] STATUS:0"))
    }

    @Test("--complete-cmd: run with the text as $1, again once typing pauses", arguments: [false, true])
    func command(fullscreen: Bool) throws {
      let tmux = Tmux()
      let screenOption = fullscreen ? " --fullscreen" : ""
      let command = Tmux.quote(#"printf '%s-one\n%s-two\n' "$1" "$1""#)
      try startScript(try captureScript("--complete-cmd \(command)" + screenOption), in: tmux)
      try tmux.waitFor(text: "Tab complete")
      try tmux.sendKeys(literal: "ab")
      try tmux.sendKeys("Tab")
      try tmux.waitFor(text: "ab-two")
      try tmux.sendKeys(literal: "c")
      try tmux.waitFor(text: "abc-two")
      try tmux.sendKeys("Up", "Right")
      try tmux.waitFor(text: "[abc-two")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[abc-two] STATUS:0"))
    }

    @Test("tfield prompt: the menu opens inside the box and Enter takes without submitting")
    func prompt() throws {
      let folder = try Self.folder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let tmux = Tmux()
      let tool = try Binaries.path(of: "tfield")
      let script =
        "v=$(\(tool) prompt --title City --complete \(folder)/cities); s=$?; "
        + "printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$s\"; exit $s"
      try startScript(script, in: tmux)
      try tmux.waitFor(text: "[ OK ]")
      try tmux.sendKeys(literal: "pa")
      try tmux.sendKeys("Tab")
      let screen = try tmux.waitFor(text: "2/5")
      #expect(screen.contains { $0.contains("│  Paris") }, "\(Self.screenText(screen))")
      try tmux.sendKeys("Enter")
      try tmux.waitFor("the menu closed on Paris") { screen in
        screen.contains { $0.contains("[Paris") } && !screen.contains { $0.contains("2/5") }
      }
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[Paris] STATUS:0"))
    }
  }
}
