import FieldEngine
import FormFiles
import TFieldArguments
import TFieldOptions
import TerminalFields

/// `tfield` as a function from arguments to what it prints and how it ends.
enum Tool {
  /// Runs a command line given as text (tests).
  static func run(
    _ arguments: [String],
    stdin: (() -> Result<[UInt8], SystemIO.SystemError>)? = nil,
    readFile: (String) -> Result<[UInt8], SystemIO.SystemError> = SystemIO.readFile, input: Int32 = 0,
    write: ([UInt8]) -> SystemIO.SystemError? = { SystemIO.write($0, to: 1) },
    start: ContinuousClock.Instant = .now, closed: SystemIO.StandardStreams = []
  ) -> CommandResult {
    run(
      bytes: arguments.map { Array($0.utf8) }, stdin: stdin, readFile: readFile, input: input, write: write,
      start: start, closed: closed)
  }

  /// Runs the command line (without the program's name), its arguments as the system gave them.
  /// `stdin` is read whole only by `check` without `--value` and by `form -`; by default it is the
  /// process's stdin, read until `--timeout` runs out. `choose` without items reads the descriptor
  /// `input` as items arrive; `choose --filter` writes its matches through `write` as it goes.
  /// `start` is when tfield started: `--timeout` counts from it.
  /// What goes to stderr is shown as `VisibleText` shows it (controls but line feeds written out):
  /// user-given text in a message never reaches the terminal as a command.
  /// `closed` holds the standard streams that were closed at the start (now on /dev/null): a
  /// subcommand that would print on a closed stdout, or read from a closed stdin, fails before it
  /// asks anything.
  static func run(
    bytes arguments: [[UInt8]],
    stdin: (() -> Result<[UInt8], SystemIO.SystemError>)? = nil,
    readFile: (String) -> Result<[UInt8], SystemIO.SystemError> = SystemIO.readFile, input: Int32 = 0,
    write: ([UInt8]) -> SystemIO.SystemError? = { SystemIO.write($0, to: 1) },
    start: ContinuousClock.Instant = .now, closed: SystemIO.StandardStreams = [],
    defaultOptionsFile: String? = Session.environment("TFIELD_DEFAULT_OPTS_FILE"),
    defaultOptions: String? = Session.environment("TFIELD_DEFAULT_OPTS")
  ) -> CommandResult {
    // As fzf's FZF_DEFAULT_OPTS_FILE: an empty value is none.
    let file = defaultOptionsFile.flatMap { path -> DefaultOptionsFile? in
      guard !path.isEmpty else { return nil }
      switch readFile(path) {
      case .success(let bytes): return .read(path: path, text: String(decoding: bytes, as: UTF8.self))
      case .failure(let error): return .unreadable(path: path, reason: error.reason)
      }
    }
    var result = command(
      arguments, stdin: stdin, readFile: readFile, input: input, write: write, start: start, closed: closed,
      defaultOptionsFile: file, defaultOptions: defaultOptions)
    result.errors = VisibleText.visible(result.errors, breaks: .kept)
    return result
  }

