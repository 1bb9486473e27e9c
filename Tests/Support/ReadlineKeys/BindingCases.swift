/// One key sequence typed into an empty field, and the line it leaves: the text with "|" where
/// the cursor is. Every sequence ends by typing "|" at the cursor, so that a line read back from
/// bash's readline, which shows no cursor, shows where it was.
public struct BindingCase: Sendable, CustomStringConvertible {
  /// What the case shows, in a few words.
  public var name: String
  /// What is typed, without the final "|".
  public var strokes: [Stroke]
  /// The line after the strokes and the "|".
  public var expected: String
  /// Why bash's readline cannot be the reference for this case, or nil when it is.
  public var notInBash: String?
  /// The history the reader starts with, oldest entry first (as a history file and bash's
  /// `history -r` read it), or nil for none.
  public var history: [String]?

  /// A case.
  public init(
    _ name: String, _ strokes: [Stroke], _ expected: String, notInBash: String? = nil,
    history: [String]? = nil
  ) {
    self.name = name
    self.strokes = strokes
    self.expected = expected
    self.notInBash = notInBash
    self.history = history
  }

  /// The strokes, then the "|" that shows the cursor.
  public var strokesWithCursor: [Stroke] { strokes + [.text(Self.cursor)] }

  /// The character typed at the end to show the cursor.
  public static let cursor = "|"

  /// The name and the keys.
  public var description: String { name + ": " + strokes.map(\.description).joined(separator: " ") }
}

extension BindingCase {
  /// A case of text typed, then keys.
  static func typed(_ name: String, _ text: String, _ keys: [Stroke], _ expected: String) -> BindingCase {
    BindingCase(name, [.text(text)] + keys, expected)
  }

  /// Every binding of the editing keys, each alone, and the numeric arguments, kill-ring joins and
  /// two-key sequences readline has: each gives in bash's readline (emacs mode, no inputrc) the
  /// line given here, except the few marked `notInBash`, which bash has no key for.
  public static let all: [BindingCase] =
    motions + deletions + kills + rewrites + marks + arguments + sequences + defaults

  /// readline's default emacs bindings beyond the basic editing keys (`bind -p` with INPUTRC=/dev/null,
  /// readline 8.2 in bash 5.2), each alone; the cases of ../shared/peer-suites' readline part.
  static let defaults: [BindingCase] = [
    typed("C-DC: the word after the cursor", "hello world", keys("C-a", "C-DC"), "| world"),
    typed("M-Left: a word left", "hello world", keys("M-Left"), "hello |world"),
    typed("M-Right: a word right", "hello world", keys("C-a", "M-Right"), "hello| world"),
    typed("C-x BSpace: kills to the start", "hello world", keys("Left", "Left", "C-x", "BSpace"), "|ld"),
    typed("M-C-r: back to the empty line", "abc", keys("M-C-r"), "|"),
    typed(
      "M-Space: the mark, as C-Space", "hello world", keys("C-a", "M-f", "M-Space", "C-e", "C-x", "C-x"),
      "hello| world"),
    typed("C-] w: to the next w", "hello world", keys("C-a", "C-]") + [.text("w")], "hello |world"),
    typed("M-C-] o: to the o before", "hello world", keys("M-C-]") + [.text("o")], "hello w|orld"),
    typed(
      "M-2 C-] o: to the second o", "hello world", keys("C-a", "M-2", "C-]") + [.text("o")], "hello w|orld"),
    typed(
      "M-2 M-C-] l: to the second l before", "hello world", keys("M-2", "M-C-]") + [.text("l")],
      "hel|lo world"),
    typed("M-B: as M-b", "hello world", keys("M-B"), "hello |world"),
    typed("M-F: as M-f", "hello world", keys("C-a", "M-F"), "hello| world"),
    typed("IC: overwrite mode, typing replaces (the | too)", "abc", keys("C-a", "IC") + [.text("X")], "X|c"),
    typed("IC twice: inserting again", "abc", keys("C-a", "IC", "IC") + [.text("X")], "X|abc"),
    typed("M-C-l: the screen cleared, the line kept", "abc", keys("M-C-l") + [.text("d")], "abcd|"),
    typed("C-x C-g: nothing", "abc", keys("C-x", "C-g") + [.text("d")], "abcd|"),
    typed("M-C-g: nothing", "abc", keys("M-C-g") + [.text("d")], "abcd|"),
    BindingCase(
      "C-g ends a yank-pop", [.text("a")] + keys("C-w") + [.text("b")] + keys("C-w", "C-y", "C-g", "M-y"),
      "b|"),
    BindingCase(
      "C-x ( ab C-x ) C-x e: the macro again",
      keys("C-x") + [.text("(ab")] + keys("C-x") + [.text(")")] + keys("C-x") + [.text("e")], "abab|",
      notInBash:
        "bash's readline records a macro from what it reads after Ctrl-X (: typed in one write with the (, "
        + "the a is lost from the macro (aba); typed a key at a time, 0.1 s apart, bash gives abab"),
  ]

