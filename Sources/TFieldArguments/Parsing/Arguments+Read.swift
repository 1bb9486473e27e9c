import TFieldOptions

extension Arguments {
  /// Reads a subcommand's words into its settings: options applied in order, other words kept
  /// as operands. True when `--help` was among them.
  static func read(
    _ raw: [[UInt8]], for subcommand: Subcommand, into settings: inout CommandSettings,
    operands: inout [String], operandBytes: inout [[UInt8]], seen: inout Set<String>,
    allowsRepeats: Bool = false
  ) throws(UsageError) -> Bool {
    var words = Words(raw, subcommand: subcommand)
    while let word = words.next() {
      guard word.isOption else {
        guard let operand = subcommand.operand, operand.repeats || operands.isEmpty else {
          throw .unexpectedArgument(word.name, subcommand)
        }
        let choices = operand.value.choices.map(\.value)
        if !choices.isEmpty && !choices.contains(word.name) {
          throw .notAChoice(flag: subcommand.rawValue, got: word.name, choices: choices)
        }
        operands.append(word.name)
        operandBytes.append(word.bytes)
        continue
      }
      if OptionTable.option(flag: word.name, in: subcommand) == nil,
        let option = OptionTable.option(offFlag: word.name, in: subcommand)
      {
        guard word.attached == nil else { throw .unexpectedValue(flag: word.name) }
        guard seen.insert(option.flags[0]).inserted || allowsRepeats else { throw .repeated(flag: word.name) }
        option.apply(.boolean(false), to: &settings)
        continue
      }
      guard let option = OptionTable.option(flag: word.name, in: subcommand) else {
        if subcommand == .choose, let fzf = FzfSpellings.spelling(in: word.name) { throw .fzfOnly(fzf) }
        throw .unknownOption(
          word.name, subcommand,
          suggestion: OptionTable.nearestFlag(to: word.name, among: OptionTable.options(for: subcommand)))
      }
      if option.showsHelp { return true }
      guard seen.insert(option.flags[0]).inserted || option.repeats || allowsRepeats else {
        throw .repeated(flag: word.name)
      }
      if word.attached != nil, let withNumber = option.attachedNumber {
        // `--multi=3`, `-m3`: the number as a whole number option's value is read.
        guard case .wholeNumber(let number) = try words.value(for: word, kind: .wholeNumber(0 ... .max))
        else { continue }
        withNumber(&settings, number)
        continue
      }
      if word.attached != nil, let withChoice = option.attachedChoice {
        // `--border=sharp`: the word as a choice option's value is read.
        let kind = ValueKind.choice(name: "STYLE", choices: withChoice.choices)
        guard case .text(let choice) = try words.value(for: word, kind: kind) else { continue }
        withChoice.set(&settings, choice)
        continue
      }
      if let withText = option.optionalText {
        // `--tmux=top,40%`, `--tmux top,40%`, `--tmux`: the value attached, or the next word when
        // it is no option, as fzf reads it.
        if let value = word.attached.map({ String(decoding: $0, as: UTF8.self) }) ?? words.optionalValue() {
          withText(&settings, value)
          continue
        }
      }
      if let attached = word.attached, let withText = option.attachedText {
        // `--scrollbar=┃`: the text as given.
        withText(&settings, String(decoding: attached, as: UTF8.self))
        continue
      }
      option.apply(try words.value(for: word, kind: option.value), to: &settings)
      if option.takesFollowingDirectories {
        while let directory = words.directoryValue() { option.apply(.text(directory), to: &settings) }
      }
    }
    return false
  }
}
