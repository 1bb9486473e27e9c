#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// Runs a component on the terminal until it ends: a form, a prompt, a choice list, or any
/// `TerminalComponent`. It owns the `TerminalSession` and the one key decoder (a
/// `ComponentDriver`); the terminal is restored before `run` returns, on every way out, and
/// signals and crashes restore it through the session's handlers.
public enum ComponentRunner {
  /// Runs the component on the terminal and returns it as it ended.
  ///
  /// - Throws: `TerminalSessionError` when there is no usable terminal; nothing was changed then.
  public static func run<Component: TerminalComponent>(_ component: Component) throws(TerminalSessionError)
    -> Component
  {
    var driver = ComponentDriver(component)
    let session = try TerminalSession()
    defer { session.end() }
    var size = session.size
    driver.component.resize(width: size.columns, height: size.rows)
    session.paint(driver.component.frame())
    // After the first paint: only reading needs the terminal's keys, and keys typed meanwhile wait
    // in the terminal's buffer.
    let limits = PasteLimits.current
    driver.decoder = KeyDecoder(
      terminfo: session.terminfoKeys(), pasteCap: limits.cap, pasteTimeout: limits.timeout,
      detectsUnbracketedPaste: !session.declaresBracketedPaste)
    var painted = driver.component.revision
    while !driver.component.isFinished {
      let timeout = driver.deadline.map { Int32(clamping: max(0, Int64($0) - Int64(now()))) } ?? -1
      if let bytes = session.readBytes(timeoutMilliseconds: timeout) {
        // End of input (the terminal hung up): leave as if cancelled; nothing more can be typed.
        guard !bytes.isEmpty else {
          driver.endOfInput()
          break
        }
        driver.feed(bytes, now: now())
      } else {
        driver.tick(now: now())
      }
      var repaint = session.takeRedrawRequest()
      if session.checkResize() {
        size = session.size
        driver.component.resize(width: size.columns, height: size.rows)
      }
      if driver.component.takeRedrawRequest() {
        session.requestFullRepaint()
        repaint = true
      }
      if repaint || driver.component.revision != painted {
        session.paint(driver.component.frame())
        painted = driver.component.revision
      }
    }
    return driver.component
  }

  /// Milliseconds on the monotonic clock, the decoder's time.
  public static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1000 + UInt64(time.tv_nsec) / 1_000_000
  }
}

/// The decoder's paste cap and timeout for a run. Debug builds take smaller ones from the
/// environment (`TF_TEST_PASTE_CAP` bytes, `TF_TEST_PASTE_TIMEOUT_MS`), so the end-to-end tests can
/// show a paste over the cap or one that never ends without sending 16 MiB or waiting 2 s; release
/// builds always use the decoder's defaults.
enum PasteLimits {
  static var current: (cap: Int, timeout: UInt64) {
    let defaults = KeyDecoder()
    var cap = defaults.pasteCap
    var timeout = defaults.pasteTimeout
    #if DEBUG
      if let text = getenv("TF_TEST_PASTE_CAP").map({ String(cString: $0) }), let value = Int(text), value > 0
      {
        cap = value
      }
      if let text = getenv("TF_TEST_PASTE_TIMEOUT_MS").map({ String(cString: $0) }), let value = UInt64(text)
      {
        timeout = value
      }
    #endif
    return (cap, timeout)
  }
}
