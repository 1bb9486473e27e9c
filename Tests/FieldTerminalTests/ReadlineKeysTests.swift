import FieldEngine
import ReadlineKeys
import Testing

@testable import FieldChoices
@testable import FieldKeys
@testable import FieldTerminal

/// A one-field form, as `tfield input` shows it, after `strokes`.
func form(
  after strokes: [Stroke], rules: FieldRules = FieldRules(), password: Bool = false, history: [String]? = nil
) throws -> ComponentHost<FormController> {
  var field = Field(id: "value", rules: rules)
  field.isPassword = password
  // A case's history is oldest first, as a file holds it; a field's newest first.
  if let history { field.history = FieldHistory(history.reversed()) }
  var controller = ComponentHost(FormController(form: try Form([field]), title: ""))
  for event in strokes.flatMap(\.events) { controller.handle(event) }
  return controller
}

/// A case with the field's rules in force: the text and cursor after the strokes, and the message
/// row's words (a part of them), or nil for none.
struct RuleCase: Sendable, CustomStringConvertible {
  var name: String
  var rules: FieldRules
  var strokes: [Stroke]
  /// The text with "|" at the cursor.
  var expected: String
  var message: String?

  var description: String { name }
}

extension FieldRules {
  /// Rules for a case: a limit in characters, an allowed set, the typing policy, a mask.
  static func of(
    maxLength: Int? = nil, allowed: String? = nil, typing: EditPolicy = .reject, mask: String? = nil
  ) -> FieldRules {
    var rules = FieldRules(typingPolicy: typing)
    rules.maxLength = maxLength
    rules.allowedCharacters = allowed
    if let mask { rules.format = try! .mask(mask) }
    return rules
  }
}

@Suite("readline's keys, through the form's key table")
struct ReadlineKeysTests {
  @Test("every binding: the line and the cursor after it", arguments: BindingCase.all)
  func binding(_ test: BindingCase) throws {
    let controller = try form(after: test.strokesWithCursor)
    #expect(controller.component.form.focused.text == test.expected)
    // Nothing waits; a keyboard macro recorded is kept, as readline keeps it.
    var waiting = controller.component.keySequence
    waiting.macro = []
    #expect(waiting == KeySequenceState(), "something still waits")
  }

  @Test("with a history: the line and the cursor after it", arguments: BindingCase.withHistory)
  func historyBinding(_ test: BindingCase) throws {
    let controller = try form(after: test.strokesWithCursor, history: test.history)
    #expect(controller.component.form.focused.text == test.expected)
  }

  @Test(
    "every binding under rules its lines keep (only the characters it uses, a limit it just reaches): the same line, no message",
    arguments: BindingCase.all)
  func bindingUnderRules(_ test: BindingCase) throws {
    // The longest text the sequence makes without rules is the limit: reached, never passed.
    var free = try form(after: [])
    var longest = 0
    for event in test.strokesWithCursor.flatMap(\.events) {
      free.handle(event)
      longest = max(longest, free.component.form.focused.text.count)
    }
    let typed = test.strokesWithCursor.compactMap { stroke -> String? in
      if case .text(let text) = stroke { return text }
      return nil
    }
    let characters = String(Set(typed.joined() + test.expected))
    for policy in [EditPolicy.reject, .truncate] {
      let rules = FieldRules.of(maxLength: max(longest, 1), allowed: characters, typing: policy)
      let controller = try form(after: test.strokesWithCursor, rules: rules)
      #expect(controller.component.form.focused.text == test.expected, "\(policy)")
      #expect(controller.component.message == nil, "\(policy): \(controller.component.message?.text ?? "")")
    }
  }

