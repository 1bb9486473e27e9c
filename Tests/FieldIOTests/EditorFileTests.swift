import Foundation
import Testing

@testable import FieldIO

/// The file an editor gets for Ctrl-X Ctrl-E: a private directory, exclusive creation, the path
/// handed over as `$1` (never inside the shell's text), the verdict from the editor's own exit
/// status, and everything removed afterwards.
@Suite("Editor file: a private copy of the text, handed to $EDITOR as an argument")
struct EditorFileTests {
  /// A TMPDIR of its own whose name holds what a shell's text must never meet: a quote, a
  /// semicolon, a space, `$(…)`.
  static func hostileDirectory() throws -> String {
    let path =
      NSTemporaryDirectory()
      + "tf-editor-\(getpid())-\(UInt32.random(in: 0...UInt32.max))/o'brien;$(touch PWNED) x"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func create(in directory: String, holding text: String) throws -> EditorFile {
    try EditorFile.create(holding: text, in: directory).get()
  }

  static func mode(of path: String) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
  }

  @Test("the text sits alone in a new directory only its owner can enter (0700), the file 0600")
  func privateDirectory() throws {
    let directory = try Self.hostileDirectory()
    defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
    let file = try Self.create(in: directory, holding: "héllo")
    #expect(file.directory.hasPrefix(directory + "/tfield-edit-"))
    #expect(file.path == file.directory + "/field.txt")
    #expect(try Self.mode(of: file.directory) == 0o700)
    #expect(try Self.mode(of: file.path) == 0o600)
    #expect(try String(contentsOfFile: file.path, encoding: .utf8) == "héllo\n")
    file.remove()
    #expect(!FileManager.default.fileExists(atPath: file.directory))
  }

  @Test("the editor's command gets the path as $1, whatever TMPDIR holds; its exit status decides")
  func pathAsArgument() throws {
    let directory = try Self.hostileDirectory()
    let top = (directory as NSString).deletingLastPathComponent
    defer { try? FileManager.default.removeItem(atPath: top) }
    let editor = top + "/editor.sh"
    try "#!/bin/sh\nprintf '%s' \"$1\" > \"$(dirname \"$0\")/given\"\necho edited > \"$1\"\nexit ${EXIT:-0}\n"
      .write(toFile: editor, atomically: true, encoding: .utf8)
    chmod(editor, 0o700)
    for (exit, expected) in [
      ("0", Result<String, EditorFileError>.success("edited")),
      ("3", .failure(EditorFileError(status: 3))),
    ] {
      let file = try Self.create(in: directory, holding: "before")
      var environment = ProcessInfo.processInfo.environment
      // Read by sh rather than executed: a script this process has just written cannot be
      // executed while a child forked by a test running beside this one still holds it open
      // (ETXTBSY).
      environment["EDITOR"] = "/bin/sh " + editor
      environment["EXIT"] = exit
      environment["VISUAL"] = nil
      let runner = CommandRunner()
      runner.start(
        BackgroundCommand(.shell(EditorFile.command, arguments: [file.path]), environment: environment))
      let result = try #require(runner.waitForResult(timeout: .seconds(20)))
      let status: Int32 = if case .exited(let status) = result.ending { status } else { -1 }
      #expect(status == Int32(exit), "\(result.ending)")
      // As the terminal's run records it: the wait status of the sh that became the editor.
      file.status.record(status << 8)
      #expect(try String(contentsOfFile: top + "/given", encoding: .utf8) == file.path)
      #expect(file.takeResult() == expected, "exit \(exit)")
      #expect(!FileManager.default.fileExists(atPath: file.directory), "exit \(exit)")
    }
    #expect(!FileManager.default.fileExists(atPath: "PWNED"))
    #expect(!FileManager.default.fileExists(atPath: top + "/PWNED"))
  }

  @Test("what an editor leaves beside the text (a swap file) goes with the directory")
  func leftovers() throws {
    let directory = try Self.hostileDirectory()
    defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
    let file = try Self.create(in: directory, holding: "text")
    _ = FileManager.default.createFile(atPath: file.directory + "/.field.txt.swp", contents: Data("x".utf8))
    #expect(file.takeResult() == .success("text"))
    #expect(!FileManager.default.fileExists(atPath: file.directory))
  }

  @Test(
    "a wait status as a shell reports it",
    arguments: [(Int32(0), 0), (3 << 8, 3), (255 << 8, 255), (9, 137), (15, 143), (-1, -1)])
  func exitStatus(waitStatus: Int32, status: Int) {
    #expect(CommandStatus.exitStatus(waitStatus) == status)
  }

  @Test("an editor that could not start, or was killed, leaves the text as it was, and says which")
  func failures() {
    #expect(
      EditorFileError(status: -1).message == "the editor could not be started: the text is as it was")
    #expect(
      EditorFileError(status: 137).message == "the editor failed (exit status 137): the text is as it was")
  }
}
