import CTerminalSupport
import FieldEngine

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// Plain mode's lines on a real device: the terminal in its normal (canonical) mode, where the
/// kernel edits the line and a screen reader follows it; or, with no terminal at all, stdin's
/// lines answering and stderr carrying the questions.
///
/// At a terminal, the tty's settings are saved first and restored on every way out: `end()`,
/// and the signals the drawn presentations handle (Ctrl-C is the kernel's SIGINT here: the
/// settings come back, then the process ends with 130). Echo is off only while a hidden answer is
/// typed (the line feed is still echoed). With a deadline, the answer is waited for until then; a
/// terminal is told once when fewer than ten seconds are left.
package final class PlainTerminal: PlainLines {
  /// True at a terminal; false for stdin's lines.
  package let isInteractive: Bool
  private let input: Int32
  private let output: Int32
  private let deadline: Deadline?
  /// Bytes read past the end of the last line (stdin's next answers).
  private var pending: [UInt8] = []
  /// What is written at a terminal when its input ends (Ctrl-D): "(cancelled)" for a question,
  /// nothing for a text that Ctrl-D ends (`PlainQuestions.text`).
  package var endOfInputWords: String? = ComponentWording.cancelled
  /// False for a question that ends its own line before its answers (`PlainQuestions.text`, one
  /// question for many lines): from stdin, nothing is written after each line read.
  package var endsAnswerLines = true
  /// Given from another thread, it ends the question being read as if input had ended.
  package var stop: WakeSignal?
  private var toldTimeLeft = false
  private var ended = false
  private var mode = termios()

  /// Opens the controlling terminal (`/dev/tty`) in its normal mode.
  ///
  /// - Throws: `.noTerminal` when there is none (`setsid`, cron, a CI job), `.sessionAlreadyOpen`
  ///   when another session is open; the terminal is left unchanged then.
  package static func terminal(deadline: Deadline? = nil, devicePath: String = "/dev/tty")
    throws(TerminalSessionError) -> PlainTerminal
  {
    let descriptor = open(devicePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .noTerminal(path: devicePath, reason: SystemCalls.errnoText())
    }
    switch tf_support_begin(descriptor) {
    case 0: break
    case -2:
      close(descriptor)
      throw .sessionAlreadyOpen
    default:
      let reason = SystemCalls.errnoText()
      close(descriptor)
      throw .noTerminal(path: devicePath, reason: reason)
    }
    return PlainTerminal(terminal: descriptor, deadline: deadline)
  }

  /// stdin's lines answer; the questions and the reasons go to stderr.
  package static func standardStreams(deadline: Deadline? = nil) -> PlainTerminal {
    PlainTerminal(input: 0, output: 2, deadline: deadline)
  }

  private init(input: Int32, output: Int32, deadline: Deadline?) {
    isInteractive = false
    self.input = input
    self.output = output
    self.deadline = deadline
    pending = Self.standardInputRest.take()
  }

  /// What the last question from stdin read past its answer: the next one's first bytes, so that
  /// questions asked one after the other read stdin as one stream of lines.
  private static let standardInputRest = SharedBytes()

  private init(terminal descriptor: Int32, deadline: Deadline?) {
    isInteractive = true
    input = descriptor
    output = descriptor
    self.deadline = deadline
    tf_support_save_original_actions()
    tcgetattr(descriptor, &mode)
    // The normal mode, whatever the terminal was left in: lines edited by the kernel, echoed,
    // Ctrl-C a signal, Enter a line feed, output with its line ends.
    mode.c_lflag |= tcflag_t(ICANON | ECHO | ECHOE | ECHOK | ISIG | IEXTEN)
    mode.c_lflag &= ~tcflag_t(ECHONL)
    mode.c_iflag |= tcflag_t(ICRNL)
    mode.c_iflag &= ~tcflag_t(INLCR | IGNCR)
    mode.c_oflag |= tcflag_t(OPOST | ONLCR)
    setMode(echo: true)
    tf_support_install_handlers()
  }

  deinit { end() }

  /// How many items a list shows at a time: the terminal's rows less three (the list's page line,
  /// the question, the answer), from 5 to 50; 20 from stdin.
  package var pageSize: Int {
    var rows: Int32 = 0
    var columns: Int32 = 0
    guard isInteractive, tf_support_window_size(input, &rows, &columns) == 0, rows > 0 else { return 20 }
    return min(50, max(5, Int(rows) - 3))
  }

  /// Writes text, its controls but line feeds and its invisible format characters written out
  /// (`VisibleText`): whatever a title, a label or a message holds, nothing reaches the terminal
  /// or stderr as a command.
  package func write(_ text: String) {
    Self.write(Array(VisibleText.visible(text, breaks: .kept).utf8), to: output)
  }

  /// Writes the question and reads the answer's line.
  package func ask(_ question: String, hidden: Bool) -> PlainAnswer {
    write(question)
    if hidden { setMode(echo: false) }
    defer { if hidden { setMode(echo: true) } }
    let answer = readLine(question: question)
    switch answer {
    // From stdin nothing is echoed: end the question's line.
    case .line, .notText: if !isInteractive && endsAnswerLines { write("\n") }
    case .end: write(isInteractive ? (endOfInputWords.map { $0 + "\n" } ?? "") : endsAnswerLines ? "\n" : "")
    case .timedOut: write((isInteractive ? "\n" : "") + ComponentWording.timedOut + "\n")
    }
    return answer
  }

  /// Reads a line of a text of several lines: no question, nothing written after a line from
  /// stdin, and nothing said when the end of input ends the text (it cancels nothing).
  package func readTextLine() -> PlainAnswer {
    let kept = (endOfInputWords, endsAnswerLines)
    (endOfInputWords, endsAnswerLines) = (nil, false)
    defer { (endOfInputWords, endsAnswerLines) = kept }
    return ask("", hidden: false)
  }

  /// Discards what the terminal received and nobody read (a half-typed line when the time ran
  /// out), so that it never reaches the shell.
  package func discardUnreadInput() {
    pending = []
    if isInteractive { tcflush(input, TCIFLUSH) }
  }

  /// Gives the terminal back as it was; calling it again does nothing.
  package func end() {
    guard !ended else { return }
    ended = true
    guard isInteractive else {
      Self.standardInputRest.put(pending)
      pending = []
      return
    }
    tf_support_restore_termios()
    tf_support_restore_original_actions()
    tf_support_end()
    close(input)
  }

  private func setMode(echo: Bool) {
    var changed = mode
    // ECHONL echoes the line feed of a hidden answer, so the next line starts below it.
    if !echo {
      changed.c_lflag &= ~tcflag_t(ECHO | ECHOE | ECHOK)
      changed.c_lflag |= tcflag_t(ECHONL)
    }
    tcsetattr(input, TCSANOW, &changed)
    // The signal handlers put this mode back after a stop and continue.
    tf_support_save_program_mode()
  }

  /// The next line, until the deadline.
  private func readLine(question: String) -> PlainAnswer {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      if let end = pending.firstIndex(of: 0x0A) {
        var line = Array(pending[..<end])
        pending.removeFirst(end + 1)
        if line.last == 0x0D { line.removeLast() }
        return Self.decode(line)
      }
      var timeout: Int32 = -1
      if let deadline {
        let now = ContinuousClock.now
        guard let wake = deadline.nextWake(at: now) else { return .timedOut }
        if isInteractive, !toldTimeLeft, let seconds = deadline.secondsShown(at: now) {
          toldTimeLeft = true
          write("\n" + PlainWording.timeLeft(seconds: seconds) + "\n" + question)
        }
        timeout = wake.pollMilliseconds
      }
      var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
      if let stop { descriptors.append(pollfd(fd: stop.descriptor, events: Int16(POLLIN), revents: 0)) }
      let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
      if ready < 0 && errno != EINTR { return .end }
      if stop?.isGiven == true { return .end }
      guard ready > 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return .end
      }
      if count == 0 {
        // The end of input: a last line without its line feed is still a line.
        guard !pending.isEmpty else { return .end }
        defer { pending = [] }
        return Self.decode(pending)
      }
      pending += buffer[0..<count]
    }
  }

  private static func decode(_ bytes: [UInt8]) -> PlainAnswer {
    String(validating: bytes, as: UTF8.self).map(PlainAnswer.line) ?? .notText
  }

  /// Writes all of `bytes` to `descriptor`, retrying after a signal; stops at an error.
  package static func write(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = SystemCalls.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += written
      }
    }
  }
}

/// Bytes handed from one thread to another under a lock.
private final class SharedBytes: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private var bytes: [UInt8] = []

  init() {
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  /// Takes the bytes, leaving none.
  func take() -> [UInt8] {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    defer { bytes = [] }
    return bytes
  }

  /// Puts bytes before those kept.
  func put(_ more: [UInt8]) {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    bytes = more + bytes
  }
}
