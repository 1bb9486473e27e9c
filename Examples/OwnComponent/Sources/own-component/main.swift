// A program of its own with a component of its own (ToDoList), run three ways:
//
//   own-component              full screen (ComponentRunner)
//   own-component --inline     inline below the cursor (ComponentRunner)
//   own-component --embedded   in the program's own loop: raw mode on the terminal, a
//                              ComponentDriver fed its bytes, each frame drawn into a fixed
//                              region with plain escape sequences (no curses)
//
// `a` opens a prompt over the list for a new item; Enter ends with the items, printed on stdout
// a line each; Escape cancels (nothing on stdout, exit status 1).
import TerminalFields

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// Leaves with a message on stderr and exit status 2.
func fail(_ message: String) -> Never {
  writeAll(2, "own-component: \(message)\n")
  exit(2)
}

/// Writes all of `text` to `descriptor`.
func writeAll(_ descriptor: Int32, _ text: String) {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if written < 0 && errno == EINTR { continue }
    guard written > 0 else { return }
    bytes = bytes.dropFirst(written)
  }
}

let arguments = CommandLine.arguments.dropFirst()
let ended: ToDoList
do {
  switch arguments.first {
  case nil: ended = try await ComponentRunner.run(ToDoList())
  case "--inline": ended = try await ComponentRunner.run(ToDoList(), presentation: .inline())
  case "--embedded": ended = try runEmbedded(ToDoList())
  case let other?: fail("unknown argument \(other); use --inline or --embedded")
  }
} catch {
  fail("\(error)")
}

switch ended.status {
case .submitted(let items):
  for item in items { print(item) }
default:
  exit(1)
}
