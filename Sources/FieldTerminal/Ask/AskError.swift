import FieldIO
import FieldKeys

/// Why a one-call question (``Ask``) ended without an answer.
///
/// ```swift
/// do {
///   let name = try await Ask.text("Name")
///   print("Hello, \(name)")
/// } catch .cancelled {
///   print("No name given")
/// } catch {
///   print(error)
/// }
/// ```
public enum AskError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The user cancelled (Escape, Ctrl-D on an empty plain answer, the terminal hanging up), or
  /// the `Task` awaiting the question was cancelled.
  case cancelled
  /// The user pressed Ctrl-C.
  case interrupted
  /// The deadline (``AskSettings/deadline``) passed before an answer.
  case timedOut
  /// No question could be asked: there is no terminal to ask on, or it cannot be used (the
  /// reason). Nothing was changed.
  case noTerminal(TerminalSessionError)
  /// An answer read from standard input (plain lines without a terminal) broke the question's
  /// rules, or a form in plain lines cannot be completed (a required choice with no options): the
  /// reasons, which were also written.
  case refused([String])
  /// Standard input ended before an answer (plain lines without a terminal).
  case noAnswer
  /// The question cannot be asked as written (the reason): rules no answer could keep, two
  /// fields of a form with one id, a list with nothing to choose. Nothing was shown.
  case invalid(String)

  /// The ending in words: "cancelled", "timed out", "no terminal: …".
  public var description: String {
    switch self {
    case .cancelled: "cancelled"
    case .interrupted: "interrupted"
    case .timedOut: "timed out"
    case .noTerminal(let reason): "no terminal: \(reason)"
    case .refused(let reasons): "refused: " + reasons.joined(separator: "; ")
    case .noAnswer: "no answer: standard input ended"
    case .invalid(let reason): "invalid question: \(reason)"
    }
  }
}

/// How and where a one-call question (``Ask``) is asked.
public struct AskSettings: Equatable, Sendable {
  /// Inline below the cursor (the default), or on the whole screen.
  public var presentation: Presentation
  /// When the question must have been answered: then it throws ``AskError/timedOut``. Nil waits
  /// for ever.
  public var deadline: Deadline?
  /// Colours where the terminal has them (true), attributes alone (false), or colours unless the
  /// environment's `NO_COLOR` is set and not empty (nil, the default).
  public var usesColor: Bool?
  /// The colours and attributes the question is drawn in where colours are used; nil for the
  /// component's own (``Theme/default`` unless it was given one).
  public var theme: Theme?
  /// Asks in plain lines (a question, an answer typed on a line) even where the terminal could
  /// draw: for screen readers, logs and scripts. Then, without a terminal, the answers are read
  /// from standard input, a line each. Where the terminal cannot place the cursor (`TERM=dumb`,
  /// an unset or unknown `TERM`, an Emacs buffer) questions are asked in plain lines anyway.
  public var plain: Bool
  /// Whether an unset TERM, or one terminfo does not know, asks in plain lines (true) or throws
  /// ``AskError/noTerminal(_:)`` (false: `tfield`, whose scripts rely on exit status 2 there).
  package var plainWithoutTerminalType = true
  /// How text is edited in the questions' fields: readline's emacs keys (the default) or its vi
  /// modes (`EditingSettings.vi`).
  public var editing = EditingSettings.emacs
  /// Changes to the question's keys (``KeyCustomization``): keys rebound by readline's or the
  /// component's action names, macros, an inputrc the program read. None by default: a program
  /// that wants the user's inputrc asks for it (``KeyCustomization/readUserInputrc(environment:)``).
  public var keys = KeyCustomization()

  /// Settings for questions; by default inline, no deadline, colours unless `NO_COLOR`, drawn.
  public init(
    presentation: Presentation = .inline(), deadline: Deadline? = nil, usesColor: Bool? = nil,
    theme: Theme? = nil, plain: Bool = false
  ) {
    self.theme = theme
    self.presentation = presentation
    self.deadline = deadline
    self.usesColor = usesColor
    self.plain = plain
  }
}
