import FieldEngine

extension OptionTable {
  /// The field itself: its id, label and initial value.
  static let fieldOptions: [Option] = [
    .text(
      nil, key: "id", [], .field, name: "TEXT",
      help: "the field's key in the output: required (but for a note), not empty, unique in the form"
    ) { $0.spec.id = $1 }.taken(by: FormKind.allCases),
    .text(
      "--label", key: "label", [.input, .write], .field, name: "TEXT",
      help: "the label beside the field; a note's title"
    ) {
      $0.spec.label = $1
    }.taken(by: FormKind.allCases),
    Option(
      flag: "--value", key: "value", subcommands: [.input, .prompt, .write], value: .text(name: "TEXT"),
      help: "the initial text, put through the paste policy; what it loses is shown (in a form file also "
        + "the option a select has chosen at first, those a multiselect has, a confirm's answer)",
      section: .field,
      action: .set { settings, value in
        switch value {
        case .texts(let values): settings.element.values = values
        case .boolean(let answer): settings.element.answer = answer
        default:
          settings.spec.value = value.text
          settings.element.values = [value.text]
        }
      }
    ).taken(
      by: [.text, .area, .select, .multiselect, .confirm],
      valueIn: [.multiselect: .strings, .confirm: .boolean]),
  ]

  /// How the field shows and what it submits: a password's echo, a placeholder, a default, a
  /// mask's literals.
  static let entryOptions: [Option] = [
    .boolean(
      "--password", key: "password", [.input, .prompt], .field,
      help: "echo one • per character; F4 shows the text"
    ) { $0.spec.isPassword = $1 },
    .text(
      "--placeholder", key: "placeholder", [.input, .prompt, .write], .field, name: "TEXT",
      help: "shown dimmed while the field is empty"
    ) { $0.spec.placeholder = $1 }.taken(by: [.text, .area]),
    .text(
      "--default", key: "default", [.input, .prompt], .field, name: "VALUE", rule: .defaultValue,
      help: "the value Enter submits when the field is empty (the hint says \"Enter for VALUE\"); it must "
        + "pass the field's rules"
    ) { $0.spec.defaultValue = $1 },
    .boolean(
      "--unmasked", key: "unmasked", [.input, .check], .field,
      help: "a mask field's value without its literals: input prints it so, check reads it so"
    ) { $0.spec.submitsLiterals = !$1 },
  ]
}
