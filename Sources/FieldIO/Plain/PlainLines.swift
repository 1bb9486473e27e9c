/// Where plain questions are asked and answered: text out, one line of answer in. The plain mode
/// for screen readers and terminals that cannot place the cursor: no cursor addressing, no
/// colours, no redraws; the terminal's own line editing (`PlainTerminal`), or stdin's lines when
/// there is no terminal. Tests answer with a list of lines.
package protocol PlainLines {
  /// True when a person answers at a terminal: after a mistake the question is asked again, and
  /// the end of input (Ctrl-D) cancels. False when the answers are stdin's lines: a mistake ends
  /// the questions, and so does the end of stdin (no answer).
  var isInteractive: Bool { get }
  /// Writes text: a list, the reasons an answer was refused.
  mutating func write(_ text: String)
  /// Writes `question` (one line, without its end) and reads the answer: one line, without its
  /// line ending. With `hidden` the answer is not echoed (a password); the line still ends.
  mutating func ask(_ question: String, hidden: Bool) -> PlainAnswer
  /// Reads one line of a text of several lines (`PlainQuestions.text`): no question, nothing
  /// written after a line read from stdin, nothing said when the end of input (Ctrl-D at a
  /// terminal) ends the text. By default a question with no words.
  mutating func readTextLine() -> PlainAnswer
  /// How many items a list shows at a time (`PlainChoose.pageSize`); 20 by default.
  var pageSize: Int { get }
}

extension PlainLines {
  /// A line asked for with no question.
  package mutating func readTextLine() -> PlainAnswer { ask("", hidden: false) }

  /// Twenty items at a time.
  package var pageSize: Int { 20 }
}

/// What came back for a question.
package enum PlainAnswer: Equatable, Sendable {
  /// A line, without its line ending.
  case line(String)
  /// A line that is not UTF-8 text.
  case notText
  /// The end of input before a line: Ctrl-D at a terminal, the end of stdin.
  case end
  /// The time given ran out.
  case timedOut
}

/// How a plain question ended.
package enum PlainEnding<Value: Equatable & Sendable>: Equatable, Sendable {
  /// Answered.
  case answered(Value)
  /// Cancelled at a terminal (Ctrl-D on an empty line).
  case cancelled
  /// The time given ran out.
  case timedOut
  /// Answers from stdin: this answer breaks a rule; or, anywhere, a question that no answer can
  /// satisfy (a required choice with no options). The reasons were written.
  case refused([String])
  /// Answers from stdin: stdin ended before an answer.
  case noAnswer

  /// The same ending for another kind of value, for every ending but an answer (a programming
  /// error).
  package func withoutAnswer<Other>() -> PlainEnding<Other> {
    switch self {
    case .answered: preconditionFailure("an answer has a value")
    case .cancelled: .cancelled
    case .timedOut: .timedOut
    case .refused(let reasons): .refused(reasons)
    case .noAnswer: .noAnswer
    }
  }

  /// The same ending with the answer, if any, changed by `transform`.
  package func map<Other>(_ transform: (Value) -> Other) -> PlainEnding<Other> {
    if case .answered(let value) = self { return .answered(transform(value)) }
    return withoutAnswer()
  }
}

extension PlainLines {
  /// Asks until an answer passes `check` (which returns the value, or the reasons it is refused):
  /// at a terminal each reason is written on its own line and the question asked again; from stdin
  /// the reasons are written and the questions end.
  mutating func ask<Value>(
    _ question: String, hidden: Bool = false, check: (String) -> Result<Value, PlainRefusal>
  ) -> PlainEnding<Value> {
    while true {
      let reasons: [String]
      switch ask(question, hidden: hidden) {
      case .timedOut: return .timedOut
      case .end: return isInteractive ? .cancelled : .noAnswer
      case .notText: reasons = [PlainWording.notText]
      case .line(let line):
        switch check(line) {
        case .success(let value): return .answered(value)
        case .failure(let refusal): reasons = refusal.reasons
        }
      }
      write(reasons.map { $0 + "\n" }.joined())
      if !isInteractive { return .refused(reasons) }
    }
  }
}

/// Why an answer was refused: one sentence a reason.
package struct PlainRefusal: Error, Equatable, Sendable {
  /// The reasons, in order, each said once.
  package var reasons: [String]

  /// The reasons, duplicates left out.
  package init(_ reasons: [String]) {
    var seen = Set<String>()
    self.reasons = reasons.filter { seen.insert($0).inserted }
  }
}
