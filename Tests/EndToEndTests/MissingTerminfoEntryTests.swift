import Foundation
import Testing

extension EndToEnd {
  /// A terminal type the machine's terminfo lacks, as macOS lacks tmux-256color: inside a mount
  /// namespace of its own (`unshare -m`, or `unshare -r -m` without root) the script hides every
  /// database's directory of entries starting with "t" ("t", and "74" where a database names
  /// directories in hex, as Apple's does), checks that `infocmp` no longer finds tmux-256color,
  /// and runs tfield with TERM=tmux-256color.
  @Suite("TERM without a terminfo entry: the family's entry is used instead", .serialized)
  struct TerminalTypeFallback {
    static func hidingScript(running command: String) -> String {
      let directories =
        "\"${TERMINFO:-}\" $HOME/.terminfo /etc/terminfo /lib/terminfo /usr/share/terminfo "
        + "/usr/lib/terminfo $(printf '%s' \"${TERMINFO_DIRS:-}\" | tr ':' ' ')"
      let hide =
        "for d in \(directories); do for s in t 74; do "
        + "if [ -n \"$d\" ] && [ -d \"$d/$s\" ]; then mount -t tmpfs -o size=4k tmpfs \"$d/$s\" || exit 9; fi; "
        + "done; done; "
        + "if infocmp tmux-256color >/dev/null 2>&1; then echo 'tmux-256color still found'; exit 9; fi; "
      let unshare = getuid() == 0 ? "unshare -m" : "unshare -r -m"
      return "\(unshare) sh -c " + Tmux.quote(hide + command)
    }

    @Test(
      "TERM=tmux-256color where terminfo lacks it: tfield asks, inline and full screen, and exits 0",
      arguments: ["", "--fullscreen"])
    func tmuxFallsBackToScreen(presentation: String) throws {
      let tmux = Tmux()
      let tool = try Binaries.path(of: "tfield")
      let asking =
        "v=$(\(tool) input --label Name \(presentation)); s=$?; "
        + "printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$s\"; exit $s"
      try tmux.start(
        Self.hidingScript(running: asking), term: .named("tmux-256color"), width: 80, height: 24)
      try tmux.waitFor(text: "Enter submit")
      try tmux.sendKeys(literal: "abc")
      try tmux.waitFor(text: "abc")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      let screen = try tmux.capture()
      #expect(screen.contains("VALUE:[abc] STATUS:0"), "screen: \(screen)")
      try expectRestored(tmux)
    }
  }
}
