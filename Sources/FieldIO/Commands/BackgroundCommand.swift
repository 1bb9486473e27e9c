import FieldEngine

/// A command to run in the background, beside a terminal that keeps answering keys: a picker's
/// preview of the highlighted item, or a script's check of a value before it is accepted.
///
/// The command runs in a process group of its own, with the given bytes on its standard input and
/// its standard output and error read through pipes, each kept up to ``outputLimit`` bytes. After
/// ``timeout`` the whole group is ended: `SIGTERM`, then `SIGKILL` to what is left after
/// ``gracePeriod``. ``CommandRunner`` runs it and reports the ``CommandResult``.
///
/// ```swift
/// let runner = CommandRunner()
/// runner.start(BackgroundCommand(.shell("wc -c"), input: Array("hello".utf8), timeout: .seconds(2)))
/// // poll runner.wakeDescriptor beside the terminal; when it is readable:
/// if let result = runner.takeResult(), result.succeeded { print(result.text) }
/// ```
package struct BackgroundCommand: Sendable, Hashable {
  /// What is run.
  package enum Program: Sendable, Hashable {
    /// A command line run by the command shell (``CommandShell``, `/bin/sh -c` unless the program
    /// chose another): pipes, redirections and `$variables` work. The
    /// arguments become `$1`, `$2`, ... (`$0` is the shell's name), so a value reaches the command without
    /// being quoted into the line: `.shell("grep -c -- \"$1\" notes.txt", arguments: [query])`.
    case shell(String, arguments: [String] = [])
    /// A command line as bytes, run by the command shell: one with an item's bytes quoted into it,
    /// which need not be UTF-8 (a preview's, a reload's).
    case shellBytes([UInt8])
    /// A program and its arguments, run without a shell. A program name without a slash is
    /// looked up in the directories of this process's `PATH`.
    case arguments([String])
  }

  /// What is run.
  package var program: Program
  /// The bytes written to the command's standard input, which is then closed (at once when
  /// empty). A command that stops reading early is not an error: the rest is not written.
  package var input: [UInt8]
  /// The command's whole environment, or nil for this process's own.
  package var environment: [String: String]?
  /// The most bytes kept of the standard output, and separately of the standard error. When a
  /// stream has more, the first `outputLimit` bytes are kept, the result says it was cut, and the
  /// pipe is closed, so that a command that keeps writing (`yes`) ends as it would under `head`.
  package var outputLimit: Int
  /// How long the command may run before its process group is ended, or nil for no limit.
  package var timeout: Duration?
  /// How long a process group that was sent `SIGTERM` (after the timeout, or when the run is
  /// cancelled) has before `SIGKILL`.
  package var gracePeriod: Duration
  /// How ``CommandResult/text`` and ``CommandResult/errorText`` show controls: written out by
  /// `VisibleText` with these line breaks, or nil to keep the output as it came (for output
  /// that is not drawn, such as a value read back).
  package var cleaning: VisibleText.Breaks?
  /// True when the standard output is reported as it arrives (``CommandRunner/takeOutput()``),
  /// not only with the result: a preview is drawn while its command still runs.
  package var reportsOutput = false
  /// True when the standard error goes where the standard output goes, in one stream, as a
  /// terminal shows both (a preview shows `cat`'s "No such file" where the file would be).
  package var mergesErrors = false
  /// True when the standard input is /dev/null rather than a pipe (``input`` is then not
  /// written).
  package var inputFromNull = false
  /// True when the process group is also killed if a signal ends this program (`SIGTERM`,
  /// `SIGHUP`, ...): its id is kept where the terminal's signal handlers find it.
  package var endsWithProgram = false

  /// A command to run.
  ///
  /// - Parameters:
  ///   - program: a shell command line or a program with its arguments.
  ///   - input: the bytes for the command's standard input.
  ///   - environment: the command's whole environment; nil passes on this process's own.
  ///   - outputLimit: the most bytes kept of the standard output and of the standard error.
  ///   - timeout: how long the command may run; nil: as long as it takes.
  ///   - gracePeriod: the time between `SIGTERM` and `SIGKILL` when the group is ended.
  ///   - cleaning: how the result's text shows controls; nil keeps them.
  package init(
    _ program: Program, input: [UInt8] = [], environment: [String: String]? = nil,
    outputLimit: Int = 1 << 20, timeout: Duration? = nil, gracePeriod: Duration = .milliseconds(500),
    cleaning: VisibleText.Breaks? = nil
  ) {
    self.program = program
    self.input = input
    self.environment = environment
    self.outputLimit = max(0, outputLimit)
    self.timeout = timeout
    self.gracePeriod = gracePeriod
    self.cleaning = cleaning
  }

  /// The program's path or name and the argument vector it gets, as bytes, or nil when there
  /// is none. A command line runs in ``CommandShell/current``.
  var argumentVector: (program: String, arguments: [[UInt8]], searchesPath: Bool)? {
    let shell = CommandShell.current
    switch program {
    case .shell(let line, let arguments):
      return (
        shell.path,
        shell.argumentVector(running: Array(line.utf8), arguments: arguments.map { Array($0.utf8) }), false
      )
    case .shellBytes(let line):
      return (shell.path, shell.argumentVector(running: line), false)
    case .arguments(let arguments):
      guard let first = arguments.first, !first.isEmpty else { return nil }
      return (first, arguments.map { Array($0.utf8) }, true)
    }
  }
}
