import CTerminalSupport
import FieldIO

#if os(macOS)
  import CNCursesMacOS
  import Darwin
#else
  import CNCursesW
  import Glibc
#endif

/// The terminal, opened for drawing inline: in rows of the normal screen below the cursor, with
/// no alternate screen, the lines above left alone, and a transcript left behind.
///
/// Like `TerminalSession` it opens /dev/tty (stdout stays free for the result), saves the tty's
/// termios, puts it in raw mode, turns keypad transmit and bracketed paste on, and restores all of
/// it on every way out (signals and crashes through the support code's handlers, whose leave bytes
/// here also clear the region, so a shell prompt never lands inside it). It draws with terminfo
/// capabilities alone (`setupterm`, `tigetstr`, `tparm`), never through an ncurses screen.
///
/// At start it asks the terminal where the cursor is (`u7`, `ESC [ 6 n`) and waits at most
/// ``cursorQueryTimeout`` milliseconds for the answer; keys typed meanwhile are kept. When the
/// cursor is not in the first column (`printf 'Name? '; tfield input`), or the terminal never
/// answers, the region starts on the next row, so nothing on the cursor's row is overwritten.
/// After each window change, and at the end of a session that had one, it measures the screen's
/// width the same way (``checkResize()``), since a terminal can change its screen before it
/// sets the window size.
final class InlineSession {
  /// How long to wait for the terminal to say where the cursor is.
  static let cursorQueryTimeout = 200

  let input: TerminalInput
  let capabilities: TerminalCapabilities
  private var renderer: InlineRenderer
  /// The cursor's column when the session started (nil when the terminal did not say), and
  /// whether the region starts on the next row because of it.
  private var startColumn: Int?
  private var startedOnNextRow = false
  /// Whether the terminal reflows rows on a resize, once a resize has shown it.
  private var knownReflow: Bool?
  /// Where the cursor was and how wide the screen was when the terminal last said, after a
  /// window change (``measureScreen()``); nil before one, or when the terminal did not answer.
  private var measured: ScreenReport?
  /// The screen's width the region was last laid out for.
  private var drawnColumns = 0
  /// Whether the window changed size since the session started.
  private var resized = false
  private var ended = false

