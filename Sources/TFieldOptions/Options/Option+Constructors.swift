import FieldEngine

extension Option {
  /// A switch: `--required`, `"required": true`; with `attachedNumber`, one that also takes a
  /// whole number attached to its flag (`--multi=3`, `-m3`); with `attachedChoice`, one of some
  /// words attached with `=` (`--border=sharp`); with `attachedText`, any text attached with `=`
  /// (`--scrollbar=┃`).
  static func boolean(
    _ flag: String?, short: [String] = [], key: String? = nil, _ subcommands: [Subcommand],
    _ section: Section,
    rule: RuleName? = nil, needs: [RuleName] = [], help: String,
    attachedNumber: (@Sendable (inout CommandSettings, Int) -> Void)? = nil,
    attachedChoice: AttachedChoice? = nil,
    optionalText: (@Sendable (inout CommandSettings, String) -> Void)? = nil,
    attachedText: (@Sendable (inout CommandSettings, String) -> Void)? = nil,
    set: @escaping @Sendable (inout CommandSettings, Bool) -> Void
  ) -> Option {
    Option(
      flag: flag, shortFlags: short, key: key, subcommands: subcommands, value: .boolean, help: help,
      section: section,
      rule: rule, needs: needs, attachedNumber: attachedNumber, attachedChoice: attachedChoice,
      optionalText: optionalText,
      attachedText: attachedText,
      action: .set { settings, value in
        guard case .boolean(let on) = value else { preconditionFailure("\(value) for a switch") }
        set(&settings, on)
      })
  }

  /// Text: `--allow CHARS`, `"allow": "abc"`.
  static func text(
    _ flag: String?, short: [String] = [], key: String? = nil, _ subcommands: [Subcommand],
    _ section: Section, name: String, rule: RuleName? = nil, needs: [RuleName] = [], repeats: Bool = false,
    help: String,
    set: @escaping @Sendable (inout CommandSettings, String) -> Void
  ) -> Option {
    Option(
      flag: flag, shortFlags: short, key: key, subcommands: subcommands, value: .text(name: name), help: help,
      section: section, rule: rule, needs: needs, repeats: repeats,
      action: .set { settings, value in set(&settings, value.text) })
  }

  /// A whole number in `range` (by default from 0 to `Int.max`): `--max-length N`,
  /// `"maxLength": 5`; a number out of the range is refused naming it.
  static func wholeNumber(
    _ flag: String?, short: [String] = [], key: String? = nil, _ subcommands: [Subcommand],
    _ section: Section, in range: ClosedRange<Int> = 0 ... .max,
    rule: RuleName? = nil, needs: [RuleName] = [], help: String,
    set: @escaping @Sendable (inout CommandSettings, Int) -> Void
  ) -> Option {
    Option(
      flag: flag, shortFlags: short, key: key, subcommands: subcommands, value: .wholeNumber(range),
      help: help,
      section: section,
      rule: rule, needs: needs,
      action: .set { settings, value in
        guard case .wholeNumber(let number) = value else { preconditionFailure("\(value) for a number") }
        set(&settings, number)
      })
  }

  /// One of an enumeration's raw values: `--on-type POLICY`, `"onType": "filter"`. The choices
  /// are the type's cases, in order, with `notes` saying what each means.
  static func choice<Word: RawRepresentable & CaseIterable & Hashable & Sendable>(
    _ flag: String?, key: String? = nil, _ subcommands: [Subcommand], _ section: Section, name: String,
    of type: Word.Type, notes: [Word: String] = [:], default defaultValue: Word, help: String,
    set: @escaping @Sendable (inout CommandSettings, Word) -> Void
  ) -> Option where Word.RawValue == String {
    let choices = Word.allCases.map { Choice($0.rawValue, notes[$0] ?? "") }
    return Option(
      flag: flag, key: key, subcommands: subcommands, value: .choice(name: name, choices: choices),
      help: help,
      section: section, defaultValue: defaultValue.rawValue,
      action: .set { settings, value in
        guard let word = Word(rawValue: value.text) else { preconditionFailure("\(value) is no choice") }
        set(&settings, word)
      })
  }

  /// An item, as bytes: `--selected ITEM`, any number of times.
  static func item(
    _ flag: String, _ subcommands: [Subcommand], _ section: Section, name: String, repeats: Bool,
    help: String,
    set: @escaping @Sendable (inout CommandSettings, [UInt8]) -> Void
  ) -> Option {
    Option(
      flag: flag, key: nil, subcommands: subcommands, value: .item(name: name), help: help, section: section,
      repeats: repeats, action: .set { settings, value in set(&settings, value.bytes) })
  }

  /// A value of the field's format, read once the format is known: `--min VALUE`, `"min": 0`.
  static func formatValue(
    _ flag: String?, key: String? = nil, _ subcommands: [Subcommand], rule: RuleName,
    needs: [RuleName], help: String, set: @escaping @Sendable (inout CommandSettings, String) -> Void
  ) -> Option {
    Option(
      flag: flag, key: key, subcommands: subcommands, value: .formatValue, help: help, section: .formats,
      rule: rule, needs: needs, action: .set { settings, value in set(&settings, value.text) })
  }
}