  /// Cases with a history (oldest first): the history's keys, yank-last-arg, the prefix and
  /// non-incremental searches, and Ctrl-R and Ctrl-S as bash's in the measured cases.
  public static let withHistory: [BindingCase] = [
    BindingCase(
      "C-p C-p C-n: two entries back, one on", keys("C-p", "C-p", "C-n"), "ssh build-host|", history: commands
    ),
    BindingCase(
      "M-< M->: the oldest, then the line", [.text("draft")] + keys("M-<", "M->"), "draft|", history: commands
    ),
    BindingCase(
      "C-r git: the newest match", keys("C-r") + [.text("git")] + keys("C-e"), "git push|", history: commands),
    BindingCase(
      "C-r git C-r: an older match", keys("C-r") + [.text("git")] + keys("C-r", "C-e"), "git commit -m fix|",
      history: commands),
    BindingCase(
      "C-r git C-r C-s: the match stays, the search turns",
      keys("C-r") + [.text("git")] + keys("C-r", "C-s", "C-e"), "git commit -m fix|", history: commands),
    BindingCase(
      "C-r git C-r C-s C-s: then forward", keys("C-r") + [.text("git")] + keys("C-r", "C-s", "C-s", "C-e"),
      "git push|", history: commands),
    BindingCase(
      "C-r C-r after a search: the last search again, on from its match",
      keys("C-r") + [.text("git")] + keys("C-e", "C-a", "C-k", "C-r", "C-r", "C-e"), "git commit -m fix|",
      history: commands),
    BindingCase(
      "C-r C-r after C-g: an empty search", keys("C-r") + [.text("git")] + keys("C-g", "C-r", "C-r", "C-e"),
      "|", history: commands),
    BindingCase(
      "C-r zzz: no match, the line kept", [.text("ab")] + keys("C-r") + [.text("zzz")] + keys("C-g"), "ab|",
      history: commands),
    BindingCase(
      "M-.: the last word of the previous entry", keys("M-."), "PREFIX=/usr|",
      history: ["make install PREFIX=/usr"]),
    BindingCase("M-_: as M-.", keys("M-_"), "PREFIX=/usr|", history: ["make install PREFIX=/usr"]),
    BindingCase(
      "M-. M-.: of the entry before", keys("M-.", "M-."), "/tmp|",
      history: ["ls -l /tmp", "make install PREFIX=/usr"]),
    BindingCase("M-1 M-.: word 1", keys("M-1", "M-."), "install|", history: ["make install PREFIX=/usr"]),
    BindingCase(
      "M-C-y: word 1 of the previous entry", keys("M-C-y"), "install|", history: ["make install PREFIX=/usr"]),
    BindingCase("M-. on shell words: quotes kept", keys("M-."), "\"a b\"|", history: ["echo \"a b\""]),
    BindingCase(
      "PPage: the entry starting with the text", [.text("git")] + keys("PPage"), "git| commit",
      history: prefixes),
    BindingCase(
      "PPage PPage NPage: back, back, on", [.text("git")] + keys("PPage", "PPage", "NPage"), "git| commit",
      history: prefixes),
    BindingCase(
      "M-p ak Enter: the entry holding ak", keys("M-p") + [.text("ak")] + keys("Enter"), "m|ake",
      history: ["git push", "make", "ls"]),
  ]

