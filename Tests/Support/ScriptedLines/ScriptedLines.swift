import FieldIO

/// Answers given in advance, and everything written: plain mode without a terminal.
package struct ScriptedLines: PlainLines {
  package var isInteractive = true
  package var answers: [PlainAnswer]
  /// Everything written, questions and answers included, as a terminal would show it.
  package var shown = ""
  /// Whether each question was asked hidden.
  package var hidden: [Bool] = []

  package init(_ answers: [String], interactive: Bool = true) {
    self.answers = answers.map(PlainAnswer.line)
    isInteractive = interactive
  }

  package mutating func write(_ text: String) { shown += text }

  package mutating func ask(_ question: String, hidden: Bool) -> PlainAnswer {
    shown += question
    self.hidden.append(hidden)
    guard !answers.isEmpty else { return .end }
    let answer = answers.removeFirst()
    if case .line(let line) = answer { shown += (hidden ? "" : line) + "\n" }
    return answer
  }
}
