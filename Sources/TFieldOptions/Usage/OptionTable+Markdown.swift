import FieldEngine

extension OptionTable {
  /// `docs/tfield-options.md`: the subcommands, every option and every form-file key, as
  /// Markdown. A test keeps the file equal to this text.
  public static var markdownReference: String {
    var lines = [
      "# tfield: options and form-file keys", "",
      "Generated from `OptionTable` (`Sources/TFieldOptions/OptionTable.swift`), the one table that",
      "tfield's flag parser, form-file reader, help and messages read. A test keeps this page equal to",
      "the table; after changing the table, `TF_REGENERATE_DOCS=1 swift test --filter OptionReference`",
      "writes it again.", "", "## Subcommands", "", "| Usage | What it does |", "| --- | --- |",
    ]
    for subcommand in Subcommand.allCases {
      lines.append("| \(code(usage(for: subcommand))) | \(cell(subcommand.summary)) |")
    }
    lines.append(
      "| `tfield --help`, `tfield SUBCOMMAND --help`, `tfield --version` | help, version |")
    let ruled = Subcommand.allCases.filter { sub in options(for: sub).contains(where: \.isRule) }
    lines += [
      "",
      "`RULES` are the options of the sections Rules and Formats, the same for "
        + ruled.map { "`\($0.rawValue)`" }.joined(separator: ", ")
        + " (`choose`: for a new item), and the same as a form file's keys. A whole number is at most "
        + "9223372036854775807; a number's bound has at most \(NumberFormat.maximumDigits) digits.",
    ]
    lines += [
      "", "## Options", "", "| Option | Key | Subcommands | Value | Meaning |",
      "| --- | --- | --- | --- | --- |",
    ]
    for option in options where option.flag != nil {
      let subcommands =
        (option.beforeSubcommand ? ["(tfield)"] : []) + option.subcommands.map(\.rawValue)
      lines.append(
        "| \(code(option.term(.commandLine))) | \(option.key.map(code) ?? "") | "
          + "\(subcommands.joined(separator: ", ")) | \(cell(option.value.commandLineDescription(option.needs))) | "
          + "\(cell(option.description(.commandLine))) |")
    }
    lines += ["", "A field takes \(cell(oneFormat(.commandLine)))."]
    for subcommand in Subcommand.allCases {
      guard let operand = subcommand.operand else { continue }
      lines.append(
        "`\(subcommand.rawValue)` takes \(code(operand.repeats ? operand.name + " …" : operand.name)): "
          + "\(operand.help).")
    }
    lines += [
      "", "## Form files", "",
      "A form file is a JSON object: `\"fields\"`, the list of fields, not empty, or `\"pages\"`, a list",
      "of pages, each an object of `\"fields\"` (not empty), `\"title\"`, `\"description\"` and `\"when\"`",
      "(shown only while the condition holds); `\"title\"`, a string for the title row (default: the",
      "file's name); and `\"validate\"`, a command that receives every value as one JSON object on its",
      "stdin before the form is submitted (with `form --allow-commands`). Each field is an object of",
      "these keys, those its kind takes (a select's and a multiselect's rules are their new items', with",
      "`\"other\": true`); any other key is an error.", "", "| Key | Kinds | Type | Flag | Meaning |",
      "| --- | --- | --- | --- | --- |",
    ]
    for option in keyed {
      lines.append(
        "| \(code(option.key ?? "")) | \(cell(option.kindsDescription)) | \(cell(option.jsonDescription)) | "
          + "\(option.flag.map(code) ?? "") | \(cell(option.description(.formFile))) |")
    }
    lines += ["", "A field takes \(cell(oneFormat(.formFile))).", ""]
    return lines.joined(separator: "\n")
  }

  /// Text for a Markdown table cell: a `|` would end the cell.
  static func cell(_ text: String) -> String {
    text.replacingAll("|", with: "\\|")
  }

  /// Text as code in a table cell.
  static func code(_ text: String) -> String { "`" + cell(text) + "`" }
}

extension Option {
  /// The kinds of element that take the key, for the docs: "every kind", or "text, area, select
  /// (new items), …".
  var kindsDescription: String {
    if kinds == FormKind.allCases { return "every kind" }
    return kinds.map { kind in kind.rawValue + (kind.isChoice && isNewItemRule ? " (new items)" : "") }
      .joined(separator: ", ")
  }

  /// The key's value in a form file, for the docs, with its kind in the elements where it differs.
  var jsonDescription: String {
    let differing = kinds.compactMap { kind in
      valueInKind[kind].map { "in a \(kind.rawValue): " + $0.jsonDescription(needs) }
    }
    return ([value.jsonDescription(needs)] + differing).joined(separator: "; ")
  }
}

extension ValueKind {
  /// The value on the command line, for the docs.
  func commandLineDescription(_ needs: [RuleName]) -> String {
    switch self {
    case .boolean: return "none"
    case .text: return "text"
    case .wholeNumber(let range): return WholeNumberProblem.describe(range)
    case .choice(_, let choices): return choices.map { "`\($0.value)`" }.joined(separator: ", ")
    case .file: return "a path, or `-` for stdin"
    case .path: return "a path"
    case .number(let isDecimal): return isDecimal ? "a decimal like `-2.5` or `.5`" : "an integer like `-12`"
    case .dateValue: return "a value in the format (`2024-03-15`), `today` or `now` (local time)"
    case .height:
      return
        "rows, at least \(ListHeight.minimumRows) (`10`), or a share of the terminal (`40%`); `~` before "
        + "either for at most that (`~40%`)"
    case .item: return "an item, byte for byte"
    case .seconds: return "seconds, more than 0 (`30`, `2.5`)"
    case .strings, .options, .condition: return jsonDescription(needs)
    case .formatValue:
      return needs.map {
        "with \(OptionTable.flag(for: $0)): " + resolved(forFormat: $0).commandLineDescription([])
      }
      .joined(separator: "; ")
    }
  }

  /// The value in a form file, for the docs.
  func jsonDescription(_ needs: [RuleName]) -> String {
    switch self {
    case .boolean: return "`true` or `false`"
    case .text, .file, .height, .item, .seconds: return "string"
    case .path: return "string: a path, relative to the form file"
    case .dateValue: return "string in the format (`\"2024-03-15\"`), `\"today\"` or `\"now\"`"
    case .wholeNumber(let range):
      return WholeNumberProblem.describe(range).dropFirst(2) + " (`3.0` and `3e0` are whole)"
    case .choice(_, let choices): return choices.map { "`\"\($0.value)\"`" }.joined(separator: ", ")
    case .strings: return "array of strings"
    case .options: return "array of strings or `{\"label\": …, \"value\": …}` objects"
    case .condition: return "`{\"field\": ID, \"equals\": VALUE}` or `{\"field\": ID, \"in\": [VALUES]}`"
    case .number(let isDecimal):
      return "number, read exactly (`1E2` is 100)" + (isDecimal ? "" : ", whole")
    case .formatValue:
      return needs.map {
        "with `\"\(OptionTable.key(for: $0))\"`: " + resolved(forFormat: $0).jsonDescription([])
      }
      .joined(separator: "; ")
    }
  }
}

extension String {
  /// The string with every `target` replaced (no Foundation here).
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
