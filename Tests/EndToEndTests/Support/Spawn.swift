import Foundation

/// The outcome of a finished child process.
struct SpawnResult {
  /// The exit status, or 128+n when killed by signal n.
  let status: Int32
  /// What it wrote on stdout.
  let output: String
  /// What it wrote on stderr.
  let errors: String
}

/// Runs a program with `posix_spawn`, with every signal unblocked and at its default action.
///
/// Foundation's `Process` passes on the test runner's signal mask, which blocks nearly every
/// signal; a tmux server started that way never sees SIGCHLD or SIGTERM and hangs on
/// `kill-server`. Output is collected from pipes until end of file. stdin is /dev/null; the
/// descriptors in `closing` (0, 1, 2) are closed instead, as `<&-`, `>&-` and `2>&-` do.
func spawn(_ arguments: [String], environment: [String: String], closing: Set<Int32> = []) throws
  -> SpawnResult
{
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var emptyMask = sigset_t()
  sigemptyset(&emptyMask)
  var allSignals = sigset_t()
  sigfillset(&allSignals)
  posix_spawnattr_setsigmask(&attributes, &emptyMask)
  posix_spawnattr_setsigdefault(&attributes, &allSignals)
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

  var outputPipe: [Int32] = [0, 0]
  var errorPipe: [Int32] = [0, 0]
  guard pipe(&outputPipe) == 0, pipe(&errorPipe) == 0 else {
    throw Tmux.Failure(description: "pipe failed: \(String(cString: strerror(errno)))")
  }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
  posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
  for descriptor in outputPipe + errorPipe {
    posix_spawn_file_actions_addclose(&actions, descriptor)
  }
  for descriptor in closing.sorted() {
    posix_spawn_file_actions_addclose(&actions, descriptor)
  }

  let argv = arguments.map { strdup($0) } + [nil]
  let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer {
    for pointer in argv + envp { free(pointer) }
  }
  var pid: pid_t = 0
  let result = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
  close(outputPipe[1])
  close(errorPipe[1])
  defer {
    close(outputPipe[0])
    close(errorPipe[0])
  }
  guard result == 0 else {
    throw Tmux.Failure(description: "cannot run \(arguments[0]): \(String(cString: strerror(result)))")
  }
  // Read stderr on another thread so that neither pipe can fill up and block the child.
  let errorReader = FileHandle(fileDescriptor: errorPipe[0], closeOnDealloc: false)
  nonisolated(unsafe) var errorData = Data()
  let done = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    errorData = errorReader.readDataToEndOfFile()
    done.signal()
  }
  let outputData = FileHandle(fileDescriptor: outputPipe[0], closeOnDealloc: false).readDataToEndOfFile()
  done.wait()
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  return SpawnResult(
    status: exitStatus, output: String(decoding: outputData, as: UTF8.self),
    errors: String(decoding: errorData, as: UTF8.self))
}

/// The environment of the test process with the settings every end-to-end test wants:
/// LANG=C.UTF-8, no Swift backtracer (it can hold a pipe open for minutes after a crash), not
/// inside the caller's tmux, no NO_COLOR (`swift test` sets NO_COLOR=1 for its children, which
/// would turn colours off in every pane; a test that wants it sets it), no TFIELD_THEME or
/// COLORTERM of the caller's (a test that wants them sets them), and the programs' invariant
/// checks on (`invariantChecks`).
func testEnvironment(term: String? = "xterm-256color") -> [String: String] {
  var environment = ProcessInfo.processInfo.environment.merging(invariantChecks) { $1 }
  environment["LANG"] = "C.UTF-8"
  environment["SWIFT_BACKTRACE"] = "enable=no"
  // The machine's own ~/.inputrc and /etc/inputrc change no test's keys; a test of the inputrc
  // names its own file.
  environment["TFIELD_INPUTRC"] = "/dev/null"
  environment.removeValue(forKey: "INPUTRC")
  environment["TERM"] = term
  environment.removeValue(forKey: "TMUX")
  environment.removeValue(forKey: "LC_ALL")
  environment.removeValue(forKey: "NO_COLOR")
  environment.removeValue(forKey: "TFIELD_THEME")
  environment.removeValue(forKey: "COLORTERM")
  return environment
}

/// What turns on the programs' invariant checks: every edit of every field in a program an
/// end-to-end test starts checks the field's invariants, and a broken one stops the program with
/// the list of what is wrong, which no test can pass over (`Field.checksInvariantsAfterEveryEdit`).
let invariantChecks = ["TF_CHECK_INVARIANTS": "1"]
