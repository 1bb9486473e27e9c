import FieldEngine
import FieldIO
import FieldKeys

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// How a component is shown on the terminal.
public enum Presentation: Equatable, Sendable {
  /// On the whole screen (the alternate screen), as dialog and whiptail do: what was on the
  /// screen comes back when it ends.
  case fullScreen
  /// In rows below the cursor on the normal screen, as readline, gum and fzf `--height` do:
  /// the lines above stay; when it ends, its rows are replaced by a transcript ("Name: value"),
  /// or with `clearsWhenDone` erased, the cursor back where it was.
  case inline(clearsWhenDone: Bool = false)
}

/// Runs a component on the terminal until it ends: a form, a prompt, a choice list, or any
/// `TerminalComponent`. It owns the terminal session and the one key decoder (a
/// `ComponentDriver`); the terminal is restored before `run` returns, on every way out, and
/// signals and crashes restore it through the session's handlers.
///
/// ```swift
/// let ended = try ComponentRunner.run(prompt, presentation: .inline())
/// ```
///
/// A message a frame showed cut (``Frame/cutMessages``) is written whole to standard error, a line
/// each, once the terminal is restored.
public enum ComponentRunner {
  /// Runs the component on the terminal and returns it as it ended.
  ///
  /// - Parameters:
  ///   - component: the form, prompt, list or other component to run.
  ///   - presentation: full screen (the default) or inline below the cursor.
  ///   - usesColor: whether colour roles are drawn as colours (where the terminal has them), or
  ///     as attributes; by default, colours unless NO_COLOR is set and not empty.
  ///   - deadline: when the component must have ended: then it ends timed out
  ///     (`ComponentStatus.timedOut`), keys typed but not yet read are discarded, and the terminal
  ///     is restored. Once less than ten seconds are left, the last row shows them. Nil waits for
  ///     ever.
  /// - Throws: `TerminalSessionError` when there is no usable terminal; nothing was changed then.
  public static func run<Component: TerminalComponent>(
    _ component: Component, presentation: Presentation = .fullScreen, usesColor: Bool? = nil,
    deadline: Deadline? = nil
  ) throws(TerminalSessionError) -> Component {
    let colors = usesColor ?? (getenv("NO_COLOR").map { String(cString: $0).isEmpty } ?? true)
    var driver = ComponentDriver(component)
    switch presentation {
    case .fullScreen:
      var screen = FullScreen(session: try TerminalSession(usesColor: colors))
      return loop(&driver, on: &screen, deadline: deadline)
    case .inline(let clears):
      driver.host.isInline = true
      var screen = InlineScreen(session: try InlineSession(usesColor: colors), clearsWhenDone: clears)
      return loop(&driver, on: &screen, deadline: deadline)
    }
  }

