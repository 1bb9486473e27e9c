import Foundation
import Testing

@testable import FieldIO

/// The shell commands run in: `$SHELL` when it is a POSIX shell that can run, as fzf takes it;
/// `/bin/sh` for anything else.
@Suite("Command shell")
struct CommandShellTests {
  @Test(
    "a POSIX shell by its absolute path is taken; a relative name, fish, a missing file or a file that cannot run is not",
    arguments: [
      ("/bin/sh", true), ("/bin/bash", true), ("bash", false), ("/usr/bin/fish", false),
      ("/nonexistent/bash", false), ("/etc/passwd", false), ("", false), ("/bin/", false),
    ])
  func accepts(_ shell: String, _ taken: Bool) {
    #expect(CommandShell.accepts(shell) == taken)
  }
}
