import FieldEngine

#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// The commands a form runs, the same on the terminal and in plain lines: a choice's options read
/// from a command's output lines, with the earlier answers in its environment, and the whole
/// form's check, which reads the values as one JSON object.
package enum FormCommands {
  /// How long a form's command may run before its process group is ended.
  package static let timeout = Duration.seconds(30)

  /// The variable an element's value is handed to commands in: `TFIELD_` and its id in upper case,
  /// any character but an ASCII letter, a digit or `_` as `_` ("db-host" is `TFIELD_DB_HOST`).
  package static func variableName(of id: String) -> String {
    "TFIELD_"
      + String(
        id.uppercased().unicodeScalars.map { scalar in
          scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
            ? Character(scalar) : "_"
        })
  }

  /// This process's environment with each value in its variable (a list's values joined by LF,
  /// an answer `true` or `false`).
  package static func environment(with values: FormValues) -> [String: String] {
    var environment = processEnvironment()
    for entry in values { environment[variableName(of: entry.id)] = entry.value.joinedText }
    return environment
  }

  /// The command that reads a choice's options, given the earlier answers.
  package static func optionsCommand(_ command: String, answers: FormValues) -> BackgroundCommand {
    var background = BackgroundCommand(
      .shell(command), environment: environment(with: answers), timeout: timeout)
    background.inputFromNull = true
    background.endsWithProgram = true
    return background
  }

  /// A choice's options from its command's result: one a line, blank lines and repeats left out;
  /// or why there are none (its first line of errors, its status).
  package static func options(from result: CommandResult) -> Result<
    [FormOption], PlainQuestions.OptionsFailure
  > {
    if let failure = CommandCheck.message(for: result, timeout: timeout) {
      return .failure(PlainQuestions.OptionsFailure(failure))
    }
    var seen = Set<String>()
    let lines = result.text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    return .success(lines.filter { seen.insert($0).inserted }.map { FormOption($0) })
  }

  /// Reads a choice's options, waiting for its command (plain lines).
  package static func readOptions(_ element: FormElement, answers: FormValues) -> Result<
    [FormOption], PlainQuestions.OptionsFailure
  > {
    guard let command = element.optionsCommand else { return .success(element.choice?.options ?? []) }
    let runner = CommandRunner()
    runner.start(optionsCommand(command, answers: answers))
    guard let result = runner.waitForResult() else {
      return .failure(PlainQuestions.OptionsFailure(Wording.checkFailedToRun("it ended unseen")))
    }
    return options(from: result)
  }

  /// The whole form's check: `command` reads the values as one JSON object and a line feed.
  package static func checkCommand(_ command: String, values: FormValues) -> BackgroundCommand {
    var background = BackgroundCommand(
      .shell(command), input: Array((JSONText.object(values) + "\n").utf8), timeout: timeout)
    background.endsWithProgram = true
    return background
  }

  /// Why the whole form's check refused the values, or nil when it passed (waiting for it).
  package static func check(_ command: String, values: FormValues) -> String? {
    let runner = CommandRunner()
    runner.start(checkCommand(command, values: values))
    guard let result = runner.waitForResult() else { return Wording.checkFailedToRun("it ended unseen") }
    return CommandCheck.message(for: result, timeout: timeout)
  }

  /// This process's environment.
  package static func processEnvironment() -> [String: String] {
    var result: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    return result
  }
}
