import FieldEngine

/// What a key of vi's command mode does, as data: the table (`ViKeyTable.rows`) maps each key to
/// one, and `KeyBindings.viStep` carries it out.
package enum ViKeyAction: Equatable, Sendable {
  /// A motion: the cursor moves, or a waiting operator takes what it covers.
  case motion(ViMotion)
  /// `f`, `F`, `t`, `T`: a motion to the character typed next.
  case find(ViFind)
  /// `;` (false) and `,` (true): the last `f`, `F`, `t` or `T` again, `reversed` the other way.
  case repeatFind(reversed: Bool)
  /// `d`, `c`, `y`: waits for a motion (or the same key again: the whole line).
  case startOperator(ViOperator)
  /// A change `.` repeats; `inserting` is the mode it leaves (nil: command mode).
  case change(ViEdit, inserting: ViMode?)
  /// `r`: replaces with the character typed next.
  case replaceWithNext
  /// An edit `.` does not repeat (undo, the history).
  case edit(Edit)
  /// `.`: the last change again.
  case repeatChange
  /// `#`: a `#` in front of the line, then Enter.
  case comment
  /// `v`: the text in `$VISUAL` or `$EDITOR`, as Ctrl-X Ctrl-E.
  case editInEditor
}

/// One row of vi's command-mode table: the keys, what they do, and the words for the docs.
package struct ViKeyRow: Equatable, Sendable {
  /// The keys, each a character typed in command mode.
  package var keys: [Character]
  /// What they do.
  package var action: ViKeyAction
  /// What they do, in a few words.
  package var help: String

  init(_ keys: String, _ action: ViKeyAction, _ help: String) {
    self.keys = Array(keys)
    self.action = action
    self.help = help
  }
}

