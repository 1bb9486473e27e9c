extension Completions {
  /// The zsh script: `_tfield` for zsh's completion system, with `_arguments` specs for each
  /// subcommand (flags with their help, choices with their meanings, file names), loadable from
  /// `fpath` as a file named `_tfield` or sourced after `compinit`.
  static var zsh: String {
    var lines = [
      "#compdef tfield",
      header(.zsh),
      "# Save it as _tfield in a directory of $fpath, or after compinit: source <(tfield completions zsh)",
      "",
      "_tfield() {",
      "  local curcontext=$curcontext state line",
      "  typeset -A opt_args",
      "  _arguments -C \\",
    ]
    lines += flags(of: nil).map { "    " + zshSpec($0) + " \\" }
    lines += [
      "    '1: :->subcommand' \\",
      "    '*:: :->argument' && return",
      "  case $state in",
      "    subcommand)",
      "      local -a subcommands=(",
    ]
    lines += Subcommand.allCases.map {
      "        " + quoted($0.rawValue + ":" + $0.summary.replacingAll("`", with: ""))
    }
    lines += [
      "      )",
      "      _describe -t subcommands 'tfield subcommand' subcommands ;;",
      "    argument)",
      "      curcontext=${curcontext%:*:*}:tfield-$words[1]:",
      "      case $words[1] in",
    ]
    for subcommand in Subcommand.allCases {
      var specs = flags(of: subcommand).map(zshSpec)
      if let operand = subcommand.operand, let values = operand.value.completion {
        specs.append(
          quoted((operand.repeats ? "*" : "1") + ":" + escaped(operand.name) + ":" + zshAction(values)))
      }
      lines.append("        \(subcommand.rawValue))")
      lines.append("          _arguments -S \\")
      lines += specs.map { "            " + $0 + " \\" }
      lines[lines.count - 1].removeLast(2)
      lines.append("          ;;")
    }
    lines += [
      "      esac ;;",
      "  esac",
      "}",
      "",
      "if [[ $funcstack[1] == _tfield ]]; then",
      "  _tfield \"$@\"",
      "else",
      "  compdef _tfield tfield",
      "fi",
      "",
    ]
    return lines.joined(separator: "\n")
  }

  /// A flag as an `_arguments` spec: `'--on-type=[what typing does]:POLICY:((reject\:…))'`, a
  /// flag with several spellings as one spec each (`{--help,-h}'[show this help]'`).
  private static func zshSpec(_ flag: Flag) -> String {
    // `--flag=` takes the value in the same word after `=` or in the next word.
    let spec =
      (flag.values == nil ? "" : "=") + "[" + escaped(flag.help) + "]"
      + (flag.values.map { ":" + escaped(zshName(flag)) + ":" + zshAction($0) } ?? "")
    let names =
      flag.spellings.count == 1 ? flag.spellings[0] : "{" + flag.spellings.joined(separator: ",") + "}"
    return names + quoted(spec)
  }

  /// What help calls a flag's value ("POLICY"), for zsh's message.
  private static func zshName(_ flag: Flag) -> String {
    flag.spellings.first.flatMap { spelling in
      OptionTable.options.first { $0.flags.contains(spelling) }?.value.name
    } ?? "VALUE"
  }

  /// The action that completes the values: `((word\:meaning …))`, `(word …)`, `_files`, or a
  /// space for anything.
  private static func zshAction(_ values: Values) -> String {
    switch values {
    case .words(let choices) where choices.contains { !$0.help.isEmpty }:
      "(("
        + choices.map { $0.help.isEmpty ? $0.value : $0.value + "\\:" + doubleQuoted($0.help) }
        .joined(separator: " ") + "))"
    case .words(let choices): "(" + choices.map(\.value).joined(separator: " ") + ")"
    case .files: "_files"
    case .anything: " "
    }
  }

  /// A description inside an `_arguments` spec: brackets and backslashes escaped, colons too.
  private static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      if "\\[]:".contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// A meaning inside `((word\:"meaning"))`.
  private static func doubleQuoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      if "\\\"$`".contains(character) { result.append("\\") }
      if character == ":" { result.append("\\") }
      result.append(character)
    }
    return result + "\""
  }

  /// Single-quoted for the shell.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingAll("'", with: "'\\''") + "'"
  }
}
