import FieldChoices
import FieldEngine
import FieldIO
import FieldKeys

extension FormController {
  /// The commands a form runs: the options of its choices that read them from a command, and the
  /// whole form's check before it is submitted.
  struct FormCommands: Sendable {
    /// A runner for each choice whose options come from a command, by element index.
    var options: [Int: CommandRunner] = [:]
    /// The environment each choice's command last ran with, by element index: a choice reads its
    /// options again when an earlier answer has changed.
    var ranWith: [Int: [String: String]] = [:]
    /// The runner of the whole form's check, while it runs.
    var check: CommandRunner?
    /// The values the check is given, kept for when it passes.
    var checking: FormValues?
  }

  /// The variable an element's value is handed to commands in: `TFIELD_` and its id in upper case,
  /// any character but a letter, a digit or `_` as `_` ("db-host" is `TFIELD_DB_HOST`).
  package static func variableName(of id: String) -> String {
    "TFIELD_"
      + String(
        id.uppercased().unicodeScalars.map { scalar in
          scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
            ? Character(scalar) : "_"
        })
  }

  /// The answers before element `index`, as a command's environment: each shown element's value
  /// (a list's values joined by LF, an answer `true` or `false`) in `variableName(of:)`.
  func earlierAnswers(before index: Int) -> [String: String] {
    var variables: [String: String] = [:]
    for earlier in 0..<index where form.isShown(earlier) {
      if let value = form.elements[earlier].value {
        variables[Self.variableName(of: form.elements[earlier].id)] = value.joinedText
      }
    }
    return variables
  }

  /// Starts the focused choice's options command when it has one that has not run with the
  /// answers as they are now.
  mutating func readOptionsIfDue() {
    let index = form.focusIndex
    guard let command = form.elements[index].optionsCommand else { return }
    let answers = earlierAnswers(before: index)
    guard commands.ranWith[index] != answers else { return }
    commands.ranWith[index] = answers
    let runner = commands.options[index] ?? CommandRunner()
    commands.options[index] = runner
    var environment = ChoicePreview.processEnvironment()
    environment.merge(answers) { _, new in new }
    var background = BackgroundCommand(
      .shell(command), environment: environment, timeout: Self.commandTimeout)
    background.inputFromNull = true
    background.endsWithProgram = true
    runner.start(background)
    optionReads[index] = OptionsRead(isRunning: true, failure: nil)
  }

  /// How long a form's command may run.
  static let commandTimeout = Duration.seconds(30)

  /// Takes in what the options commands and the form's check left; true when something changed.
  mutating func wakeCommands() -> Bool {
    var changed = false
    for (index, runner) in commands.options {
      guard let result = runner.takeResult() else { continue }
      changed = true
      if let failure = CommandCheck.message(for: result, timeout: Self.commandTimeout) {
        optionReads[index] = OptionsRead(isRunning: false, failure: failure)
        continue
      }
      optionReads[index] = OptionsRead(isRunning: false, failure: nil)
      let lines = result.text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
      var seen = Set<String>()
      let options = lines.filter { seen.insert($0).inserted }.map { FormOption($0) }
      let focus = form.focusIndex
      form.focus(index)
      form.setOptions(options, of: form.elements[index].id)
      form.focus(focus)
      optionLists[index] = nil
      prepareFocusedChoice()
    }
    if let runner = commands.check, let result = runner.takeResult() {
      changed = true
      commands.check = nil
      let values = commands.checking
      commands.checking = nil
      if let failure = CommandCheck.message(for: result, timeout: Self.commandTimeout) {
        message = StatusMessage(failure, .error)
      } else if let values, status == .running {
        status = .submitted(values)
      }
    }
    return changed
  }

  /// The wakes of the commands running.
  var commandWakes: [Wake] {
    commands.options.values.map { .readable($0.wakeDescriptor) }
      + (commands.check.map { [.readable($0.wakeDescriptor)] } ?? [])
  }

  /// Submits the values once the form's check (`formCheck`) passes: starts it, or submits when
  /// there is none.
  mutating func submitAfterFormCheck(_ values: FormValues) {
    guard let command = formCheck else {
      status = .submitted(values)
      return
    }
    let runner = CommandRunner()
    var background = BackgroundCommand(
      .shell(command), input: Array((JSONText.object(values) + "\n").utf8), timeout: Self.commandTimeout)
    background.endsWithProgram = true
    runner.start(background)
    commands.check = runner
    commands.checking = values
    message = StatusMessage(Wording.checking, .info)
  }
}
