import Foundation
import Testing

extension EndToEnd {
  @Suite("The programs these tests start check every field's invariants after every edit", .serialized)
  struct InvariantChecks {
    /// The probe's field whose rule changes its mind: "a" typed, then refused by the rule.
    static let brokenRule = "text \"a\" breaks"

    @Test(
      "TF_CHECK_INVARIANTS=1 (as the tests set it) stops a program at a broken field, naming it; otherwise it goes on"
    )
    func spawned() throws {
      let probe = try Binaries.path(of: "tf-session-probe")
      let checked = try spawn([probe, "--break-a-field"], environment: testEnvironment())
      #expect(checked.status == 128 + SIGILL || checked.status == 128 + SIGTRAP, "\(checked)")
      #expect(
        checked.errors.contains("field \"probe\": invariants broken after move(FieldEngine.Motion.start,"))
      #expect(checked.errors.contains(Self.brokenRule), "\(checked.errors)")
      #expect(checked.output.isEmpty)
      for setting in [nil, "0", "yes"] {
        var environment = testEnvironment()
        environment["TF_CHECK_INVARIANTS"] = setting
        let unchecked = try spawn([probe, "--break-a-field"], environment: environment)
        #expect(unchecked.status == 0 && unchecked.output == "unchecked: a\n", "\(setting ?? "unset")")
      }
    }

    @Test("a program in a tmux pane runs with the checks on: the broken field stops it")
    func inTmux() throws {
      let tmux = Tmux()
      try tmux.start(
        Tmux.quote(try Binaries.path(of: "tf-session-probe")) + " --break-a-field",
        term: .named("xterm-256color"), width: 200, height: 20)
      #expect([128 + SIGILL, 128 + SIGTRAP].contains(Int32(try tmux.exitStatus())))
      #expect(try tmux.capture().contains { $0.contains(Self.brokenRule) })
    }
  }
}
