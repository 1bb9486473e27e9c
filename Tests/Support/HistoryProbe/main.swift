import FieldEngine
import FieldTerminal

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

// tf-history-probe: the history file store driven from outside, for tests that need processes
// of their own: two appending at once, a reader without permission.
//
//   tf-history-probe append FILE SIZE PREFIX COUNT   appends PREFIX-1 … PREFIX-COUNT, one process
//   tf-history-probe load FILE SIZE [--as-nobody]     reads the file as a field would; prints
//                                                     "entries: N", "newest: …", "report: …"
// With --as-nobody, a process running as root first becomes the user nobody (65534), so a test
// run as root can still see a file it may not read.

func fail(_ message: String) -> Never {
  let line = "tf-history-probe: \(message)\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
  exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, let size = Int(arguments[2]) else {
  fail("usage: append FILE SIZE PREFIX COUNT | load FILE SIZE [--as-nobody]")
}
let file = HistoryFile(path: arguments[1], size: size)
switch arguments[0] {
case "append":
  guard arguments.count == 5, let count = Int(arguments[4]) else { fail("append FILE SIZE PREFIX COUNT") }
  for index in 1...count {
    do {
      _ = try file.append("\(arguments[3])-\(index)")
    } catch {
      fail(error.message)
    }
  }
case "load":
  if arguments.dropFirst(3).contains("--as-nobody") && getuid() == 0 {
    guard setgid(65534) == 0, setuid(65534) == 0 else { fail("cannot become nobody") }
  }
  var history = FieldHistory()
  var load = file.load()
  while !load.step({ history.appendOlder(utf8: $0) }) {}
  print("entries: \(history.count)")
  print("newest: \(history.count > 0 ? history[0] : "")")
  print("report: \(load.report ?? "")")
default:
  fail("unknown command \(arguments[0])")
}
