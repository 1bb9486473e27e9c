import FieldEngine

extension OptionTable {
  /// A form file's keys for elements of other kinds than a text field: the kind, a choice's
  /// options and limits, a note's text, a condition on an earlier answer, "sameAs". No flag sets
  /// them: they are a form's.
  static let elementOptions: [Option] = [
    .choice(
      nil, key: "kind", [], .elements, name: "KIND", of: FormKind.self,
      notes: [
        .text: "one line", .area: "several lines, as write asks for them",
        .select: "one of \"options\", Enter takes the highlighted one",
        .multiselect: "any number of \"options\", Space toggles one",
        .confirm: "yes or no, y and n answer at once", .note: "\"text\" shown between the others, no value",
      ],
      default: .text, help: "what the element is"
    ) { $0.element.kind = $1 }.taken(by: FormKind.allCases),
    Option(
      flag: nil, key: "options", subcommands: [], value: .options,
      help: "the options, in order: strings, or {\"label\": …, \"value\": …} objects (the label shown and "
        + "matched, the value output; without \"value\", the label); their values distinct",
      section: .elements,
      action: .set { settings, value in
        guard case .options(let options) = value else { preconditionFailure("\(value) for options") }
        settings.element.options = options
      }
    ).taken(by: choiceKinds),
    .text(
      nil, key: "optionsCmd", [], .elements, name: "CMD",
      help: "the options are the lines CMD prints, run as sh -c CMD with the earlier answers in its "
        + "environment (TFIELD_ID, the id in upper case) and again when one of them changes; only with "
        + "form --allow-commands"
    ) { $0.element.optionsCommand = $1 }.taken(by: choiceKinds),
    .boolean(
      nil, key: "other", [], .elements,
      help: "a last option \"Other…\" takes a new item, which must pass the element's rules"
    ) { $0.offersOther = $1 }.taken(by: choiceKinds),
    .wholeNumber(
      nil, key: "atLeast", [], .elements, help: "choose at least N (0 when not given; 1 with \"required\")"
    ) { $0.element.atLeast = $1 }.taken(by: [.multiselect]),
    .wholeNumber(
      nil, key: "atMost", [], .elements, in: 1 ... .max, help: "choose at most N (no limit when not given)"
    ) { $0.element.atMost = $1 }.taken(by: [.multiselect]),
    .text(nil, key: "text", [], .elements, name: "TEXT", help: "a note's text") {
      $0.element.text = $1
    }.taken(by: [.note]),
    Option(
      flag: nil, key: "when", subcommands: [], value: .condition,
      help: "shown and asked only while an earlier element's value is VALUE (a string, or true or false for "
        + "a confirm), or one of VALUES; a multiselect's holds when one is among the chosen; a hidden "
        + "element is left out of the output",
      section: .elements,
      action: .set { settings, value in
        guard case .condition(let condition) = value else { preconditionFailure("\(value) for a condition") }
        settings.element.condition = condition
      }
    ).taken(by: FormKind.allCases),
    .text(
      nil, key: "sameAs", [], .elements, name: "ID",
      help: "the value must equal the text field ID's (a password typed twice)"
    ) { $0.element.sameAs = $1 }.taken(by: [.text]),
  ]

  /// A select and a multiselect.
  static let choiceKinds: [FormKind] = [.select, .multiselect]
  /// The kinds a rule of a line holds in: a text field, each line of an area, a choice's new items.
  static let lineKinds: [FormKind] = [.text, .area, .select, .multiselect]
  /// The kinds a rule of a text field alone holds in: a text field and a choice's new items.
  static let newItemKinds: [FormKind] = [.text, .select, .multiselect]
}