  @Test(
    "with rules in force: refused or trimmed by the policy, with the reason",
    arguments: [
      RuleCase(
        name: "M-4 x past a limit of 3: refused whole under reject", rules: .of(maxLength: 3),
        strokes: [.text("a")] + Stroke.keys("M-4") + [.text("x")], expected: "a|",
        message: "limit of 3 characters reached"),
      RuleCase(
        name: "M-4 x past a limit of 3 under truncate: two of four",
        rules: .of(maxLength: 3, typing: .truncate),
        strokes: [.text("a")] + Stroke.keys("M-4") + [.text("x")], expected: "axx|",
        message: "typed 2 of 4 characters: 2 over the limit of 3 characters"),
      RuleCase(
        name: "M-3 x where x is not allowed", rules: .of(allowed: "abc"),
        strokes: [.text("ab")] + Stroke.keys("M-3") + [.text("x")], expected: "ab|",
        message: "'x' is not allowed"),
      RuleCase(
        name: "M-u past the limit (ß is SS): refused", rules: .of(maxLength: 6),
        strokes: [.text("straße")] + Stroke.keys("C-a", "M-u"), expected: "|straße",
        message: "limit of 6 characters reached"),
      RuleCase(
        name: "M-u past the limit under truncate: trimmed", rules: .of(maxLength: 6, typing: .truncate),
        strokes: [.text("straße")] + Stroke.keys("C-a", "M-u"), expected: "STRASS|",
        message: "kept 6 of 7 characters: 1 over the limit of 6 characters"),
      RuleCase(
        name: "M-u where capitals are not allowed: refused", rules: .of(allowed: "abc "),
        strokes: [.text("abc")] + Stroke.keys("C-a", "M-u"), expected: "|abc",
        message: "not allowed: only abc "),
      RuleCase(
        name: "M-c within the rules", rules: .of(maxLength: 10, allowed: "abcABC "),
        strokes: [.text("abc cab")] + Stroke.keys("C-a", "M-c"), expected: "Abc| cab", message: nil),
      RuleCase(
        name: "M-l where small letters are not allowed: refused", rules: .of(allowed: "ABC "),
        strokes: [.text("ABC")] + Stroke.keys("C-a", "M-l"), expected: "|ABC",
        message: "not allowed: only ABC "),
      RuleCase(
        name: "M-c past the limit (ß titlecases to Ss): refused", rules: .of(maxLength: 2),
        strokes: [.text("ßa")] + Stroke.keys("C-a", "M-c"), expected: "|ßa",
        message: "limit of 2 characters reached"),
      RuleCase(
        name: "M-u on ﬁ under truncate: FI trimmed to the limit", rules: .of(maxLength: 1, typing: .truncate),
        strokes: [.text("ﬁ")] + Stroke.keys("C-a", "M-u"), expected: "F|",
        message: "kept 1 of 2 characters"),
      RuleCase(
        name: "M-t in a mask: the digit words swap around the literal", rules: .of(mask: "99-99"),
        strokes: [.text("1234")] + Stroke.keys("M-t"), expected: "34-12|", message: nil),
      RuleCase(
        name: "M-t in a mask: letters into digit slots are refused", rules: .of(mask: "LL-99"),
        strokes: [.text("ab12")] + Stroke.keys("M-t"), expected: "ab-12|",
        message: "does not fit the mask LL-99"),
      RuleCase(
        name: "C-x C-u undoes a refused key's predecessor, not the refused key", rules: .of(maxLength: 6),
        strokes: [.text("straße")] + Stroke.keys("C-a", "M-u", "C-x", "C-u"), expected: "|",
        message: nil),
      RuleCase(
        name: "C-t in a mask: digits swap", rules: .of(mask: "99-99"),
        strokes: [.text("1234")] + Stroke.keys("C-t"), expected: "12-43|", message: nil),
      RuleCase(
        name: "C-t in a mask: a digit over the literal is refused", rules: .of(mask: "99-99"),
        strokes: [.text("1234")] + Stroke.keys("C-a", "C-f", "C-f", "C-t"), expected: "12-|34",
        message: "does not fit the mask 99-99"),
      RuleCase(
        name: "M-3 BSpace under a limit: deletions always go", rules: .of(maxLength: 5),
        strokes: [.text("abcde")] + Stroke.keys("M-3", "BSpace"), expected: "ab|", message: nil),
      RuleCase(
        name: "C-w and C-y under a limit", rules: .of(maxLength: 8),
        strokes: [.text("ab cd")] + Stroke.keys("C-w", "C-y", "C-y"), expected: "ab cdcd|", message: nil),
      RuleCase(
        name: "C-y past the limit: the paste policy keeps what fits", rules: .of(maxLength: 6),
        strokes: [.text("ab cd")] + Stroke.keys("C-w", "C-y", "C-y"), expected: "ab cdc|",
        message: "yanked 1 of 2 characters"),
    ])
  func rules(_ test: RuleCase) throws {
    var controller = try form(after: test.strokes, rules: test.rules)
    let message = controller.component.message?.text
    let field = controller.component.form.focused
    var shown = field.text
    shown.insert(contentsOf: BindingCase.cursor, at: field.buffer.cursor)
    #expect(shown == test.expected)
    if let expected = test.message {
      #expect(message?.contains(expected) == true, "message: \(message ?? "none")")
    } else {
      #expect(message == nil)
    }
    controller.handle(.key(.control("_"), []))
    #expect(controller.component.form.focused.invariantViolations() == [])
  }

