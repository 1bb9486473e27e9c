import CTerminalSupport
import Synchronization

#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// One run of a background command, on a thread of its own: starts the process group, writes
/// the input, reads the output, keeps the deadline, ends the group, and reports to its runner.
final class CommandRun: Sendable {
  let command: BackgroundCommand
  /// A byte written here tells the run's thread to end the process group.
  private let cancelRead: Int32
  private let cancelWrite: Int32
  /// The process group while it can be signalled (from its start until just before it is
  /// reaped), else 0; whether a `SIGKILL` was asked for before it started; whether the run is over.
  private let group = Mutex(GroupState())

  struct GroupState {
    var process: pid_t = 0
    var killRequested = false
    var finished = false
  }

  /// How often a run looks whether the command's process has ended when no pipe can tell it
  /// (its output closed or cut, or its group being ended).
  static let exitCheckInterval: Duration = .milliseconds(10)
  /// The size of one read from the command's output.
  static let readSize = 64 * 1024

  init(command: BackgroundCommand) {
    self.command = command
    let ends = Self.makePipe(nonBlocking: (true, true))
    cancelRead = ends?.read ?? -1
    cancelWrite = ends?.write ?? -1
  }

  deinit {
    for descriptor in [cancelRead, cancelWrite] where descriptor >= 0 { close(descriptor) }
  }

  /// Tells the thread to end the process group; its result will not be reported.
  func cancel() {
    var byte: UInt8 = 1
    _ = write(cancelWrite, &byte, 1)
  }

  /// Sends `signal` to the process group, if it is still there to be signalled.
  /// A `SIGKILL` asked for before the group exists is sent as soon as it does.
  func signalGroup(_ signal: Int32) {
    group.withLock { group in
      if group.process > 0 {
        _ = killpg(group.process, signal)
      } else if signal == SIGKILL {
        group.killRequested = true
      }
    }
  }

