#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// The interactive loop: a `TerminalSession` feeding a `TerminalComponent` (a form, a prompt, a
/// choice list) until it is finished. The terminal is restored before `run` returns, on every
/// way out; signals and crashes restore it through the session's handlers.
public enum FormRunner {
  /// Runs the component on the terminal and returns it as it ended.
  ///
  /// - Throws: `TerminalSessionError` when there is no usable terminal; nothing was changed then.
  public static func run<Component: TerminalComponent>(_ controller: Component) throws -> Component {
    var controller = controller
    let session = try TerminalSession()
    defer { session.end() }
    var size = session.size
    controller.resize(width: size.columns, height: size.rows)
    session.paint(controller.frame())
    // After the first paint: only reading needs the terminal's keys, and keys typed meanwhile wait
    // in the terminal's buffer.
    controller.decoder = KeyDecoder(
      terminfo: session.terminfoKeys(), detectsUnbracketedPaste: !session.declaresBracketedPaste)
    var painted = controller.revision
    while !controller.isFinished {
      let timeout = controller.deadline.map { Int32(clamping: max(0, Int64($0) - Int64(now()))) } ?? -1
      let bytes = session.readBytes(timeoutMilliseconds: timeout)
      if let bytes {
        // End of input (the terminal hung up): leave as if cancelled; nothing more can be typed.
        guard !bytes.isEmpty else {
          controller.endOfInput()
          break
        }
        controller.feed(bytes, now: now())
      } else {
        controller.tick(now: now())
      }
      var repaint = session.takeRedrawRequest()
      if session.checkResize() {
        size = session.size
        controller.resize(width: size.columns, height: size.rows)
      }
      if controller.takeRedrawRequest() {
        session.requestFullRepaint()
        repaint = true
      }
      if repaint || controller.revision != painted {
        session.paint(controller.frame())
        painted = controller.revision
      }
    }
    return controller
  }

  /// Milliseconds on the monotonic clock, the decoder's time.
  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1000 + UInt64(time.tv_nsec) / 1_000_000
  }
}
