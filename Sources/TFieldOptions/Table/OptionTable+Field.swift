import FieldEngine

extension OptionTable {
  /// The field itself: its id, label and initial value.
  static let fieldOptions: [Option] = [
    .text(
      nil, key: "id", [], .field, name: "TEXT",
      help: "the field's key in the output: required, not empty, unique in the form"
    ) { $0.spec.id = $1 },
    .text(
      "--label", key: "label", [.input, .write], .field, name: "TEXT", help: "the label beside the field"
    ) {
      $0.spec.label = $1
    },
    .text(
      "--value", key: "value", [.input, .prompt, .write], .field, name: "TEXT",
      help: "the initial text, put through the paste policy; what it loses is shown"
    ) { $0.spec.value = $1 },
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
    ) { $0.spec.placeholder = $1 },
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