  @Test("a password field: kills delete and reach no kill ring, so C-y has nothing to yank")
  func password() throws {
    // A password is one word: C-w kills all of it, showing nothing of where its spaces were.
    let controller = try form(after: [.text("secret word")] + Stroke.keys("C-w", "C-y"), password: true)
    #expect(controller.component.form.focused.text == "")
    #expect(controller.component.message?.text == "nothing to yank: the kill ring is empty")
  }

  @Test("M-4 x is one insertion and one undo step")
  func argumentUndoesInOneStep() throws {
    var controller = try form(after: [.text("ab")] + Stroke.keys("M-4") + [.text("x")])
    #expect(controller.component.form.focused.text == "abxxxx")
    controller.handle(.key(.control("_"), []))
    #expect(controller.component.form.focused.text == "ab")
  }

  @Test(
    "what waits shows on the message row",
    arguments: [
      (Stroke.keys("M-4"), "argument 4"), (Stroke.keys("M-4") + [.text("2")], "argument 42"),
      (Stroke.keys("M--"), "argument -1"), (Stroke.keys("M--", "M-3"), "argument -13"),
      (Stroke.keys("C-x"), "Ctrl-X-"), (Stroke.keys("C-x") + [.text("q")], "Ctrl-X q is not bound"),
      (Stroke.keys("C-x", "M-b"), "Ctrl-X Alt-B is not bound"),
      (Stroke.keys("M-9") + [.text("999999")], "argument over 1000000: dropped"),
    ])
  func waiting(strokes: [Stroke], words: String) throws {
    let controller = try form(after: strokes)
    #expect(controller.component.message?.text == words)
  }

  @Test("C-g and Escape drop what waits, and leave the form open; Escape alone cancels")
  func abandon() throws {
    for keys in [["M-4", "C-g"], ["M-4", "Escape"], ["C-x", "C-g"], ["C-x", "Escape"]] {
      let controller = try form(after: keys.map(Stroke.key) + [.text("x")])
      #expect(controller.status == .running && controller.component.form.focused.text == "x", "\(keys)")
      #expect(controller.component.keySequence == KeySequenceState())
    }
    #expect(try form(after: Stroke.keys("Escape")).status == .cancelled)
  }

  @Test("after C-x, the keys that always act still act: C-c interrupts, C-z suspends")
  func actsAfterPrefix() throws {
    #expect(try form(after: Stroke.keys("C-x", "C-c")).status == .interrupted)
    var controller = try form(after: Stroke.keys("C-x"))
    let asked = controller.handle(Stroke.key("C-z").events[0])
    let next = controller.handle(.text("a"))
    #expect(asked.suspend && !next.suspend)
  }

  @Test("C-z asks the runner to suspend, in a form, a prompt and a list; it is no undo")
  func suspend() throws {
    var controller = try form(after: [.text("ab")])
    let form = controller.handle(Stroke.key("C-z").events[0]).suspend
    #expect(controller.component.form.focused.text == "ab")
    var prompt = PromptController(title: "", question: "", field: Field(id: "p"))
    let inPrompt = prompt.handle(.key(.control("z"), [])).effects.suspends
    var list = ChoiceListController(title: "", list: ChoiceList(items: ["a"]))
    let inList = list.handle(.key(.control("z"), [])).effects.suspends
    #expect(form && inPrompt && inList)
  }

  @Test("a key that is no edit (Tab) ends a run of kills, as any readline command that is no kill does")
  func runEndsAtOtherKeys() throws {
    var controller = try form(after: [.text("a b")] + Stroke.keys("C-w"))
    controller.handle(.key(.tab, []))
    for name in ["C-w", "C-y", "M-y"] { controller.handle(Stroke.key(name).events[0]) }
    #expect(controller.component.form.focused.text == "b")
  }
}
