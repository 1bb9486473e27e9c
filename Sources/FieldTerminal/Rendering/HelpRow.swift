import FieldEngine
import FieldIO
import FieldKeys

/// A help line fitted to a row without cutting an entry in the middle ("F3 li…" tells nobody
/// which key lists): the entries as they are when they fit; else all of them joined by two spaces,
/// as nano's and htop's key bars are, when that fits; else as many whole entries as fit, then "…",
/// as bubbles' short help ends.
enum HelpRow {
  /// What separates the entries of a help line (`KeyBindings.helpLine`).
  static let separator = KeyWording.helpSeparator

  /// The line for `columns` cells.
  static func fit(_ line: String, columns: Int) -> String {
    guard TerminalWidth.columns(of: line) > columns else { return line }
    let entries = line.split(separator: separator).map(String.init)
    let tight = entries.joined(separator: "  ")
    guard TerminalWidth.columns(of: tight) > columns else { return tight }
    var kept = ""
    for entry in entries {
      let next = kept.isEmpty ? entry : kept + separator + entry
      // Room for the marker after the entries kept.
      guard TerminalWidth.columns(of: next) + 2 <= columns else { break }
      kept = next
    }
    return kept.isEmpty ? DisplayText.fit(line, columns: columns) : kept + " …"
  }
}