  /// Opens the terminal for inline drawing.
  ///
  /// - Throws: as `TerminalSession.init`, and `.terminalCannotPlaceCursor` when the terminfo
  ///   entry cannot move the cursor up or clear a line (TERM=dumb).
  init(devicePath: String = "/dev/tty", usesColor: Bool, theme: Theme = .default) throws(TerminalSessionError)
  {
    let (descriptor, terminalType) = try TerminalSession.openDevice(devicePath)
    tf_support_save_original_actions()
    func fail(_ error: TerminalSessionError) -> TerminalSessionError {
      tf_support_restore_original_actions()
      tf_support_end()
      close(descriptor)
      return error
    }
    let loaded = TerminalTypeFallback.firstLoaded(for: terminalType) { name in
      tf_setupterm(name, descriptor) == 1 ? name : nil
    }
    guard loaded != nil else { throw fail(.unknownTerminalType(terminalType)) }
    guard let capabilities = TerminalCapabilities.fromTerminfo(usesColor: usesColor) else {
      throw fail(.terminalCannotPlaceCursor(terminalType))
    }
    self.capabilities = capabilities
    input = TerminalInput(fileDescriptor: descriptor)
    renderer = InlineRenderer(capabilities: capabilities, theme: theme, encode: Self.encoder())
    var raw = termios()
    tcgetattr(descriptor, &raw)
    // Raw input, no echo, no signals from keys (Ctrl-C, Ctrl-Z are keys); output as it was.
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | BRKINT | ISTRIP)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(descriptor, TCSANOW, &raw)
    tf_support_save_program_mode()
    updateModeBytes()
    tf_support_install_handlers()
    input.write(capabilities.keypadOn + capabilities.bracketedPasteOn)
  }

  deinit { end(transcript: nil) }

  /// The screen's size in rows and columns: the window size the terminal set, or, after a
  /// window change, the width the terminal said its screen has (``checkResize()``).
  var size: (rows: Int, columns: Int) {
    var rows: Int32 = 0
    var columns: Int32 = 0
    guard tf_support_window_size(input.fileDescriptor, &rows, &columns) == 0, rows > 0, columns > 0 else {
      return (24, measured?.columns ?? 80)
    }
    return (Int(rows), measured?.columns ?? Int(columns))
  }

  /// The rows of the region.
  var regionHeight: Int { renderer.height }

  /// Opens the region of `height` rows where the cursor is: on its row when it is in the first
  /// column, on the next row otherwise.
  func open(height: Int) {
    startColumn = queryCursorColumn()
    startedOnNextRow = startColumn != 0
    let newLine = startedOnNextRow ? capabilities.carriageReturn + [0x0A] : []
    drawnColumns = size.columns
    send(newLine + renderer.open(height: height))
  }

  /// Makes the region `height` rows high (the component needs more or fewer rows), drawn anew.
  func resize(height: Int) {
    renderer.invalidate()
    send(renderer.resize(height: height))
  }

  /// After a window change: the region cleared down to the screen's end, `height` rows high, drawn
  /// anew.
  func reopen(height: Int) {
    let columns = size.columns
    let reflows = terminalReflows(columns: columns)
    drawnColumns = columns
    send(renderer.reopen(height: height, columns: columns, reflows: reflows))
  }

  /// Whether the terminal reflowed its rows when it became `columns` wide, asked only when it
  /// changes where the region starts: when the cursor was past the new width, its column now
  /// says so (a reflow takes it to `column % columns`, a cut to the last column), and the answer
  /// is kept for later resizes; else the answer kept, or what the environment names (tmux, VTE,
  /// kitty, iTerm2, WezTerm, Terminal.app, Windows Terminal, Alacritty reflow; xterm does not).
  private func terminalReflows(columns: Int) -> Bool {
    let plain = renderer.rowsAboveCursor(columns: columns, reflows: false)
    guard plain != renderer.rowsAboveCursor(columns: columns, reflows: true) else { return false }
    if let column = renderer.column, column >= columns {
      // The cursor's column as measured on this screen, or asked now.
      let answer =
        measured.flatMap { $0.columns == columns ? $0.column : nil } ?? queryCursorPosition()?.column
      if let answer {
        let reflowed = answer == column % columns
        knownReflow = reflowed
        return reflowed
      }
    }
    return knownReflow ?? Self.reflowsByEnvironment { name in getenv(name).map { String(cString: $0) } }
  }

  /// Whether the terminal the environment names reflows rows on a resize.
  static func reflowsByEnvironment(_ environment: (String) -> String?) -> Bool {
    if environment("TMUX") != nil || environment("VTE_VERSION") != nil
      || environment("KITTY_WINDOW_ID") != nil
      || environment("WT_SESSION") != nil || environment("ALACRITTY_WINDOW_ID") != nil
    {
      return true
    }
    if let program = environment("TERM_PROGRAM"),
      ["iTerm.app", "WezTerm", "Apple_Terminal", "vscode", "tmux"].contains(program)
    {
      return true
    }
    let term = environment("TERM") ?? ""
    return term.hasPrefix("tmux") || term.hasPrefix("xterm-kitty") || term.hasPrefix("alacritty")
      || term.hasPrefix("wezterm")
  }

  /// Draws a frame in the region: only the rows that changed.
  func paint(_ frame: Frame) {
    send(renderer.render(frame))
  }

  /// The next paint draws every row again (Ctrl-L).
  func requestFullRepaint() {
    renderer.invalidate()
  }

  /// Applies a window change: true when the caller should lay out and paint again. The screen
  /// is measured then (``measureScreen()``): a terminal can change its screen before it sets the
  /// window size, which tmux does up to 250 ms later, and for a burst of sizes only the first
  /// and the last; laid out for a width the screen no longer has, the rows would wrap where they
  /// are drawn, and the region could not be found again.
  func checkResize() -> Bool {
    guard tf_support_take_resize() != 0 else { return false }
    resized = true
    if startColumn != nil { measured = measureScreen() }
    return true
  }

  /// Where the cursor is and how wide the screen is, as the terminal says: a cursor query, a
  /// move right as far as the screen goes (it stops at the last column), a second query, then
  /// the cursor back where it was, all in one write (`sc` and `rc` put it back before the screen
  /// can change again; without them it goes back to its column once the answers came). Nil when
  /// the terminal did not answer, or the answers disagree on the row (the screen changed in
  /// between).
  private func measureScreen() -> ScreenReport? {
    let query = capabilities.cursorPositionQuery
    guard !query.isEmpty else { return nil }
    let restores = !capabilities.saveCursor.isEmpty && !capabilities.restoreCursor.isEmpty
    let bytes =
      restores
      ? query + capabilities.saveCursor + capabilities.right(999) + query + capabilities.restoreCursor
      : query + capabilities.right(999) + query
    let answers = queryCursorPositions(bytes, count: 2)
    guard answers.count == 2 else { return nil }
    if !restores {
      input.write(
        capabilities.carriageReturn + (answers[0].column > 0 ? capabilities.right(answers[0].column) : []))
    }
    guard answers[0].row == answers[1].row else { return nil }
    return ScreenReport(row: answers[0].row, column: answers[0].column, columns: answers[1].column + 1)
  }

  /// After a stop and continue: the handlers cleared the region and the shell wrote below it,
  /// so the region opens again where the cursor is now. True when that happened.
  func takeRedrawRequest() -> Bool {
    guard !ended, tf_support_take_redraw() != 0 else { return false }
    open(height: renderer.height)
    return true
  }

  /// Suspends as Ctrl-Z in a shell does: the region cleared and the terminal restored, the
  /// process group stopped (SIGTSTP, through the handler for this process); after `fg`,
  /// ``takeRedrawRequest()`` opens the region again where the shell left the cursor.
  func suspend() {
    guard !ended else { return }
    TerminalSession.stopProcessGroup()
  }

  /// Waits for input (see `TerminalInput.readBytes`).
  func readBytes(timeoutMilliseconds: Int32) -> [UInt8]? {
    input.readBytes(timeoutMilliseconds: timeoutMilliseconds)
  }

  /// Ends the session: the region is cleared; then the transcript is written in its place, and
  /// the cursor is left on the row after it; with no transcript (`--clear`), the cursor goes back
  /// where it was at start. The terminal's modes and the tty's settings are restored. Calling it
  /// again does nothing.
  func end(transcript: [String]?) {
    guard !ended else { return }
    ended = true
    var bytes: [UInt8]
    // After a window change the screen may have changed width again without a word yet (tmux
    // sets the window size up to 250 ms after it changes the screen): the region is found from
    // the width the screen has.
    if resized, startColumn != nil, let screen = measureScreen(), screen.columns != drawnColumns {
      measured = screen
      bytes = renderer.clearAfterResize(
        columns: screen.columns, reflows: terminalReflows(columns: screen.columns))
    } else {
      bytes = renderer.clear()
    }
    if let transcript {
      for line in transcript { bytes += Array(line.utf8) + capabilities.carriageReturn + [0x0A] }
    } else if startedOnNextRow, let startColumn {
      bytes += capabilities.up(1) + (startColumn > 0 ? capabilities.right(startColumn) : [])
    }
    bytes +=
      capabilities.attributesOff + capabilities.cursorVisible + capabilities.bracketedPasteOff
      + capabilities.keypadOff
    input.write(bytes)
    tf_support_restore_termios()
    tf_support_restore_original_actions()
    tf_support_end()
    close(input.fileDescriptor)
  }

  /// Writes bytes in one write, then gives the signal handlers the bytes that would leave the
  /// region from where the cursor now is.
  private func send(_ bytes: [UInt8]) {
    guard !ended else { return }
    if !bytes.isEmpty { input.write(bytes) }
    updateModeBytes()
  }

  private func updateModeBytes() {
    let leave =
      renderer.leaveBytes + capabilities.attributesOff + capabilities.bracketedPasteOff
      + capabilities.keypadOff
    let enter = capabilities.keypadOn + capabilities.bracketedPasteOn
    leave.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { tf_support_set_leave_bytes($0.baseAddress, $0.count) }
    }
    enter.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { tf_support_set_enter_bytes($0.baseAddress, $0.count) }
    }
  }

  /// Asks where the cursor is; the column from 0, or nil when no answer came in time. Bytes that
  /// are not the answer (keys typed meanwhile) are put back for the decoder.
  private func queryCursorColumn() -> Int? { queryCursorPosition()?.column }

  /// Asks where the cursor is: its row and column from 0, or nil when no answer came in time.
  /// Bytes that are not the answer (keys typed meanwhile) are put back for the decoder.
  private func queryCursorPosition() -> ScreenReport? {
    queryCursorPositions(capabilities.cursorPositionQuery, count: 1).first
  }

  /// Writes `bytes`, which hold `count` cursor queries, and waits at most
  /// ``cursorQueryTimeout`` milliseconds for their answers: the rows and columns from 0, as many
  /// as came in time. Bytes that are not answers (keys typed meanwhile) are put back for the
  /// decoder.
  private func queryCursorPositions(_ bytes: [UInt8], count: Int) -> [ScreenReport] {
    input.write(bytes)
    var received: [UInt8] = []
    var answers: [ScreenReport] = []
    let deadline = ComponentRunner.now() + UInt64(Self.cursorQueryTimeout)
    while answers.count < count, case let now = ComponentRunner.now(), now < deadline {
      guard let bytes = input.readBytes(timeoutMilliseconds: Int32(deadline - now)) else { continue }
      if bytes.isEmpty { break }
      received += bytes
      while answers.count < count, let answer = CursorPositionReport.find(in: received) {
        received.removeSubrange(answer.range)
        answers.append(ScreenReport(row: answer.row - 1, column: answer.column - 1))
      }
    }
    input.putBack(received)
    return answers
  }

  /// Character bytes for the terminal: UTF-8 under a UTF-8 locale; under a legacy one, the
  /// locale's bytes, with `GlyphFallback`'s visible stand-ins for what it lacks.
  private static func encoder() -> @Sendable (Character, Int) -> [UInt8] {
    let glyphs = GlyphFallback.currentLocale()
    if glyphs.encodes == nil { return { character, _ in Array(String(character).utf8) } }
    return { character, cells in
      var wide: [wchar_t] = []
      glyphs.append(character, cells: cells, to: &wide)
      var bytes: [UInt8] = []
      var buffer = [CChar](repeating: 0, count: Int(tf_multibyte_maximum()))
      for scalar in wide {
        let count = tf_wide_to_locale(scalar, &buffer)
        if count > 0 {
          bytes += buffer[0..<Int(count)].map { UInt8(bitPattern: $0) }
        } else {
          bytes.append(0x3F)
        }
      }
      return bytes
    }
  }
}

