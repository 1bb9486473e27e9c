import Foundation
import Testing

extension EndToEnd {
  @Suite("The terminal is restored on every way out", .serialized)
  struct Signals {
    @Test(
      "a termination signal sent by kill restores the terminal; the shell sees 128+n",
      arguments: [(SIGTERM, 143), (SIGHUP, 129), (SIGINT, 130)])
    func killed(signal: Int32, status: Int) throws {
      let tmux = Tmux()
      let pid = try startProbe(in: tmux)
      #expect(try tmux.alternateScreenOn())
      #expect(kill(pid, signal) == 0)
      #expect(try tmux.exitStatus() == status)
      try expectRestored(tmux)
    }

    @Test(
      "a signal outside the usual few whose default action ends the process restores the terminal first",
      arguments: [SIGXCPU, SIGUSR1, SIGALRM, realTimeSignal])
    func killedByAnyFatalSignal(signal: Int32) throws {
      let tmux = Tmux()
      let pid = try startProbe(in: tmux)
      #expect(try tmux.alternateScreenOn())
      #expect(kill(pid, signal) == 0)
      let status = try tmux.exitStatus()
      #expect(status == 128 + Int(signal))
      try expectRestored(tmux)
    }

    @Test(
      "a signal ignored at the start (nohup's SIGHUP, or SIGUSR2) stays ignored: the probe carries on",
      arguments: [(SIGHUP, "HUP"), (SIGUSR2, "USR2")])
    func ignoredAtStart(signal: Int32, name: String) throws {
      let tmux = Tmux()
      let pid = try startProbe(in: tmux, ignoring: name)
      #expect(kill(pid, signal) == 0)
      try tmux.sendKeys(literal: "a")
      try tmux.waitFor(text: "hex 61")
      #expect(processState(pid) != nil, "the probe ended on an ignored signal")
      try tmux.sendKeys(literal: "q")
      #expect(try tmux.exitStatus() == 0)
      try expectRestored(tmux)
    }

    @Test("a crash restores the terminal and exits with a signal status")
    func crash() throws {
      let tmux = Tmux()
      _ = try startProbe(in: tmux)
      try tmux.sendKeys(literal: "!")
      let status = try tmux.exitStatus()
      // fatalError traps: SIGILL (ud2) on x86_64, SIGTRAP (brk) on arm64.
      #expect([128 + Int(SIGILL), 128 + Int(SIGTRAP)].contains(status))
      try expectRestored(tmux)
    }

    @Test(
      "a stack overflow restores the terminal (its handler runs on an alternate stack) and exits with SIGSEGV"
    )
    func stackOverflow() throws {
      let tmux = Tmux()
      _ = try startProbe(in: tmux)
      try tmux.sendKeys(literal: "@")
      #expect(try tmux.exitStatus() == 128 + Int(SIGSEGV))
      try expectRestored(tmux)
    }

    @Test("SIGTSTP restores the terminal while stopped; SIGCONT brings the screen back")
    func stopAndContinue() throws {
      let tmux = Tmux()
      let pid = try startProbe(in: tmux, asJob: true)
      #expect(kill(pid, SIGTSTP) == 0)
      try waitForState(pid, "T")
      #expect(try tmux.alternateScreenOn() == false)
      let stopped = try tmux.sttySettings()
      #expect(stopped.isSane, "stty -a while stopped: \(stopped)")
      try tmux.waitFor(text: Tmux.beforeMarker)

      #expect(kill(pid, SIGCONT) == 0)
      let screen = try tmux.waitFor(text: "redraws 1")
      #expect(screen[1] == "日本 👍🏽 é")
      #expect(try tmux.alternateScreenOn())
      #expect(try tmux.sttySettings().isOn("icanon") == false)
      try tmux.sendKeys(literal: "a")
      try tmux.waitFor(text: "hex 61")
      try tmux.sendKeys(literal: "q")
      #expect(try tmux.exitStatus() == 0)
      try expectRestored(tmux)
    }

    @Test("SIGTSTP where nothing can resume a stop (orphaned group): the probe carries on")
    func orphanedStop() throws {
      let tmux = Tmux()
      let pid = try startProbe(in: tmux)
      #expect(kill(pid, SIGTSTP) == 0)
      let screen = try tmux.waitFor(text: "redraws 1")
      #expect(screen[1] == "日本 👍🏽 é")
      #expect(try tmux.alternateScreenOn())
      try tmux.sendKeys(literal: "a")
      try tmux.waitFor(text: "hex 61")
      try tmux.sendKeys(literal: "q")
      #expect(try tmux.exitStatus() == 0)
      try expectRestored(tmux)
    }
  }
}

/// A real-time signal (SIGRTMIN+1), which ends a process by default.
private let realTimeSignal = __libc_current_sigrtmin() + 1
