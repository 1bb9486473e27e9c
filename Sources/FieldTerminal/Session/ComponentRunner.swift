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
/// `TerminalComponent`. It owns the terminal session and drives the component through a
/// ``ComponentDriver``, acting in one place on the effects each event has (paint, repaint the
/// whole terminal, suspend, run a command). The terminal is restored before `run` returns, on
/// every way out, and signals and crashes restore it through the session's handlers.
///
/// ```swift
/// let prompt = PromptController(title: "Name", question: "Who are you?", field: Field(id: "name"))
/// let ended = try await ComponentRunner.run(prompt, presentation: .inline())
/// ```
///
/// `run` is `async`; code that is not (a swift-argument-parser `ParsableCommand`'s `run()`) runs a
/// component with ``ComponentRunner/Blocking/run(_:presentation:usesColor:deadline:)``, which
/// blocks the calling thread instead.
///
/// A message a frame showed cut (``Frame/cutMessages``) is written whole to standard error, a line
/// each, once the terminal is restored.
public enum ComponentRunner {
  /// Runs the component as ``Blocking/run(_:presentation:usesColor:deadline:)`` does, until it ends or
  /// `stop` is given (from any thread): then it ends as when the terminal hangs up (cancelled,
  /// unless it ends otherwise on ``ComponentEvent/endOfInput``), keys typed but not yet read are
  /// discarded, and the terminal is restored.
  package static func run<Component: TerminalComponent>(
    _ component: Component, presentation: Presentation = .fullScreen, usesColor: Bool? = nil,
    theme: Theme? = nil, deadline: Deadline? = nil, stop: WakeSignal?
  ) throws(TerminalSessionError) -> Component {
    let colors = usesColor ?? (getenv("NO_COLOR").map { String(cString: $0).isEmpty } ?? true)
    let theme = theme ?? component.theme
    var driver = ComponentDriver(component)
    switch presentation {
    case .fullScreen:
      var screen = FullScreen(session: try TerminalSession(usesColor: colors, theme: theme))
      return loop(&driver, on: &screen, deadline: deadline, stop: stop)
    case .inline(let clears):
      var screen = InlineScreen(
        session: try InlineSession(usesColor: colors, theme: theme), clearsWhenDone: clears)
      return loop(&driver, on: &screen, deadline: deadline, stop: stop)
    }
  }

  /// The loop both presentations share: it waits for the terminal, the component's wake and
  /// `stop`, hands the driver what came, and acts on the effects.
  private static func loop<Component: TerminalComponent, Screen: RunnerScreen>(
    _ driver: inout ComponentDriver<Component>, on screen: inout Screen, deadline: Deadline?,
    stop: WakeSignal?
  ) -> Component {
    screen.start(&driver)
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
    running: while driver.status == .running {
      let wake = driver.wake
      var timeout = wake.deadline.map { ($0 - .now).pollMilliseconds } ?? -1
      if let deadline {
        guard let next = deadline.nextWake() else {
          driver.send(.timeOut)
          screen.discardUnreadInput()
          break
        }
        timeout = timeout < 0 ? next.pollMilliseconds : min(timeout, next.pollMilliseconds)
      }
      let polled = wake.descriptors + (stop.map { [$0.descriptor] } ?? [])
      let effects: ComponentEffects
      switch screen.input.wait(timeoutMilliseconds: timeout, other: polled) {
      case .bytes(let bytes): effects = driver.feed(bytes, now: .now)
      // The terminal hung up: leave as if cancelled; nothing more can be typed.
      case .endOfInput: effects = driver.send(.endOfInput)
      case .woken, .nothing:
        if let stop, stop.isGiven {
          driver.send(.endOfInput)
          screen.discardUnreadInput()
          break running
        }
        effects = driver.wake(now: .now)
      }
      guard act(on: effects, &driver, on: &screen) else { break }
      var repaint = effects.repaint
      if screen.takeRedrawRequest() { repaint = true }
      if screen.checkResize() {
        screen.resize(&driver)
        repaint = true
      }
      if let seconds = deadline?.secondsShown(), seconds != secondsShown {
        secondsShown = seconds
        repaint = true
      }
      if repaint { paint() }
    }
    screen.end(driver)
    for message in cutMessages {
      PlainTerminal.write(Array((VisibleText.visible(message, breaks: .spaces) + "\n").utf8), to: 2)
    }
    return driver.component
  }

  /// Does what an event's effects ask: suspends (Ctrl-Z: the terminal restored, the process
  /// stopped; after `fg` the screen is drawn anew); runs the commands asked for (fzf's
  /// `execute`: the command has the terminal, then the screen is drawn anew; the rest of a chain
  /// of actions and the keys typed after the one that asked come after it, and the component
  /// hears of its end at once, before a deadline that passed meanwhile ends it); repaints the
  /// whole terminal (Ctrl-L); gives an inline component the rows it now needs. False when the
  /// component has ended.
  private static func act<Component: TerminalComponent, Screen: RunnerScreen>(
    on effects: ComponentEffects, _ driver: inout ComponentDriver<Component>, on screen: inout Screen
  ) -> Bool {
    var effects = effects
    if effects.ended { return false }
    if effects.suspend { screen.suspend() }
    if effects.bell { screen.bell() }
    while let command = effects.command {
      screen.run(command)
      effects.command = nil
      effects = effects.then(driver.commandRan(now: .now))
    }
    if effects.ended { return false }
    if effects.redraw { screen.requestFullRepaint() }
    if effects.repaint { screen.refit(&driver) }
    return true
  }