/// vi's command mode as readline 8 binds it (`vi_movement_keymap`), as data: the docs' table is
/// printed from it. Digits are the count (`0` without one goes to the start); every other key is
/// here or does nothing.
package enum ViKeyTable {
  /// The rows, in the order the docs list them.
  package static let rows: [ViKeyRow] = [
    ViKeyRow("h", .motion(.left), "left (Backspace too)"),
    ViKeyRow("l ", .motion(.right), "right"),
    ViKeyRow(
      "w", .motion(.nextWord(big: false)),
      "to the next word's start (a word: letters, digits and _, or other non-blanks)"),
    ViKeyRow("W", .motion(.nextWord(big: true)), "to the next big word's start (a big word: non-blanks)"),
    ViKeyRow("b", .motion(.previousWord(big: false)), "to the start of the word (or the word before)"),
    ViKeyRow("B", .motion(.previousWord(big: true)), "to the start of the big word (or the one before)"),
    ViKeyRow("e", .motion(.wordEnd(big: false)), "to the end of the word (or the next)"),
    ViKeyRow("E", .motion(.wordEnd(big: true)), "to the end of the big word (or the next)"),
    ViKeyRow("0", .motion(.lineStart), "to the start of the line"),
    ViKeyRow("^", .motion(.firstNonBlank), "to the first character that is no blank"),
    ViKeyRow("$", .motion(.lineEnd), "to the end of the line"),
    ViKeyRow("|", .motion(.column), "to the column the count names (the first without one)"),
    ViKeyRow("f", .find(.forward), "to the next character typed after it"),
    ViKeyRow("F", .find(.backward), "to the previous character typed after it"),
    ViKeyRow("t", .find(.tillForward), "to just before the next character typed after it"),
    ViKeyRow("T", .find(.tillBackward), "to just after the previous character typed after it"),
    ViKeyRow(";", .repeatFind(reversed: false), "the last f, F, t or T again"),
    ViKeyRow(",", .repeatFind(reversed: true), "the last f, F, t or T again, the other way"),
    ViKeyRow(
      "%", .motion(.matchingBracket), "to the bracket that matches the one under (or after) the cursor"),
    ViKeyRow("d", .startOperator(.delete), "delete what the motion after it covers (dd: the line)"),
    ViKeyRow("c", .startOperator(.change), "change what the motion after it covers (cc: the line)"),
    ViKeyRow("y", .startOperator(.yank), "copy what the motion after it covers (yy: the line)"),
    ViKeyRow("D", .change(.operate(.delete, .lineEnd), inserting: nil), "delete to the end (d$)"),
    ViKeyRow("C", .change(.operate(.change, .lineEnd), inserting: .insert), "change to the end (c$)"),
    ViKeyRow("Y", .change(.operate(.yank, .lineEnd), inserting: nil), "copy to the end (y$)"),
    ViKeyRow(
      "x", .change(.deleteCharacters(forward: true), inserting: nil), "delete the character under the cursor"),
    ViKeyRow(
      "X", .change(.deleteCharacters(forward: false), inserting: nil),
      "delete the character before the cursor"),
    ViKeyRow(
      "s", .change(.operate(.change, .right), inserting: .insert),
      "change the character under the cursor (cl)"),
    ViKeyRow("S", .change(.operateLine(.change), inserting: .insert), "change the line (cc)"),
    ViKeyRow("r", .replaceWithNext, "replace the character under the cursor with the one typed next"),
    ViKeyRow(
      "R", .change(.startInsert(.cursor), inserting: .replace), "replace mode: typing goes over the text"),
    ViKeyRow(
      "~", .change(.toggleCase, inserting: nil), "swap the case of the character under the cursor, move on"),
    ViKeyRow(
      "p", .change(.put(before: false), inserting: nil),
      "put the last deleted or copied text after the cursor"),
    ViKeyRow("P", .change(.put(before: true), inserting: nil), "put it before the cursor"),
    ViKeyRow("i", .change(.startInsert(.cursor), inserting: .insert), "insert before the cursor"),
    ViKeyRow("a", .change(.startInsert(.afterCursor), inserting: .insert), "insert after the cursor"),
    ViKeyRow("I", .change(.startInsert(.lineStart), inserting: .insert), "insert at the start of the line"),
    ViKeyRow("A", .change(.startInsert(.lineEnd), inserting: .insert), "insert at the end of the line"),
    ViKeyRow(
      "_", .change(.yankArgument, inserting: .insert),
      "insert a space and the last word of the previous entry (the count's word)"),
    ViKeyRow(".", .repeatChange, "repeat the last change (with a count: that count)"),
    ViKeyRow("u", .edit(.vi(.undo)), "undo the last change"),
    ViKeyRow("U", .edit(.vi(.revert)), "undo every change since command mode was first entered"),
    ViKeyRow("k-", .edit(.vi(.historyLine(older: true))), "the previous history entry"),
    ViKeyRow("j+", .edit(.vi(.historyLine(older: false))), "the next history entry"),
    ViKeyRow(
      "/", .edit(.vi(.search(older: true))), "search the history back for the text typed then, up to Enter"),
    ViKeyRow("?", .edit(.vi(.search(older: false))), "search the history forward"),
    ViKeyRow("n", .edit(.vi(.searchAgain(older: true))), "the last search again, back"),
    ViKeyRow("N", .edit(.vi(.searchAgain(older: false))), "the last search again, forward"),
    ViKeyRow("#", .comment, "put # in front of the line and enter it"),
    ViKeyRow("v", .editInEditor, "edit the text in $VISUAL or $EDITOR (as Ctrl-X Ctrl-E)"),
  ]

  /// The row of a key, or nil.
  package static func row(for key: Character) -> ViKeyRow? {
    rows.first { $0.keys.contains(key) }
  }

  /// How the docs name a key.
  private static func name(_ key: Character) -> String {
    switch key {
    case " ": "Space"
    case "|": "\\|"
    default: "`\(key)`"
    }
  }

  /// The table as Markdown, for the docs.
  package static var markdownTable: String {
    (["| Keys | Action |", "| --- | --- |"]
      + rows.map { row in "| \(row.keys.map(name).joined(separator: ", ")) | \(row.help) |" })
      .joined(separator: "\n")
  }
}