  /// The loop both presentations share.
  private static func loop<Component: TerminalComponent, Screen: RunnerScreen>(
    _ driver: inout ComponentDriver<Component>, on screen: inout Screen, deadline: Deadline?
  ) -> Component {
    screen.start(&driver.host)
    // The time left, once it shows: the frame carries it on its last row.
    var secondsShown = deadline?.secondsShown()
    // The messages a frame showed cut, whole, each once, for standard error at the end.
    var cutMessages: [String] = []
    func paint() {
      var frame = driver.frame()
      frame = secondsShown.map { frame.showingTimeLeft(seconds: $0) } ?? frame
      for message in frame.cutMessages where !cutMessages.contains(message) { cutMessages.append(message) }
      screen.paint(frame)
    }
    paint()
    // After the first paint: only reading needs the terminal's keys, and keys typed meanwhile wait
    // in the terminal's buffer.
    let limits = PasteLimits.current
    driver.decoder = KeyDecoder(
      terminfo: TerminalSession.terminfoKeys(), pasteCap: limits.cap, pasteTimeout: limits.timeout,
      detectsUnbracketedPaste: !TerminalSession.declaresBracketedPaste)
    var painted = driver.revision
    while !driver.host.isFinished {
      var timeout = driver.deadline.map { ($0 - .now).pollMilliseconds } ?? -1
      if let deadline {
        guard let wake = deadline.nextWake() else {
          driver.timeOut()
          screen.discardUnreadInput()
          break
        }
        timeout = timeout < 0 ? wake.pollMilliseconds : min(timeout, wake.pollMilliseconds)
      }
      switch screen.input.wait(timeoutMilliseconds: timeout, other: driver.wakeDescriptor) {
      case .bytes(let bytes): driver.feed(bytes, now: .now)
      case .endOfInput:
        // The terminal hung up: leave as if cancelled; nothing more can be typed.
        driver.endOfInput()
      case .woken: driver.wake(now: .now)
      case .nothing: driver.tick(now: .now)
      }
      if driver.host.isFinished { break }
      // Ctrl-Z: the terminal restored, the process stopped; after `fg` the screen is drawn anew.
      if driver.takeSuspendRequest() { screen.suspend() }
      // fzf's execute: the command has the terminal, then the screen is drawn anew; the rest of
      // a chain of actions, and the keys typed after the one that asked, come after it. The
      // component hears of its end at once (an editor's file is read back and removed), before
      // a deadline that passed meanwhile ends it.
      while let command = driver.takeCommandRequest() {
        screen.run(command)
        driver.commandRan()
        driver.wake(now: .now)
      }
      if driver.host.isFinished { break }
      var repaint = screen.takeRedrawRequest()
      if screen.checkResize() {
        screen.resize(&driver.host)
        repaint = true
      }
      if driver.takeRedrawRequest() {
        screen.requestFullRepaint()
        repaint = true
      }
      if driver.revision != painted && screen.refit(&driver.host) { repaint = true }
      if let seconds = deadline?.secondsShown(), seconds != secondsShown {
        secondsShown = seconds
        repaint = true
      }
      if repaint || driver.revision != painted {
        paint()
        painted = driver.revision
      }
    }
    screen.end(driver.host)
    for message in cutMessages {
      PlainTerminal.write(Array((VisibleText.visible(message, breaks: .spaces) + "\n").utf8), to: 2)
    }
    return driver.component
  }

  /// Milliseconds on the monotonic clock, the decoder's time.
  package static func now() -> UInt64 {
    SystemCalls.milliseconds()
  }
}

/// What the runner's loop needs of a presentation.
protocol RunnerScreen {
  /// Sizes the component for the screen and prepares the rows it draws in.
  mutating func start<Component: TerminalComponent>(_ component: inout ComponentHost<Component>)
  /// The terminal's input.
  var input: TerminalInput { get }
  /// True once after a continue from a stop: paint everything again.
  mutating func takeRedrawRequest() -> Bool
  /// True when the window changed size since the last call.
  mutating func checkResize() -> Bool
  /// Lays the component out for the new size.
  mutating func resize<Component: TerminalComponent>(_ component: inout ComponentHost<Component>)
  /// Gives the component the rows it now needs, when they changed (a dialog opened inline);
  /// true when it did.
  mutating func refit<Component: TerminalComponent>(_ component: inout ComponentHost<Component>) -> Bool
  func requestFullRepaint()
  /// Restores the terminal and stops the process until it is continued; the next
  /// `takeRedrawRequest()` is then true.
  func suspend()
  /// Runs a shell command a key asked for: on the terminal (program mode left, then back and a
  /// full redraw), or silently; waits for it.
  func run(_ command: ShellCommandRequest)
  func paint(_ frame: Frame)
  /// Discards what the terminal received and nobody read (keys typed as the time ran out), so it
  /// never reaches the shell.
  func discardUnreadInput()
  /// Restores the terminal; inline, leaves the component's transcript.
  mutating func end<Component: TerminalComponent>(_ component: ComponentHost<Component>)
}

/// The full-screen presentation: ncurses on the alternate screen.
struct FullScreen: RunnerScreen {
  let session: TerminalSession

