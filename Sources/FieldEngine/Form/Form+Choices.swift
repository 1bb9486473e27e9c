extension Form {
  /// What choosing did.
  package enum ChoiceOutcome: Equatable, Sendable {
    /// The choice changed.
    case changed
    /// Refused: as many as the choice takes are chosen already.
    case atMost(Int)
    /// Refused: the new item breaks the rules of the choice's field.
    case refused([Violation])
    /// The element is no choice, or the option does not exist.
    case nothing
  }

  /// Chooses option `option` of the focused single choice (the only one chosen), or toggles it in
  /// a multiple choice (refused past its most).
  @discardableResult
  package mutating func choose(option: Int) -> ChoiceOutcome {
    editChoice { choice in
      guard choice.options.indices.contains(option) else { return .nothing }
      guard choice.multiple else {
        (choice.chosen, choice.others) = ([option], [])
        return .changed
      }
      if let position = choice.chosen.firstIndex(of: option) {
        choice.chosen.remove(at: position)
        return .changed
      }
      if let most = choice.atMost, choice.count >= most { return .atMost(most) }
      choice.chosen.insert(option, at: choice.chosen.firstIndex { $0 > option } ?? choice.chosen.count)
      return .changed
    }
  }

  /// Chooses a new item given through "Other…" (after the choice's field's rules): the only one
  /// of a single choice, one more of a multiple choice.
  @discardableResult
  package mutating func chooseOther(_ text: String) -> ChoiceOutcome {
    let rules = elements[focusIndex].field.rules
    let validators = elements[focusIndex].field.validators
    return editChoice { choice in
      guard choice.allowsOther else { return .nothing }
      // A new item is never blank, whether the field's validators say so or not.
      let checks = validators.contains(.required) ? validators : [.required] + validators
      let violations =
        rules.violations(of: text) + checks.compactMap { $0.check(text, characterCount: text.count) }
      guard violations.isEmpty else { return .refused(violations) }
      guard choice.multiple else {
        (choice.chosen, choice.others) = ([], [text])
        return .changed
      }
      if let index = choice.options.firstIndex(where: { $0.value == text }) {
        return choice.chosen.contains(index) ? .changed : Self.addChosen(index, to: &choice)
      }
      if choice.others.contains(text) { return .changed }
      if let most = choice.atMost, choice.count >= most { return .atMost(most) }
      choice.others.append(text)
      return .changed
    }
  }

  private static func addChosen(_ index: Int, to choice: inout FormChoice) -> ChoiceOutcome {
    if let most = choice.atMost, choice.count >= most { return .atMost(most) }
    choice.chosen.insert(index, at: choice.chosen.firstIndex { $0 > index } ?? choice.chosen.count)
    return .changed
  }

  /// Chooses every option of the focused multiple choice (up to its most), or none.
  @discardableResult
  package mutating func chooseAll(_ all: Bool) -> ChoiceOutcome {
    editChoice { choice in
      guard choice.multiple else { return .nothing }
      guard all else {
        (choice.chosen, choice.others) = ([], [])
        return .changed
      }
      let room = (choice.atMost ?? Int.max) - choice.others.count
      choice.chosen = Array(choice.options.indices.prefix(max(0, room)))
      return room < choice.options.count ? .atMost(choice.atMost ?? 0) : .changed
    }
  }

  /// Removes the new item `text` from the focused multiple choice.
  package mutating func removeOther(_ text: String) {
    _ = editChoice { choice in
      choice.others.removeAll { $0 == text }
      return .changed
    }
  }

  /// Answers the focused yes/no question.
  package mutating func answer(_ yes: Bool) {
    change(elementAt: focusIndex) { element in
      if case .confirm = element.kind { element.kind = .confirm(yes) }
    }
  }

  /// Replaces the options of choice `id` (read from its command), keeping what is chosen where
  /// the new options have it.
  package mutating func setOptions(_ options: [FormOption], of id: String) {
    guard let index = indexByID[id] else { return }
    change(elementAt: index) { element in
      if case .choice(var choice) = element.kind {
        choice.replaceOptions(options)
        element.kind = .choice(choice)
      }
    }
  }

  /// Applies an edit to the focused text area.
  @discardableResult
  package mutating func apply(areaEdit edit: TextAreaEdit, argument: Int? = nil) -> EditOutcome? {
    change(elementAt: focusIndex) { element in
      guard case .area(var area) = element.kind else { return nil }
      let outcome = area.apply(edit, argument: argument)
      element.kind = .area(area)
      return outcome
    }
  }

  private mutating func editChoice(_ body: (inout FormChoice) -> ChoiceOutcome) -> ChoiceOutcome {
    change(elementAt: focusIndex) { element in
      guard case .choice(var choice) = element.kind else { return .nothing }
      let outcome = body(&choice)
      element.kind = .choice(choice)
      return outcome
    }
  }
}
