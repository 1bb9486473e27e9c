import FieldEngine

/// A value checked by a command of the user's (`tfield --validate CMD`): the value as it would be
/// printed, and a line feed, on the command's standard input; exit status 0 accepts it, anything
/// else refuses it with the first line of the command's standard error (cleaned of controls) as
/// the reason. The same verdict whether the check runs in a component's background
/// (``validator(_:timeout:whileTyping:)``) or at once (``verdict(of:command:timeout:)``).
package enum CommandCheck {
  /// The name a command's violations give as their rule (`RuleName.validator("validate")`).
  package static let name = "validate"

  /// An asynchronous validator that runs `command` by `/bin/sh -c` in a process group of its own;
  /// a cancelled check ends the group (`SIGTERM`, then `SIGKILL`). `timeout` is kept by the
  /// component that runs it, and also by the command's own run.
  package static func validator(_ command: String, timeout: Duration?, whileTyping: Bool) -> AsyncValidator {
    AsyncValidator(name, timeout: timeout, checksWhileTyping: whileTyping) { value in
      let runner = CommandRunner()
      runner.start(background(command, value: value, timeout: timeout))
      while runner.isRunning {
        if Task.isCancelled {
          runner.cancel()
          return nil
        }
        try? await Task.sleep(for: .milliseconds(5))
      }
      return runner.takeResult().flatMap { message(for: $0, timeout: timeout) }
    }
  }

  /// Runs `command` on `value` and waits for it: the reason it refuses the value, or nil when it
  /// accepts it.
  package static func verdict(of value: String, command: String, timeout: Duration?) -> String? {
    let runner = CommandRunner()
    runner.start(background(command, value: value, timeout: timeout))
    guard let result = runner.waitForResult() else { return Wording.checkFailedToRun("it ended unseen") }
    return message(for: result, timeout: timeout)
  }

  /// The reason a command's result refuses its value, or nil when it exited with status 0.
  package static func message(for result: CommandResult, timeout: Duration?) -> String? {
    switch result.ending {
    case .exited(0): return nil
    case .exited(let status): return result.firstErrorLine ?? Wording.checkRefused(status: Int(status))
    case .signalled(let signal): return Wording.checkSignalled(Int(signal))
    case .timedOut: return Wording.checkTimedOut(timeout ?? .zero)
    case .notStarted(let reason):
      return Wording.checkFailedToRun(VisibleText.visible(reason, breaks: .spaces))
    }
  }

  /// The run: the value and a line feed on stdin, stderr kept (64 KiB) for its first line.
  static func background(_ command: String, value: String, timeout: Duration?) -> BackgroundCommand {
    var background = BackgroundCommand(
      .shell(command), input: Array((value + "\n").utf8), outputLimit: 1 << 16, timeout: timeout)
    background.endsWithProgram = true
    return background
  }
}
