import Foundation
import PackagePaths
import Testing

/// End-to-end tests: the real binaries inside tmux. One at a time: they share two cores with
/// builds, and their timing must not depend on each other. The time limit catches a hang, not a
/// slow machine: the longest test (bash's keys against tfield's) takes about 30 seconds alone and
/// several times that on two cores shared with builds.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct EndToEnd {}

extension EndToEnd {
  @Suite("The end-to-end suites", .serialized)
  struct Suites {
    @Test("every suite of these tests runs one test at a time, itself and inside EndToEnd")
    func serialized() throws {
      let folder = PackageRoot.path("Tests/EndToEndTests")
      // A suite's attribute, its arguments (which may take several lines) and what it names.
      let suite = /(?m)^( *)@Suite\(((?s:.*?))\)\s*(?:final )?(?:struct|class|enum) (\w+)/
      var suites = 0
      for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix(".swift") {
        let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
        for match in text.matches(of: suite) {
          suites += 1
          // Two processes appending to one history file at once, in no terminal: run beside the rest.
          if match.3 == "HistoryProcessTests" { continue }
          #expect(match.2.contains(".serialized"), "\(file): \(match.3) is not serialized")
          #expect(!match.1.isEmpty || match.3 == "EndToEnd", "\(file): \(match.3) is outside EndToEnd")
        }
      }
      #expect(suites > 40)
    }
  }
}

/// Starts the probe in a fresh tmux pane and returns its pid, read from its title line; with
/// `ignoring` (a signal's name for `trap`: "HUP"), that signal is ignored when it starts, as
/// under nohup.
func startProbe(
  in tmux: Tmux, term: Tmux.TerminalType = .named("xterm-256color"), width: Int = 60, height: Int = 12,
  asJob: Bool = false, ignoring: String? = nil
) throws -> Int32 {
  var probe = try Binaries.path(of: "tf-session-probe")
  if let ignoring {
    probe = "sh -c " + Tmux.quote("trap '' \(ignoring); exec \(probe)")
  }
  if asJob {
    probe = "python3 \(PackageRoot.path("Tests/Support/run-as-job.py")) \(probe)"
  }
  try tmux.start(probe, term: term, width: width, height: height)
  let screen = try tmux.waitFor(text: "tf-session-probe pid")
  let title = screen.first { $0.contains("tf-session-probe pid") }!
  guard let pid = title.split(separator: " ").last.flatMap({ Int32($0) }) else {
    throw Tmux.Failure(description: "no pid in the title line: \(title)")
  }
  return pid
}

/// Checks what a person sees after the probe has gone: the shell's screen back (no alternate
/// screen, the text printed before the probe visible, the probe's text gone), a sane tty with
/// `stty -a` as before the start, keypad transmit off, the cursor visible, and a
/// paste that arrives without bracketed-paste markers. A terminal without an alternate screen
/// (vt100) keeps the program's last screen, so only the tty and the paste are checked there.
/// `programText` is a text that only the program's own screen shows.
func expectRestored(
  _ tmux: Tmux, hasAlternateScreen: Bool = true, programText: String = "tf-session-probe pid",
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  #expect(try tmux.alternateScreenOn() == false, sourceLocation: sourceLocation)
  #expect(try tmux.keypadTransmitOn() == false, "keypad transmit left on", sourceLocation: sourceLocation)
  let settings = try tmux.sttySettings()
  #expect(settings.isSane, "stty -a: \(settings)", sourceLocation: sourceLocation)
  let before = try tmux.sttySettingsBefore()
  #expect(
    settings.modes == before.modes, "stty -a now: \(settings)\nbefore: \(before)",
    sourceLocation: sourceLocation)
  #expect(try tmux.cursorVisible(), "the cursor was left hidden", sourceLocation: sourceLocation)
  if hasAlternateScreen {
    let screen = try tmux.capture()
    #expect(screen.contains(Tmux.beforeMarker), "screen: \(screen)", sourceLocation: sourceLocation)
    #expect(
      !screen.contains { $0.contains(programText) }, "screen: \(screen)", sourceLocation: sourceLocation)
  }
  try tmux.paste("pasted-after-exit")
  let after = try tmux.waitFor(text: "pasted-after-exit")
  #expect(!after.joined().contains("200~"), "screen: \(after)", sourceLocation: sourceLocation)
}

/// The one-letter state of a process from /proc (R, S, T, …).
func processState(_ pid: Int32) -> Character? {
  guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
    let close = stat.lastIndex(of: ")")
  else { return nil }
  return stat[stat.index(close, offsetBy: 2)...].first
}

/// Waits until a process reaches a state.
func waitForState(_ pid: Int32, _ state: Character, timeout: Duration = .seconds(10)) throws {
  let clock = ContinuousClock()
  let deadline = clock.now + timeout
  while processState(pid) != state {
    if clock.now > deadline {
      throw Tmux.Failure(description: "process \(pid) never reached state \(state)")
    }
    Thread.sleep(forTimeInterval: 0.02)
  }
}
