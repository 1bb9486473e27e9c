import CTerminalSupport
import FieldIO

#if os(macOS)
  import CNCursesMacOS
  import Darwin
#else
  import CNCursesW
  import Glibc
#endif

/// The terminal, opened for a full-screen program: ncurses draws, input is read as raw bytes.
///
/// The session opens /dev/tty, not stdin and stdout, so `value=$(program)` works: the interface
/// is on the terminal and stdout stays free for the result. It saves the tty's termios before it
/// changes anything, starts ncurses (`newterm`) in raw mode without echo, with keypad transmit mode
/// on (the terminal then sends the terminfo key strings of ``terminfoKeys()``) and bracketed paste
/// on. Input is read by ``readBytes(timeoutMilliseconds:)`` in large reads and never through
/// ncurses.
///
/// The terminal is restored on every way out: ``end()`` (also called by `deinit`); SIGTERM,
/// SIGHUP, SIGINT and SIGQUIT sent by another process (restored, then the signal is re-raised with
/// its default action, so the shell sees 128+n); a crash (SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGFPE,
/// SIGTRAP: restored with async-signal-safe calls only, then the signal goes to its previous
/// handler); SIGTSTP (restored, stopped; on SIGCONT program mode comes back and
/// ``takeRedrawRequest()`` returns true). In raw mode Ctrl-C is not a signal but the byte 3: the
/// caller decides, typically by ending the session and exiting with status 130.
///
/// One session at a time per process; use it from one thread.
package final class TerminalSession {
  /// The tty's file descriptor.
  let fileDescriptor: Int32
  private let file: UnsafeMutablePointer<FILE>
  private let screen: OpaquePointer
  private let painter: Painter
  private var needsFullRepaint = false
  private var ended = false
  /// Reads and writes the terminal.
  let input: TerminalInput

  /// The bytes that turn bracketed paste on.
  static let bracketedPasteOn: [UInt8] = Array("\u{1B}[?2004h".utf8)
  /// The bytes that turn bracketed paste off.
  static let bracketedPasteOff: [UInt8] = Array("\u{1B}[?2004l".utf8)

  /// Opens the terminal.
  ///
  /// - Parameter devicePath: the terminal device; /dev/tty is the process's controlling terminal.
  /// - Throws: `TerminalSessionError`: `.terminalTypeUnset` or `.unknownTerminalType` when TERM
  ///   is missing or unknown to terminfo (its family's fallbacks too: tmux-256color falls back to
  ///   screen-256color, then screen), `.terminalCannotPlaceCursor` when its entry has no
  ///   cursor addressing (TERM=dumb), `.noTerminal` when the device cannot be opened or is not
  ///   a terminal. The terminal is left unchanged when it throws.
  /// - Parameter usesColor: whether colour roles may be drawn as colours (where the terminal has
  ///   them); by default, unless NO_COLOR is set and not empty.
  /// - Parameter theme: the colours and attributes of each role where colours are drawn.
  package init(
    devicePath: String = "/dev/tty", usesColor: Bool? = nil, theme: Theme = .default
  ) throws(TerminalSessionError) {
    let (descriptor, terminalType) = try Self.openDevice(devicePath)
    guard let file = fdopen(descriptor, "r+") else {
      let reason = Self.errnoText()
      tf_support_end()
      close(descriptor)
      throw TerminalSessionError.setupFailed(operation: "fdopen", reason: reason)
    }
    tf_support_save_original_actions()
    // The terminal type's entry, or its family's where the database lacks it (macOS has no
    // tmux-256color): `TerminalTypeFallback`.
    let loaded = TerminalTypeFallback.firstLoaded(for: terminalType) { name in tf_newterm(name, file, file) }
    guard let screen = loaded else {
      tf_support_restore_original_actions()
      tf_support_restore_termios()
      tf_support_end()
      fclose(file)
      throw TerminalSessionError.unknownTerminalType(terminalType)
    }
    // A terminal without cursor addressing (TERM=dumb) cannot show a form: leave before anything
    // is drawn or any mode changes (newterm itself sends nothing such a terminal understands).
    guard Self.capability("cup") != nil else {
      endwin()
      delscreen(screen)
      tf_support_restore_original_actions()
      tf_support_restore_termios()
      tf_support_end()
      fclose(file)
      throw TerminalSessionError.terminalCannotPlaceCursor(terminalType)
    }
    self.fileDescriptor = descriptor
    self.input = TerminalInput(fileDescriptor: descriptor)
    self.file = file
    self.screen = screen
    // ncurses 6.4 flushes its output at every cursor move until the screen has been through
    // endwin and doupdate (`_nc_mvcur` while `_endwin == ewInitial`): a frame left in ~30 writes,
    // one per row, and the terminal could show it half drawn. One suspend and resume here, before
    // anything is drawn and before colours start (a resume with colours on would send
    // orig_colors, resetting a palette the user set), and from then on a frame is one write.
    endwin()
    doupdate()

    raw()
    noecho()
    nonl()
    // We read the terminal ourselves; ncurses' typeahead check would also flush its output while
    // it updates (and poll the terminal): off. With the endwin/doupdate above, a frame is one write.
    typeahead(-1)
    let wanted = usesColor ?? (getenv("NO_COLOR").map { String(cString: $0).isEmpty } ?? true)
    painter = Painter(
      usesColor: wanted && Painter.setUpColors(theme), theme: theme, glyphs: .currentLocale())
    tf_support_save_program_mode()
    Self.storeModeBytes()
    tf_support_install_handlers()
    // Keypad transmit (smkx) is sent here, not through ncurses' `keypad()`, which would also
    // build ncurses' own key tree (0.05 ms at start) for a `getch` this program never calls: the
    // decoder reads the keys. `endwin` sends rmkx whatever keypad's state; the signal handlers'
    // leave bytes have it too.
    send((Self.capability("smkx") ?? []) + Self.bracketedPasteOn)
    doupdate()
  }

  deinit {
    end()
  }

  /// Leaves program mode and gives the terminal back as it was: bracketed paste off, `endwin`
  /// (keypad off, cursor visible, alternate screen left), the termios saved at start set again,
  /// the signal dispositions from before the session put back, the device closed. Calling it again
  /// does nothing.
  package func end() {
    guard !ended else { return }
    ended = true
    send(Self.bracketedPasteOff)
    if Self.capability("smcup") == nil {
      // No alternate screen (vt100): the form would stay under the shell's next lines; clear it.
      werase(tf_stdscr())
      wrefresh(tf_stdscr())
    }
    endwin()
    tf_support_restore_termios()
    tf_support_restore_original_actions()
    tf_support_end()
    delscreen(screen)
    fclose(file)
  }

  /// The screen size ncurses is drawing for.
  package var size: (rows: Int, columns: Int) {
    var rows: Int32 = 0
    var columns: Int32 = 0
    tf_getmaxyx(tf_stdscr(), &rows, &columns)
    return (Int(rows), Int(columns))
  }

  /// Paints a frame; after ``takeRedrawRequest()`` returned true the whole screen is sent again.
  package func paint(_ frame: Frame) {
    guard !ended else { return }
    if needsFullRepaint {
      needsFullRepaint = false
      clearok(tf_curscr(), true)
      // ncurses skips curs_set when it believes nothing changes; after a stop and continue the
      // terminal's cursor was made visible behind its back, so flip it both ways.
      curs_set(frame.cursor == nil ? 1 : 0)
    }
    painter.paint(frame, on: tf_stdscr())
  }

  /// Makes the next paint send the whole screen again (Ctrl-L).
  package func requestFullRepaint() {
    needsFullRepaint = true
  }

  /// Returns true once after the program came back from a stop (SIGTSTP then SIGCONT): the
  /// caller should paint again; that paint redraws the whole screen.
  package func takeRedrawRequest() -> Bool {
    guard !ended, tf_support_take_redraw() != 0 else { return false }
    needsFullRepaint = true
    return true
  }

  /// Suspends as Ctrl-Z in a shell does: the terminal is restored (the alternate screen left,
  /// the tty's settings as before), the process stops (SIGTSTP, through the session's handler),
  /// and when the shell's `fg` continues it, program mode comes back and
  /// ``takeRedrawRequest()`` returns true, so the next paint redraws the whole screen. Where no
  /// shell can continue a stop (an orphaned process group), it comes back at once.
  package func suspend() {
    guard !ended else { return }
    Self.stopProcessGroup()
  }

  /// Runs a shell command a key asked for, as fzf's `execute` and `execute-silent` do (see
  /// `tf_support_run_in_terminal` and `tf_support_run_silently`): on the terminal, the session's
  /// screen left and redrawn after it, or with no terminal while the screen stays. Its wait status
  /// goes where the request says, run by the request's shell. A command line holding a NUL byte is
  /// not run (`CommandLineBytes`), and its status is -1, as for a command that did not start.
  static func run(_ command: ShellCommandRequest) {
    let arguments = command.argument.map { [Array($0.utf8)] } ?? []
    let status = command.shell.withArgumentVector(running: command.command, arguments: arguments) {
      program, vector in
      CommandLineBytes.withEnvironment(command.environment) { environment in
        command.silently
          ? tf_support_run_silently(program, vector, environment)
          : tf_support_run_in_terminal(program, vector, environment)
      }
    }
    command.status?.record(status ?? -1)
  }

  /// Sends SIGTSTP to the process group, as the terminal does for Ctrl-Z outside raw mode (and as
  /// vim does): a pipeline such as `tfield input | tr a-z A-Z` stops whole, so the shell sees the
  /// job stopped and `fg` continues all of it. This process's handler restores the terminal first.
  static func stopProcessGroup() {
    kill(0, SIGTSTP)
  }

  /// Writes bytes straight to the terminal, bypassing ncurses.
  func send(_ bytes: [UInt8]) {
    input.write(bytes)
  }

  /// The start both presentations share: the locale for wide characters, TERM, the device
  /// opened and the support code begun (the termios saved). Nothing is changed when it throws.
  static func openDevice(_ devicePath: String) throws(TerminalSessionError) -> (
    descriptor: Int32, terminalType: String
  ) {
    TerminalLocale.setUp()
    guard let termPointer = getenv("TERM"), termPointer.pointee != 0 else {
      throw TerminalSessionError.terminalTypeUnset
    }
    let terminalType = String(cString: termPointer)
    let descriptor = open(devicePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw TerminalSessionError.noTerminal(path: devicePath, reason: Self.errnoText())
    }
    switch tf_support_begin(descriptor) {
    case 0: return (descriptor, terminalType)
    case -2:
      close(descriptor)
      throw TerminalSessionError.sessionAlreadyOpen
    default:
      let reason = Self.errnoText()
      close(descriptor)
      throw TerminalSessionError.noTerminal(path: devicePath, reason: reason)
    }
  }

  static func errnoText() -> String {
    SystemCalls.errnoText()
  }
}
