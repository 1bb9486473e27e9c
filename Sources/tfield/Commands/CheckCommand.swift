import FieldEngine
import FieldIO
import TFieldArguments
import TFieldOptions

/// `tfield check`: a value against a spec's rules and validators, with no terminal.
enum CheckCommand {
  /// Checks `value`, or the text of `stdin` (read only when `value` is nil) with one trailing LF or
  /// CRLF removed, as `$(…)` would.
  static func run(
    spec: FieldSpec, value: String?, output: CheckOutput, stdin: () -> Result<[UInt8], SystemIO.SystemError>
  ) -> CommandResult {
    let text: String
    if let value {
      text = value
    } else {
      switch stdin() {
      case .failure(let error): return .failed(.stdinUnreadable(error.reason))
      case .success(let bytes):
        guard let decoded = String(validating: withoutTrailingNewline(bytes), as: UTF8.self) else {
          return .failed(.stdinNotUTF8)
        }
        text = decoded
      }
    }
    var violations: [Violation]
    do {
      violations = try spec.violations(of: text)
    } catch {
      return .failed(.configuration(error))
    }
    // The command's check (--validate) after the rules, as a field runs it before submitting.
    if violations.isEmpty, let failed = CheckRunner.violation(of: text, by: spec.asyncValidators) {
      violations = [failed]
    }
    let status: ExitStatus = violations.isEmpty ? .success : .failure
    switch output {
    case .plain:
      return CommandResult(
        status: status, errors: violations.map { Messages.violationLine($0) + "\n" }.joined())
    case .json:
      return CommandResult(status: status, output: Output.checkReport(violations))
    }
  }

  /// The bytes without one final "\n" or "\r\n".
  static func withoutTrailingNewline(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
    var slice = bytes[...]
    guard slice.last == 0x0A else { return slice }
    slice.removeLast()
    if slice.last == 0x0D { slice.removeLast() }
    return slice
  }
}