  /// A history of commands, oldest first.
  static let commands = ["git commit -m fix", "make release", "git push", "ssh build-host"]
  /// A history in which two entries start with "git".
  static let prefixes = ["git push", "make", "git commit", "ls"]

  static let motions: [BindingCase] = [
    typed("C-f: a character right", "abc", keys("C-a", "C-f"), "a|bc"),
    typed("Right: a character right", "abc", keys("C-a", "Right"), "a|bc"),
    typed("C-b: a character left", "abc", keys("C-b"), "ab|c"),
    typed("Left: a character left", "abc", keys("Left"), "ab|c"),
    typed("M-f: to the end of the word", "one two", keys("C-a", "M-f"), "one| two"),
    typed("M-b: to the start of the word", "one two", keys("M-b"), "one |two"),
    typed("M-f stops at punctuation", "a-b/c", keys("C-a", "M-f", "M-f"), "a-b|/c"),
    typed("C-a: to the start", "abc", keys("C-a"), "|abc"),
    typed("C-e: to the end", "abc", keys("C-a", "C-e"), "abc|"),
    BindingCase(
      "Home: to the start", [.text("abc")] + keys("Home"), "|abc",
      notInBash: "tmux sends Home as ESC [ 1 ~, which readline binds to nothing"),
    BindingCase(
      "End: to the end", [.text("abc")] + keys("C-a", "End"), "abc|",
      notInBash: "tmux sends End as ESC [ 4 ~, which readline binds to nothing"),
  ]

  static let deletions: [BindingCase] = [
    typed("BSpace: the character before the cursor", "abc", keys("BSpace"), "ab|"),
    typed("C-h: the character before the cursor", "abc", keys("C-h"), "ab|"),
    typed("DC: the character under the cursor", "abc", keys("C-a", "DC"), "|bc"),
    typed("C-d: the character under the cursor", "abc", keys("C-a", "C-d"), "|bc"),
    typed("M-\\: the spaces around the cursor", "a   b", keys("C-b", "C-b", "M-\\"), "a|b"),
    typed("M-\\ with no space: nothing", "ab", keys("C-b", "M-\\"), "a|b"),
  ]

  static let kills: [BindingCase] = [
    typed("C-w: back to whitespace, whatever the word holds", "cp /some/very/long/path", keys("C-w"), "cp |"),
    typed("C-w: over the spaces first", "a b   ", keys("C-w"), "a |"),
    typed(
      "M-BSpace: back to a non-alphanumeric", "cp /some/very/long/path", keys("M-BSpace"),
      "cp /some/very/long/|"),
    typed("M-C-h: as M-BSpace", "cp /some/path", keys("M-C-h"), "cp /some/|"),
    typed("M-d: the word after the cursor", "one two", keys("C-a", "M-d"), "| two"),
    typed("C-k: to the end", "one two", keys("M-b", "C-k"), "one |"),
    typed("C-u: to the start", "one two", keys("M-b", "C-u"), "|two"),
    typed("C-y: the last kill, twice", "one two", keys("C-w", "C-y", "C-y"), "one twotwo|"),
    typed(
      "C-w C-w: kills backward join, the older one after", "a b c", keys("C-w", "C-w", "C-y", "C-y"),
      "a b cb c|"),
    typed(
      "M-d M-d: kills forward join, in order", "a b c", keys("C-a", "M-d", "M-d", "C-e", "C-y"), " ca b|"),
    typed(
      "C-u C-k: a kill backward, then forward, join", "one two", keys("M-b", "C-u", "C-k", "C-y"), "one two|"),
    typed(
      "a move between kills: two entries", "a b c", keys("C-w", "C-b", "C-e", "C-w", "C-y", "M-y"), "a c|"),
    typed("M-y: the older kill", "one two", keys("C-w", "C-b", "C-e", "C-w", "C-y", "M-y"), "two|"),
    typed(
      "C-y after M-y: the same older kill again", "one two",
      keys("C-w", "C-b", "C-e", "C-w", "C-y", "M-y", "C-y"), "twotwo|"),
    typed("C-_: undo the kill", "one two", keys("C-w", "C-_"), "one two|"),
    typed("C-x C-u: undo the kill", "one two", keys("C-w", "C-x", "C-u"), "one two|"),
    BindingCase(
      "M-C-_: redo the kill", [.text("one two")] + keys("C-w", "C-_", "M-C-_"), "one |",
      notInBash: "readline has no redo"),
    typed("M-r: back to the empty line", "one two", keys("M-r"), "|"),
  ]