/// Where the terminal said the cursor is (row and column from 0) and, when measured, how wide
/// its screen is.
struct ScreenReport: Equatable, Sendable {
  var row: Int
  var column: Int
  var columns = 0
}

/// A terminal's answer to the cursor-position query: `ESC [ row ; column R`.
enum CursorPositionReport {
  /// The first answer in `bytes`: where it is and the column it reports (from 1).
  static func find(in bytes: [UInt8]) -> (range: Range<Int>, row: Int, column: Int)? {
    var start = 0
    while let escape = bytes[start...].firstIndex(of: 0x1B) {
      var index = escape + 1
      start = escape + 1
      guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { continue }
      index += 1
      func number() -> Int? {
        var value = 0
        var digits = 0
        while index < bytes.count, (0x30...0x39).contains(bytes[index]), digits < 6 {
          value = value * 10 + Int(bytes[index] - 0x30)
          digits += 1
          index += 1
        }
        return digits > 0 ? value : nil
      }
      guard let row = number(), index < bytes.count, bytes[index] == UInt8(ascii: ";") else { continue }
      index += 1
      guard let column = number(), index < bytes.count, bytes[index] == UInt8(ascii: "R") else { continue }
      return (escape..<index + 1, row, column)
    }
    return nil
  }
}
