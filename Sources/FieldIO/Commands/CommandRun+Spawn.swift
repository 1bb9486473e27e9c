import CTerminalSupport
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
  /// run at the same moment cannot inherit this run's pipes where the system has no `pipe2`
  /// (`pipe` and marking the ends close-on-exec are then two steps; a pipe end a command inherits
  /// keeps another run's output open).
  private static let spawnLock = Mutex(())

  /// Starts the command in a process group of its own, its signals at their defaults and none
  /// blocked, with pipes for its standard input, output and error. On Linux the command is killed
  /// when this run's thread ends (`tf_support_spawn`): with the program, even by `SIGKILL`.
  func spawn() -> Result<Spawned, SpawnFailure> {
    guard let (path, arguments, searchesPath) = command.argumentVector else {
      return .failure(SpawnFailure(description: "no program to run"))
    }
    guard let strings = CommandLineBytes.cStrings(arguments) else {
      return .failure(SpawnFailure(description: CommandLineBytes.nulProblem))
    }
    let argv = strings + [nil]
    defer {
      for pointer in argv { free(pointer) }
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
      // Every pipe end is above 2 and close-on-exec: the three copies are all the command gets.
      let descriptors: [Int32] = [
        command.inputFromNull ? -1 : input.read, output.write,
        command.mergesErrors ? output.write : errors.write,
      ]
      var flags = TF_SPAWN_NEW_GROUP | TF_SPAWN_DEFAULT_SIGNALS
      if searchesPath { flags |= TF_SPAWN_SEARCH_PATH }
      var process: Int32 = 0
      let started = argv.withUnsafeBufferPointer { argv in
        descriptors.withUnsafeBufferPointer { descriptors in
          CommandLineBytes.withEnvironment(command.environment) { environment in
            tf_support_spawn(path, argv.baseAddress, environment, descriptors.baseAddress, flags, &process)
          }
        }
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
    guard tf_support_make_pipe(&ends) == 0 else { return nil }
    for (descriptor, wanted) in zip(ends, [nonBlocking.read, nonBlocking.write]) where wanted {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }
    return (ends[0], ends[1])
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
