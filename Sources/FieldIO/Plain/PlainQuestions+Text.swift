import FieldEngine

extension PlainQuestions {
  /// Asks for a multi-line text (`tfield write`): "Message (Ctrl-D ends the text):", then one
  /// line of answer after another until the end of input (Ctrl-D at a terminal, the end of
  /// stdin). Each line goes into the area as typed characters under a rejecting policy, after a
  /// line break: nothing is dropped or changed silently. At a terminal a refused line is said
  /// why and asked again; from stdin it ends the questions. With an initial value, a text that
  /// ends before any line keeps it. The area's validators run at the end.
  ///
  /// - Parameter endLine: a line that ends the text as the end of input does (a form's text area
  ///   ends at a line of only ".", so that the answers to the next questions can follow it).
  /// - Returns: the text, its lines joined by LF, or how the question ended.
  package static func text(
    _ area: TextArea, label: String, endLine: String? = nil, on lines: inout some PlainLines
  ) -> PlainEnding<String> {
    var rules = area.lineRules
    rules.typingPolicy = .reject
    var written = TextArea(
      lineRules: rules, maxLength: area.maxLength, maxLines: area.maxLines, validators: area.validators)
    var title = DisplayText.line(label)
    if title.isEmpty { title = "Text" }
    lines.write(title + " (" + (endLine.map(PlainWording.textEnd(endLine:)) ?? PlainWording.textEnd) + "):\n")
    var any = false
    while true {
      var reasons: [String] = []
      var answer = lines.readTextLine()
      if case .line(let line) = answer, line == endLine { answer = .end }
      switch answer {
      case .timedOut: return .timedOut
      case .notText: reasons = [PlainWording.notText]
      case .end:
        let ended = any || area.text.isEmpty ? written : area
        let violations = ended.validate()
        if violations.isEmpty { return .answered(ended.text) }
        reasons = violations.map(\.message)
        if !lines.isInteractive {
          lines.write(reasons.map { $0 + "\n" }.joined())
          return .refused(reasons)
        }
      case .line(let line):
        var attempt = written
        if any, let message = refusal(attempt.apply(.lineBreak)) { reasons.append(message) }
        for character in line where reasons.isEmpty {
          if let message = refusal(attempt.apply(.edit(.insert(String(character))))) {
            reasons.append(message)
          }
        }
        if reasons.isEmpty {
          written = attempt
          any = true
          continue
        }
      }
      lines.write(PlainRefusal(reasons).reasons.map { $0 + "\n" }.joined())
      if !lines.isInteractive { return .refused(reasons) }
    }
  }

  /// The words of an outcome that refused or changed what was typed, or nil.
  private static func refusal(_ outcome: EditOutcome) -> String? {
    guard outcome.status == .refused || outcome.status == .adjusted else { return nil }
    return outcome.message ?? "refused"
  }
}

extension PlainWording {
  /// How a plain text ends, for its question.
  static let textEnd = "Ctrl-D on a line of its own ends the text"

  /// How a plain text with an end line ends: "a line of only . or Ctrl-D ends the text".
  static func textEnd(endLine: String) -> String {
    "a line of only \(DisplayText.line(endLine)) or Ctrl-D ends the text"
  }
}
