import FieldEngine

extension OptionTable {
  /// The rules: lengths in each unit, allowed and banned characters, what typing and paste do
  /// with what does not fit, required, a minimum length.
  static let ruleOptions: [Option] = [
    limit(
      .characters, "--max-length", "maxLength", help: "at most N characters (user-perceived: \"👍🏽\" is 1)",
      kinds: lineKinds),
    .wholeNumber(
      "--max-length", [.write], .rules,
      help: "at most N characters in the whole text, a line break counting one (\"👍🏽\" is 1)"
    ) { $0.spec.rules.setLimit($1, in: .characters) },
    .wholeNumber(
      "--max-lines", key: "maxLines", [.write], .rules,
      help: "at most N lines (at least 1): Enter and a paste stop there"
    ) { $0.maxLines = max(1, $1) }.taken(by: [.area]),
    limit(.scalars, "--max-scalars", "maxScalars", help: "at most N Unicode scalars"),
    limit(.utf8Bytes, "--max-bytes", "maxBytes", help: "at most N bytes of UTF-8"),
    limit(.utf16CodeUnits, "--max-utf16", "maxUTF16", help: "at most N UTF-16 code units"),
    limit(.columns, "--max-columns", "maxColumns", help: "at most N terminal columns"),
    .text(
      "--allow", key: "allow", ruledPerLine, .rules, name: "CHARS", rule: .allowedCharacters,
      help: "only these characters (at least one)"
    ) { $0.spec.rules.allowedCharacters = $1 }.taken(by: lineKinds),
    .text(
      "--deny", key: "deny", ruledPerLine, .rules, name: "CHARS", rule: .bannedCharacters,
      help: "never these characters"
    ) { $0.spec.rules.bannedCharacters = $1 }.taken(by: lineKinds),
    .choice(
      "--on-type", key: "onType", ruledPerLine, .rules, name: "POLICY", of: EditPolicy.self,
      notes: policyNotes,
      default: .reject, help: "what typing does with what does not fit"
    ) { $0.spec.rules.typingPolicy = $1 }.taken(by: lineKinds),
    .choice(
      "--on-paste", key: "onPaste", ruledPerLine, .rules, name: "POLICY", of: EditPolicy.self,
      notes: policyNotes,
      default: .filter, help: "what paste, yank and the initial value do with what does not fit"
    ) { $0.spec.rules.pastePolicy = $1 }.taken(by: lineKinds),
    .boolean(
      "--required", key: "required", ruledPerLine, .rules, rule: .required,
      help: "the value must hold a character that is not white space (a blank value is empty); in a form "
        + "file, a select needs a choice unless this is false, a multiselect at least one when it is true"
    ) { $0.spec.required = $1 }.taken(by: lineKinds),
    .wholeNumber(
      "--min-length", key: "minLength", ruled, .rules, rule: .minLength,
      help: "at least N characters (an empty value passes unless required)"
    ) { $0.spec.minLength = $1 }.taken(by: lineKinds),
  ]

  /// The value's check by a command of the user's.
  static let validationOptions: [Option] = [
    .text(
      "--validate", key: "validate", ruled, .rules, name: "CMD",
      help: "check the value with a shell command before it is accepted: the value as printed and a line "
        + "feed on its stdin, exit 0 accepts, anything else refuses with the first line of its stderr as the "
        + "reason (\"checking…\" shows; Escape cancels the check only); for choose, its new items"
    ) { $0.validation.command = $1 },
    .boolean(
      "--validate-while-typing", key: "validateWhileTyping", ruled, .rules,
      help: "also run --validate's command when typing pauses (300 ms), in the background, and show its "
        + "reason while you type"
    ) { $0.validation.whileTyping = $1 },
    Option(
      flag: "--validate-timeout", key: "validateTimeout", subcommands: ruled, value: .seconds,
      help: "how long --validate's command may take before the value is refused as not checked "
        + "(decimals allowed; default 5)",
      section: .rules,
      action: .set { settings, value in
        settings.validation.timeout = Timeout(value.text) ?? settings.validation.timeout
      }),
  ]

  /// What each edit policy does, for help and completions.
  static let policyNotes: [EditPolicy: String] = [
    .reject: "refuse it whole", .truncate: "keep it up to what does not fit",
    .filter: "drop what does not fit",
  ]

  /// A maximum length in a unit, a key of the elements of `kinds`.
  static func limit(
    _ unit: LengthUnit, _ flag: String, _ key: String, help: String, kinds: [FormKind] = newItemKinds
  ) -> Option {
    .wholeNumber(flag, key: key, ruled, .rules, rule: .limit(unit), help: help) {
      $0.spec.rules.setLimit($1, in: unit)
    }.taken(by: kinds)
  }
}
