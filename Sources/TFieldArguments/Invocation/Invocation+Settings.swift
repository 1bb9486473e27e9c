import FieldEngine
import TFieldOptions

extension Invocation {
  /// The invocation of `subcommand` with its settings (checked), the field's spec built from
  /// them, and its operands, as text and as bytes; `givesMessage` when the command line gave
  /// `--message` (`confirm` asks its own question otherwise).
  ///
  /// - Throws: `form` without its file, `completions` or `shell` without a shell.
  init(
    _ subcommand: Subcommand, settings: CommandSettings, spec: FieldSpec, operands: [String],
    operandBytes: [[UInt8]], givesMessage: Bool
  ) throws(UsageError) {
    switch subcommand {
    case .input:
      self = .input(spec: spec, output: settings.output, display: settings.display, history: settings.history)
    case .write:
      self = .write(
        Write(spec: spec, maxLines: settings.maxLines, output: settings.output, display: settings.display))
    case .form:
      guard let file = operands.first else { throw .missingFile }
      self = .form(
        path: file, output: settings.output, display: settings.display,
        allowsCommands: settings.allowsCommands)
    case .check:
      self = .check(spec: spec, value: settings.checkedValue, output: settings.checkOutput)
    case .prompt:
      self = .prompt(
        spec: spec, title: settings.title, message: settings.message, output: settings.output,
        display: settings.display, history: settings.history)
    case .choose:
      self = .choose(
        Choose(
          items: operandBytes.isEmpty ? nil : operandBytes, selected: settings.selected,
          other: settings.offersOther, choice: settings.choice, title: settings.title, spec: spec,
          output: settings.output, display: settings.display))
    case .confirm:
      self = .confirm(
        Confirm(
          message: givesMessage ? settings.message : Confirm.defaultMessage,
          defaultAnswer: settings.defaultAnswer, output: settings.confirmOutput, display: settings.display))
    case .completions:
      guard let shell = operands.first.flatMap(Shell.init(rawValue:)) else {
        throw .missingShell(.completions)
      }
      self = .completions(shell)
    case .shell:
      guard let shell = operands.first.flatMap(Shell.init(rawValue:)) else { throw .missingShell(.shell) }
      self = .shellBindings(shell)
    }
  }
}
