import TerminalFields

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// The program's own screen: a title on the first row, and the component in a region below it.
struct ScreenArea {
  var top = 3
  var left = 3
  var width = 50
  var height = 12
}

/// Runs `component` in the program's own loop on /dev/tty and returns it as it ended.
func runEmbedded<Component: TerminalComponent>(_ component: Component) throws -> Component {
  let tty = open("/dev/tty", O_RDWR)
  guard tty >= 0 else { fail("no terminal") }
  defer { close(tty) }
  var saved = termios()
  guard tcgetattr(tty, &saved) == 0 else { fail("not a terminal") }
  var raw = saved
  cfmakeraw(&raw)
  tcsetattr(tty, TCSAFLUSH, &raw)
  // The alternate screen, cleared; the program's own title on row 1.
  writeAll(tty, "\u{1B}[?1049h\u{1B}[2J\u{1B}[1;1HOwn loop: a component in rows 3-14")
  defer {
    writeAll(tty, "\u{1B}[?25h\u{1B}[?1049l")
    tcsetattr(tty, TCSAFLUSH, &saved)
  }

  let area = ScreenArea()
  var driver = ComponentDriver(component)
  driver.layout(in: Region(width: area.width, height: area.height))
  paint(driver.frame(), in: area, on: tty)

  var buffer = [UInt8](repeating: 0, count: 4096)
  while driver.status == .running {
    // Wait for input, or until the driver's wake is due (a lone Escape waits for what follows).
    var timeout: Int32 = -1
    if let deadline = driver.wake.deadline {
      let left = ContinuousClock.now.duration(to: deadline)
      let (seconds, attoseconds) = left.components
      timeout = max(0, Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000) + 1)
    }
    var waiting = pollfd(fd: tty, events: Int16(POLLIN), revents: 0)
    let ready = poll(&waiting, 1, timeout)
    if ready < 0 && errno == EINTR { continue }
    let effects: ComponentEffects
    if ready > 0 {
      let count = buffer.withUnsafeMutableBytes { read(tty, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      effects = count <= 0 ? driver.send(.endOfInput) : driver.feed(buffer[..<count], now: .now)
    } else {
      effects = driver.wake(now: .now)
    }
    // Suspending (effects.suspend) is left out: this program does not suspend.
    if effects.ended { break }
    if effects.redraw {
      writeAll(tty, "\u{1B}[2J\u{1B}[1;1HOwn loop: a component in rows 3-14")
    }
    if effects.repaint { paint(driver.frame(), in: area, on: tty) }
  }
  return driver.component
}

/// Draws a frame's text into the region, row by row, and puts the cursor where the frame has it.
func paint(_ frame: Frame, in region: ScreenArea, on tty: Int32) {
  var output = "\u{1B}[?25l"
  for (row, line) in frame.textGrid().enumerated() where row < region.height {
    // Each row from the region's left edge, the rest of the terminal's row erased.
    output += "\u{1B}[\(region.top + row);\(region.left)H\u{1B}[K" + line
  }
  if let cursor = frame.cursor {
    output += "\u{1B}[\(region.top + cursor.row);\(region.left + cursor.column)H\u{1B}[?25h"
  }
  writeAll(tty, output)
}
