import Foundation
import Testing

extension EndToEnd {
  @Suite("--bind in every subcommand with a terminal: keys rebound, and the help row says so", .serialized)
  struct TFieldBind {
    @Test(
      "a rebound key acts, and the help row names it",
      arguments: [
        (
          "input --label Name --bind ctrl-t:backward-char,ctrl-s:accept", "^S submit",
          [["-l", "abc"], ["C-t"], ["-l", "X"], ["C-s"]], "abXc", 0
        ),
        (
          "write --label Message --bind ctrl-d:delete-char,ctrl-s:accept", "^S submit",
          [["-l", "abc"], ["Left", "Left", "C-d"], ["C-s"]], "ac", 0
        ),
        (
          "form --bind alt-a:beginning-of-line,ctrl-s:accept -", "^S submit",
          [["-l", "bc"], ["M-a"], ["-l", "a"], ["C-s"]], "{\"word\":\"abc\"}", 0
        ),
        ("prompt --title Word --bind ctrl-s:accept", "^S OK", [["-l", "hi"], ["C-s"]], "hi", 0),
        ("confirm --message Sure? --bind j:yes,k:no", "j yes", [["j"]], "", 0),
      ] as [(String, String, [[String]], String, Int)])
    func bind(arguments: String, help: String, keys: [[String]], value: String, status: Int) throws {
      let tmux = Tmux()
      // form reads its file from stdin: `v=$(printf … | tfield form … -)`.
      let form =
        arguments.hasPrefix("form")
        ? "printf '%s' '{\"fields\":[{\"id\":\"word\",\"label\":\"Word\"}]}' |" : ""
      try startScript(try toolScript(arguments, environment: form), in: tmux)
      // The help row shows the rebinding before any key is typed.
      try tmux.waitFor(text: help)
      for key in keys { try tmux.sendKeys(key) }
      #expect(try tmux.exitStatus() == status)
      let screen = try tmux.capture()
      #expect(screen.contains("VALUE:[\(value)] STATUS:\(status)"), "screen: \(screen)")
    }
  }
}
