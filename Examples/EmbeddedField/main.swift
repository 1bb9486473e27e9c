// A program with its own ncurses screen (a border, a title, a status line) that puts a field in
// a region of it: the embedding API (`WindowPainter`, `ComponentDriver`) as a host uses it. It
// reads the terminal's bytes itself and feeds them to the driver; the field draws into a window
// of the host's screen; the host draws around it and calls `doupdate()`. When the field ends, the
// host's border and status line stay; a key quits, and the value goes to stdout.
//
//   swift run embedded-field
import FieldEngine
import TerminalFields

#if os(macOS)
  import CNCursesMacOS
  import Darwin
#else
  import CNCursesW
  import Glibc
#endif

/// Leaves with a message on stderr and exit status 2.
func fail(_ message: String) -> Never {
  let bytes = Array("embedded-field: \(message)\n".utf8)
  _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  exit(2)
}

setlocale(LC_ALL, "")
// The host's screen, on the terminal (not stdout, which carries the result).
guard let tty = fopen("/dev/tty", "r+"), let screen = newterm(nil, tty, tty) else { fail("no terminal") }
raw()
noecho()
nonl()
let descriptor = fileno(tty)
let host = tf_stdscr()!
var rows: Int32 = 0
var columns: Int32 = 0
tf_getmaxyx(host, &rows, &columns)

/// Writes text at a row and column of the host's window, as wide characters.
@MainActor func put(_ text: String, row: Int32, column: Int32) {
  let characters = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
  _ = characters.withUnsafeBufferPointer { mvwaddnwstr(host, row, column, $0.baseAddress, Int32($0.count)) }
}

/// The host's own drawing: a border with a title, and a status line above the bottom border.
@MainActor func drawHost(status: String) {
  werase(host)
  let inner = Int(columns) - 2
  put("┌" + String(repeating: "─", count: inner) + "┐", row: 0, column: 0)
  for row in 1..<rows - 1 {
    put("│", row: row, column: 0)
    put("│", row: row, column: columns - 1)
  }
  // The last cell of the screen is left alone: writing it would scroll some terminals.
  put("└" + String(repeating: "─", count: inner), row: rows - 1, column: 0)
  put(" Host program ", row: 0, column: 2)
  put("status: " + status, row: rows - 2, column: 2)
  wnoutrefresh(host)
}

// The region for the field: inside the border, above the status line.
guard rows >= 9, columns >= 24, let region = derwin(host, rows - 4, columns - 4, 1, 2) else {
  endwin()
  fail("the terminal is too small (24x9 at least)")
}
let painter = WindowPainter(window: OpaquePointer(region))

var name = Field(id: "name", label: "Name", validators: [.required])
name.rules.maxLength = 20
var driver = ComponentDriver(FormController(form: try! Form([name]), title: "Embedded field"))
driver.layout(in: Region(width: painter.size.width, height: painter.size.height))

@MainActor func repaint() {
  let typed = driver.component.form.focused.buffer.metrics.characters
  drawHost(status: "\(typed) typed; Enter to finish")
  // The field last, so that the cursor stays in it.
  painter.paint(driver.frame())
  doupdate()
}

repaint()
var buffer = [UInt8](repeating: 0, count: 4096)
while driver.status == .running {
  var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
  // poll(2) waits in milliseconds: until the driver's wake is due (rounded up), or for ever.
  let due = driver.wake.deadline
  let timeout = due.map { Int32(max(0, (($0 - .now) / .milliseconds(1)).rounded(.up))) } ?? -1
  let effects: ComponentEffects
  if poll(&ready, 1, timeout) > 0 {
    let count = read(descriptor, &buffer, buffer.count)
    effects = count > 0 ? driver.feed(buffer[0..<count], now: .now) : driver.send(.endOfInput)
  } else {
    effects = driver.wake(now: .now)
  }
  if effects.ended { break }
  if effects.redraw { clearok(tf_curscr(), true) }
  if effects.repaint { repaint() }
}

// The field has ended; the host's screen goes on.
werase(region)
wnoutrefresh(region)
let value = driver.component.value?.text("name")
drawHost(status: value.map { "submitted \"\($0)\"; a key quits" } ?? "no value; a key quits")
curs_set(0)
doupdate()
_ = read(descriptor, &buffer, 1)
endwin()
delscreen(screen)
fclose(tty)
if let value {
  print(value)
  exit(0)
}
exit(1)
