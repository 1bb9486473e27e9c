import FieldEngine
import SeededRandom
import Testing

@testable import FieldKeys

/// vi's keys read through `KeyBindings.viStep` into a field, in process: the modes, counts,
/// operators, `.`, undo as one step a change, and edits the field's rules refuse.
@Suite("vi keys")
struct ViKeysTests {
  /// A field and what the keys left on the message row, after `events`.
  struct Run {
    var field: Field
    var vi = ViState()
    var sequence = KeySequenceState()
    var messages: [String] = []
    var commands: [FormCommand] = []

    init(_ field: Field = Field(id: "f")) { self.field = field }

    mutating func type(_ events: [KeyEvent]) {
      for event in events {
        let step = KeyBindings<FormCommand>.form.viStep(event, fitsScreen: true, after: &sequence, vi: &vi)
        if let (command, argument) = step.command {
          commands.append(command)
          if case .edit(let edit) = command {
            if let message = field.apply(edit, argument: argument).message { messages.append(message) }
          }
        }
        type(step.replay)
      }
    }

    /// The text with "|" before the character under the cursor.
    var line: String {
      let text = field.text
      let cursor = text.index(text.startIndex, offsetBy: field.buffer.cursorCharacterOffset)
      return String(text[..<cursor]) + "|" + String(text[cursor...])
    }
  }

  /// Keys written as text, with "⎋" for Escape.
  static func keys(_ written: String) -> [KeyEvent] {
    written.map { $0 == "⎋" ? KeyEvent.key(.escape, []) : .text(String($0)) }
  }

  static func typed(_ written: String, into field: Field = Field(id: "f")) -> Run {
    var run = Run(field)
    run.type(keys(written))
    return run
  }

  @Test(
    "keys leave the line and cursor readline's vi mode leaves",
    arguments: [
      ("hello world⎋0dw", "|world"),
      ("hello world⎋0cwbye⎋", "by|e world"),
      ("hello world⎋0d2w", "|"),
      ("hello world⎋03x", "|lo world"),
      ("abc⎋ifoo⎋3.", "abfofoofoofo|ooc"),
      ("hello world⎋0dwu", "hello |world"),
      ("hello world⎋0cwbye⎋u", "hello| world"),
      ("hello world⎋0Rhey⎋", "he|ylo world"),
      ("hello⎋0~~", "HE|llo"),
      ("hello world⎋0ywP", "hello| hello world"),
      ("one two three⎋0cwX⎋w.w.", "X X |X"),
      ("hello world⎋0fo;x", "hello w|rld"),
      ("a(b[c]d)e⎋0f(d%", "a|e"),
    ])
  func line(_ written: String, _ expected: String) {
    #expect(Self.typed(written).line == expected)
  }

  @Test("Escape goes to command mode; i, a, A, R, c go back to insert or replace mode")
  func modes() {
    var run = Run()
    #expect(run.vi.mode == .insert)
    run.type(Self.keys("ab⎋"))
    #expect(run.vi.mode == .command)
    run.type(Self.keys("R"))
    #expect(run.vi.mode == .replace)
    run.type(Self.keys("⎋cw"))
    #expect(run.vi.mode == .insert)
  }

  @Test("Escape then a key that came within the escape timeout (an Alt key) is Escape, then the key")
  func altKeyIsEscapeThenKey() {
    var run = Run()
    run.type(Self.keys("hello world") + [.key(.character("0"), [.alt])] + Self.keys("dw"))
    #expect(run.line == "|world")
  }

  @Test("Escape in command mode leaves the component be: no cancel, as readline's bell")
  func escapeInCommandMode() {
    var run = Run()
    run.type(Self.keys("ab⎋⎋⎋"))
    #expect(!run.commands.contains(.cancel))
    #expect(run.field.text == "ab")
  }

  @Test("a vi edit goes through the field's rules: refused with the reason, as in emacs mode")
  func refusedEdit() {
    var field = Field(id: "f")
    field.rules.maxLength = 5
    var run = Run(field)
    run.type(Self.keys("abcde⎋0ywP"))
    #expect(run.field.text == "abcde")
    #expect(run.messages.contains { $0.contains("5") }, "\(run.messages)")
    var vowels = Field(id: "v")
    vowels.rules.allowedCharacters = "aeiou"
    var replace = Run(vowels)
    replace.type(Self.keys("aei⎋0rx"))
    #expect(replace.field.text == "aei")
    #expect(!replace.messages.isEmpty)
  }

  @Test("u undoes a whole change; typing before the first Escape is not undone, as POSIX has it")
  func undoGroups() {
    #expect(Self.typed("abc⎋u").line == "ab|c")
    #expect(Self.typed("abc⎋Adef⎋u").line == "ab|c")
    #expect(Self.typed("abc⎋Adef⎋xu").line == "abcde|f")
  }

  @Test("# puts # in front of the line and enters it; v asks for the editor, as Ctrl-X Ctrl-E")
  func commentAndEditor() {
    let comment = Self.typed("ls⎋#")
    #expect(comment.field.text == "#ls")
    #expect(comment.commands.last == .submit)
    #expect(Self.typed("ls⎋v").commands.last == .editInEditor)
  }

  @Test("the editing mode by readline's name; the marks of each mode")
  func settings() {
    #expect(EditingMode(named: "vi") == .vi)
    #expect(EditingMode(named: "emacs") == .emacs)
    #expect(EditingMode(named: "vim") == nil)
    #expect(EditingSettings.vi.modeMark(for: .insert) == "[I] ")
    #expect(EditingSettings.vi.modeMark(for: .command) == "[N] ")
    var readline = EditingSettings.vi
    readline.showsModeInPrompt = true
    #expect(readline.modeMark(for: .insert) == "(ins)")
    #expect(readline.modeMark(for: .command) == "(cmd)")
    #expect(EditingSettings.emacs.modeMark(for: .command) == nil)
  }

  /// What random sequences are made of: vi's keys, text with a combining mark, an emoji and a
  /// space, Escape, Backspace and Enter.
  static let randomKeys: [KeyEvent] =
    "hlwWbBeE0^$|fFtT;,%xXrR~pPiIaAsSCDYcdy.uU123_".map { .text(String($0)) }
    + [.text("e\u{301}"), .text("👍🏽"), .text(" "), .text("ab"), .key(.escape, []), .key(.backspace, [])]

  @Test(
    "random vi keys keep every field's invariants and rules, in plain, limited and password fields",
    arguments: [0, 1, 2] as [UInt64])
  func randomSequences(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<100 {
      var field = Field(id: "f")
      switch seed {
      case 0: field.rules.maxLength = 12
      case 1: field.rules.allowedCharacters = "abe\u{301} "
      default: field.isPassword = true
      }
      var run = Run(field)
      let keys = (0..<40).map { _ in Self.randomKeys[Int(random.next() % UInt64(Self.randomKeys.count))] }
      run.type(keys)
      // The field checks its invariants after every edit (`InvariantChecksOn`); its rules hold.
      #expect(field.rules.violations(of: run.field.text).isEmpty || seed == 2, "\(keys)")
      #expect(run.field.text.count <= 12 || seed != 0, "\(keys)")
    }
  }
}
