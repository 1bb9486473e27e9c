import Foundation
import Testing

extension EndToEnd.ShellBindings {
  /// Waits for the command line alone on the screen, once a list has gone.
  static func waitForLine(_ line: String, in tmux: Tmux, _ shell: String) throws {
    try tmux.waitFor("\(shell): the line \(line)") { screen in
      screen.contains { $0.trimmingCharacters(in: .whitespaces) == line }
        && !screen.contains { $0.contains("Query: [") }
    }
  }

  @Test(
    "**<Tab>: paths below the word's directory, directories for cd, a process ID for kill, an ssh host; the choice replaces the word",
    arguments: ["bash", "zsh", "fish"])
  func fuzzyCompletion(shell: String) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/.ssh", withIntermediateDirectories: true)
    try "Host tf-test-host *.wild\n  HostName tf-test.example\n".write(
      toFile: folder + "/.ssh/config", atomically: true, encoding: .utf8)
    let tmux = Tmux()
    try Self.start(shell, in: tmux, folder: folder)
    try Self.run(shell == "fish" ? "set -gx HOME \(folder); clear" : "HOME=\(folder); clear", in: tmux)
    // Paths below src (src/ itself, as fzf lists the root), any number of them; the word replaced.
    try tmux.sendKeys(literal: "vim src/**")
    try tmux.sendKeys("Tab")
    var screen = try tmux.waitFor(text: "3 of 3")
    #expect(
      screen.contains { $0.hasSuffix("src/deep/") } && !screen.contains { $0.contains("notes.md") },
      "\(screen)")
    try tmux.sendKeys(literal: "afile")
    try tmux.waitFor(text: "›   src/a file.txt")
    try tmux.sendKeys("Enter")
    try Self.waitForLine(
      shell == "fish" ? "$ vim 'src/a file.txt'" : "$ vim src/a\\ file.txt", in: tmux, shell)
    try tmux.sendKeys("C-u")
    // Directories only for cd.
    try tmux.sendKeys(literal: "cd **")
    try tmux.sendKeys("Tab")
    screen = try tmux.waitFor(text: "    -/")
    #expect(
      !screen.contains { $0.contains("notes.md") || $0.contains("next") || $0.contains(".ssh") },
      "\(shell): \(screen)")
    try tmux.sendKeys(literal: "deep")
    try tmux.waitFor(text: "›   src/deep/")
    try tmux.sendKeys("Enter")
    try Self.waitForLine("$ cd src/deep/", in: tmux, shell)
    try tmux.sendKeys("C-u")
    // An ssh host from ~/.ssh/config (not the pattern).
    try tmux.sendKeys(literal: "ssh tf-te**")
    try tmux.sendKeys("Tab")
    screen = try tmux.waitFor(text: "›   tf-test")
    #expect(!screen.contains { $0.contains("*.wild") }, "\(shell): \(screen)")
    try tmux.sendKeys(literal: "host")
    try tmux.waitFor(text: "›   tf-test-host")
    try tmux.sendKeys("Enter")
    try Self.waitForLine("$ ssh tf-test-host", in: tmux, shell)
    try tmux.sendKeys("C-u")
    // A process's ID for kill: a sleep of the test's own, which the line then ends.
    try Self.run("clear; sleep 4242.17 &", in: tmux)
    let sleeper = try tmux.descendant(named: "sleep")
    try tmux.sendKeys(literal: "kill **")
    try tmux.sendKeys("Tab")
    try tmux.waitFor(text: "PID")
    try tmux.sendKeys(literal: "'sleep '4242.17")
    try tmux.waitFor("\(shell): the sleep highlighted") {
      $0.contains { $0.hasPrefix("›") && $0.hasSuffix(" sleep 4242.17") && $0.contains(" \(sleeper) ") }
    }
    try tmux.sendKeys("Enter")
    try Self.waitForLine("$ kill \(sleeper)", in: tmux, shell)
    try tmux.sendKeys("Enter")
    try tmux.waitFor("\(shell): the sleep ended") { _ in kill(sleeper, 0) != 0 }
  }
}
