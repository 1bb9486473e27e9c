/// The flags of `stty -a`, to tell a sane (cooked) terminal from one left in raw mode.
struct TerminalSettings: CustomStringConvertible {
  /// The whole `stty -a` output.
  let description: String
  private let words: Set<Substring>

  init(sttyOutput: String) {
    description = sttyOutput
    words = Set(sttyOutput.split { $0 == " " || $0 == "\n" || $0 == ";" })
  }

  /// Whether a flag is on (`icanon`), as opposed to off (`-icanon`) or absent.
  func isOn(_ flag: String) -> Bool {
    words.contains(Substring(flag)) && !words.contains(Substring("-" + flag))
  }

  /// Everything but the first line (speed, rows, columns), which a resize changes: the modes and
  /// the control characters.
  var modes: String {
    String(description.drop { $0 != "\n" })
  }

  /// Canonical mode with echo and signals, as a shell expects.
  var isSane: Bool {
    ["icanon", "echo", "isig", "icrnl", "opost", "onlcr"].allSatisfy(isOn)
  }
}
