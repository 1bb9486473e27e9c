import FieldChoices
import FieldEngine

extension PlainQuestions {
  /// Reads the options of a choice that takes them from a command (`FormElement.optionsCommand`),
  /// given the element and the values answered so far: the options, or why there are none (the
  /// command's failure, said under the element's label).
  package typealias FormOptionsReader = (FormElement, FormValues) -> Result<[FormOption], OptionsFailure>

  /// Why a choice's options could not be read: a sentence (a command's first line of stderr).
  package struct OptionsFailure: Error, Equatable, Sendable {
    /// The reason, said under the choice's label.
    package var reason: String

    /// A failure with its reason.
    package init(_ reason: String) { self.reason = reason }
  }

  /// Asks a form in plain lines, walking it in order through the engine's own state: the title;
  /// each page announced when its first shown element comes ("Page 2 of 3: Database", its
  /// description under it; a form of one page, only its title if it has one); each element shown
  /// now asked as its kind is asked on its own: a text as `field(_:label:on:)`, a text area as
  /// `text(_:label:endLine:on:)` ending at a line of only "." (so that answers can follow it), a
  /// choice as `PlainChoose` (the options' labels numbered, "Other…" when offered; Enter takes
  /// what is chosen, or none when none need be), a yes/no question as `confirm`; a note's text is
  /// written. Each answer goes into the form through its own door (`Form.apply`, `choose`,
  /// `answer`), so the conditions on it are decided again before the next element: a hidden
  /// element is never asked and has no value. Each element's checks
  /// (`Form.violations(ofElementAt:)`: its rules and validators, a choice's count, "sameAs") pass
  /// before the next is asked; a refusal is said and, at a terminal, the element asked again,
  /// while from stdin it ends the questions. A "sameAs" naming a later field is checked at the end,
  /// where the form is submitted (`Form.submit()`) and a failing element asked again. A required
  /// choice with no options says so and ends the form refused: no answer could complete it.
  ///
  /// - Parameter options: reads the options of each choice with a command for them, just before
  ///   it is asked; nil keeps the options the form has.
  /// - Returns: the values of the elements shown, or how the questions ended.
  package static func form(
    _ form: Form, title: String, on lines: inout some PlainLines, options: FormOptionsReader? = nil
  ) -> PlainEnding<FormValues> {
    var form = form
    if !DisplayText.line(title).isEmpty { lines.write(DisplayText.line(title) + "\n") }
    var announced: Int?
    for index in form.elements.indices {
      guard form.isShown(index) else { continue }
      form.focus(index)
      if form.pageIndex != announced {
        announced = form.pageIndex
        lines.write(PlainWording.heading(of: form))
      }
      let ending = ask(elementAt: index, of: &form, on: &lines, options: options)
      guard case .answered = ending else { return ending.withoutAnswer() }
    }
    while true {
      let failure: SubmitFailure
      switch form.submit() {
      case .success(let values): return .answered(values)
      case .failure(let failed): failure = failed
      }
      let index = form.indexByID[failure.id] ?? form.focusIndex
      let label = DisplayText.line(Self.label(of: form.elements[index]))
      let reasons = failure.violations.map { label + ": " + $0.message }
      lines.write(reasons.map { $0 + "\n" }.joined())
      if !lines.isInteractive { return .refused(reasons) }
      let ending = ask(elementAt: index, of: &form, on: &lines, options: nil, again: true)
      guard case .answered = ending else { return ending.withoutAnswer() }
    }
  }

  /// The label an element is asked by: its own, or its id.
  static func label(of element: FormElement) -> String { element.label.isEmpty ? element.id : element.label }

  /// Asks element `index` until the form takes the answer; a note is only written. Asked `again`
  /// after the form refused it, a text starts empty rather than from the answer refused.
  private static func ask(
    elementAt index: Int, of form: inout Form, on lines: inout some PlainLines, options: FormOptionsReader?,
    again: Bool = false
  ) -> PlainEnding<Bool> {
    let element = form.elements[index]
    let label = Self.label(of: element)
    switch element.kind {
    case .note(let text):
      let title = element.label.isEmpty ? [] : [DisplayText.line(element.label)]
      lines.write((title + DisplayText.paragraphs(text)).map { $0 + "\n" }.joined())
      return .answered(true)
    case .text:
      return untilTaken(on: &lines) { lines in
        filled(again ? element.field.withoutText() : element.field, label: label, on: &lines).map { filled in
          form.focus(index)
          form.apply(.setText(filled.text))
          return reasons(ofElementAt: index, in: form)
        }
      }
    case .area(let area):
      return untilTaken(on: &lines) { lines in
        text(area, label: label, endLine: PlainWording.areaEnd, on: &lines).map { written in
          form.focus(index)
          form.apply(areaEdit: .edit(.setText(written)))
          return reasons(ofElementAt: index, in: form)
        }
      }
    case .confirm(let answer):
      return untilTaken(on: &lines) { lines in
        confirm(label, defaultAnswer: answer, on: &lines).map { yes in
          form.focus(index)
          form.answer(yes)
          return reasons(ofElementAt: index, in: form)
        }
      }
    case .choice:
      if element.optionsCommand != nil, let options {
        let earlier = form.values.filter { (form.indexByID[$0.id] ?? index) < index }
        switch options(element, FormValues(earlier)) {
        case .success(let read): form.setOptions(read, of: element.id)
        case .failure(let failure):
          lines.write(DisplayText.line(label) + ": " + DisplayText.line(failure.reason) + "\n")
        }
      }
      return choose(elementAt: index, of: &form, on: &lines)
    }
  }

