/// A change a user or a program asks of a field, as data. `Field.apply(_:)` carries it out.
package struct Edit: Equatable, Hashable, Sendable {
  /// What it is, for the package's code to switch over.
  package enum Operation: Equatable, Hashable, Sendable {
    case insert(String)
    case paste(String)
    case deleteBackward
    case deleteForward
    case deleteWordBackward
    case deleteWordForward
    case killTo(Motion)
    case killToEnd
    case killToStart
    case yank
    case yankPop
    case move(Motion, extending: Bool = false)
    case selectAll
    case undo
    case redo
    case setText(String)
    case deleteWhitespaceWordBackward
    case transposeCharacters
    case transposeWords
    case changeCase(WordCase)
    case setMark
    case exchangeCursorAndMark
    case deleteSpacesAroundCursor
    case revert
    case historyOlder
    case historyNewer
    case historyOldest
    case historyNewest
    case search(SearchStep)
    case step(Int)
    case shiftDate(DateShift)
    case searchCharacter(Character, forward: Bool)
    case yankLastArgument
    case yankNthArgument
    case toggleOverwrite
    case historyPrefixOlder
    case historyPrefixNewer
    case vi(ViEdit)
  }

  /// What it is.
  package let operation: Operation

  /// A value that is `operation`.
  package init(_ operation: Operation) { self.operation = operation }

  /// Typed text (usually one character), under the typing policy. Replaces the selection.
  package static func insert(_ text: String) -> Edit { Edit(.insert(text)) }

  /// Pasted text, under the paste policy. Replaces the selection.
  package static func paste(_ text: String) -> Edit { Edit(.paste(text)) }

  /// Deletes the selection, or the character before the cursor (Backspace).
  package static let deleteBackward = Edit(.deleteBackward)

  /// Deletes the selection, or the character after the cursor (Delete).
  package static let deleteForward = Edit(.deleteForward)

  /// Kills the selection, or back to the start of the word before the cursor: a word is letters
  /// and digits (readline's backward-kill-word, Alt-Backspace).
  package static let deleteWordBackward = Edit(.deleteWordBackward)

  /// Kills the selection, or up to the end of the word after the cursor (Alt-D).
  package static let deleteWordForward = Edit(.deleteWordForward)

  /// Kills the selection, or from the cursor to where `motion` would move it (fzf's
  /// `kill-subword` and `backward-kill-subword` kill to ``Motion/subwordRight`` and
  /// ``Motion/subwordLeft``). The mark goes to the cursor afterwards, as for the word kills.
  package static func kill(to motion: Motion) -> Edit { Edit(.killTo(motion)) }

  /// Kills from the cursor to the end (Ctrl-K).
  package static let killToEnd = Edit(.killToEnd)

  /// Kills from the start to the cursor (Ctrl-U).
  package static let killToStart = Edit(.killToStart)

  /// Inserts the newest kill at the cursor, under the paste policy (Ctrl-Y).
  package static let yank = Edit(.yank)

  /// Right after a yank, replaces the yanked text with the next older kill (Alt-Y).
  package static let yankPop = Edit(.yankPop)

  /// Moves the cursor; with `extending`, moves the selection's head and keeps its anchor.
  package static func move(_ motion: Motion, extending: Bool = false) -> Edit {
    Edit(.move(motion, extending: extending))
  }

  /// Selects the whole text.
  package static let selectAll = Edit(.selectAll)

  /// Undoes the last step: text, cursor and selection return exactly.
  package static let undo = Edit(.undo)

  /// Redoes the last undone step.
  package static let redo = Edit(.redo)

  /// Replaces the whole text with a value from the program, under the paste policy.
  package static func setText(_ text: String) -> Edit { Edit(.setText(text)) }

  /// Kills the selection, or back to the whitespace before the word before the cursor, whatever
  /// the word holds: "cp /some/long/path" loses "/some/long/path" (readline's unix-word-rubout,
  /// Ctrl-W).
  package static let deleteWhitespaceWordBackward = Edit(.deleteWhitespaceWordBackward)

  /// Drags the character before the cursor forward over the one under it, the cursor following;
  /// at the end of the text, swaps the last two characters (readline's transpose-chars, Ctrl-T).
  /// Under the typing policy, as ``EditOrigin/rewrite``.
  package static let transposeCharacters = Edit(.transposeCharacters)

  /// Swaps the word before the cursor with the word after it, the cursor moving after both; at
  /// the end of the text, the last two words (readline's transpose-words, Alt-T).
  package static let transposeWords = Edit(.transposeWords)

  /// Changes the case of the word after the cursor (or the rest of the word it is in) and moves
  /// the cursor after it (readline's upcase-word, downcase-word, capitalize-word: Alt-U, Alt-L,
  /// Alt-C). Whole characters, with Unicode's full case mapping in the root locale, under the
  /// typing policy (``EditOrigin/rewrite``): "straße" becomes "STRASSE", and a change that no
  /// longer fits the rules is refused or trimmed, with the reason.
  package static func changeCase(_ wordCase: WordCase) -> Edit { Edit(.changeCase(wordCase)) }

  /// Sets the mark at the cursor (readline's set-mark, Ctrl-Space). The mark is invisible and
  /// selects nothing: typing goes in at the cursor as always.
  package static let setMark = Edit(.setMark)

  /// Moves the cursor to the mark and the mark to where the cursor was (readline's
  /// exchange-point-and-mark, Ctrl-X Ctrl-X).
  package static let exchangeCursorAndMark = Edit(.exchangeCursorAndMark)

  /// Deletes the spaces on both sides of the cursor (readline's delete-horizontal-space, Alt-\).
  package static let deleteSpacesAroundCursor = Edit(.deleteSpacesAroundCursor)

  /// Brings back the text as it was before the oldest change the undo history holds, as one step
  /// that undo takes back (readline's revert-line, Alt-R).
  package static let revert = Edit(.revert)

  /// Recalls the next older entry of the field's history (↑ in a single field, Ctrl-P); the line
  /// being edited is kept and comes back below the newest. The entry goes in under the paste
  /// policy. See `FieldHistory`.
  package static let historyOlder = Edit(.historyOlder)

  /// Recalls the next newer entry, or the line being edited below the newest (↓, Ctrl-N).
  package static let historyNewer = Edit(.historyNewer)

  /// Recalls the oldest entry (Alt-<).
  package static let historyOldest = Edit(.historyOldest)

  /// Goes back to the line being edited (Alt->).
  package static let historyNewest = Edit(.historyNewest)

  /// A step of an incremental search of the history (Ctrl-R, Ctrl-S, readline's i-search).
  package static func search(_ step: SearchStep) -> Edit { Edit(.search(step)) }

  /// In a date field, steps the part under the cursor by this many units (Alt-↑ is 1, Alt-↓ is
  /// -1): the part wraps within its own cycle (day 31 to 01, month 12 to 01, minute 59 to 00)
  /// without carrying, the year stops at 0001 and 9999, a day past the month's end is cut to its
  /// last day, and a value beyond the range stops at the bound. A text that is no whole date
  /// (an empty field) becomes today, or now, moved into the range. The cursor stays where it was.
  /// Other fields are unchanged.
  package static func step(_ units: Int) -> Edit { Edit(.step(units)) }

  /// In a date field whose format has a day, moves the date as a calendar does (the arrows and
  /// Page Up/Down of `--calendar`): by days or months, carrying into the next month and year,
  /// unlike ``step(_:)``; the time of day stays. A move beyond the range stops at its bound; a
  /// text that is no whole date becomes today, moved into the range. A numeric argument moves
  /// that many times as far. Other fields are unchanged.
  package static func shiftDate(_ shift: DateShift) -> Edit { Edit(.shiftDate(shift)) }
  /// Moves the cursor to the next `character` after it (`forward`), or the one before it
  /// (readline's character-search and character-search-backward: Ctrl-] and Alt-Ctrl-] then the
  /// character). A numeric argument goes to that many occurrences on; a negative one, the other
  /// way. When there is none, the cursor stays.
  package static func searchCharacter(_ character: Character, forward: Bool) -> Edit {
    Edit(.searchCharacter(character, forward: forward))
  }

  /// Inserts the last word of the previous history entry, words split as the shell splits them
  /// (readline's yank-last-arg: Alt-. and Alt-_). Pressed again, replaces it with the last word of
  /// the entry before that. A numeric argument on the first press takes that word instead (0 is
  /// the first, a negative count counts from the end); on a later press it sets which way
  /// through the history the next goes (negative: back towards newer entries). Under the paste
  /// policy, as a yank.
  package static let yankLastArgument = Edit(.yankLastArgument)

  /// Inserts the first argument (word 1) of the previous history entry, or with a numeric
  /// argument word n (negative: counted from the end), words split as the shell splits them
  /// (readline's yank-nth-arg: Alt-Ctrl-Y). Under the paste policy, as a yank.
  package static let yankNthArgument = Edit(.yankNthArgument)

  /// Turns overwrite mode on or off (readline's overwrite-mode: Insert). In overwrite mode typed
  /// text replaces the characters under the cursor instead of pushing them right, and Backspace
  /// turns the character before the cursor into a space (at the end of the text it deletes it).
  /// A positive numeric argument turns it on, zero or a negative one off.
  package static let toggleOverwrite = Edit(.toggleOverwrite)

  /// Recalls the next older history entry that starts with the text before the cursor
  /// (readline's history-search-backward: Page Up); the cursor stays where it was.
  package static let historyPrefixOlder = Edit(.historyPrefixOlder)

  /// Recalls the next newer history entry that starts with the text before the cursor, or the
  /// line being edited (readline's history-search-forward: Page Down).
  package static let historyPrefixNewer = Edit(.historyPrefixNewer)
}

