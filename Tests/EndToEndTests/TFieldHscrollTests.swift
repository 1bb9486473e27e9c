import Foundation
import Testing

extension EndToEnd {
  /// `tfield choose --hscroll-off` and `toggle-hscroll` as a person sees them: fzf 0.74's own
  /// test (`test_hscroll_off` in fzf 0.74's test/test_core.rb, MIT licence), run on fzf 0.74.5
  /// and on tfield with the same keys: after each step the item's row ends as fzf's test expects.
  @Suite("tfield choose --hscroll-off and toggle-hscroll, against fzf 0.74.5", .serialized)
  struct TFieldHscroll {
    @Test(
      "the match and --hscroll-off's characters after it show; toggle-hscroll cuts the end (fzf's test_hscroll_off)",
      arguments: [0, 3, 6])
    func hscrollOff(columns: Int) throws {
      let tool = try Binaries.path(of: "tfield")
      let fzf = try TFieldThemes.fzf()
      let file = FileManager.default.temporaryDirectory.appendingPathComponent("tf-hscroll-\(getpid()).txt")
      try (String(repeating: "=", count: 10_000) + "0123456789\n").write(
        to: file, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(at: file) }
      let ending = (0...columns).map(String.init).joined() + "··"
      for isFzf in [true, false] {
        let tmux = Tmux()
        let name = isFzf ? "fzf" : "tfield"
        let options =
          "--ellipsis '··' --hscroll-off=\(columns) -q 0 --bind space:toggle-hscroll < \(file.path)"
        let command =
          isFzf
          ? "\(fzf) --no-scrollbar \(options)"
          : "\(tool) choose --layout default \(options) >/dev/null"
        try startScript(command, in: tmux, width: 60, height: 8)
        for (keys, expected) in [([], ending), (["9"], "789"), ([" "], "=··"), ([" "], "789")] {
          for key in keys { try tmux.sendKeys(literal: key) }
          try tmux.waitFor("\(name) after \(keys): the item's row ending with \(expected)") { screen in
            screen.contains { $0.contains("===") && $0.hasSuffix(expected) }
          }
        }
        try tmux.sendKeys("Escape")
        _ = try tmux.exitStatus()
      }
    }
  }
}
