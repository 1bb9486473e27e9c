import Foundation

/// A private tmux server with one pane: a real terminal emulator for end-to-end tests.
///
/// Each instance starts its own server (`tmux -L <unique name> -f /dev/null`) so that tests never
/// touch a user's tmux, and kills only that server in `deinit`. The pane runs `sh -c` with a
/// script built by ``start(_:term:width:height:)``: it prints a marker, runs the command, prints
/// `EXIT:<status>` and then runs `cat`, so the pane stays open and a paste after exit shows
/// whether bracketed paste was left on.
final class Tmux {
  /// What TERM the command sees.
  enum TerminalType {
    /// TERM set to this name.
    case named(String)
    /// TERM removed from the environment.
    case unset
  }

  /// An error of the harness itself (tmux failed, a wait timed out).
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The text printed before the command runs.
  static let beforeMarker = "BEFORE-COMMAND"
  private nonisolated(unsafe) static var counter = 0
  private static let counterLock = NSLock()

  let socketName: String
  /// Where the pane's shell writes `stty -a` before it runs the command.
  let settingsBeforePath: String

  init() {
    Self.counterLock.lock()
    Self.counter += 1
    let number = Self.counter
    Self.counterLock.unlock()
    socketName = "tf-e2e-\(getpid())-\(number)-\(UInt32.random(in: 0...UInt32.max))"
    settingsBeforePath =
      FileManager.default.temporaryDirectory.appendingPathComponent(socketName + ".stty").path
  }

