/// An edit of readline's vi command mode, as data (`Edit.vi`). `Field.apply(_:argument:)` carries
/// it out on the text, with the count as its argument, through the one door like any other edit:
/// a change the rules refuse is refused with its reason. Kills go to the kill ring, which is vi's
/// unnamed register; every vi command is one undo step, and so is a whole insert from the key that
/// started it to Escape.
package enum ViEdit: Equatable, Hashable, Sendable {
  /// `h`, `l`, `w`, `0`, `$`, `f`… on their own: the cursor moves.
  case move(ViMotion)
  /// `d`, `c` or `y` and a motion (`D`, `C` and `Y` are the motion `$`).
  case operate(ViOperator, ViMotion)
  /// `dd`, `cc` (and `S`), `yy`: the whole line.
  case operateLine(ViOperator)
  /// `x` (forward) and `X`: characters under (before) the cursor, killed.
  case deleteCharacters(forward: Bool)
  /// `r` and a character: the characters under the cursor become it.
  case replaceCharacters(Character)
  /// `~`: the case of the characters under the cursor swapped, the cursor moving past them.
  case toggleCase
  /// `p` (after the cursor) and `P` (before): the newest kill put in.
  case put(before: Bool)
  /// `i`, `a`, `I`, `A`: insert mode starts here; an undo step opens until Escape.
  case startInsert(ViInsertPlace)
  /// Escape in insert or replace mode: the cursor one left (`backingUp`), the undo step closed.
  /// `.` repeating a change leaves the cursor after the text it typed.
  case leaveInsert(backingUp: Bool)
  /// A character typed in replace mode (`R`): over the character under the cursor, or added at
  /// the end.
  case overstrike(String)
  /// Backspace in replace mode: the last character typed over comes back.
  case overstrikeBackspace
  /// `#`: a `#` at the start of the line (the component then submits it).
  case comment
  /// `u`: the last vi change undone, the cursor where readline leaves it.
  case undo
  /// `U`: the line as it was when command mode was first entered.
  case revert
  /// `_`: a space and the last word of the previous history entry (the count's word with one)
  /// after the cursor; insert mode starts.
  case yankArgument
  /// `/` (older) and `?`: a search of the history for the text typed next, up to Enter; the
  /// cursor goes to the start of the entry found.
  case search(older: Bool)
  /// `n` (older) and `N`: the last history search again.
  case searchAgain(older: Bool)
  /// `k`, `-` (older), `j`, `+`: the history's next entry, the cursor at its start.
  case historyLine(older: Bool)
}

/// What `d`, `c` and `y` do with the text a motion covers.
package enum ViOperator: Equatable, Hashable, Sendable {
  /// Kill it.
  case delete
  /// Kill it and insert in its place.
  case change
  /// Copy it to the kill ring.
  case yank
}

/// Where `i`, `a`, `I` and `A` start inserting.
package enum ViInsertPlace: Equatable, Hashable, Sendable {
  /// `i`: before the cursor.
  case cursor
  /// `a`: after the character under the cursor.
  case afterCursor
  /// `I`: at the start of the line.
  case lineStart
  /// `A`: at the end of the line.
  case lineEnd
}

/// What a field keeps for its vi edits: the undo step open since a change started, whether
/// command mode was entered yet, and how many characters replace mode typed over.
struct ViFieldState: Equatable, Sendable {
  /// The undo step a change keeps open: how many steps there were, and the text and selection
  /// before it.
  struct OpenStep: Equatable, Sendable {
    var stepCount: Int
    var text: String
    var anchor: Int
    var head: Int
    /// Where undoing the change leaves the cursor, when its first step says otherwise than
    /// readline's rule for a kill (after the text put back) or a typing (where it was): replace
    /// mode's first character.
    var undoneCursor: Int?
  }
  var openStep: OpenStep?
  var enteredCommandMode = false
  /// True while a search `/` or `?` started waits for Enter: the entry found shows with the
  /// cursor at its start.
  var searchPutsCursorAtStart = false
  var overstruck = 0
}
