import TFieldArguments
import TFieldOptions

extension Invocation {
  /// Whether the invocation prints on stdout when it succeeds (a value, items, help, a script).
  var printsOnStdout: Bool {
    switch self {
    case .help, .version, .completions, .shellBindings, .input, .write, .form, .prompt, .choose: true
    case .check(_, _, let output): output == .json
    case .confirm(let confirm): confirm.output == .json
    }
  }

  /// What the invocation reads from stdin, if anything, with `session`'s plain mode.
  func stdinUse(_ session: Session) -> StdinUse? {
    switch self {
    case .check(_, nil, _): return .value
    case .form("-", _, _, _): return .formFile
    case .choose(let choose) where choose.items == nil: return .items
    default: break
    }
    guard let subcommand, subcommand.isInteractive, session.answersFromStdin else { return nil }
    return .answers(subcommand)
  }

  /// The subcommand invoked; nil for `--help` and `--version`.
  var subcommand: Subcommand? {
    switch self {
    case .input: .input
    case .write: .write
    case .form: .form
    case .check: .check
    case .prompt: .prompt
    case .choose: .choose
    case .confirm: .confirm
    case .completions: .completions
    case .shellBindings: .shell
    case .help, .version: nil
    }
  }

  /// How an interactive subcommand runs; nil for the others.
  var display: Display? {
    switch self {
    case .input(_, _, let display, _), .form(_, _, let display, _), .prompt(_, _, _, _, let display, _):
      display
    case .choose(let choose): choose.display
    case .confirm(let confirm): confirm.display
    case .write(let write): write.display
    case .help, .version, .check, .completions, .shellBindings: nil
    }
  }
}
