/// An inputrc given to bash's `read -e` and to `tfield input` through `INPUTRC`, with what is typed
/// under it and the lines both must read: bash is the oracle for the inputrc as for the keys.
public struct InputrcCase: Sendable, CustomStringConvertible {
  /// What the case shows, in a few words.
  public var name: String
  /// The inputrc's text. `$include`s name the files of `included` by their name alone: both
  /// readers read them relative to the directory they start in, as readline does.
  public var inputrc: String
  /// Files the inputrc includes, by name.
  public var included: [String: String]
  /// Each line typed, as strokes (ending with "|" to show the cursor), and the line read.
  public var lines: [(strokes: [Stroke], expected: String)]

  /// A case.
  public init(
    _ name: String, inputrc: String, included: [String: String] = [:],
    lines: [(strokes: [Stroke], expected: String)]
  ) {
    self.name = name
    self.inputrc = inputrc
    self.included = included
    self.lines = lines
  }

  /// The case's name.
  public var description: String { name }

  /// Home and End are not typed: readline knows their keys only from /etc/inputrc, which an
  /// `INPUTRC` of one's own replaces. Alt is written `\e`: bash 5.2 in a UTF-8 locale binds `\M-x` and `Meta-x` to an eight-bit
  /// byte no terminal sends for Alt (docs/keys.md), where tfield reads them as Alt.
  public static let emacs = InputrcCase(
    "emacs: functions, macros, key names, a prefix key",
    inputrc: #"""
      # bindings and macros
      "\C-t": backward-char
      "\eu": unix-line-discard
      Control-o: "(\C-e)"
      "\C-xq": "quoted "
      "\C-b": forward-word
      "\e[A": beginning-of-line
      "\C-a": no-such-function
      "~": nor-this-one
      set mark-modified-lines on
      "\C-y: an unclosed quote, a line readline rejects
      """#,
    lines: [
      ([.text("abc"), .key("C-t"), .text("|")], "ab|c"),
      ([.text("abc"), .key("M-u"), .text("|")], "|"),
      ([.text("ab"), .key("Left"), .key("Left"), .key("C-o"), .text("|")], "(ab)|"),
      ([.text("a"), .key("C-x"), .text("q|")], "aquoted |"),
      ([.text("ab cd"), .key("M-b"), .key("M-b"), .key("C-b"), .text("|")], "ab| cd"),
      ([.text("ab"), .key("Up"), .text("|")], "|ab"),
      ([.text("ab"), .key("C-a"), .text("|")], "ab|"),
      ([.text("a~b|")], "ab|"),
      ([.text("ab"), .key("C-u"), .key("C-y"), .text("|")], "ab|"),
    ])

  /// `$if`, `$else`, `$endif` and `$include`.
  public static let conditions = InputrcCase(
    "$if mode and term, an application's name, $else, $include",
    inputrc: #"""
      $if mode=emacs
      "\C-t": backward-char
      $else
      "\C-t": forward-char
      $endif
      $if term=xterm
      "\C-o": "xterm "
      $endif
      $if Python
      "\C-b": "python "
      $else
      $include inputrc-included
      $endif
      $if mode=vi
      $include inputrc-never
      $endif
      """#,
    included: ["inputrc-included": #""\C-b": "included "\#n"#, "inputrc-never": #""\C-b": "never "\#n"#],
    lines: [
      ([.text("ab"), .key("C-t"), .text("|")], "a|b"),
      ([.key("C-o"), .text("|")], "xterm |"),
      ([.key("C-b"), .text("|")], "included |"),
    ])

  /// A vi inputrc: `set editing-mode vi` turns vi's keys on, with its mode strings; an `$if
  /// mode=emacs` read before it still binds in the emacs keymap, unused in vi mode.
  public static let vi = InputrcCase(
    "vi: editing-mode, mode strings, a binding of the emacs keymap left unused",
    inputrc: #"""
      $if mode=emacs
      "\C-t": "emacs "
      $endif
      set editing-mode vi
      set show-mode-in-prompt on
      set vi-ins-mode-string "\1\e[6 q\2+"
      $if mode=vi
      set keyseq-timeout 200
      $endif
      """#,
    lines: [
      ([.text("abc"), .key("Escape"), .text("0x"), .text("i|")], "|bc"),
      ([.text("one two"), .key("Escape"), .text("bcwX"), .key("Escape"), .text("a|")], "one X|"),
      ([.text("ab"), .key("Escape"), .text("hr"), .text("z"), .text("A|")], "zb|"),
    ])

  /// The cases the end-to-end comparison types.
  public static let compared = [emacs, conditions, vi]
}
