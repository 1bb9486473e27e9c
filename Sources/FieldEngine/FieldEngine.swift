// FieldEngine: the constraint engine behind every TerminalFields text field.
//
// Units, written down once (every type in this module uses them this way):
//
// - A *character* is a Swift `Character`: one user-perceived character (an extended grapheme
//   cluster). Lengths, cursor steps, deletions and character rules all count characters.
//   "é" typed as `e` + U+0301 is one character, "👍🏽" is one, "🇯🇵" is one, and so is the family
//   "👨‍👩‍👧" (three emoji joined by U+200D).
// - Positions inside a text are UTF-8 offsets (`Int`: bytes from the start) that always sit on
//   character boundaries; `TextBuffer` converts them to `String.Index` values where asked.
// - A *column* is a terminal cell. `TerminalWidth` is the one width function of the package: the
//   C library's `wcwidth` (which ncurses uses), summed over a character's scalars. Worked example:
//   "日" is 2 columns, "👍" 2, "👍🏽" 4 (2 + 2: terminals draw the modifier too), "e" + U+0301 is 1,
//   "🇯🇵" 2 and "Ａ" 2.
// - A length limit may count in another unit where the consumer of the value needs it
//   (`LengthUnit`): characters, Unicode scalars, UTF-8 bytes, UTF-16 code units, or columns.
//
// The path of every change: an `Edit` goes to `Field.apply(_:)`, which turns it into one
// replacement of a range by a string at the one door (`Editing/Field+Door.swift`); the replacement
// is cleaned (`InputCleaner`), decided on by the field's `FieldRules` under its `EditPolicy`
// (`Decisions/EditDecision.swift`), and only then committed (`Editing/Field+Commit.swift`). The
// `EditOutcome` says what happened and why; `Wording` turns its reasons into English.
