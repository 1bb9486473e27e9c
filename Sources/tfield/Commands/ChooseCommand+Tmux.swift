import TFieldArguments
import TFieldOptions

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// `choose --tmux`, as fzf 0.74's (`src/tmux.go`, `src/proxy.go`): inside tmux 3.3 or later,
/// tfield runs itself again, with the same arguments, in `tmux display-popup -E`; stdin's items
/// reach it through a fifo, and what it prints and its exit status come back through files of a
/// private directory. The copy in the popup knows it is one by `TFIELD_TMUX_POPUP` in its
/// environment (taken out at once, so its commands do not see it) and ignores `--tmux`, from the
/// command line and from the default options alike. A signal that ends tfield ends the popup's
/// process group first: no child outlives tfield.
enum TmuxPopupRun {
  /// The environment variable that marks the copy in the popup.
  static let marker = "TFIELD_TMUX_POPUP"

  /// The popup to open for `choose`, or nil for the list as without `--tmux`: no `--tmux`,
  /// `--filter`, the copy in the popup, outside tmux, or a tmux older than 3.3 (no `-B`, no `-E`
  /// status).
  static func popup(for choose: Choose) -> TmuxPopup? {
    let inPopup = getenv(marker) != nil
    if inPopup { unsetenv(marker) }
    guard !inPopup, choose.choice.filter == nil, let given = choose.choice.tmuxPopup,
      let popup = TmuxPopup(given), let tmux = getenv("TMUX"), tmux.pointee != 0,
      let version = capture(["tmux", "-V"]), supportsPopups(versionLine: version)
    else { return nil }
    return popup
  }

  /// True for `tmux -V`'s line of tmux 3.3 or later (`tmux 3.3a`, `tmux next-3.6`, `tmux master`).
  static func supportsPopups(versionLine: String) -> Bool {
    let word = versionLine.split(separator: " ").dropFirst().first.map(String.init) ?? ""
    if word == "master" { return true }
    let digits = word.drop { !$0.isNumber }
    let parts = digits.split(separator: ".").map { Int($0.prefix { $0.isNumber }) ?? 0 }
    guard let major = parts.first else { return false }
    return major > 3 || (major == 3 && parts.count > 1 && parts[1] >= 3)
  }

  /// Runs the list in the popup; what the copy there printed, its stderr and its exit status.
  static func run(_ popup: TmuxPopup, arguments: [[UInt8]], choose: Choose, input: Int32) -> CommandResult {
    var template = Array("\(temporaryRoot())/tfield-tmux-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      return CommandResult(status: .error, errors: "tfield: --tmux: no private directory: \(errorText())\n")
    }
    let directory = String(cString: made)
    let files = Files(directory: directory)
    defer { files.remove() }
    // Items come through the fifo only where the copy would read them from stdin.
    let feedsItems = choose.items == nil && isatty(input) == 0
    if feedsItems {
      guard mkfifo(files.input, 0o600) == 0 else {
        return CommandResult(status: .error, errors: "tfield: --tmux: no fifo: \(errorText())\n")
      }
      startFeeding(from: input, to: files.input)
    }
    // As fzf's (`--no-height`, `--border`): the list fills the popup, in its own border where tmux
    // draws none.
    var words = arguments.map { String(decoding: $0, as: UTF8.self) }
    if !choose.display.fullscreen && choose.display.height == nil {
      words.insert("--fullscreen", at: min(1, words.count))
    }
    if !popup.nativeBorder && !choose.choice.hasBorder { words.insert("--border", at: min(1, words.count)) }
    let script = scriptText(arguments: [executablePath()] + words, files: files, feedsItems: feedsItems)
    guard writeFile(files.script, script) else {
      return CommandResult(status: .error, errors: "tfield: --tmux: \(files.script): \(errorText())\n")
    }
    var cwd = [CChar](repeating: 0, count: 4096)
    let directoryHere = getcwd(&cwd, cwd.count) != nil ? String(cString: cwd) : "."
    let command =
      ["tmux", "display-popup", "-E", "-d", directoryHere] + popup.displayPopupOptions + ["sh", files.script]
    PopupEnding.arm(files: files)
    let tmuxStatus = runAndWait(command)
    PopupEnding.disarm()
    let output = readFile(files.output)
    let errors = String(decoding: readFile(files.errors), as: UTF8.self)
    let statusText = String(decoding: readFile(files.status), as: UTF8.self)
    guard let code = Int32(statusText.filter(\.isNumber)) else {
      // The popup ended before the copy did (closed from tmux), or never opened.
      let status: ExitStatus = tmuxStatus == 0 ? .interrupted : .error
      return CommandResult(status: status, errors: errors)
    }
    var result = CommandResult(status: ExitStatus(rawValue: code) ?? .error, bytes: output)
    result.errors = errors
    return result
  }