  /// Asks a choice until the form takes what is chosen: its options' labels numbered, then the
  /// new items it holds (given through "Other…"), what is chosen now marked and taken by Enter.
  private static func choose(elementAt index: Int, of form: inout Form, on lines: inout some PlainLines)
    -> PlainEnding<Bool>
  {
    let element = form.elements[index]
    guard let choice = element.choice else { return .answered(true) }
    let label = DisplayText.line(Self.label(of: element))
    if choice.options.isEmpty && choice.others.isEmpty && !choice.allowsOther {
      let refusals = reasons(ofElementAt: index, in: form).map { label + ": " + $0 }
      let said = refusals.isEmpty ? [label + ": " + PlainWording.noOptions] : refusals
      lines.write(said.map { $0 + "\n" }.joined())
      return refusals.isEmpty ? .answered(true) : .refused(refusals)
    }
    return untilTaken(on: &lines) { lines in
      // What is chosen now: at first, the element's own; after a refusal, what was answered.
      guard let choice = form.elements[index].choice else { return .answered([]) }
      let optionCount = choice.options.count
      let list = ChoiceList(
        items: choice.options.map(\.label) + choice.others,
        configuration: .init(selection: choice.multiple ? .multiple(limit: choice.atMost) : .single))
      var plain = PlainChoose(
        title: Self.label(of: element), list: list,
        newItem: choice.allowsOther ? element.field.withoutText() : nil,
        pageSize: lines.pageSize)
      plain.selected = choice.chosen + choice.others.indices.map { optionCount + $0 }
      plain.emptyChoosesNone = choice.atLeast == 0
      plain.atLeast = choice.atLeast
      return plain.choose(on: &lines).map { chosen in
        let (indices, new): ([Int], String?) =
          switch chosen {
          case .item(let item): ([item], nil)
          case .new(let text): ([], text)
          case .items(let items, let text): (items, text)
          }
        form.focus(index)
        if choice.multiple { form.chooseAll(false) }
        var outcomes = indices.map { item in
          item < optionCount ? form.choose(option: item) : form.chooseOther(choice.others[item - optionCount])
        }
        if let new { outcomes.append(form.chooseOther(new)) }
        let refused = outcomes.flatMap { outcome -> [String] in
          switch outcome {
          case .refused(let violations): violations.map(\.message)
          case .atMost(let most): [PlainWording.overLimit(indices.count + (new == nil ? 0 : 1), limit: most)]
          case .changed, .nothing: []
          }
        }
        return PlainRefusal(refused + reasons(ofElementAt: index, in: form)).reasons
      }
    }
  }

  /// What fails in element `index` now (`Form.violations(ofElementAt:)`), but a "sameAs" on a field
  /// after it, not asked yet: that one is checked when the form is submitted.
  private static func reasons(ofElementAt index: Int, in form: Form) -> [String] {
    let other = form.elements[index].sameAs.flatMap { form.indexByID[$0] }
    let asksLater = other.map { $0 > index } ?? false
    let violations = form.violations(ofElementAt: index).filter { !(asksLater && $0.rule == .sameAs) }
    return PlainRefusal(violations.map(\.message)).reasons
  }

  /// Runs `attempt` until the reasons it gives back are none: each time they are written and, at
  /// a terminal, it is run again; from stdin they end the questions.
  private static func untilTaken<Lines: PlainLines>(
    on lines: inout Lines, _ attempt: (inout Lines) -> PlainEnding<[String]>
  ) -> PlainEnding<Bool> {
    while true {
      let ending = attempt(&lines)
      guard case .answered(let reasons) = ending else { return ending.withoutAnswer() }
      if reasons.isEmpty { return .answered(true) }
      lines.write(reasons.map { $0 + "\n" }.joined())
      if !lines.isInteractive { return .refused(reasons) }
    }
  }
}

extension PlainWording {
  /// The line that ends a form's text area.
  static let areaEnd = "."
  /// A choice with nothing to choose from, which need not be answered.
  static let noOptions = "no options"

  /// The lines that announce the page of the focused element: "Page 2 of 3: Database" (the
  /// pages shown now counted) and its description; for a form of one page, its title and
  /// description only, which may be none.
  static func heading(of form: Form) -> String {
    let page = form.pages[form.pageIndex]
    var title = DisplayText.line(page.title)
    if form.pageCount > 1 {
      let position = form.pagePosition
      title = "Page \(position.number) of \(position.of)" + (title.isEmpty ? "" : ": " + title)
    }
    let description = page.description.isEmpty ? [] : DisplayText.paragraphs(page.description)
    return ((title.isEmpty ? [] : [title]) + description).map { $0 + "\n" }.joined()
  }
}
