import FieldEngine
import FieldIO

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

// tf-history-probe: the history file store driven from outside, for tests that need processes
// of their own: several appending at once, a reader without permission, another program
// writing the file as docs/history.md says (`flock FILE -c 'echo x >> FILE'`).
//
//   tf-history-probe append FILE SIZE PREFIX COUNT [--as-nobody] [--reads]
//                                           appends PREFIX-1 … PREFIX-COUNT, one process; prints
//                                           each warning; with --reads, "read: N", the bytes
//                                           the process read (Linux's /proc/self/io rchar)
//   tf-history-probe load FILE SIZE [--as-nobody]
//                                           reads the file as a field would; prints
//                                           "entries: N", "newest: …", "report: …"
//   tf-history-probe echo FILE SIZE PREFIX COUNT
//                                           appends PREFIX-1 … as `flock FILE -c 'echo … >> FILE'`
//                                           does: opens FILE, locks it, then appends through
//                                           the path (SIZE is not used)
// With --as-nobody, a process running as root first becomes the user nobody (65534), so a test
// run as root can still see a file it may not read or a folder it may not write.

func fail(_ message: String) -> Never {
  let line = "tf-history-probe: \(message)\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
  exit(2)
}

/// The bytes this process read with `read` and `pread`, from /proc/self/io.
func bytesRead() -> String {
  guard let file = fopen("/proc/self/io", "r") else { return "unknown" }
  defer { fclose(file) }
  var line = [CChar](repeating: 0, count: 256)
  while fgets(&line, Int32(line.count), file) != nil {
    let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if text.hasPrefix("rchar: ") { return String(text.dropFirst(7).prefix { $0.isNumber }) }
  }
  return "unknown"
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, let size = Int(arguments[2]) else {
  fail("usage: append FILE SIZE PREFIX COUNT | load FILE SIZE | echo FILE SIZE PREFIX COUNT")
}
if arguments.dropFirst(3).contains("--as-nobody") && getuid() == 0 {
  guard setgid(65534) == 0, setuid(65534) == 0 else { fail("cannot become nobody") }
}
let file = HistoryFile(path: arguments[1], size: size)
switch arguments[0] {
case "append":
  guard arguments.count >= 5, let count = Int(arguments[4]) else { fail("append FILE SIZE PREFIX COUNT") }
  let before = bytesRead()
  for index in 1...count {
    do {
      if let warning = HistoryFile.warning(for: .success(try file.append("\(arguments[3])-\(index)"))) {
        print("warning: \(warning)")
      }
    } catch {
      fail(error.message)
    }
  }
  if arguments.contains("--reads"), let start = Int(before), let end = Int(bytesRead()) {
    print("read: \(end - start)")
  }
case "echo":
  guard arguments.count == 5, let count = Int(arguments[4]) else { fail("echo FILE SIZE PREFIX COUNT") }
  for index in 1...count {
    let lock = open(arguments[1], O_RDONLY | O_CREAT | O_CLOEXEC, 0o600)
    guard lock >= 0, flock(lock, LOCK_EX) == 0 else { fail("cannot lock \(arguments[1])") }
    let output = open(arguments[1], O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    guard output >= 0 else { fail("cannot open \(arguments[1])") }
    let line = Array("\(arguments[3])-\(index)\n".utf8)
    guard write(output, line, line.count) == line.count else { fail("cannot write") }
    close(output)
    close(lock)
  }
case "load":
  var history = FieldHistory()
  var load = file.load()
  while !load.step({ history.appendOlder(utf8: $0) }) {}
  print("entries: \(history.count)")
  print("newest: \(history.count > 0 ? history[0] : "")")
  print("report: \(load.report ?? "")")
default:
  fail("unknown command \(arguments[0])")
}
