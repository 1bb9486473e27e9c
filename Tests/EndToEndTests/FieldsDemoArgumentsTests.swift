import Foundation
import Testing

extension EndToEnd {
  /// `fields-demo`'s command line, and its inline help row at the usual 80 columns.
  @Suite("fields-demo: --help, an unknown argument, the inline help row", .serialized)
  struct FieldsDemoArguments {
    @Test("--help (or -h) prints the usage on stdout, exit 0; an unknown argument points at it, exit 2")
    func help() throws {
      let demo = try Binaries.path(of: "fields-demo")
      for flag in ["--help", "-h"] {
        let result = try spawn([demo, flag], environment: testEnvironment())
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Usage: fields-demo [--inline]\n"), "\(result.output)")
        #expect(result.output.contains("--inline"))
        #expect(result.errors.isEmpty)
      }
      let unknown = try spawn([demo, "--bogus"], environment: testEnvironment())
      #expect(unknown.status == 2)
      #expect(
        unknown.errors
          == "fields-demo: unknown argument --bogus (fields-demo takes --inline; see fields-demo --help)\n")
    }

    @Test("inline at 80 columns the help row names every key whole, F3 list included")
    func inlineHelpRow() throws {
      let tmux = Tmux()
      try tmux.start(
        "LANG=C.UTF-8 " + Tmux.quote(try Binaries.path(of: "fields-demo")) + " --inline",
        term: .named("xterm-256color"), width: 80, height: 24)
      let screen = try tmux.waitFor(text: "F2 prompt")
      let help = try #require(screen.first { $0.contains("F2 prompt") })
      #expect(help.contains("F3 list"), "\(help)")
      #expect(!help.contains("…"), "\(help)")
      try tmux.sendKeys("Escape")
      #expect(try tmux.exitStatus() == 1)
    }
  }
}