  static let rewrites: [BindingCase] = [
    typed("C-t: drags the character before the cursor forward", "abc", keys("C-b", "C-t"), "acb|"),
    typed("C-t at the end: swaps the last two", "abc", keys("C-t"), "acb|"),
    typed("C-t at the start: nothing", "abc", keys("C-a", "C-t"), "|abc"),
    typed("M-t: swaps the words around the cursor", "one two", keys("M-b", "M-t"), "two one|"),
    typed("M-t at the end: the last two words", "one two three", keys("M-t"), "one three two|"),
    typed("M-u: the word after the cursor in capitals", "one two", keys("C-a", "M-u"), "ONE| two"),
    typed("M-l: the word after the cursor in small letters", "ONE TWO", keys("C-a", "M-l"), "one| TWO"),
    typed("M-c: capitalizes word by word", "one tWO", keys("C-a", "M-c", "M-c"), "One Two|"),
    typed("M-u from inside a word: the rest of it", "hello", keys("C-a", "C-f", "C-f", "M-u"), "heLLO|"),
  ]

  static let marks: [BindingCase] = [
    typed(
      "C-Space then C-x C-x: back to the mark", "one two", keys("C-a", "C-Space", "C-e", "C-x", "C-x"),
      "|one two"),
    typed("C-@ as C-Space", "one two", keys("M-b", "C-@", "C-e", "C-x", "C-x"), "one |two"),
    typed(
      "C-x C-x twice: where it was", "one two", keys("M-b", "C-Space", "C-e", "C-x", "C-x", "C-x", "C-x"),
      "one two|"),
    typed("the mark starts at 0", "ab cd", keys("C-x", "C-x"), "|ab cd"),
    typed(
      "C-t pulls a mark at the end back a character, as readline's deletion inside it does", "abc",
      keys("C-Space", "C-t", "C-x", "C-x"), "ac|b"),
    typed(
      "M-t pulls a mark at the end back by the second word", "c-da/bcd ",
      keys("C-Space", "M-t", "C-x", "C-x"), "c-bcd| /da"),
    typed("a kill leaves the mark at the cursor", "ab cd", keys("M-d", "C-a", "C-x", "C-x"), "ab cd|"),
    typed("a yank sets the mark where it starts", "ab cd", keys("C-w", "C-a", "C-y", "C-x", "C-x"), "|cdab "),
  ]