  /// Milliseconds on the monotonic clock, the decoder's time.
  package static func now() -> UInt64 {
    SystemCalls.milliseconds()
  }
}

/// What the runner's loop needs of a presentation.
protocol RunnerScreen {
  /// Lays the component out for the screen and prepares the rows it draws in.
  mutating func start<Component: TerminalComponent>(_ driver: inout ComponentDriver<Component>)
  /// The terminal's input.
  var input: TerminalInput { get }
  /// True once after a continue from a stop: paint everything again.
  mutating func takeRedrawRequest() -> Bool
  /// True when the window changed size since the last call.
  mutating func checkResize() -> Bool
  /// Lays the component out for the new size.
  mutating func resize<Component: TerminalComponent>(_ driver: inout ComponentDriver<Component>)
  /// Gives the component the rows it now needs, when they changed (a dialog opened inline).
  mutating func refit<Component: TerminalComponent>(_ driver: inout ComponentDriver<Component>)
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
  mutating func end<Component: TerminalComponent>(_ driver: ComponentDriver<Component>)
}

extension RunnerScreen {
  /// Rings the terminal's bell: BEL, the one control byte written for a user's asking (`bell`).
  func bell() { input.write([0x07]) }
}

/// The full-screen presentation: ncurses on the alternate screen.
struct FullScreen: RunnerScreen {
  let session: TerminalSession

  func start<Component: TerminalComponent>(_ driver: inout ComponentDriver<Component>) {
    driver.layout(in: Region(width: session.size.columns, height: session.size.rows))
  }
  var input: TerminalInput { session.input }
  func takeRedrawRequest() -> Bool { session.takeRedrawRequest() }
  func checkResize() -> Bool { session.checkResize() }
  func resize<Component: TerminalComponent>(_ driver: inout ComponentDriver<Component>) { start(&driver) }
  func refit<Component: TerminalComponent>(_ driver: inout ComponentDriver<Component>) {}
  func requestFullRepaint() { session.requestFullRepaint() }
  func suspend() { session.suspend() }
  func run(_ command: ShellCommandRequest) { TerminalSession.run(command) }
  func paint(_ frame: Frame) { session.paint(frame) }
  func discardUnreadInput() { session.input.discardUnread() }
  func end<Component: TerminalComponent>(_ driver: ComponentDriver<Component>) { session.end() }
}

/// The inline presentation: the component's rows below the cursor, one column narrower than
/// the screen (the last column is never written).
struct InlineScreen: RunnerScreen {
  let session: InlineSession
  let clearsWhenDone: Bool

  /// The rows the component needs now, at most the screen's.
  private func rows<Component: TerminalComponent>(_ driver: ComponentDriver<Component>) -> Int {
    let screen = session.size
    return min(
      screen.rows, max(1, driver.inlineHeight(width: max(1, screen.columns - 1), screenHeight: screen.rows)))
  }

  /// Lays the component out inline for the rows it needs; the region's height.
  private func layout<Component: TerminalComponent>(_ driver: inout ComponentDriver<Component>) -> Int {
    let height = rows(driver)
    driver.layout(in: Region(width: max(1, session.size.columns - 1), height: height, isInline: true))
    return height
  }

  func start<Component: TerminalComponent>(_ driver: inout ComponentDriver<Component>) {
    session.open(height: layout(&driver))
  }
  var input: TerminalInput { session.input }
  func takeRedrawRequest() -> Bool { session.takeRedrawRequest() }
  func checkResize() -> Bool { session.checkResize() }
  func resize<Component: TerminalComponent>(_ driver: inout ComponentDriver<Component>) {
    session.reopen(height: layout(&driver))
  }
  func refit<Component: TerminalComponent>(_ driver: inout ComponentDriver<Component>) {
    guard rows(driver) != session.regionHeight else { return }
    session.resize(height: layout(&driver))
  }
  func requestFullRepaint() { session.requestFullRepaint() }
  func suspend() { session.suspend() }
  func run(_ command: ShellCommandRequest) { TerminalSession.run(command) }
  func paint(_ frame: Frame) { session.paint(frame) }
  func discardUnreadInput() { session.input.discardUnread() }
  func end<Component: TerminalComponent>(_ driver: ComponentDriver<Component>) {
    let transcript = driver.component.transcript
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

extension ComponentRunner {
  /// ``ComponentRunner``'s `run` for code that is not `async`: it blocks the calling thread until
  /// the component has ended. Unavailable from `async` code, where it would hold a thread of the
  /// cooperative pool while the user thinks (top-level code that awaits anything is `async`).
  ///
  /// ```swift
  /// func askName() throws -> String? {
  ///   let prompt = PromptController(title: "Name", question: "Who are you?", field: Field(id: "name"))
  ///   return try ComponentRunner.Blocking.run(prompt, presentation: .inline()).value
  /// }
  /// ```
  public enum Blocking {
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
    @available(*, noasync, message: "from async code, await ComponentRunner.run")
    public static func run<Component: TerminalComponent>(
      _ component: Component, presentation: Presentation = .fullScreen, usesColor: Bool? = nil,
      deadline: Deadline? = nil
    ) throws(TerminalSessionError) -> Component {
      try ComponentRunner.run(
        component, presentation: presentation, usesColor: usesColor, deadline: deadline, stop: nil)
    }
  }
}
