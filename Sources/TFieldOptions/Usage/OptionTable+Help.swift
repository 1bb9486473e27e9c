import FieldEngine

/// How an option is spelled: on the command line or in a form file.
public enum Spelling: Sendable {
  /// `--max-length N`
  case commandLine
  /// `maxLength`
  case formFile
}

extension Option {
  /// The option as help lists it: "--max-length N", "--help, -h"; in a form file its key.
  public func term(_ spelling: Spelling) -> String {
    switch spelling {
    case .commandLine: flags.joined(separator: ", ") + (value.name.map { " " + $0 } ?? "")
    case .formFile: key ?? ""
    }
  }

  /// What the option does, in full: its help, then its choices (the default marked, each with its
  /// note), then the formats it needs, spelled as `spelling` spells them.
  public func description(_ spelling: Spelling) -> String {
    var text = help
    let choices = value.choices
    if !choices.isEmpty {
      text +=
        ": "
        + choices.map { choice in
          let notes =
            (choice.value == defaultValue ? ["default"] : []) + (choice.help.isEmpty ? [] : [choice.help])
          return choice.value + (notes.isEmpty ? "" : " (" + notes.joined(separator: ": ") + ")")
        }
        .joined(separator: ", ")
    }
    if spelling == .commandLine,
      let off = offFlags.first(where: { off in
        off.hasPrefix("+") && !OptionTable.options.contains { $0.flags.contains(off) }
      })
    {
      text += " (\(off) turns it off)"
    }
    if !needs.isEmpty {
      let names = needs.map { OptionTable.name(of: $0, spelling) }
      text += " (with " + names.joined(separator: " or ") + ")"
    }
    return text
  }
}

extension OptionTable {
  /// The width help is wrapped to.
  public static let helpWidth = 100

  /// How `spelling` names a switch that sets a part of a spec: `--decimal`, `"decimal": true`.
  static func name(of rule: RuleName, _ spelling: Spelling) -> String {
    switch spelling {
    case .commandLine: flag(for: rule)
    case .formFile: "\"" + key(for: rule) + "\": true"
    }
  }

  /// A subcommand's usage on one line: `tfield input [RULES] [--label TEXT] … [--output FORMAT]`:
  /// a required operand first, `[RULES]` for the rule options, the subcommand's own options,
  /// then operands that repeat.
  public static func usage(for subcommand: Subcommand) -> String {
    usageWords(for: subcommand).joined(separator: " ")
  }

  /// A subcommand's usage as words that a line may not break: "tfield", "input", "[RULES]",
  /// "[--label TEXT]", ….
  public static func usageWords(for subcommand: Subcommand) -> [String] {
    let own = options(for: subcommand)
    var words = ["tfield", subcommand.rawValue]
    if let operand = subcommand.operand, !operand.repeats { words.append(operand.name) }
    if own.contains(where: \.isRule) { words.append("[RULES]") }
    for option in own where !option.isRule && option.section != .general {
      words.append("[" + (option.flag ?? "") + (option.value.name.map { " " + $0 } ?? "") + "]")
    }
    if let operand = subcommand.operand, operand.repeats { words.append("[\(operand.name) …]") }
    return words
  }

  /// Options as help lists them: the term in a column of 21, the description wrapped beside it.
  public static func helpList(_ options: [Option], width: Int = helpWidth) -> String {
    helpList(options.map { ($0.term(.commandLine), $0.description(.commandLine)) }, width: width)
  }

  /// Terms and their descriptions as help lists options (keys, in `tfield input --help`): the term
  /// in a column of 21, or on a line of its own when longer, the description wrapped beside it.
  public static func helpList(_ rows: [(term: String, description: String)], width: Int = helpWidth) -> String
  {
    rows.map { row in
      let term = "  " + row.term
      let column = 23
      let lines = wrap(row.description, width: width - column)
      let first =
        term.count + 2 <= column
        ? term + String(repeating: " ", count: column - term.count) + lines[0]
        : term + "\n" + String(repeating: " ", count: column) + lines[0]
      return ([first] + lines.dropFirst().map { String(repeating: " ", count: column) + $0 })
        .joined(separator: "\n")
    }
    .joined(separator: "\n")
  }

  /// A text broken into lines of at most `width` characters at spaces (a longer word stays whole).
  public static func wrap(_ text: String, width: Int) -> [String] {
    wrap(words: text.split(separator: " ", omittingEmptySubsequences: false).map(String.init), width: width)
  }

  /// Words joined by spaces into lines of at most `width` characters (a longer word stays whole).
  /// A line does not end with a word of one or two characters where it can be helped: in "A
  /// letter or digit" the "A" goes on with its meaning.
  public static func wrap(words: [String], width: Int) -> [String] {
    var lines: [String] = []
    var line: [String] = []
    var length = 0
    for word in words {
      if !line.isEmpty && length + 1 + word.count > width {
        var carried: [String] = []
        if line.count > 1, let last = line.last, last.count <= 2 { carried = [line.removeLast()] }
        lines.append(line.joined(separator: " "))
        line = carried
        length = carried.first?.count ?? 0
      }
      length += (line.isEmpty ? 0 : 1) + word.count
      line.append(word)
    }
    return lines + [line.joined(separator: " ")]
  }
}
