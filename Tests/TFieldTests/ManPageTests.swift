import Foundation
import PackagePaths
import Testing

@testable import TFieldOptions

/// `docs/tfield.1` is printed from the option table, and `man -l` reads it: every subcommand,
/// option and exit status, the examples.
@Suite("Man page")
struct ManPageTests {
  static let page = PackageRoot.url("docs/tfield.1")

  @Test("docs/tfield.1 is the page printed from the table")
  func current() throws {
    if ProcessInfo.processInfo.environment["TF_REGENERATE_DOCS"] == "1" {
      try ManPage.text.write(to: Self.page, atomically: true, encoding: .utf8)
    }
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    #expect(
      text == ManPage.text,
      "docs/tfield.1 differs from the table; TF_REGENERATE_DOCS=1 swift test --filter ManPage")
    #expect(text.unicodeScalars.allSatisfy { $0.isASCII }, "the page's source is ASCII")
  }

  /// Runs a program with its output read; the error names the package when it is missing.
  static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (
    status: Int32, output: String, errors: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let text = output.fileHandleForReading.readDataToEndOfFile()
    let error = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: text, as: UTF8.self), String(decoding: error, as: UTF8.self)
    )
  }

  /// Fails, never skips, when groff or man is missing: `.ci/run` installs them.
  static func requireProgram(_ name: String, package: String) throws {
    let found = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
      .contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
      }
    try #require(found, "\(name) is not installed: apt-get install \(package) (.ci/run does)")
  }

  @Test("groff reads the page without a warning")
  func groffWarnings() throws {
    try Self.requireProgram("groff", package: "groff-base")
    let result = try Self.run(["groff", "-man", "-ww", "-z", "-Tutf8", Self.page.path])
    #expect(result.status == 0)
    #expect(result.errors.isEmpty, "\(result.errors)")
  }

  @Test(
    "man -l shows the page: its sections, every subcommand, every option, every exit status, the examples")
  func manShowsIt() throws {
    try Self.requireProgram("man", package: "man-db")
    let result = try Self.run(
      ["man", "-l", Self.page.path],
      environment: ["MANWIDTH": "100", "MANPAGER": "cat", "PAGER": "cat", "LANG": "C.UTF-8"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors.isEmpty, "\(result.errors)")
    // Overstrike (bold as "x\bx") if man still formats for a terminal.
    var text = ""
    for character in result.output {
      if character == "\u{8}" { _ = text.popLast() } else { text.append(character) }
    }
    let lines = text.split(separator: "\n").map(String.init)
    for section in [
      "NAME", "SYNOPSIS", "DESCRIPTION", "SUBCOMMANDS", "RULES", "OPTIONS", "FORM FILES", "PLAIN MODE",
      "ENVIRONMENT", "EXIT STATUS", "EXAMPLES", "SEE ALSO",
    ] {
      #expect(lines.contains(section), "no section \(section)")
    }
    #expect(text.contains("tfield - constrained text fields for shell scripts"))
    for subcommand in Subcommand.allCases {
      #expect(lines.contains("       tfield " + subcommand.rawValue), "\(subcommand)")
      #expect(text.contains("tfield " + subcommand.rawValue + " "), "no synopsis of \(subcommand)")
    }
    for option in OptionTable.options where option.flag != nil {
      #expect(
        lines.contains { $0.hasPrefix("       " + option.flags.joined(separator: ", ")) }, "\(option.flags)")
    }
    for status in ExitStatus.allCases.map({ String($0.rawValue) }) + ["128+n"] {
      #expect(lines.contains { $0.hasPrefix("       \(status) ") }, "exit status \(status)")
    }
    for (_, command) in ManPage.examples {
      let first = String(command.split(separator: "\n")[0])
      #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == first }, "example \(first)")
    }
  }
}
