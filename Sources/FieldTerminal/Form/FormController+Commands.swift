import FieldChoices
import FieldEngine
import FieldIO
import FieldKeys

extension FormController {
  /// The commands a form runs: the options of its choices that read them from a command, and the
  /// whole form's check before it is submitted.
  struct RunningCommands: Sendable {
    /// A runner for each choice whose options come from a command, by element index.
    var options: [Int: CommandRunner] = [:]
    /// The answers each choice's command last ran with, by element index: a choice reads its
    /// options again when an earlier answer has changed.
    var ranWith: [Int: FormValues] = [:]
    /// The runner of the whole form's check, while it runs.
    var check: CommandRunner?
    /// The values the check is given, kept for when it passes.
    var checking: FormValues?
  }

  /// The values of the shown elements before element `index`: what its command is given.
  func earlierAnswers(before index: Int) -> FormValues {
    FormValues(form.values.filter { (form.indexByID[$0.id] ?? index) < index })
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
    runner.start(FormCommands.optionsCommand(command, answers: answers))
    optionReads[index] = OptionsRead(isRunning: true, failure: nil)
  }

  /// Takes in what the options commands and the form's check left; true when something changed.
  mutating func wakeCommands() -> Bool {
    var changed = false
    for (index, runner) in commands.options {
      guard let result = runner.takeResult() else { continue }
      changed = true
      let options: [FormOption]
      switch FormCommands.options(from: result) {
      case .success(let read): options = read
      case .failure(let failure):
        optionReads[index] = OptionsRead(isRunning: false, failure: failure.reason)
        continue
      }
      optionReads[index] = OptionsRead(isRunning: false, failure: nil)
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
      if let failure = CommandCheck.message(for: result, timeout: FormCommands.timeout) {
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
    runner.start(FormCommands.checkCommand(command, values: values))
    commands.check = runner
    commands.checking = values
    message = StatusMessage(Wording.checking, .info)
  }
}
