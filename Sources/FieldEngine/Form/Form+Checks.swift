extension Form {
  /// What is wrong with an element on its own, or nil.
  static func problem(of element: FormElement, indexByID: [String: Int], elements: [FormElement])
    -> FormError.Problem?
  {
    if let other = element.sameAs {
      guard let index = indexByID[other], other != element.id, case .text = elements[index].kind else {
        return .sameAsUnknown(other)
      }
    }
    guard case .choice(let choice) = element.kind else {
      return element.optionsCommand == nil ? nil : .optionsOnNonChoice
    }
    if choice.options.isEmpty && element.optionsCommand == nil { return .noOptions }
    var values = Set<String>(minimumCapacity: choice.options.count)
    for option in choice.options where !values.insert(option.value).inserted {
      return .duplicateOption(option.value)
    }
    // Options read from a command are known only when it has run: their count limits nothing yet.
    let room = element.optionsCommand != nil || choice.allowsOther ? Int.max : choice.options.count
    if choice.atLeast > (choice.atMost ?? Int.max) || choice.atLeast > room {
      return .impossibleLimits(atLeast: choice.atLeast, atMost: choice.atMost, options: choice.options.count)
    }
    if element.optionsCommand == nil {
      for value in choice.initial where !values.contains(value) {
        if !choice.allowsOther || !element.field.rules.violations(of: value).isEmpty {
          return .defaultNotAnOption(value)
        }
      }
    }
    return nil
  }

  /// What is wrong with a condition on element `index` (or on the page starting there), or nil.
  static func problem(
    of condition: FormCondition, at index: Int, indexByID: [String: Int], elements: [FormElement]
  ) -> FormError.Problem? {
    guard let named = indexByID[condition.field] else { return .conditionOnUnknown(condition.field) }
    if named == index { return .conditionOnItself }
    if named > index { return .conditionOnLater(condition.field) }
    let element = elements[named]
    func impossible(_ value: String) -> FormError.Problem {
      .impossibleValue(field: condition.field, value: value)
    }
    switch (element.kind, condition.match) {
    case (.note, _): return .conditionOnNote(condition.field)
    case (.confirm, .bools): return nil
    case (.confirm, .texts(let texts)): return impossible(texts.first ?? "")
    case (_, .bools(let bools)): return impossible(bools.first.map { $0 ? "true" : "false" } ?? "")
    case (.choice(let choice), .texts(let texts)):
      guard element.optionsCommand == nil && !choice.allowsOther else { return nil }
      let values = Set(choice.options.map(\.value))
      return texts.first { !values.contains($0) }.map(impossible)
    case (.text, .texts(let texts)), (.area, .texts(let texts)):
      let rules = element.field.rules
      return texts.first { !$0.isEmpty && !rules.violations(of: $0).isEmpty }.map(impossible)
    }
  }

  /// What fails in element `index` as it stands: its field's validators, a choice's count, a new
  /// item's rules, "sameAs".
  package func violations(ofElementAt index: Int) -> [Violation] {
    let element = elements[index]
    switch element.kind {
    case .text:
      var found = element.field.validate()
      if let other = element.sameAs, let otherIndex = indexByID[other], found.isEmpty,
        element.value != elements[otherIndex].value
      {
        let name = elements[otherIndex].label.isEmpty ? other : elements[otherIndex].label
        found.append(Violation(rule: .sameAs, message: Wording.mustMatch(name)))
      }
      return found
    case .area(let area): return area.validate()
    case .choice(let choice):
      if choice.count < choice.atLeast {
        let message =
          choice.multiple
          ? Wording.chooseAtLeast(choice.atLeast) : Wording.chooseOne(options: choice.options.count)
        return [Violation(rule: .required, message: message)]
      }
      return choice.others.flatMap { element.field.rules.violations(of: $0) }
    case .confirm, .note: return []
    }
  }

  /// Every shown element's failing checks, in order; empty when the form can be submitted.
  public func validate() -> [(id: String, violations: [Violation])] {
    validate(elements.indices)
  }

  /// The failing checks of the shown elements of page `page`.
  package func validate(page: Int) -> [(id: String, violations: [Violation])] {
    validate(pages[page].elements)
  }

  private func validate(_ range: Range<Int>) -> [(id: String, violations: [Violation])] {
    range.compactMap { index in
      guard shown[index] else { return nil }
      let violations = violations(ofElementAt: index)
      return violations.isEmpty ? nil : (elements[index].id, violations)
    }
  }

  /// Submits the form: each empty field with a default takes it, then the values of the shown
  /// elements when every check passes; otherwise focus moves to the first failing element (on
  /// its page) and what fails comes back.
  package mutating func submit() -> Result<FormValues, SubmitFailure> {
    takeDefaults()
    guard let failure = validate().first else { return .success(values) }
    focusIndex = indexByID[failure.id] ?? focusIndex
    return .failure(SubmitFailure(id: failure.id, violations: failure.violations))
  }
}
