import TFieldOptions

/// What `tfield confirm` was asked for.
public struct Confirm: Equatable, Sendable {
  /// The question.
  public var message = Confirm.defaultMessage
  /// The answer highlighted at the start, which Enter alone takes.
  public var defaultAnswer = Answer.no
  /// What is printed besides the exit status.
  public var output = ConfirmOutput.plain
  /// How the question is drawn.
  public var display = Display()

  /// The question when `--message` is not given.
  public static let defaultMessage = "Are you sure?"

  /// A question with the defaults.
  public init(
    message: String = Confirm.defaultMessage, defaultAnswer: Answer = .no, output: ConfirmOutput = .plain,
    display: Display = Display()
  ) {
    self.message = message
    self.defaultAnswer = defaultAnswer
    self.output = output
    self.display = display
  }
}
