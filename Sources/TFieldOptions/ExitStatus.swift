/// How `tfield` ends: every exit status its code returns, and what each means for each
/// subcommand. `tfield` exits with `rawValue`; the docs' table (`markdownTable`), the man page's
/// EXIT STATUS and `tfield --help` are printed from `meaning(for:)`, so the words cannot drift
/// from the numbers. A process killed by signal n ends with 128+n (`killedBySignal`), which is the
/// shell's doing, not a value of this type.
public enum ExitStatus: Int32, CaseIterable, Sendable {
  /// Submitted, chosen, yes; the value passes (`check`); the script printed (`completions`).
  case success = 0
  /// Cancelled, no; the value breaks a rule (`check`, or a plain answer read from stdin).
  case failure = 1
  /// A usage error or any other error (no terminal without `--plain`, no answer on stdin); the
  /// message is on stderr.
  case error = 2
  /// `--timeout` ran out.
  case timedOut = 124
  /// Interrupted with Ctrl-C.
  case interrupted = 130

  /// What the status means for a subcommand, or nil when the subcommand never ends with it.
  public func meaning(for subcommand: Subcommand) -> String? {
    let asks = subcommand.isInteractive
    switch self {
    case .success:
      switch subcommand {
      case .write: return "submitted"
      case .input, .form, .prompt:
        return "submitted; also when the value could not be saved to its history (why is on stderr)"
      case .choose: return "chosen; with --filter, something matched"
      case .confirm: return "yes"
      case .check: return "the value passes"
      case .completions, .shell: return "the script printed"
      }
    case .failure:
      switch subcommand {
      // write's changed text asks for a second Escape: its help and docs say so.
      case .input, .write, .form, .prompt:
        return "cancelled (Escape); in plain mode, an answer from stdin that breaks a rule"
      case .choose:
        return "cancelled (Escape); in plain mode, an answer from stdin that breaks a rule; with --filter, "
          + "nothing matched"
      case .confirm: return "no (n, Escape); in plain mode, an answer from stdin that is not yes or no"
      case .check: return "the value breaks a rule"
      case .completions, .shell: return nil
      }
    case .error:
      return asks
        ? "usage or other error; no terminal without --plain; no answer on stdin" : "usage or other error"
    case .timedOut: return asks ? "--timeout ran out (nothing printed)" : nil
    case .interrupted: return asks ? "Ctrl-C" : nil
    }
  }

  /// What 128+n means for a subcommand: killed by signal n; one that asks restores the terminal
  /// first, then the signal takes its default action.
  public static func killedBySignal(_ subcommand: Subcommand) -> String {
    subcommand.isInteractive ? "killed by signal n, the terminal restored first" : "killed by signal n"
  }

  /// What a status means for every subcommand, in a line. A meaning is clauses separated by "; ";
  /// each clause is said once, followed by the subcommands it holds for, and clauses that hold for
  /// the same subcommands one after another share the list: "cancelled (Escape); in plain mode, an
  /// answer from stdin that breaks a rule (input, form, prompt, choose); the value breaks a rule
  /// (check); with --filter, nothing matched (choose); …".
  public static func summary(_ meaning: (Subcommand) -> String?) -> String {
    var clauses: [(text: Substring, subcommands: [Subcommand])] = []
    for subcommand in Subcommand.allCases {
      for clause in meaning(subcommand)?.split(separator: "; ") ?? [] {
        if let index = clauses.firstIndex(where: { $0.text == clause }) {
          clauses[index].subcommands.append(subcommand)
        } else {
          clauses.append((clause, [subcommand]))
        }
      }
    }
    var groups: [(texts: [Substring], subcommands: [Subcommand])] = []
    for clause in clauses {
      if let last = groups.last, last.subcommands == clause.subcommands {
        groups[groups.count - 1].texts.append(clause.text)
      } else {
        groups.append(([clause.text], clause.subcommands))
      }
    }
    return groups.map { group in
      group.texts.joined(separator: "; ") + " (" + group.subcommands.map(\.rawValue).joined(separator: ", ")
        + ")"
    }
    .joined(separator: "; ")
  }

  /// The statuses a subcommand can end with, in order.
  public static func statuses(of subcommand: Subcommand) -> [ExitStatus] {
    allCases.filter { $0.meaning(for: subcommand) != nil }
  }

  /// The subcommands in groups whose statuses all mean the same, in `Subcommand` order: the
  /// columns of the table.
  public static var groups: [[Subcommand]] {
    var groups: [[Subcommand]] = []
    for subcommand in Subcommand.allCases {
      let same = groups.firstIndex { group in
        allCases.allSatisfy { $0.meaning(for: group[0]) == $0.meaning(for: subcommand) }
      }
      if let same { groups[same].append(subcommand) } else { groups.append([subcommand]) }
    }
    return groups
  }

  /// The one table of exit statuses, a column per group of subcommands, for the docs.
  public static var markdownTable: String {
    let groups = groups
    var lines = [
      "| Status | "
        + groups.map { $0.map { "`\($0.rawValue)`" }.joined(separator: ", ") }.joined(separator: " | ")
        + " |",
      "| --- |" + String(repeating: " --- |", count: groups.count),
    ]
    for status in allCases {
      let cells = groups.map { OptionTable.cell(status.meaning(for: $0[0]) ?? "never") }
      lines.append("| \(status.rawValue) | " + cells.joined(separator: " | ") + " |")
    }
    lines.append(
      "| 128+n | " + groups.map { OptionTable.cell(killedBySignal($0[0])) }.joined(separator: " | ") + " |")
    return lines.joined(separator: "\n")
  }
}