  /// Waits up to `timeout` for the run's thread to have ended its process group and reaped it;
  /// true when it has.
  func waitUntilFinished(timeout: Duration) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !group.withLock({ $0.finished }) {
      guard ContinuousClock.now < deadline else { return false }
      usleep(1_000)
    }
    return true
  }

  /// Starts the thread (with every signal blocked: the process's signals are handled by its other
  /// threads, and a write to a command that stopped reading cannot raise `SIGPIPE` in the
  /// program); false when no thread could be started.
  func start(reportingTo slot: RunnerSlot) -> Bool {
    var all = sigset_t()
    sigfillset(&all)
    var previous = sigset_t()
    pthread_sigmask(SIG_SETMASK, &all, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    let context = Unmanaged.passRetained(ThreadContext(run: self, slot: slot)).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
      let started = pthread_create(&thread, nil, { CommandRun.threadMain($0) }, context)
      if started == 0, let thread { pthread_detach(thread) }
    #else
      var thread = pthread_t()
      let started = pthread_create(&thread, nil, { CommandRun.threadMain($0!) }, context)
      if started == 0 { pthread_detach(thread) }
    #endif
    if started != 0 { Unmanaged<ThreadContext>.fromOpaque(context).release() }
    return started == 0
  }

  private final class ThreadContext {
    let run: CommandRun
    let slot: RunnerSlot
    init(run: CommandRun, slot: RunnerSlot) {
      self.run = run
      self.slot = slot
    }
  }

  private static func threadMain(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    let context = Unmanaged<ThreadContext>.fromOpaque(context).takeRetainedValue()
    if let result = context.run.execute(reportingTo: context.slot) {
      context.slot.finish(context.run, with: result)
    }
    return nil
  }

  // MARK: - The run

  /// A pipe the command writes its output or its errors into, and what was read from it.
  private struct Capture {
    var descriptor: Int32
    var bytes: [UInt8] = []
    var cut = false
    let limit: Int

    var isOpen: Bool { descriptor >= 0 }

    /// Reads what is there; at the end of the output, on an error, or once more than the limit
    /// came, the pipe is closed.
    mutating func read(into buffer: UnsafeMutablePointer<UInt8>) {
      let count = systemRead(descriptor, buffer, CommandRun.readSize)
      if count < 0 && (errno == EINTR || errno == EAGAIN) { return }
      guard count > 0 else { return close() }
      let room = limit - bytes.count
      bytes.append(contentsOf: UnsafeBufferPointer(start: buffer, count: min(count, room)))
      if count > room {
        cut = true
        close()
      }
    }

    mutating func close() {
      guard descriptor >= 0 else { return }
      _ = systemClose(descriptor)
      descriptor = -1
    }
  }

  /// Where the run stands with the process group.
  private enum Phase {
    /// Running, until the deadline if there is one.
    case running(deadline: ContinuousClock.Instant?)
    /// Sent `SIGTERM`; `SIGKILL` at the instant.
    case terminating(killAt: ContinuousClock.Instant)
    /// Sent `SIGKILL`.
    case killed
  }

  /// Runs the command to its end, its output reported to `slot` as it comes when the command
  /// asks; nil when the run was cancelled.
  func execute(reportingTo slot: RunnerSlot? = nil) -> CommandResult? {
    defer { group.withLock { $0.finished = true } }
    let started = ContinuousClock.now
    let limit = command.outputLimit
    func result(_ ending: CommandResult.Ending, _ output: Capture? = nil, _ errors: Capture? = nil)
      -> CommandResult
    {
      CommandResult(
        ending: ending, output: output?.bytes ?? [], errors: errors?.bytes ?? [],
        outputCut: output?.cut ?? false,
        errorsCut: errors?.cut ?? false, outputLimit: limit, cleaning: command.cleaning,
        duration: ContinuousClock.now - started)
    }
    let spawned: Spawned
    switch spawn() {
    case .failure(let reason): return result(.notStarted(reason.description))
    case .success(let process): spawned = process
    }
    let group = spawned.process
    self.group.withLock { state in
      state.process = group
      if state.killRequested { _ = killpg(group, SIGKILL) }
    }
    if command.endsWithProgram { _ = tf_support_add_child_group(group) }
    var output = Capture(descriptor: spawned.output, limit: limit)
    var errors = Capture(descriptor: spawned.errors, limit: limit)
    var input = spawned.input
    var written = 0
    if command.input.isEmpty || command.inputFromNull { closeInput(&input) }

    var phase = Phase.running(deadline: command.timeout.map { started + $0 })
    var timedOut = false
    var cancelled = false
    var exited = false
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.readSize)
    defer { buffer.deallocate() }

    func endGroup(now: ContinuousClock.Instant) {
      guard case .running = phase else { return }
      _ = killpg(group, SIGTERM)
      phase = .terminating(killAt: now + command.gracePeriod)
    }

    while true {
      if !exited { exited = Self.hasExited(group) }
      let outputClosed = !output.isOpen && !errors.isOpen
      if case .running = phase {
        if exited && outputClosed { break }
      } else if exited {
        break
      }

      // Once cancelled, the cancel pipe (which stays readable) is left out.
      var descriptors = [pollfd(fd: cancelled ? -1 : cancelRead, events: Int16(POLLIN), revents: 0)]
      for descriptor in [output.descriptor, errors.descriptor] where descriptor >= 0 {
        descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
      }
      if input >= 0 { descriptors.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0)) }

      var wakeAt: ContinuousClock.Instant?
      switch phase {
      case .running(let deadline): wakeAt = deadline
      case .terminating(let killAt): wakeAt = killAt
      case .killed: wakeAt = nil
      }
      if outputClosed || !isRunning(phase) {
        let check = ContinuousClock.now + Self.exitCheckInterval
        wakeAt = min(wakeAt ?? check, check)
      }
      let ready = poll(
        &descriptors, nfds_t(descriptors.count), wakeAt.map { ($0 - .now).pollMilliseconds } ?? -1)
      if ready < 0 && errno != EINTR { break }

      let now = ContinuousClock.now
      if descriptors[0].revents != 0 && !cancelled {
        cancelled = true
        endGroup(now: now)
      }
      switch phase {
      case .running(let deadline?) where now >= deadline:
        timedOut = true
        endGroup(now: now)
      case .terminating(let killAt) where now >= killAt:
        _ = killpg(group, SIGKILL)
        phase = .killed
      default: break
      }
      for entry in descriptors.dropFirst() where entry.revents != 0 {
        if entry.fd == output.descriptor {
          let before = output.bytes.count
          output.read(into: buffer)
          if command.reportsOutput, output.bytes.count > before {
            slot?.report(self, output: output.bytes[before...])
          }
        } else if entry.fd == errors.descriptor {
          errors.read(into: buffer)
        } else if entry.fd == input {
          writeInput(&input, written: &written)
        }
      }
    }

    // Whatever is left of the group goes with the run; then the process is reaped (it was kept
    // unreaped until now, so that its process group could not be another's).
    self.group.withLock { state in
      _ = killpg(group, SIGKILL)
      state.process = 0
    }
    if command.endsWithProgram { tf_support_remove_child_group(group) }
    var status: Int32 = 0
    while waitpid(group, &status, 0) < 0 && errno == EINTR {}
    output.close()
    errors.close()
    closeInput(&input)
    if cancelled { return nil }
    if timedOut { return result(.timedOut, output, errors) }
    let signal = status & 0x7F
    return result(signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal), output, errors)
  }

  private func isRunning(_ phase: Phase) -> Bool {
    if case .running = phase { return true }
    return false
  }

  /// Writes what the pipe takes of the input; closes the pipe once all is written, or when the
  /// command no longer reads (`EPIPE`: the `SIGPIPE` that comes with it is blocked on this thread,
  /// and is dropped with it).
  private func writeInput(_ input: inout Int32, written: inout Int) {
    let bytes = command.input
    let count = bytes.withUnsafeBufferPointer { buffer in
      systemWrite(input, buffer.baseAddress! + written, buffer.count - written)
    }
    if count < 0 && (errno == EINTR || errno == EAGAIN) { return }
    if count > 0 { written += count }
    if count <= 0 || written == bytes.count { closeInput(&input) }
  }

  private func closeInput(_ input: inout Int32) {
    guard input >= 0 else { return }
    _ = systemClose(input)
    input = -1
  }

  /// True once the process has ended; it is left unreaped (`WNOWAIT`), so that its process ID,
  /// which is also its group's, stays taken until the run has killed what is left of the group.
  private static func hasExited(_ process: pid_t) -> Bool {
    var info = siginfo_t()
    while waitid(P_PID, id_t(process), &info, WEXITED | WNOHANG | WNOWAIT) < 0 {
      if errno != EINTR { return true }  // not our child any more: nothing left to wait for
    }
    return info.si_signo == SIGCHLD
  }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}

private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
