/// One sequence of vi keys for `bash -c 'set -o vi; read -e'` and `tfield input --vi`: text typed
/// in insert mode, Escape, then keys in command mode; the line it leaves, read from bash's
/// readline 8.2 (INPUTRC=/dev/null). Each sequence ends with Escape and "a|", so the line shows
/// where the cursor was: after the character under it.
public struct ViCase: Sendable, CustomStringConvertible {
  /// What is typed first, in insert mode ("" for nothing).
  public var typed: String
  /// The keys typed in command mode after Escape: text, with "⎋" for Escape, "⏎" for Enter and
  /// "⌫" for Backspace.
  public var commands: String
  /// The line bash's readline leaves, with "|" after the character the cursor was on.
  public var expected: String
  /// The history the reader starts with, oldest entry first, or nil for none.
  public var history: [String]?

  /// A case.
  public init(_ typed: String, _ commands: String, _ expected: String, history: [String]? = nil) {
    self.typed = typed
    self.commands = commands
    self.expected = expected
    self.history = history
  }

  /// The strokes: the text typed, Escape, the commands, then Escape and "a|" to show the cursor.
  public var strokes: [Stroke] {
    var strokes: [Stroke] = typed.isEmpty ? [] : [.text(typed)]
    strokes.append(.key("Escape"))
    var text = ""
    for character in commands {
      let key: String? =
        switch character {
        case "⎋": "Escape"
        case "⏎": "Enter"
        case "⌫": "BSpace"
        default: nil
        }
      guard let key else {
        text.append(character)
        continue
      }
      if !text.isEmpty { strokes.append(.text(text)) }
      text = ""
      strokes.append(.key(key))
    }
    if !text.isEmpty { strokes.append(.text(text)) }
    return strokes + [.key("Escape"), .text("a" + BindingCase.cursor)]
  }

  /// The text typed and the commands.
  public var description: String { "\(typed.debugDescription) ⎋ \(commands)" }
}