  /// The files of the private directory.
  struct Files {
    let directory: String
    var script: String { directory + "/run.sh" }
    var input: String { directory + "/items" }
    var output: String { directory + "/output" }
    var errors: String { directory + "/errors" }
    var status: String { directory + "/status" }
    var process: String { directory + "/process" }
    var all: [String] { [script, input, output, errors, status, process] }

    func remove() {
      for file in all { unlink(file) }
      rmdir(directory)
    }
  }

  /// The script the popup runs: tfield's environment (tmux gives a popup the session's), the
  /// marker, its process id for `PopupEnding`, the copy, its status.
  static func scriptText(arguments: [String], files: Files, feedsItems: Bool) -> String {
    var lines: [String] = []
    var pointer = environ
    while let entry = pointer.pointee {
      let pair = String(cString: entry)
      if let equals = pair.firstIndex(of: "="), isIdentifier(pair[..<equals]) {
        lines.append("export \(pair[..<equals])=\(quoted(String(pair[pair.index(after: equals)...])))")
      }
      pointer += 1
    }
    lines.append("export \(marker)=1")
    lines.append("echo $$ > \(quoted(files.process))")
    let redirections =
      (feedsItems ? " < \(quoted(files.input))" : "")
      + " > \(quoted(files.output)) 2> \(quoted(files.errors))"
    lines.append(arguments.map(quoted).joined(separator: " ") + redirections)
    lines.append("echo $? > \(quoted(files.status))")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A word for sh: in single quotes, each `'` written `'\''`.
  static func quoted(_ word: String) -> String {
    "'" + word.replacing("'", with: "'\\''") + "'"
  }

  private static func isIdentifier(_ name: Substring) -> Bool {
    guard let first = name.first, first == "_" || (first.isASCII && first.isLetter) else { return false }
    return name.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
  }

  private static func temporaryRoot() -> String {
    if let root = getenv("TMPDIR"), root.pointee != 0 { return String(cString: root) }
    return "/tmp"
  }

  private static func errorText() -> String { String(cString: strerror(errno)) }

  /// This program's file: /proc/self/exe where there is one (Linux), else the name it was run by.
  private static func executablePath() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if count > 0 { return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
    return CommandLine.arguments[0]
  }

  private static func writeFile(_ path: String, _ text: String) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return SystemIO.write(text, to: descriptor) == nil
  }

  private static func readFile(_ path: String) -> [UInt8] {
    (try? SystemIO.readFile(path).get()) ?? []
  }

  /// Runs `words` (looked up in PATH) with stdin, stdout and stderr as tfield's; its wait status's
  /// exit code, or -1.
  private static func runAndWait(_ words: [String]) -> Int32 {
    guard let process = spawn(words, output: nil) else { return -1 }
    return wait(for: process)
  }

