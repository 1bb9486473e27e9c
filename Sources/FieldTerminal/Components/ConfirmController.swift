import FieldEngine
import FieldIO
import FieldKeys

/// A yes/no question as a component: the question, then Yes and No with one highlighted (the
/// default answer, No unless told otherwise, so that Enter alone is the safe answer). `y` and `n`
/// answer at once; ← → Tab and Shift-Tab move between the answers; Enter takes the highlighted
/// one; Escape answers no; Ctrl-C interrupts. Its keys: `KeyBindings<ConfirmCommand>.confirm`.
///
/// ```swift
/// let question = ConfirmController(question: "Delete 3 files?")
/// let yes = try await ComponentRunner.run(question, presentation: .inline()).value == true
/// ```
public struct ConfirmController: TerminalComponent {
  /// The colours and attributes it is drawn in where colours are used; ``Theme/default`` unless
  /// set (`tfield --theme`).
  public var theme = Theme.default
  /// The question.
  public var question: String
  /// The answer highlighted at the start, which Enter alone takes.
  public let defaultAnswer: Bool
  /// The highlighted answer: true for Yes.
  public private(set) var highlighted: Bool
  /// Where the question stands: submitted with the answer (Escape submits no), interrupted, timed
  /// out; cancelled only when the terminal hung up.
  public var status = ComponentStatus<Bool>.running
  /// The key table.
  package private(set) var bindings: KeyBindings<ConfirmCommand>
  /// The key table before the program's changes (`keys`).
  private let baseBindings: KeyBindings<ConfirmCommand>
  /// Changes to the question's keys (``KeyCustomization``): keys rebound by name, macros, an inputrc.
  public var keys = KeyCustomization() {
    didSet {
      bindings = keys.apply(to: baseBindings)
    }
  }
  /// Where the question is laid out.
  private(set) var region = Region.standard

  /// Creates a question; it is laid out for 80x24 until `layout(in:)`.
  public init(question: String, defaultAnswer: Bool = false) {
    self.init(question: question, defaultAnswer: defaultAnswer, bindings: .confirm)
  }

  /// Creates a question with a key table of its own.
  package init(question: String, defaultAnswer: Bool = false, bindings: KeyBindings<ConfirmCommand>) {
    self.question = question
    self.defaultAnswer = defaultAnswer
    self.highlighted = defaultAnswer
    self.bindings = bindings
    self.baseBindings = bindings
  }

  /// Handles a key; nothing else changes the question.
  public mutating func handle(_ event: ComponentEvent) -> ComponentReply<Self> {
    guard !isFinished, case .key(let key) = event, let command = bindings.command(for: key) else {
      return .unchanged
    }
    guard fitsScreen || command.actsWhileHidden else { return .unchanged }
    switch command {
    // Text no row binds: a question has no field to put it in.
    case .edit: return .unchanged
    case .answer(let yes):
      highlighted = yes
      status = .submitted(yes)
    case .toggle: highlighted.toggle()
    case .choose: status = .submitted(highlighted)
    case .cancel:
      highlighted = false
      status = .submitted(false)
    case .interrupt: status = .interrupted
    case .redraw: return .redraw
    }
    return .changed
  }

  /// Lays the question out for a region of the screen.
  public mutating func layout(in region: Region) {
    self.region = region
  }

  /// The region's width in cells.
  var width: Int { region.width }
  /// The region's height in rows.
  var height: Int { region.height }
  /// True when the question is drawn inline (below the cursor).
  var isInline: Bool { region.isInline }

  /// The question, its answers and the help row. Pure.
  public func frame() -> Frame {
    var frame = Frame(width: width, height: height)
    ConfirmLayout(confirm: self).draw(into: &frame)
    return frame
  }

  /// Inline, the question's rows and the help row.
  public func inlineHeight(width: Int, screenHeight: Int) -> Int {
    var laidOut = self
    laidOut.region = Region(width: width, height: Int.max / 2, isInline: true)
    return ConfirmLayout.Geometry(confirm: laidOut, height: Int.max / 2).rows
  }

  /// "Question? yes", "Question? no", or the question and "(interrupted)", "(timed out)".
  public var transcript: [String] {
    let answer = status.endingWords ?? (value == true ? ComponentWording.yes : ComponentWording.no)
    let question = DisplayText.line(self.question)
    return [question.isEmpty ? answer : question + " " + answer]
  }

  /// True when the screen is large enough to show the question and its answers.
  public var fitsScreen: Bool { ConfirmLayout.Geometry(confirm: self).fits }
}
