import FieldEngine

extension OptionTable {
  /// The whole-text formats and what they take: a mask, a number's kind, bounds and places, a
  /// date, a pattern.
  static let formatOptions: [Option] = [
    .text(
      "--mask", key: "mask", ruled, .formats, name: "TEMPLATE", rule: .mask,
      help: "an input mask: 0 digit, 9 optional digit, # optional digit or sign, D digit 1-9, d optional, "
        + "H hexadecimal digit, h optional, L letter, ? optional letter, A letter or digit, a optional, "
        + "& any character but a space, C optional, > upper case, < lower case, | as typed, \\x the literal x, "
        + "anything else a literal"
    ) { $0.format.setMask($1) },
    .boolean(
      "--integer", key: "integer", ruled, .formats, rule: .integer, help: "a whole number, like -12"
    ) { $0.format.setKind(.integer, $1) },
    .boolean(
      "--decimal", key: "decimal", ruled, .formats, rule: .decimal, help: "a decimal number, like -2.5"
    ) { $0.format.setKind(.decimal, $1) },
    .formatValue(
      "--min", key: "min", ruled, rule: .minimum, needs: [.integer, .decimal, .date],
      help: "the smallest number, date or time allowed"
    ) { $0.format.setBound(.minimum, $1) },
    .formatValue(
      "--max", key: "max", ruled, rule: .maximum, needs: [.integer, .decimal, .date],
      help: "the largest number, date or time allowed"
    ) { $0.format.setBound(.maximum, $1) },
    .wholeNumber(
      "--places", key: "places", ruled, .formats, rule: .places, needs: [.decimal],
      help: "at most N digits after the point"
    ) { $0.format.setPlaces($1) },
    .text(
      "--group", key: "group", [.input, .check, .prompt], .formats, name: "SEP", rule: .group,
      needs: [.integer, .decimal],
      help: "show the integer digits in groups of three with SEP between them, like , (1,234,567) or _ "
        + "(1_234_567): only shown; typing, the value and check keep the digits alone"
    ) { $0.format.setGroupSeparator($1) },
    .text(
      "--date", key: "date", ruled, .formats, name: "FORMAT", rule: .date,
      help: "a date, a time of day or both, checked while typing against the calendar: YYYY MM DD hh "
        + "(00-23) mm ss and separators, like YYYY-MM-DD, DD.MM.YYYY, hh:mm, YYYY-MM-DD hh:mm; each part "
        + "once, a day with its month, a month with its year; \\x the literal x"
    ) { $0.format.setDate($1) },
    .boolean(
      "--iso", key: "iso", [.input, .check, .prompt], .field, rule: .iso, needs: [.date],
      help:
        "print a date field's value in ISO 8601 (2024-02-29, 14:30, 2024-02-29T14:30) instead of as typed; "
        + "check reads it so"
    ) { $0.format.setISO($1) },
    .boolean(
      "--calendar", [.input, .prompt], .field, needs: [.date],
      help: "a month grid below a date field with a day (DD): arrows move by day and week, Page Up and "
        + "Page Down by month, carrying into the next month and year; typing still edits the text; days "
        + "out of --min/--max are greyed out and never reached (in a form, F3 shows it)"
    ) { $0.display.calendar = $1 },
    .choice(
      "--week-start", [.input, .prompt, .form], .field, name: "DAY", of: WeekStart.self, default: .monday,
      help: "the day a calendar's weeks start on"
    ) { $0.display.weekStart = $1 },
    .text(
      "--pattern", key: "pattern", ruled, .formats, name: "REGEX", rule: .pattern,
      help: "a pattern checked while typing: literals, [classes], ranges, ., \\d \\w \\s, * + ? {m,n}, |, "
        + "groups; keys that can no longer lead to a match are refused"
    ) { $0.format.setPattern($1) },
  ]
}

extension OptionTable {
  /// The whole-text formats, of which a field takes one: `--mask`, `--integer`/`--decimal`,
  /// `--date`, `--pattern`.
  public static let formats: [[RuleName]] = [[.mask], [.integer, .decimal], [.date], [.pattern]]

  /// "only one of --mask, --integer/--decimal, --pattern" in a spelling.
  public static func oneFormat(_ spelling: Spelling) -> String {
    let names = formats.map { group in
      group.map { spelling == .commandLine ? flag(for: $0) : "\"\(key(for: $0))\"" }.joined(separator: "/")
    }
    return "only one of " + names.joined(separator: ", ")
  }
}