extension Edit {
  /// An edit of vi's command mode (`ViEdit`), with the count as the numeric argument.
  package static func vi(_ edit: ViEdit) -> Edit { Edit(.vi(edit)) }
}

/// How ``Edit/changeCase(_:)`` changes the case of a word.
package enum WordCase: String, CaseIterable, Equatable, Hashable, Sendable {
  /// Every character to its uppercase: "ß" becomes "SS", "ﬁ" "FI".
  case upper
  /// Every character to its lowercase.
  case lower
  /// The first character of the word to its titlecase ("ǆ" becomes "ǅ", "ß" "Ss"), the rest to
  /// lowercase.
  case capitalized
}

/// A step of an incremental history search (`Edit.search`), as readline's Ctrl-R does it.
package enum SearchStep: Equatable, Hashable, Sendable {
  /// Starts a search towards older entries, or finds the next older match (Ctrl-R). On an empty
  /// search it takes the last search's text again.
  case older
  /// Starts a search towards newer entries, or finds the next newer match (Ctrl-S).
  case newer
  /// Adds text to what is searched for; the match stays while it still holds the text.
  case type(String)
  /// Removes the last character of what is searched for (Backspace).
  case deleteBackward
  /// Ends the search with the match in the field, the cursor at the match.
  case accept
  /// Ends the search with the field as it was before (Escape, Ctrl-G).
  case cancel
  /// Starts a non-incremental search towards older entries (readline's
  /// non-incremental-reverse-search-history, Alt-P): text typed next is only read until Enter,
  /// which finds the newest older entry that holds it (an empty text: the last one searched for)
  /// and ends the search with it, without submitting.
  case olderWhenEntered
  /// Starts a non-incremental search towards newer entries (Alt-N).
  case newerWhenEntered
  /// In a non-incremental search: finds the text typed and ends the search (Enter).
  case enter
}

