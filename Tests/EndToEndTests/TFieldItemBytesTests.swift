import Foundation
import Testing

extension EndToEnd {
  /// An item's bytes reach the commands it is given to as they are, whether or not they are
  /// UTF-8: the file a Latin-1 name names, not the one with U+FFFD in its place.
  @Suite("tfield choose: commands get an item's bytes", .serialized)
  struct TFieldItemBytes {
    @Test(
      "--preview 'cat {}' and execute-silent(cat {}) on caf\\xe9.txt read that file; Enter prints its bytes")
    func latin1Name() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        tmux.socketName + ".bytes")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      // The name as Latin-1 bytes, and the name the item would become with U+FFFD for its byte.
      let latin1 = Array("caf".utf8) + [0xE9] + Array(".txt".utf8)
      let wrong = directory.appendingPathComponent("caf\u{FFFD}.txt")
      try Data("WRONG FILE\n".utf8).write(to: wrong)
      let path = Array(directory.path.utf8) + [0x2F] + latin1 + [0]
      let created = path.withUnsafeBufferPointer {
        $0.withMemoryRebound(to: CChar.self) { creat($0.baseAddress!, 0o600) }
      }
      #expect(created >= 0)
      _ = "the Latin-1 file\n".withCString { write(created, $0, 17) }
      close(created)
      try startScript(
        "cd \(directory.path) && v=$(printf 'caf\\351.txt\\nplain.txt\\n' | \(tool) choose --preview 'cat {}' "
          + "--bind 'ctrl-y:execute-silent(cat {} > silent.out)'); s=$?; "
          + "printf 'VALUE:[%s] STATUS:%s\\n' \"$(printf %s \"$v\" | od -An -tx1 | tr -d ' \\n')\" \"$s\"",
        in: tmux)
      // The preview pane: the file the bytes name.
      try tmux.waitFor(text: "the Latin-1 file")
      #expect(!(try tmux.capture().contains { $0.contains("WRONG FILE") }))
      try tmux.sendKeys("C-y")
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[636166e92e747874] STATUS:0"))
      // execute-silent ran before the key was done: its file was written from the right one.
      let silent = try String(contentsOf: directory.appendingPathComponent("silent.out"), encoding: .utf8)
      #expect(silent == "the Latin-1 file\n")
    }
  }
}