extension ViCase {
  /// Every case: each motion alone and with a count, each operator with the motions, `.`, undo,
  /// replace mode, the history's keys and searches.
  public static let all: [ViCase] = [
    ViCase("hello world", "0", "h|ello world"),
    ViCase("hello world", "0l", "he|llo world"),
    ViCase("hello world", "0 3l", "hello| world"),
    ViCase("hello world", "0 20l", "hello world|"),
    ViCase("hello world", "h", "hello worl|d"),
    ViCase("hello world", "3h", "hello wo|rld"),
    ViCase("hello world", "20h", "h|ello world"),
    ViCase("hello world", "0w", "hello w|orld"),
    ViCase("hello world", "02w", "hello world|"),
    ViCase("foo.bar baz", "0w", "foo.|bar baz"),
    ViCase("foo.bar baz", "0ww", "foo.b|ar baz"),
    ViCase("foo.bar baz", "0W", "foo.bar b|az"),
    ViCase("foo.bar baz", "02W", "foo.bar baz|"),
    ViCase("foo.bar baz", "b", "foo.bar b|az"),
    ViCase("foo.bar baz", "bb", "foo.b|ar baz"),
    ViCase("foo.bar baz", "3b", "foo.|bar baz"),
    ViCase("foo.bar baz", "B", "foo.bar b|az"),
    ViCase("foo.bar baz", "2B", "f|oo.bar baz"),
    ViCase("foo.bar baz", "0e", "foo|.bar baz"),
    ViCase("foo.bar baz", "0ee", "foo.|bar baz"),
    ViCase("foo.bar baz", "03e", "foo.bar| baz"),
    ViCase("foo.bar baz", "0E", "foo.bar| baz"),
    ViCase("foo.bar baz", "02E", "foo.bar baz|"),
    ViCase("  indented line", "0^", "  i|ndented line"),
    ViCase("  indented line", "^", "  i|ndented line"),
    ViCase("  indented line", "$", "  indented line|"),
    ViCase("hello world", "0$", "hello world|"),
    ViCase("hello world", "5|", "hello| world"),
    ViCase("hello world", "|", "h|ello world"),
    ViCase("hello world", "50|", "hello world|"),
    ViCase("hello world", "0fo", "hello| world"),
    ViCase("hello world", "02fo", "hello wo|rld"),
    ViCase("hello world", "0fz", "h|ello world"),
    ViCase("hello world", "Fo", "hello wo|rld"),
    ViCase("hello world", "2Fo", "hello| world"),
    ViCase("hello world", "0to", "hell|o world"),
    ViCase("hello world", "0to;", "hell|o world"),
    ViCase("hello world", "To", "hello wor|ld"),
    ViCase("hello world", "0fo;", "hello| world"),
    ViCase("hello world", "0fo;,", "hello| world"),
    ViCase("hello world", "$Fo,", "hello wo|rld"),
    ViCase("a(b[c]d)e", "0%", "a(b[c]d)|e"),
    ViCase("a(b[c]d)e", "$%", "a(b[c]d)e|"),
    ViCase("a(b[c]d)e", "0f[%", "a(b[c]|d)e"),
    ViCase("a(b[c]d)e", "0f]%", "a(b[|c]d)e"),
    ViCase("abc)", "0%", "a|bc)"),
    ViCase("hello world", "0⌫", "h|ello world"),
    ViCase("hello world", "0x", "e|llo world"),
    ViCase("hello world", "03x", "l|o world"),
    ViCase("hello world", "x", "hello worl|"),
    ViCase("hello world", "0X", "h|ello world"),
    ViCase("hello world", "3X", "hello wd|"),
    ViCase("hello world", "020x", "|"),
    ViCase("hello world", "0dw", "w|orld"),
    ViCase("hello world", "0d2w", "|"),
    ViCase("hello world", "02dw", "|"),
    ViCase("hello world", "0dW", "w|orld"),
    ViCase("foo.bar baz", "0dw", ".|bar baz"),
    ViCase("foo.bar baz", "0dW", "b|az"),
    ViCase("foo.bar baz", "0de", ".|bar baz"),
    ViCase("foo.bar baz", "0dE", " |baz"),
    ViCase("foo.bar baz", "db", "foo.bar z|"),
    ViCase("foo.bar baz", "dB", "foo.bar z|"),
    ViCase("foo.bar baz", "d2b", "foo.z|"),
    ViCase("hello world", "0wd0", "w|orld"),
    ViCase("hello world", "0wd$", "hello |"),
    ViCase("hello world", "0wD", "hello |"),
    ViCase("hello world", "0d^", "h|ello world"),
    ViCase("hello world", "0dfo", " |world"),
    ViCase("hello world", "0dto", "o| world"),
    ViCase("hello world", "$dFo", "hello wd|"),
    ViCase("hello world", "$dTo", "hello wod|"),
    ViCase("hello world", "0dl", "e|llo world"),
    ViCase("hello world", "0d3l", "l|o world"),
    ViCase("hello world", "$dh", "hello word|"),
    ViCase("hello world", "$d3h", "hello wd|"),
    ViCase("hello world", "0d5|", "o| world"),
    ViCase("hello world", "$d3|", "hed|"),
    ViCase("a(b[c]d)e", "0f(d%", "ae|"),
    ViCase("hello world", "dd", "|"),
    ViCase("hello world", "0cwbye", "bye| world"),
    ViCase("hello world", "0cWbye", "bye| world"),
    ViCase("hello world", "0cebye", "bye| world"),
    ViCase("hello world", "0c2wbye", "bye|"),
    ViCase("hello world", "$cbX", "hello X|d"),
    ViCase("hello world", "0wc$end", "hello end|"),
    ViCase("hello world", "0wCend", "hello end|"),
    ViCase("hello world", "0c0X", "X|hello world"),
    ViCase("hello world", "0wc0X", "X|world"),
    ViCase("hello world", "0cfoX", "X| world"),
    ViCase("hello world", "0ctoX", "X|o world"),
    ViCase("hello world", "0ccnew", "new|"),
    ViCase("hello world", "0Snew", "new|"),
    ViCase("hello world", "0sX", "X|ello world"),
    ViCase("hello world", "03sX", "X|lo world"),
    ViCase("hello world", "0clX", "X|ello world"),
    ViCase("hello  world", "0ewcwX", "hello  X|"),
    ViCase("hello world", "0ywP", "hello |hello world"),
    ViCase("hello world", "0ywp", "hhello |ello world"),
    ViCase("hello world", "0y$P", "hello world|hello world"),
    ViCase("hello world", "0yeP", "hello|hello world"),
    ViCase("hello world", "0wybP", "hello hello |world"),
    ViCase("hello world", "0yyP", "hello world|hello world"),
    ViCase("hello world", "0Yp", "hhello world|ello world"),
    ViCase("hello world", "0ytoP", "hell|hello world"),
    ViCase("hello world", "0y2wP", "hello world|hello world"),
    ViCase("hello world", "0xp", "eh|llo world"),
    ViCase("hello world", "0xP", "h|ello world"),
    ViCase("hello world", "0dwP", "hello |world"),
    ViCase("hello world", "0dw3p", "whello hello hello |orld"),
    ViCase("hello world", "0dw$p", "worldhello |"),
    ViCase("hello world", "0rX", "X|ello world"),
    ViCase("hello world", "03rX", "XXX|lo world"),
    ViCase("hello world", "$3rX", "hello worlX|"),
    ViCase("hello world", "0r", "h|ello world"),
    ViCase("hello world", "0~", "He|llo world"),
    ViCase("hello world", "04~", "HELLo| world"),
    ViCase("hello world", "0w20~", "hello WORLd|"),
    ViCase("Hello World", "0~~~", "hELl|o World"),
    ViCase("hello world", "0Rhey", "hey|lo world"),
    ViCase("hello world", "0Rhey⌫⌫", "h|ello world"),
    ViCase("hello world", "$Rabc", "hello worlabc|"),
    ViCase("hello world", "0ifoo", "foo|hello world"),
    ViCase("hello world", "0afoo", "hfoo|ello world"),
    ViCase("hello world", "0Ifoo", "foo|hello world"),
    ViCase("hello world", "0Afoo", "hello worldfoo|"),
    ViCase("hello world", "$ifoo", "hello worlfoo|d"),
    ViCase("hello world", "$afoo", "hello worldfoo|"),
    ViCase("hello world", "0dw.", "|"),
    ViCase("hello world one two", "0d2w.", "|"),
    ViCase("hello world one two", "0dw3.", "|"),
    ViCase("hello world", "0x..", "l|o world"),
    ViCase("hello world", "0rX..", "X|ello world"),
    ViCase("hello world", "0rXl.", "XX|llo world"),
    ViCase("hello world", "0cwbye⎋w.", "bye bye|"),
    ViCase("one two three", "0cwX⎋w.w.", "X X X|"),
    ViCase("hello world", "0ifoo⎋.", "fofoo|ohello world"),
    ViCase("hello world", "0ifoo⎋3.", "fofoofoofoo|ohello world"),
    ViCase("hello world", "0Afoo⎋.", "hello worldfoofoo|"),
    ViCase("hello world", "0Ifoo⎋w.", "foo|foohello world"),
    ViCase("hello world", "0~.", "HEl|lo world"),
    ViCase("hello world", "0ywP.", "hellohello | hello world"),
    ViCase("hello world", "0Rab⎋l.", "abab|o world"),
    ViCase("hello world", "0wdd.", "|"),
    ViCase("hello", ".", "hellhello|o"),
    ViCase("hello world", "0dwu", "hello w|orld"),
    ViCase("hello world", "0dwdwu", "world|"),
    ViCase("hello world", "0dwdwuu", "hello w|orld"),
    ViCase("hello world", "0cwbye⎋u", "hello |world"),
    ViCase("hello world", "0ifoo⎋u", "h|ello world"),
    ViCase("hello world", "0xxxu", "ll|o world"),
    ViCase("hello world", "03xu", "hell|o world"),
    ViCase("hello world", "0rXu", "he|llo world"),
    ViCase("hello world", "0~u", "he|llo world"),
    ViCase("hello world", "0ywPu", "h|ello world"),
    ViCase("hello world", "0Rabc⎋u", "h|ello world"),
    ViCase("hello world", "u", "hello world|"),
    ViCase("hello world", "0dwxU", "h|ello world"),
    ViCase("hello world", "0x$xU", "h|ello world"),
    ViCase("hello world", "0dw3u", "hello w|orld"),
    ViCase("hello world", "0d$ifoo⎋u", "|"),
    ViCase("hello world", "0wi123⎋bdw.", "hello|"),
    ViCase("abc def ghi", "0wD0p", "adef ghi|bc "),
    ViCase("abc def ghi", "0wcwX⎋0.", "X |X ghi"),
    ViCase("a b c d e f g", "03dw2.", "f| g"),
    ViCase("hello world", "0fo;x", "hello wr|ld"),
    ViCase("hello world", "0fo;d,", "hello|rld"),
    ViCase("x", "0dd", "|"),
    ViCase("", "x", "|"),
    ViCase("", "dw", "|"),
    ViCase("", "p", "|"),
    ViCase("hello", "0dwp", "hello|"),
    ViCase("hello world", "0y$$p", "hello worldhello world|"),
    ViCase("hello world", "02y2wP", "hello world|hello world"),
    ViCase("hello world", "0ww", "hello world|"),
    ViCase("hello world", "0e3l", "hello wo|rld"),
    ViCase("one two three four", "0 3w", "one two three f|our"),
    ViCase("one two three four", "03e", "one two three| four"),
    ViCase("one two three four", "$ 2b", "one two t|hree four"),
    ViCase("one two three four", "$ 3B", "one t|wo three four"),
    ViCase("one-two three-four", "0 2W", "one-two three-four|"),
    ViCase("one-two three-four", "0 3w", "one-two t|hree-four"),
    ViCase("one-two three-four", "0 3e", "one-two| three-four"),
    ViCase("one-two three-four", "0 2E", "one-two three-four|"),
    ViCase("one-two three-four", "0d3e", " |three-four"),
    ViCase("one-two three-four", "0c3wX", "X| three-four"),
    ViCase("", "k", "s|econd two", history: ["first one", "second two"]),
    ViCase("", "kk", "f|irst one", history: ["first one", "second two"]),
    ViCase("", "kkj", "s|econd two", history: ["first one", "second two"]),
    ViCase("", "-", "s|econd two", history: ["first one", "second two"]),
    ViCase("", "--+", "s|econd two", history: ["first one", "second two"]),
    ViCase("", "2k", "f|irst one", history: ["first one", "second two"]),
    ViCase("draft", "kj", "draft|", history: ["first one", "second two"]),
    ViCase("", "/first⏎", "f|irst one", history: ["first one", "second two", "third"]),
    ViCase("", "/o⏎", "s|econd two", history: ["first one", "second two", "third"]),
    ViCase("", "/o⏎n", "f|irst one", history: ["first one", "second two", "third"]),
    ViCase("", "/o⏎nN", "s|econd two", history: ["first one", "second two", "third"]),
    ViCase("", "/i⏎n", "f|irst one", history: ["first one", "second two", "third"]),
    ViCase("", "/zzz⏎", "|", history: ["first one", "second two", "third"]),
    ViCase("new", "_", "new b.txt|", history: ["cp a.txt b.txt"]),
    ViCase("new", "2_", "new a.txt|", history: ["cp a.txt b.txt"]),
    ViCase("", "_", " b.txt|", history: ["cp a.txt b.txt"]),
    ViCase("new", "0_", "n b.txt|ew", history: ["cp a.txt b.txt"]),
    ViCase("", "kdwu", "second t|wo", history: ["first one", "second two"]),
    ViCase("", "kwD", "second |", history: ["first one", "second two"]),
  ]
}