/// Where a cursor movement goes.
package enum Motion: String, CaseIterable, Equatable, Hashable, Sendable {
  /// One character left.
  case characterLeft
  /// One character right.
  case characterRight
  /// To the start of the word on the left.
  case wordLeft
  /// To the end of the word on the right.
  case wordRight
  /// To the start of the subword on the left: a word, or a part of one that starts with a capital
  /// after a small letter ("fooBar" is two; fzf's `backward-subword`).
  case subwordLeft
  /// To the end of the subword on the right (fzf's `forward-subword`).
  case subwordRight
  /// To the start of the path segment on the left: just after a `/` (fzf's `backward-word` with
  /// `--filepath-word`).
  case pathWordLeft
  /// To the end of the path segment on the right: just before a `/` or at the end (fzf's
  /// `forward-word` with `--filepath-word`).
  case pathWordRight
  /// To the start of the text.
  case start
  /// To the end of the text.
  case end
}

extension Edit {
  /// The same edit by path segments (fzf's `--filepath-word`): a word move or kill becomes the
  /// move or kill to the next `/`; any other edit stays as it is.
  package var byPathSegments: Edit {
    switch operation {
    case .move(.wordLeft, let extending): .move(.pathWordLeft, extending: extending)
    case .move(.wordRight, let extending): .move(.pathWordRight, extending: extending)
    case .deleteWordBackward: .kill(to: .pathWordLeft)
    case .deleteWordForward: .kill(to: .pathWordRight)
    default: self
    }
  }

  /// True for a step of a history search, which leaves the search going.
  var isSearchStep: Bool { if case .search = operation { true } else { false } }
}
