import FieldEngine

/// What one random edit sequence did, and what broke.
package struct RandomEditReport: Sendable {
  /// What broke, empty when nothing did; each names the edits that led to it.
  package var problems: [String] = []
  /// The edits applied, in order, each with its numeric argument (nil for none).
  package var edits: [RandomEdit] = []
  /// How many edits found the field with a format and some text.
  package var formattedEdits = 0
}

extension RandomEdits {
  /// Where a sequence stops growing the text, in UTF-8 bytes. A kill then yanks again and again
  /// double the text every round (a fuzzer's first timeout), and checks cost the text's length.
  package static let textLimit = 4096

  /// One field with random rules, then up to `maxEdits` random edits (fewer when the choices run
  /// out or the text passes `textLimit`), checked after every edit:
  ///
  /// - the field's invariants (`Field.invariantViolations()`: counts, boundaries, cached format
  ///   states, restrictions), which `apply` checks itself, stopping the process when one breaks
  ///   (so `Field.checksInvariantsAfterEveryEdit` must be on: it is a problem when it is not);
  /// - a refused or unchanged edit leaves the buffer alone, and a refused or adjusted one says why;
  /// - an accepted insertion (typing, paste, yank, a value from code, offering some text, a
  ///   transposition or a case change) never leaves text that no continuation can make valid
  ///   (deletions may);
  ///
  /// then every step is undone, back to the empty field it started as, and redone, forward to the
  /// same text. `maxEdits` is below the undo history's capacity (1,000 steps).
  package static func check(_ choices: inout some Choices, maxEdits: Int) -> RandomEditReport {
    precondition(maxEdits < 1000, "a sequence must fit the undo history")
    var report = RandomEditReport()
    guard Field.checksInvariantsAfterEveryEdit else {
      report.problems = ["invariant checks are off: link InvariantChecksOn, or set the switch"]
      return report
    }
    var field = Field(id: "random", rules: rules(&choices))
    while !choices.isEmpty && report.edits.count < maxEdits && field.text.utf8.count <= textLimit {
      let random = RandomEdit(edit: edit(&choices), argument: argument(&choices))
      let edit = random.edit
      report.edits.append(random)
      let before = field.buffer
      let outcome = field.apply(edit, argument: random.argument)
      var problems: [String] = []
      if (outcome.status == .refused || outcome.status == .unchanged) && field.buffer != before {
        problems.append("\(edit) was \(outcome.status) but changed the buffer")
      }
      if (outcome.status == .refused || outcome.status == .adjusted) && outcome.message == nil {
        problems.append("\(edit) was \(outcome.status) with no reason")
      }
      let changedText = outcome.changedState && field.text != before.text
      if edit.inserts && changedText && field.formatState == .impossible {
        problems.append("\(edit) left \(field.text.debugDescription), which no continuation makes valid")
      }
      if field.rules.format != nil && !field.text.isEmpty { report.formattedEdits += 1 }
      if !problems.isEmpty {
        report.problems = problems.map { "after \(report.edits): \($0)" }
        return report
      }
    }
    let end = field.text
    var undone = 0
    while field.canUndo {
      guard field.apply(.undo).changedState else {
        report.problems.append("after \(report.edits), \(undone) undos: an undo was refused")
        return report
      }
      undone += 1
    }
    if !field.text.isEmpty {
      report.problems.append("after \(report.edits), undoing everything left \(field.text.debugDescription)")
    }
    for _ in 0..<undone { field.apply(.redo) }
    if field.text != end {
      report.problems.append(
        "after \(report.edits), undo then redo gave \(field.text.debugDescription), not \(end.debugDescription)"
      )
    }
    return report
  }
}

extension Edit {
  /// True for the edits that offer text to insert: typing, paste and values from code with some
  /// text, yank and yank-pop (the kill ring holds no empty kills), transpositions and case changes
  /// (which rewrite text under the typing policy), a date's step (a whole date). One that offers none, such as `.paste("")`, is a
  /// deletion of the selection.
  fileprivate var inserts: Bool {
    switch operation {
    case .insert(let text), .paste(let text), .setText(let text): !text.isEmpty
    case .yank, .yankPop, .transposeCharacters, .transposeWords, .changeCase, .step: true
    default: false
    }
  }
}