  func start<Component: TerminalComponent>(_ component: inout ComponentHost<Component>) {
    component.resize(width: session.size.columns, height: session.size.rows)
  }
  var input: TerminalInput { session.input }
  func takeRedrawRequest() -> Bool { session.takeRedrawRequest() }
  func checkResize() -> Bool { session.checkResize() }
  func resize<Component: TerminalComponent>(_ component: inout ComponentHost<Component>) { start(&component) }
  func refit<Component: TerminalComponent>(_ component: inout ComponentHost<Component>) -> Bool { false }
  func requestFullRepaint() { session.requestFullRepaint() }
  func suspend() { session.suspend() }
  func run(_ command: ShellCommandRequest) { TerminalSession.run(command) }
  func paint(_ frame: Frame) { session.paint(frame) }
  func discardUnreadInput() { session.input.discardUnread() }
  func end<Component: TerminalComponent>(_ component: ComponentHost<Component>) { session.end() }
}

/// The inline presentation: the component's rows below the cursor, one column narrower than
/// the screen (the last column is never written).
struct InlineScreen: RunnerScreen {
  let session: InlineSession
  let clearsWhenDone: Bool

  /// The size the component is laid out for, and the region's height.
  private func layout<Component: TerminalComponent>(_ component: inout ComponentHost<Component>) -> Int {
    let screen = session.size
    let width = max(1, screen.columns - 1)
    let rows = min(screen.rows, max(1, component.inlineHeight(width: width, screenHeight: screen.rows)))
    component.resize(width: width, height: rows)
    return rows
  }

  func start<Component: TerminalComponent>(_ component: inout ComponentHost<Component>) {
    session.open(height: layout(&component))
  }
  var input: TerminalInput { session.input }
  func takeRedrawRequest() -> Bool { session.takeRedrawRequest() }
  func checkResize() -> Bool { session.checkResize() }
  func resize<Component: TerminalComponent>(_ component: inout ComponentHost<Component>) {
    session.reopen(height: layout(&component))
  }
  func refit<Component: TerminalComponent>(_ component: inout ComponentHost<Component>) -> Bool {
    let screen = session.size
    let rows = min(
      screen.rows,
      max(1, component.inlineHeight(width: max(1, screen.columns - 1), screenHeight: screen.rows)))
    guard rows != session.regionHeight else { return false }
    session.resize(height: layout(&component))
    return true
  }
  func requestFullRepaint() { session.requestFullRepaint() }
  func suspend() { session.suspend() }
  func run(_ command: ShellCommandRequest) { TerminalSession.run(command) }
  func paint(_ frame: Frame) { session.paint(frame) }
  func discardUnreadInput() { session.input.discardUnread() }
  func end<Component: TerminalComponent>(_ component: ComponentHost<Component>) {
    let transcript = component.transcript
    session.end(transcript: clearsWhenDone || transcript.isEmpty ? nil : transcript)
  }
}

/// The decoder's paste cap and timeout for a run. The environment can only lower them
/// (`TF_TEST_PASTE_CAP` bytes, `TF_TEST_PASTE_TIMEOUT_MS`), so the end-to-end tests can show a paste
/// over the cap or one that never ends without sending 16 MiB or waiting 2 s, against debug and
/// release builds alike; a larger value is ignored, so no environment lifts the limits.
enum PasteLimits {
  static var current: (cap: Int, timeout: UInt64) {
    let defaults = KeyDecoder()
    var cap = defaults.pasteCap
    var timeout = defaults.pasteTimeout
    if let text = getenv("TF_TEST_PASTE_CAP").map({ String(cString: $0) }), let value = Int(text), value > 0 {
      cap = min(cap, value)
    }
    if let text = getenv("TF_TEST_PASTE_TIMEOUT_MS").map({ String(cString: $0) }), let value = UInt64(text) {
      timeout = min(timeout, value)
    }
    return (cap, timeout)
  }
}
