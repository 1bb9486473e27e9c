import Foundation
import Testing

extension EndToEnd {
  /// No command tfield starts outlives it: one being cancelled as it exits is killed and reaped
  /// before it has exited; one left when tfield is killed by SIGKILL, which no handler sees, dies
  /// with it (PR_SET_PDEATHSIG), and so do the processes it started (tfield's watchdog).
  @Suite("tfield's commands end with it, on every way out", .serialized)
  struct TFieldChildren {
    @Test(
      "a check and a completion that ignore SIGTERM are gone when Ctrl-C has ended tfield; a preview and its pipeline when kill -9 has"
    )
    func commandsEndWithTheProgram() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      let base = FileManager.default.temporaryDirectory.appendingPathComponent(tmux.socketName + ".children")
        .path
      try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: base) }
      // Each command says who it is and then sleeps, deaf to SIGTERM: only SIGKILL ends it, and
      // the run that cancels it sends that only after a grace period.
      func command(_ name: String) -> String {
        Tmux.quote("trap '' TERM; echo $$ > \(base)/\(name); exec sleep 100")
      }
      // A preview whose shell starts a pipeline: the shell is the command's first process, which
      // the kernel kills with tfield (PR_SET_PDEATHSIG); the pipeline's processes are not, and
      // only tfield's watchdog ends them.
      let pipeline = Tmux.quote(
        "trap '' TERM; echo $$ > \(base)/preview; sh -c 'echo $$ > \(base)/pipeline; exec sleep 100' | cat")
      try startScript(
        "\(tool) input --validate \(command("check")); echo \"CHECK:$?\"; "
          + "\(tool) input --complete-cmd \(command("complete")); echo \"COMPLETE:$?\"; "
          + "printf 'a\\nb\\n' | \(tool) choose --preview \(pipeline); echo \"PREVIEW:$?\"",
        in: tmux)
      try tmux.waitFor(text: "Enter submit")
      try tmux.sendKeys(literal: "x")
      try tmux.sendKeys("Enter")
      let check = try Self.process(written: base + "/check")
      try tmux.sendKeys("C-c")
      try tmux.waitFor(text: "CHECK:130")
      #expect(Self.isGone(check), "the check outlived tfield")
      try tmux.waitFor(text: "Enter submit")
      try tmux.sendKeys(literal: "x")
      try tmux.sendKeys("Tab")
      let completion = try Self.process(written: base + "/complete")
      try tmux.sendKeys("C-c")
      try tmux.waitFor(text: "COMPLETE:130")
      #expect(Self.isGone(completion), "the completion outlived tfield")
      let preview = try Self.process(written: base + "/preview")
      let inPipeline = try Self.process(written: base + "/pipeline")
      kill(try tmux.descendant(named: "tfield"), SIGKILL)
      try tmux.waitFor(text: "PREVIEW:137")
      let deadline = ContinuousClock.now + .seconds(5)
      while !(Self.isGone(preview) && Self.isGone(inPipeline)) && ContinuousClock.now < deadline {
        usleep(20_000)
      }
      #expect(Self.isGone(preview), "the preview outlived tfield's SIGKILL")
      #expect(Self.isGone(inPipeline), "the preview's pipeline outlived tfield's SIGKILL")
    }

    /// The process whose id a command wrote into `path`, once it has.
    static func process(written path: String) throws -> Int32 {
      let deadline = ContinuousClock.now + .seconds(10)
      while ContinuousClock.now < deadline {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        if text.hasSuffix("\n"), let pid = Int32(text.dropLast()) { return pid }
        usleep(20_000)
      }
      throw Tmux.Failure(description: "no process id in \(path) after 10 seconds")
    }

    /// True when the process is no more, or only a zombie that its new parent has yet to reap.
    static func isGone(_ pid: Int32) -> Bool {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
      guard let close = stat.lastIndex(of: ")") else { return true }
      return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
    }
  }
}
