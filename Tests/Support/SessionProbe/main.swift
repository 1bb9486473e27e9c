// tf-session-probe: test support for the end-to-end tests, not a tool for users.
//
// It opens a TerminalSession and paints a small frame: a title with its pid, the sample text
// "日本 👍🏽 é" with the cursor just after it, the number of bytes read so far, the bytes of the last
// read in hex, and how many times it redrew after a stop. Keys: "q" ends and exits 0; Ctrl-C (byte
// 3 in raw mode) ends and exits 130; "!" crashes on purpose (fatalError) and "@" overflows the
// stack (SIGSEGV at the guard page, where no handler can run on the thread's own stack) so that
// the crash paths can be tested. When the session cannot start it prints the reason on stderr and
// exits 2.
//
// `tf-session-probe --break-a-field` opens no terminal: it edits a field whose rule changes its
// mind, which only the invariant checks notice (TF_CHECK_INVARIANTS=1 stops it, naming the broken
// rule; without the variable it prints "unchecked" and exits 0).
import FieldEngine
import TerminalFields

#if os(macOS)
  import CNCursesMacOS
  import Darwin
#else
  import CNCursesW
  import Glibc
#endif

let sample = "日本 👍🏽 é"

/// Writes a line to stderr (the C global `stderr` is not usable from Swift 6).
func printError(_ message: String) {
  let bytes = Array("tf-session-probe: \(message)\n".utf8)
  _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

/// The cells a character takes: the C library's wcwidth summed over its scalars.
func cellWidth(_ character: Character) -> Int {
  character.unicodeScalars.reduce(0) { $0 + max(0, Int(tf_wcwidth(wchar_t(bitPattern: $1.value)))) }
}

struct ProbeState {
  var total = 0
  var lastRead: [UInt8] = []
  var redraws = 0
  var resizes = 0

  func frame(rows: Int, columns: Int) -> Frame {
    let sampleWidth = sample.reduce(0) { $0 + cellWidth($1) }
    var frame = Frame(width: columns, height: rows, cursor: Position(row: 1, column: sampleWidth))
    frame.put("tf-session-probe pid \(getpid())", row: 0, column: 0, style: .bold)
    frame.put(sample, row: 1, column: 0, role: .focus)
    frame.put("read \(total) bytes", row: 2, column: 0)
    let hex = lastRead.map { byte in
      let digits = String(byte, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    frame.put("hex " + hex.joined(separator: " "), row: 3, column: 0)
    frame.put("redraws \(redraws) resizes \(resizes) size \(rows)x\(columns)", row: 4, column: 0)
    frame.put("q quits, ctrl-c interrupts, ! crashes, @ overflows the stack", row: 5, column: 0, role: .hint)
    return frame
  }
}

/// Types "a" into a field whose custom rule permits it, then makes the rule refuse it: the text
/// now breaks a rule, which only the invariant checks see at the next edit (a move).
func breakAField() -> Never {
  final class Flip: @unchecked Sendable { var refusesA = false }
  let flip = Flip()
  let rule = CharacterRule.custom("no a after the first") { $0 != "a" || !flip.refusesA }
  var field = Field(id: "probe", rules: FieldRules(characterRules: [rule]))
  field.apply(.insert("a"))
  flip.refusesA = true
  field.apply(.move(.start))
  print("unchecked: \(field.text)")
  exit(0)
}

if CommandLine.arguments.dropFirst().first == "--break-a-field" { breakAField() }

/// Recurses until the stack runs out: each call keeps a frame that the next one needs.
@inline(never) func overflowTheStack(_ depth: Int) -> Int {
  var frame = (depth, depth &* 3, depth &* 5, depth &* 7)
  return withUnsafeMutablePointer(to: &frame) { overflowTheStack($0.pointee.0 &+ 1) &+ $0.pointee.3 }
}

let session: TerminalSession
do {
  session = try TerminalSession()
} catch {
  printError("\(error)")
  exit(2)
}

var state = ProbeState()
@MainActor func repaint() {
  let size = session.size
  session.paint(state.frame(rows: size.rows, columns: size.columns))
}

repaint()
while true {
  var changed = false
  if session.takeRedrawRequest() {
    state.redraws += 1
    changed = true
  }
  if session.checkResize() {
    state.resizes += 1
    changed = true
  }
  if changed { repaint() }
  guard let bytes = session.readBytes(timeoutMilliseconds: 500) else { continue }
  if bytes.isEmpty {
    session.end()
    exit(1)
  }
  state.total += bytes.count
  state.lastRead = bytes
  if bytes.contains(3) {
    session.end()
    exit(130)
  }
  if bytes.contains(UInt8(ascii: "q")) {
    session.end()
    exit(0)
  }
  if bytes.contains(UInt8(ascii: "!")) {
    fatalError("deliberate crash requested with '!'")
  }
  if bytes.contains(UInt8(ascii: "@")) {
    print(overflowTheStack(0))
  }
  repaint()
}
