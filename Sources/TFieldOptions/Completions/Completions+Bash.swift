extension Completions {
  /// The bash script: one function, `_tfield`, that needs nothing but bash (no bash-completion
  /// package). It finds the subcommand (the first word that is not a flag), then completes the
  /// value of the flag before the cursor (`--on-type re`, `--on-type=re`), a flag, or the operand.
  static var bash: String {
    var lines = [
      header(.bash),
      "# Load it in ~/.bashrc: source <(tfield completions bash)",
      "",
      "_tfield_files() {",
      "  local IFS=$'\\n'",
      "  COMPREPLY=($(compgen -f -- \"$1\"))",
      // Outside a completion (a test's own call) compopt fails: the files are still the reply.
      "  compopt -o filenames 2>/dev/null",
      "  return 0",
      "}",
      "",
      "# Completes the value of flag $2 of subcommand $1 from $3; fails when the flag takes none.",
      "_tfield_value() {",
      "  case $1:$2 in",
    ]
    // One case a reply, with every subcommand:flag pair that gives it.
    var patterns: [String: [String]] = [:]
    var replies: [String] = []
    for subcommand in Subcommand.allCases {
      for flag in flags(of: subcommand) {
        guard let values = flag.values else { continue }
        let reply = bashReply(values, word: "\"$3\"")
        if patterns[reply] == nil { replies.append(reply) }
        patterns[reply, default: []] += flag.spellings.map { "\(subcommand.rawValue):\($0)" }
      }
    }
    for reply in replies {
      lines.append("    " + (patterns[reply] ?? []).joined(separator: "|") + ")")
      lines.append("      " + reply + " ;;")
    }
    lines += [
      "    *) return 1 ;;",
      "  esac",
      "}",
      "",
      "_tfield() {",
      "  local cur=${COMP_WORDS[COMP_CWORD]} subcommand= option= i",
      "  COMPREPLY=()",
      "  for ((i = 1; i < COMP_CWORD; i++)); do",
      "    case ${COMP_WORDS[i]} in",
      "      -*) ;;",
      "      *) subcommand=${COMP_WORDS[i]}; break ;;",
      "    esac",
      "  done",
      "  if [[ -z $subcommand ]]; then",
      "    if [[ $cur == -* ]]; then",
      "      COMPREPLY=($(compgen -W '\(flags(of: nil).flatMap(\.spellings).joined(separator: " "))' -- \"$cur\"))",
      "    else",
      "      COMPREPLY=($(compgen -W '\(Subcommand.allCases.map(\.rawValue).joined(separator: " "))' -- \"$cur\"))",
      "    fi",
      "    return",
      "  fi",
      "  # A flag's value: after `--flag `, or after `--flag=` (bash splits words at =).",
      "  if [[ $cur == = ]]; then",
      "    option=${COMP_WORDS[COMP_CWORD-1]}",
      "    cur=",
      "  elif [[ ${COMP_WORDS[COMP_CWORD-1]} == = ]]; then",
      "    option=${COMP_WORDS[COMP_CWORD-2]}",
      "  elif [[ $cur == --*=* ]]; then",
      "    option=${cur%%=*}",
      "    cur=${cur#*=}",
      "  else",
      "    option=${COMP_WORDS[COMP_CWORD-1]}",
      "  fi",
      "  _tfield_value \"$subcommand\" \"$option\" \"$cur\" && return",
      "  case $subcommand in",
    ]
    for subcommand in Subcommand.allCases {
      let spellings = flags(of: subcommand).flatMap(\.spellings).joined(separator: " ")
      lines.append("    \(subcommand.rawValue))")
      lines.append("      if [[ $cur == -* ]]; then")
      lines.append("        COMPREPLY=($(compgen -W '\(spellings)' -- \"$cur\"))")
      if let values = operand(of: subcommand) {
        lines.append("      else")
        lines.append("        " + bashReply(values, word: "\"$cur\""))
      }
      lines.append("      fi ;;")
    }
    lines += [
      "  esac",
      "}",
      "",
      "complete -F _tfield tfield",
      "",
    ]
    return lines.joined(separator: "\n")
  }

  /// The command that completes `word` with these values.
  private static func bashReply(_ values: Values, word: String) -> String {
    switch values {
    case .words(let choices):
      "COMPREPLY=($(compgen -W '\(choices.map(\.value).joined(separator: " "))' -- \(word)))"
    case .files: "_tfield_files \(word)"
    case .anything: "COMPREPLY=()"
    }
  }
}