  static let arguments: [BindingCase] = [
    typed("M-4 x: four x, one insertion", "ab", keys("M-4") + [.text("x")], "abxxxx|"),
    typed("M-1 2 x: digits typed after M-1 add to it", "ab", keys("M-1") + [.text("2x")], "abxxxxxxxxxxxx|"),
    typed("M-1 M-2 x: as M-1 2", "", keys("M-1", "M-2") + [.text("x")], "xxxxxxxxxxxx|"),
    typed("M-0 x: nothing", "ab", keys("M-0") + [.text("x")], "ab|"),
    typed("M-- C-b: a character right", "abc", keys("C-a", "M--", "C-b"), "a|bc"),
    typed("M-- 3 C-b: three right", "abcdef", keys("C-a", "M--") + [.text("3")] + keys("C-b"), "abc|def"),
    typed(
      "M-- M-3: minus thirteen, readline's quirk", "abcdefghijklmnopqrstuvwxyz", keys("M--", "M-3", "C-f"),
      "abcdefghijklm|nopqrstuvwxyz"),
    typed("M-3 -: a minus after digits is typed three times", "ab", keys("M-3") + [.text("-")], "ab---|"),
    typed("M-3 M--: the same", "ab", keys("M-3", "M--"), "ab---|"),
    typed("M-- -: still minus one", "abc", keys("C-a", "M--") + [.text("-")] + keys("C-b"), "a|bc"),
    typed("M-2 C-f", "abcdef", keys("C-a", "M-2", "C-f"), "ab|cdef"),
    typed("M-2 M-b: two words back", "a b c", keys("M-2", "M-b"), "a |b c"),
    typed("M-- M-b: a word forward", "one two", keys("C-a", "M--", "M-b"), "one| two"),
    typed("M-2 C-w: two whitespace words", "a b/c d", keys("M-2", "C-w"), "a |"),
    typed("M-2 M-BSpace: two words", "a b/c d", keys("M-2", "M-BSpace"), "a b/|"),
    typed("M-- M-d: a word back", "one two", keys("M--", "M-d"), "one |"),
    typed(
      "M-3 C-d: kills three, C-y brings them back", "abcdef", keys("C-a", "M-3", "C-d", "C-e", "C-y"),
      "defabc|"),
    typed("M-3 BSpace: kills three", "abcdef", keys("M-3", "BSpace", "C-a", "C-y"), "def|abc"),
    typed("M-- C-d: kills one back", "abc", keys("M--", "C-d"), "ab|"),
    typed("M-- C-k: kills to the start", "one two", keys("M-b", "M--", "C-k"), "|two"),
    typed("M-2 C-u: no argument", "a b c", keys("M-b", "M-2", "C-u"), "|c"),
    typed("M-2 M-u: two words", "one two three", keys("C-a", "M-2", "M-u"), "ONE TWO| three"),
    typed("M-- M-u: the word before, the cursor stays", "one two", keys("M--", "M-u"), "one TWO|"),
    typed("M-- M-c: the word before", "one two", keys("M-b", "M--", "M-c"), "One |two"),
    typed("M-2 C-t: dragged two on", "abcd", keys("C-a", "C-f", "M-2", "C-t"), "bca|d"),
    typed("M-- C-t: no effect", "abcd", keys("C-b", "M--", "C-t"), "abc|d"),
    typed("M-2 M-t: over two words", "a b c", keys("C-a", "M-f", "M-2", "M-t"), "c b a|"),
    typed("M-2 C-_: two steps undone", "one two three", keys("C-w", "C-w", "M-2", "C-_"), "one two three|"),
    typed("M-3 C-Space: the mark at 3", "abcdef", keys("M-3", "C-Space", "C-x", "C-x"), "abc|def"),
    typed("over a million: dropped, the digits after it typed", "", keys("M-9") + [.text("9999999x")], "9x|"),
    typed("C-g drops the argument", "ab", keys("M-4", "C-g") + [.text("x")], "abx|"),
  ]

  static let sequences: [BindingCase] = [
    typed("C-x then an unbound key: both dropped", "ab", keys("C-x") + [.text("q")], "ab|"),
    typed("C-x C-g: the prefix dropped", "ab", keys("C-x", "C-g") + [.text("c")], "abc|"),
    typed("an argument before C-x C-x", "abc", keys("M-2", "C-x", "C-x"), "|abc"),
  ]

  static func keys(_ names: String...) -> [Stroke] { names.map(Stroke.key) }
}