  deinit {
    let socket = try? run(["display-message", "-p", "#{socket_path}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    _ = try? run(["kill-server"])
    try? FileManager.default.removeItem(atPath: settingsBeforePath)
    if let socket, !socket.isEmpty {
      try? FileManager.default.removeItem(atPath: socket)
    }
  }

  /// Starts the server with one `width` x `height` pane that runs `command` (a shell command
  /// line) in the test environment (`testEnvironment()`, which the server passes to its panes:
  /// LANG=C.UTF-8, SWIFT_BACKTRACE=enable=no, the programs' invariant checks on) with the given
  /// TERM.
  func start(_ command: String, term: TerminalType, width: Int = 60, height: Int = 12) throws {
    let termSetting =
      switch term {
      case .named(let name): "TERM=\(Self.quote(name))"
      case .unset: "-u TERM"
      }
    let script =
      "stty -a > \(Self.quote(settingsBeforePath)); printf '%s\\n' \(Self.beforeMarker); env \(termSetting) \(command); "
      + "printf 'EXIT:%s\\n' \"$?\"; exec cat"
    try run([
      "new-session", "-d", "-s", "probe", "-x", String(width), "-y", String(height), "sh", "-c", script,
    ])
  }

  /// Types text as it is (`send-keys -l`), even text that starts with `-`.
  func sendKeys(literal text: String) throws {
    try run(["send-keys", "-t", target, "-l", "--", text])
  }

  /// Presses named keys (`send-keys Escape`, `C-c`, `Enter`, …).
  func sendKeys(_ names: String...) throws {
    try sendKeys(names)
  }

  /// Presses named keys, in one `send-keys`.
  func sendKeys(_ names: [String]) throws {
    try run(["send-keys", "-t", target] + names)
  }

  /// Pastes text as a terminal does: bracketed when the program turned bracketed paste on.
  func paste(_ text: String) throws {
    try run(["set-buffer", "-b", "tf-paste", text])
    try run(["paste-buffer", "-p", "-r", "-d", "-b", "tf-paste", "-t", target])
  }

  /// Pastes a file's bytes as a terminal does (for pastes too large for a command line).
  func paste(contentsOf path: String) throws {
    try run(["load-buffer", "-b", "tf-paste", path])
    try run(["paste-buffer", "-p", "-r", "-d", "-b", "tf-paste", "-t", target])
  }

  /// The lines of the visible screen, trailing spaces removed.
  func capture() throws -> [String] {
    try run(["capture-pane", "-p", "-t", target]).components(separatedBy: "\n").dropLast().map { $0 }
  }

  /// The lines of the scrollback and the visible screen, trailing spaces removed.
  func captureWithHistory() throws -> [String] {
    try run(["capture-pane", "-p", "-S", "-", "-t", target]).components(separatedBy: "\n").dropLast().map {
      $0
    }
  }

  /// The lines of the visible screen with the escape sequences of their attributes and colours
  /// (`capture-pane -e`).
  func captureWithAttributes() throws -> [String] {
    try run(["capture-pane", "-p", "-e", "-t", target]).components(separatedBy: "\n").dropLast().map { $0 }
  }

  /// The cursor's column and row.
  func cursor() throws -> (x: Int, y: Int) {
    let fields = try display("#{cursor_x} #{cursor_y}").split(separator: " ").compactMap { Int($0) }
    guard fields.count == 2 else { throw Failure(description: "cannot read the cursor position") }
    return (fields[0], fields[1])
  }

  /// Whether the pane's keypad transmit mode (application cursor keys) is on.
  func keypadTransmitOn() throws -> Bool {
    try display("#{keypad_cursor_flag}") == "1"
  }

  /// Whether the pane shows the alternate screen.
  func alternateScreenOn() throws -> Bool {
    try display("#{alternate_on}") == "1"
  }

  /// The pane's tty device, e.g. /dev/pts/3.
  func paneTTY() throws -> String {
    try display("#{pane_tty}")
  }

  /// Waits until the program in the pane has read every byte sent to it: the pane's tty holds
  /// no unread input. The state to wait for before asserting that keys changed nothing, where
  /// the screen cannot show that they arrived. A program handles what it read before the next
  /// thing it reads or the next signal (a resize), so the keys have been handled when the
  /// test goes on.
  func waitUntilInputRead(timeout: Duration = .seconds(10)) throws {
    // A request answered by the server comes after it has written the keys it was sent.
    _ = try display("#{pane_id}")
    let device = try paneTTY()
    let descriptor = open(device, O_RDONLY | O_NOCTTY | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw Failure(description: "cannot open \(device): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while true {
      var unread: Int32 = 0
      guard ioctl(descriptor, UInt(FIONREAD), &unread) == 0 else {
        throw Failure(description: "FIONREAD on \(device): \(String(cString: strerror(errno)))")
      }
      if unread == 0 { return }
      if clock.now > deadline {
        throw Failure(description: "the program never read the last \(unread) bytes sent to it")
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
  }

  /// Resizes the window.
  func resize(width: Int, height: Int) throws {
    try run(["resize-window", "-t", target, "-x", String(width), "-y", String(height)])
  }

  /// `stty -a` as the pane's shell saw it just before the command started.
  func sttySettingsBefore() throws -> TerminalSettings {
    TerminalSettings(sttyOutput: try String(contentsOfFile: settingsBeforePath, encoding: .utf8))
  }

  /// The output of `stty -a` for the pane's tty, read from outside the pane.
  func sttySettings() throws -> TerminalSettings {
    let output = try Self.execute("/usr/bin/env", ["stty", "-a", "-F", try paneTTY()])
    return TerminalSettings(sttyOutput: output)
  }

  /// Polls the screen every 20 ms until a line contains `text`; returns the screen.
  @discardableResult
  func waitFor(text: String, timeout: Duration = .seconds(10)) throws -> [String] {
    try waitFor(timeout: timeout, "\"\(text)\" on the screen") { screen in
      screen.contains { $0.contains(text) }
    }
  }

  /// Polls the screen every 20 ms until `condition` holds on a settled screen (two captures
  /// 20 ms apart alike, the cursor in the same place); returns the screen. A screen can reach
  /// tmux in more than one write (a program's, or the terminal's own), so the first capture that
  /// matches may show half of it: what a test reads next must be what the program finished
  /// drawing.
  @discardableResult
  func waitFor(
    timeout: Duration = .seconds(10), _ what: String, _ condition: ([String]) throws -> Bool
  ) throws -> [String] {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var matched: (screen: [String], x: Int, y: Int)? = nil
    while true {
      let screen = try capture()
      if try condition(screen) {
        let cursor = try self.cursor()
        if let matched, matched.screen == screen, matched.x == cursor.x, matched.y == cursor.y {
          return screen
        }
        matched = (screen, cursor.x, cursor.y)
      } else {
        matched = nil
      }
      if clock.now > deadline {
        throw Failure(
          description: "timed out waiting for \(what); the screen was:\n" + screen.joined(separator: "\n"))
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
  }

  /// Waits for the command to finish and returns its exit status (128+n for signal n).
  func exitStatus(timeout: Duration = .seconds(10)) throws -> Int {
    let screen = try waitFor(text: "EXIT:", timeout: timeout)
    let line = screen.last { $0.contains("EXIT:") }!
    let digits = line.split(separator: ":").last.map(String.init) ?? ""
    guard let status = Int(digits.trimmingCharacters(in: .whitespaces)) else {
      throw Failure(description: "cannot read the exit status from \(line)")
    }
    return status
  }

  /// Whether the pane's cursor is visible (a program may have hidden it).
  func cursorVisible() throws -> Bool {
    try display("#{cursor_flag}") == "1"
  }

  /// The pid of the pane's first process (the `sh` that runs the command).
  func shellPID() throws -> Int32 {
    guard let pid = Int32(try display("#{pane_pid}")) else {
      throw Failure(description: "cannot read the pane's pid")
    }
    return pid
  }

  /// The pid of the newest process named `name` that descends from the pane's shell: this pane's
  /// own, never the same program started by another test or another checkout's tests on the
  /// machine (a signal sent by name alone would reach those).
  func descendant(named name: String) throws -> Int32 {
    var parents: [Int32: Int32] = [:]
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
      guard let pid = Int32(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, let parent = Int32(fields[1]) { parents[pid] = parent }
    }
    let shell = try shellPID()
    func descends(_ pid: Int32) -> Bool {
      var current = pid
      for _ in 0..<8 {
        guard let parent = parents[current] else { return false }
        if parent == shell { return true }
        current = parent
      }
      return false
    }
    let named = parents.keys.filter { pid in
      let comm = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? ""
      return comm.trimmingCharacters(in: .whitespacesAndNewlines) == name && descends(pid)
    }
    guard let newest = named.max() else {
      throw Failure(description: "no \(name) process under the pane's shell \(shell)")
    }
    return newest
  }

  private var target: String { "probe:0.0" }

  private func display(_ format: String) throws -> String {
    try run(["display-message", "-p", "-t", target, format]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @discardableResult
  private func run(_ arguments: [String]) throws -> String {
    try Self.execute("/usr/bin/env", ["tmux", "-L", socketName, "-f", "/dev/null"] + arguments)
  }

  /// Single-quoted for sh.
  static func quote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// Runs a program with the test environment and returns its stdout; throws on failure.
  static func execute(_ path: String, _ arguments: [String]) throws -> String {
    let result = try spawn([path] + arguments, environment: testEnvironment())
    guard result.status == 0 else {
      throw Failure(description: "\(arguments.joined(separator: " ")) failed: \(result.errors)")
    }
    return result.output
  }
}