  private static func command(
    _ arguments: [[UInt8]], stdin: (() -> Result<[UInt8], SystemIO.SystemError>)?,
    readFile: (String) -> Result<[UInt8], SystemIO.SystemError>, input: Int32,
    write: ([UInt8]) -> SystemIO.SystemError?, start: ContinuousClock.Instant,
    closed: SystemIO.StandardStreams, defaultOptionsFile: DefaultOptionsFile?, defaultOptions: String?
  ) -> CommandResult {
    let invocation: Invocation
    do {
      invocation = try Arguments.parse(
        bytes: arguments, defaultOptionsFile: defaultOptionsFile, defaultOptions: defaultOptions)
    } catch {
      return .failed(.usage(error))
    }
    let display = invocation.display ?? Display()
    var themed = (theme: Theme.default, usesColor: true)
    if invocation.display != nil {
      switch Theming.theme(for: display, readFile: readFile) {
      case .success(let theme): themed = theme
      case .failure(let error): return .failed(.theme(error))
      }
    }
    let session = Session(display: display, start: start, theme: themed.theme, themeColors: themed.usesColor)
    if invocation.display != nil, let mode = session.unknownEditingMode {
      return .failed(.unknownEditingMode(mode))
    }
    if closed.contains(.stdout) && invocation.printsOnStdout { return .failed(.stdoutClosed) }
    if closed.contains(.stdin), let use = invocation.stdinUse(session) { return .failed(.stdinClosed(use)) }
    let stdin = stdin ?? { SystemIO.readAll(0, deadline: session.deadline) }
    switch invocation {
    case .help(let subcommand):
      return CommandResult(status: .success, output: Help.text(for: subcommand))
    case .version:
      return CommandResult(status: .success, output: Help.version + "\n")
    case .completions(let shell):
      return CommandResult(status: .success, output: Completions.script(for: shell))
    case .shellBindings(let shell):
      return CommandResult(status: .success, output: ShellBindings.script(for: shell))
    case .check(let spec, let value, let output):
      return CheckCommand.run(spec: spec, value: value, output: output, stdin: stdin)
    case .prompt(let spec, let title, let message, let output, _, let history):
      return DialogCommands.prompt(
        spec: spec, title: title, message: message, format: output, session: session, history: history)
    case .choose(let choose):
      if let popup = TmuxPopupRun.popup(for: choose) {
        return TmuxPopupRun.run(popup, arguments: arguments, choose: choose, input: input)
      }
      return ChooseCommand.run(choose, session: session, input: input, write: write)
    case .confirm(let confirm):
      return DialogCommands.confirm(confirm, session: session)
    case .write(let write):
      return WriteCommand.run(write, session: session)
    case .input(let spec, let output, _, let history):
      switch TerminalCommand.form(of: spec, history: history) {
      case .success(let form):
        return TerminalCommand.run(
          form: form, title: "", format: output, single: true, session: session,
          histories: history.isEmpty ? [:] : [spec.id: history])
      case .failure(let error): return .failed(error)
      }
    case .form(let path, let output, _, let allowsCommands):
      let file: FormFile
      // `-` is stdin, named so in messages; its form has no title unless it gives one.
      let fromStdin = path == "-"
      if fromStdin && session.answersFromStdin { return .failed(.stdinHoldsBoth(.form)) }
      var read = readFile
      if fromStdin {
        let bytes = stdin()
        if case .failure(.timedOut) = bytes { return CommandResult(status: .timedOut) }
        read = { _ in bytes }
      }
      switch loadForm(fromStdin ? "stdin" : path, readFile: read) {
      case .success(let loaded): file = loaded
      case .failure(let error): return .failed(.formFile(error))
      }
      // A form file's history paths are relative to the form file (to the working directory for
      // stdin's).
      let name = fromStdin ? "stdin" : path
      let directory = fromStdin ? nil : directoryPart(of: path)
      if let mistake = HistoryPlaces.mistake(
        in: file.histories, fields: zip(file.fields, file.references).map { ($0.id, $1) }, folder: directory,
        name: name)
      {
        return .failed(.formFile(mistake))
      }
      // A form file is data: it runs no command unless the command line says it may.
      if !allowsCommands, let command = file.commands.first {
        return .failed(
          .formFile(
            FormFileError(
              file: name, field: command.field, position: command.position,
              problem: .commandNotAllowed(key: command.key))))
      }
      return TerminalCommand.run(
        form: file.form, title: file.title ?? (fromStdin ? "" : path), format: output, single: false,
        session: session, histories: file.histories.mapValues { $0.relative(to: directory) },
        check: file.validateCommand)
    }
  }

  /// The directory part of a path ("forms/a.json" -> "forms"; "a.json" -> nil; "/a.json" -> "/").
  static func directoryPart(of path: String) -> String? {
    guard let slash = path.lastIndex(of: "/") else { return nil }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Reads and parses a form file, naming it as given.
  static func loadForm(
    _ path: String, readFile: (String) -> Result<[UInt8], SystemIO.SystemError> = SystemIO.readFile
  ) -> Result<FormFile, FormFileError> {
    switch readFile(path) {
    case .failure(let error):
      return .failure(FormFileError(file: path, problem: .unreadable(error.reason)))
    case .success(let bytes):
      do {
        return .success(try FormFile.parse(bytes, name: path))
      } catch {
        return .failure(error)
      }
    }
  }
}