  /// What `words` prints on stdout, or nil when it cannot run or fails.
  static func capture(_ words: [String]) -> String? {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    let process = spawn(words, output: ends[1])
    close(ends[1])
    defer { close(ends[0]) }
    guard let process else { return nil }
    let read = SystemIO.readAll(ends[0])
    guard wait(for: process) == 0, case .success(let bytes) = read else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func spawn(_ words: [String], output: Int32?) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let output {
      posix_spawn_file_actions_adddup2(&actions, output, 1)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { for word in argv { free(word) } }
    var process = pid_t()
    guard posix_spawnp(&process, words[0], &actions, nil, &argv, environ) == 0 else { return nil }
    return process
  }

  private static func wait(for process: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(process, &status, 0) < 0 {
      guard errno == EINTR else { return -1 }
    }
    // WIFEXITED and WEXITSTATUS, which Swift does not import.
    return status & 0x7f == 0 ? (status >> 8) & 0xff : -1
  }

  /// Copies `input` into the fifo at `path` on a thread of its own, which ends with tfield: the
  /// copy in the popup may never open it (a tmux that fails) or stop reading (a choice made).
  private static func startFeeding(from input: Int32, to path: String) {
    signal(SIGPIPE, SIG_IGN)
    feed = (input, strdup(path))
    var thread = pthread_t()
    _ = pthread_create(
      &thread, nil,
      { _ in
        let (input, path) = TmuxPopupRun.feed
        guard let path else { return nil }
        let fifo = open(path, O_WRONLY | O_CLOEXEC)
        guard fifo >= 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
          let count = read(input, &buffer, buffer.count)
          if count < 0 && errno == EINTR { continue }
          guard count > 0, SystemIO.write(Array(buffer[..<count]), to: fifo) == nil else { break }
        }
        close(fifo)
        return nil
      }, nil)
    pthread_detach(thread)
  }

  /// The feeding thread's stdin and fifo, set once before it starts.
  nonisolated(unsafe) private static var feed: (Int32, UnsafeMutablePointer<CChar>?) = (0, nil)
}

/// A signal that ends tfield while the popup is open (SIGINT, SIGTERM, SIGHUP) ends the popup's
/// process group first: the copy in the popup restores its terminal and the popup closes.
/// Everything the handler needs is made before it is installed: it only reads the popup's
/// process id from its file, signals, removes the files and re-raises.
private enum PopupEnding {
  nonisolated(unsafe) static var processFile: UnsafeMutablePointer<CChar>?
  nonisolated(unsafe) static var files: [UnsafeMutablePointer<CChar>?] = []
  nonisolated(unsafe) static var directory: UnsafeMutablePointer<CChar>?
  static let signals = [SIGINT, SIGTERM, SIGHUP]

  static func arm(files: TmuxPopupRun.Files) {
    processFile = strdup(files.process)
    PopupEnding.files = files.all.map { strdup($0) }
    directory = strdup(files.directory)
    for number in signals { signal(number, handler) }
  }

  static func disarm() {
    for number in signals { signal(number, SIG_DFL) }
  }

  static let handler: @convention(c) (Int32) -> Void = { number in
    if let path = PopupEnding.processFile {
      let descriptor = open(path, O_RDONLY)
      if descriptor >= 0 {
        var digits: (Int8, Int8, Int8, Int8, Int8, Int8, Int8, Int8, Int8, Int8, Int8, Int8) =
          (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let count = withUnsafeMutableBytes(of: &digits) { read(descriptor, $0.baseAddress, 11) }
        close(descriptor)
        var process: pid_t = 0
        withUnsafeBytes(of: &digits) { bytes in
          for index in 0..<max(0, count) {
            let byte = bytes[index]
            guard byte >= 48 && byte <= 57 else { break }
            process = process * 10 + pid_t(byte - 48)
          }
        }
        if process > 1 { kill(-process, SIGTERM) }
      }
    }
    for file in PopupEnding.files { if let file { unlink(file) } }
    if let directory = PopupEnding.directory { rmdir(directory) }
    signal(number, SIG_DFL)
    raise(number)
  }
}
