extension Completions {
  /// The fish script: one `complete` line per subcommand and per flag of each subcommand, under a
  /// condition that names the subcommand (the first word that is not a flag).
  static var fish: String {
    var lines = [
      header(.fish),
      "# Save it as ~/.config/fish/completions/tfield.fish, or: tfield completions fish | source",
      "",
      "# True when the subcommand typed is $argv[1]; with no argument, when none is typed yet.",
      "function __tfield_using",
      "    set -l words (commandline -opc)",
      "    set -e words[1]",
      "    for word in $words",
      "        if not string match -q -- '-*' $word",
      "            test \"$word\" = \"$argv[1]\"",
      "            return",
      "        end",
      "    end",
      "    test (count $argv) -eq 0",
      "end",
      "",
      "complete -c tfield -e",
      "complete -c tfield -f",
    ]
    for flag in flags(of: nil) {
      lines.append("complete -c tfield -n __tfield_using" + fishFlag(flag))
    }
    for subcommand in Subcommand.allCases {
      lines.append(
        "complete -c tfield -n __tfield_using -a \(subcommand.rawValue) -d "
          + quoted(subcommand.summary.replacingAll("`", with: "")))
    }
    for subcommand in Subcommand.allCases {
      let condition = " -n " + quoted("__tfield_using " + subcommand.rawValue)
      for flag in flags(of: subcommand) {
        lines.append("complete -c tfield" + condition + fishFlag(flag))
      }
      if let values = operand(of: subcommand) {
        lines.append("complete -c tfield" + condition + fishValues(values, flag: false))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A flag's spellings, its value and its help as `complete` arguments.
  private static func fishFlag(_ flag: Flag) -> String {
    var words = ""
    for spelling in flag.spellings {
      if spelling.hasPrefix("--") {
        words += " -l " + spelling.dropFirst(2)
      } else {
        words += (spelling.count == 2 ? " -s " : " -o ") + spelling.dropFirst()
      }
    }
    return words + (flag.values.map { fishValues($0, flag: true) } ?? "") + " -d " + quoted(flag.help)
  }

  /// What completes a flag's value or an operand: `-x -a 'word\tmeaning …'`, files, or nothing.
  private static func fishValues(_ values: Values, flag: Bool) -> String {
    switch values {
    case .words(let choices):
      let words = choices.map { $0.help.isEmpty ? $0.value : $0.value + "\t" + $0.help }
      return (flag ? " -x" : "") + " -a " + quoted(words.map(quotedWord).joined(separator: " "))
    case .files: return flag ? " -r -F" : " -F"
    case .anything: return flag ? " -x" : ""
    }
  }

  /// A word of `-a`'s list, which fish splits as a command line: quoted when it holds spaces.
  private static func quotedWord(_ word: String) -> String {
    word.contains { " \t\"'\\$()|;&<>*?{}[]".contains($0) }
      ? "\""
        + word.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"").replacingAll(
          "$", with: "\\$")
        + "\"" : word
  }
}
