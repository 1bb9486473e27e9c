import Synchronization

#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

extension CommandRun {
  /// A started command: its process (the leader of its own process group) and this side of its
  /// three pipes.
  struct Spawned {
    var process: pid_t
    var input: Int32
    var output: Int32
    var errors: Int32
  }

  /// Why a command could not be started, in the system's words.
  struct SpawnFailure: Error, CustomStringConvertible {
    var description: String
  }

  /// Held while pipes are made and a command is started, so that a command started by another
  /// run at the same moment cannot inherit this run's pipes (`pipe` and marking the ends
  /// close-on-exec are two steps; a pipe end a command inherits keeps another run's output open).
  private static let spawnLock = Mutex(())

  /// Starts the command in a process group of its own, its signals at their defaults and none
  /// blocked, with pipes for its standard input, output and error.
  func spawn() -> Result<Spawned, SpawnFailure> {
    guard let (path, arguments, searchesPath) = command.argumentVector else {
      return .failure(SpawnFailure(description: "no program to run"))
    }
    guard let strings = CommandLineBytes.cStrings(arguments) else {
      return .failure(SpawnFailure(description: CommandLineBytes.nulProblem))
    }
    let argv = strings + [nil]
    let environment = command.environment.map { variables in
      variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    }
    defer {
      for pointer in argv + (environment ?? []) { free(pointer) }
    }
    return Self.spawnLock.withLock { _ in
      // The command's ends block; the run's ends do not.
      guard let input = Self.makePipe(nonBlocking: (false, true)) else { return .failure(Self.lastError()) }
      guard let output = Self.makePipe(nonBlocking: (true, false)) else {
        Self.closePipes(input)
        return .failure(Self.lastError())
      }
      guard let errors = Self.makePipe(nonBlocking: (true, false)) else {
        Self.closePipes(input, output)
        return .failure(Self.lastError())
      }
      var attributes = posix_spawnattr_t()
      posix_spawnattr_init(&attributes)
      defer { posix_spawnattr_destroy(&attributes) }
      var noSignals = sigset_t()
      sigemptyset(&noSignals)
      var allSignals = sigset_t()
      sigfillset(&allSignals)
      posix_spawnattr_setsigmask(&attributes, &noSignals)
      posix_spawnattr_setsigdefault(&attributes, &allSignals)
      posix_spawnattr_setpgroup(&attributes, 0)
      posix_spawnattr_setflags(
        &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      // Every pipe end is above 2 and close-on-exec: the three copies are all the command gets.
      if command.inputFromNull {
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      } else {
        posix_spawn_file_actions_adddup2(&actions, input.read, 0)
      }
      posix_spawn_file_actions_adddup2(&actions, output.write, 1)
      posix_spawn_file_actions_adddup2(&actions, command.mergesErrors ? output.write : errors.write, 2)

      var process: pid_t = 0
      let started: Int32
      if let environment {
        started =
          searchesPath
          ? posix_spawnp(&process, path, &actions, &attributes, argv, environment)
          : posix_spawn(&process, path, &actions, &attributes, argv, environment)
      } else {
        started =
          searchesPath
          ? posix_spawnp(&process, path, &actions, &attributes, argv, processEnvironment)
          : posix_spawn(&process, path, &actions, &attributes, argv, processEnvironment)
      }
      _ = close(input.read)
      _ = close(output.write)
      _ = close(errors.write)
      guard started == 0 else {
        for descriptor in [input.write, output.read, errors.read] { _ = close(descriptor) }
        return .failure(SpawnFailure(description: String(cString: strerror(started))))
      }
      return .success(Spawned(process: process, input: input.write, output: output.read, errors: errors.read))
    }
  }

  /// A pipe whose ends are close-on-exec and numbered above 2 (so that they are never the
  /// descriptors they are copied onto, even in a program started with 0, 1 or 2 closed), each
  /// non-blocking as asked; nil when the system refuses (`errno` says why).
  static func makePipe(nonBlocking: (read: Bool, write: Bool)) -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    var moved: [Int32] = [-1, -1]
    for index in 0..<2 {
      moved[index] = fcntl(ends[index], F_DUPFD_CLOEXEC, 3)
      _ = close(ends[index])
    }
    guard moved[0] >= 0, moved[1] >= 0 else {
      for descriptor in moved where descriptor >= 0 { _ = close(descriptor) }
      return nil
    }
    for (descriptor, wanted) in zip(moved, [nonBlocking.read, nonBlocking.write]) where wanted {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }
    return (moved[0], moved[1])
  }

  private static func closePipes(_ pipes: (read: Int32, write: Int32)...) {
    for pipe in pipes {
      _ = close(pipe.read)
      _ = close(pipe.write)
    }
  }

  private static func lastError() -> SpawnFailure {
    SpawnFailure(description: String(cString: strerror(errno)))
  }
}

/// This process's environment, as `posix_spawn` takes it.
private var processEnvironment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
  #if canImport(Darwin)
    _NSGetEnviron().pointee
  #else
    environ
  #endif
}
