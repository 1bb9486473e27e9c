import FieldEngine
import ScriptedLines
import Testing

@testable import FieldChoices
@testable import FieldIO

/// Plain mode's questions: one line naming the rules, the answer through the engine, every
/// reason said, the question asked again.
@Suite("Plain questions")
struct PlainQuestionTests {
  static func field(_ spec: FieldSpec) throws -> Field { try spec.makeField() }

  @Test("the question names its rules; refused characters and failed checks are said, then it is asked again")
  func refusedThenAnswered() throws {
    let field = try Self.field(
      FieldSpec(
        id: "name", label: "Name", rules: FieldRules(limits: [LengthLimit(5)], allowedCharacters: "abcdef"),
        validators: [.required]))
    var lines = ScriptedLines(["abcxyz", "", "face"])
    #expect(PlainQuestions.field(field, label: "Name", on: &lines) == .answered("face"))
    #expect(
      lines.shown == """
        Name (at most 5 characters, only abcdef, required): abcxyz
        'x' is not allowed: only abcdef
        'y' is not allowed: only abcdef
        'z' is not allowed: only abcdef
        Name (at most 5 characters, only abcdef, required): 
        a value is required
        Name (at most 5 characters, only abcdef, required): face

        """)
  }

  @Test("nothing is trimmed or dropped silently: an answer too long is refused, not cut")
  func tooLong() throws {
    let field = try Self.field(
      FieldSpec(id: "code", rules: FieldRules(limits: [LengthLimit(3)], pastePolicy: .truncate)))
    var lines = ScriptedLines(["abcd", "abc"])
    #expect(PlainQuestions.field(field, label: "Code", on: &lines) == .answered("abc"))
    #expect(lines.shown.contains("abcd\nlimit of 3 characters reached\n"))
  }

  @Test("a mask's literals may be left out, as when typing, or typed")
  func maskLiterals() throws {
    let field = try Self.field(FieldSpec(id: "phone", rules: FieldRules(format: .mask("(000) 000-0000"))))
    for answer in ["5551234567", "(555) 123-4567"] {
      var lines = ScriptedLines([answer])
      #expect(PlainQuestions.field(field, label: "Phone", on: &lines) == .answered("(555) 123-4567"))
      #expect(lines.shown.hasPrefix("Phone (mask (000) 000-0000): "))
    }
    var incomplete = ScriptedLines(["555"])
    #expect(PlainQuestions.field(field, label: "Phone", on: &incomplete) == .cancelled)
    #expect(incomplete.shown.contains("not complete yet (mask (000) 000-0000)"))
  }

  @Test("numbers: their range in the question, out of range refused")
  func numbers() throws {
    let field = try Self.field(
      FieldSpec(
        id: "age",
        rules: FieldRules(format: .number(NumberFormat(isDecimal: false, minimum: "0", maximum: "130")))))
    var lines = ScriptedLines(["200", "42"])
    #expect(PlainQuestions.field(field, label: "Age", on: &lines) == .answered("42"))
    #expect(lines.shown.hasPrefix("Age (integer from 0 to 130): 200\n"))
    #expect(lines.shown.components(separatedBy: "Age (").count == 3)
  }

  @Test("a password is asked hidden and said so; an initial value is kept by an empty answer")
  func passwordAndInitialValue() throws {
    var spec = FieldSpec(id: "secret", label: "Secret", isPassword: true)
    var lines = ScriptedLines(["hunter2"])
    #expect(PlainQuestions.field(try Self.field(spec), label: "Secret", on: &lines) == .answered("hunter2"))
    #expect(lines.hidden == [true])
    #expect(lines.shown == "Secret (not shown as you type): \n")
    spec.value = "old"
    lines = ScriptedLines([""])
    #expect(PlainQuestions.field(try Self.field(spec), label: "Secret", on: &lines) == .answered("old"))
    #expect(lines.shown.hasPrefix("Secret (not shown as you type) [Enter keeps it]: "))
    lines = ScriptedLines([""])
    let named = try Self.field(FieldSpec(id: "n", value: "Ada"))
    #expect(PlainQuestions.field(named, label: "", on: &lines) == .answered("Ada"))
    #expect(lines.shown.hasPrefix("Value [Ada]: "))
  }

  @Test("answers from stdin: a broken rule ends it with the reasons; the end of stdin is no answer")
  func fromStdin() throws {
    let field = try Self.field(FieldSpec(id: "n", rules: FieldRules(limits: [LengthLimit(1)])))
    var lines = ScriptedLines(["ab", "a"], interactive: false)
    #expect(PlainQuestions.field(field, label: "N", on: &lines) == .refused(["limit of 1 character reached"]))
    var empty = ScriptedLines([], interactive: false)
    #expect(PlainQuestions.field(field, label: "N", on: &empty) == .noAnswer)
    var atTerminal = ScriptedLines([])
    #expect(PlainQuestions.field(field, label: "N", on: &atTerminal) == .cancelled)
  }

  @Test(
    "confirm: y, yes, n, no in any case; an empty line takes the default; anything else is asked again",
    arguments: [
      ("y", false, true), ("YES", false, true), ("n", true, false), ("No", true, false), ("", false, false),
      ("", true, true),
    ])
  func confirm(answer: String, defaultAnswer: Bool, result: Bool) {
    var lines = ScriptedLines(["maybe", answer])
    #expect(PlainQuestions.confirm("Go on?", defaultAnswer: defaultAnswer, on: &lines) == .answered(result))
    #expect(
      lines.shown.hasPrefix("Go on? " + (defaultAnswer ? "[Y/n]" : "[y/N]") + ": maybe\nanswer y or n\n"))
  }

  static let fruit = ["apple", "pear", "peach", "plum", "Apricot"]

  @Test(
    "choose: the items numbered; a number, an item's text, or a filter (ranked as the list ranks) then a number"
  )
  func choose() {
    let list = PlainChoose(title: "Fruit", list: ChoiceList(items: Self.fruit, marked: ["plum"]))
    var lines = ScriptedLines(["9", "pe", "2"])
    #expect(list.ask(on: &lines) == .answered(["peach"]))
    #expect(
      lines.shown == """
        Fruit
          1) apple
          2) pear
          3) peach
          4) plum (current)
          5) Apricot
        Choose 1-5, or type a query [plum]: 9
        no item numbered 9: choose 1 to 5
        Choose 1-5, or type a query [plum]: pe
          1) pear
          2) peach
          3) apple
        Choose 1-3 of those matching "pe", or type a query [plum]: 2

        """)
    lines = ScriptedLines(["plum"])
    #expect(list.ask(on: &lines) == .answered(["plum"]))
    lines = ScriptedLines(["zz"], interactive: false)
    #expect(list.ask(on: &lines) == .refused(["no item matches \"zz\""]))
  }

  @Test("choose: a page at a time, Enter for the next; Other… asks for a new item under its rules")
  func pagesAndOther() throws {
    let items = (1...12).map { "item \($0)" }
    let newItem = try FieldSpec(id: "item", rules: FieldRules(limits: [LengthLimit(4)])).makeField()
    let list = PlainChoose(title: "", list: ChoiceList(items: items), newItem: newItem, pageSize: 5)
    var lines = ScriptedLines(["", "", "13", "kiwi!", "kiwi"])
    #expect(list.ask(on: &lines) == .answered(["kiwi"]))
    #expect(lines.shown.hasPrefix("  1) item 1\n"))
    #expect(
      lines.shown.contains(
        "  page 1 of 3\nChoose 1-13, or type a query (Enter: next page): \n  6) item 6\n"))
    #expect(lines.shown.contains("  12) item 12\n  13) Other…\n  page 3 of 3\n"))
    #expect(
      lines.shown.contains(
        "New item (at most 4 characters, required): kiwi!\nlimit of 4 characters reached\n"))
  }

  /// The fruit list of several choices, at most `limit`, `marked` chosen at start.
  static func several(limit: Int? = nil, marked: [String] = [], other: Bool = false) -> PlainChoose {
    let list = ChoiceList(
      items: fruit.map { Array($0.utf8) }, marked: marked.map { Array($0.utf8) },
      configuration: .init(allowsOther: other, selection: .multiple(limit: limit)))
    return PlainChoose(title: "", list: list, newItem: other ? try? FieldSpec(id: "item").makeField() : nil)
  }

  @Test(
    "several choices in one answer: numbers, ranges and items, separated by spaces or commas, in the list's order",
    arguments: [
      ("1 3", ["apple", "peach"]), ("3,1", ["apple", "peach"]), ("2-4", ["pear", "peach", "plum"]),
      ("5-4, 1", ["apple", "plum", "Apricot"]), ("plum 1 1", ["apple", "plum"]),
      ("pear,Apricot", ["pear", "Apricot"]),
      ("4", ["plum"]),
    ])
  func several(answer: String, chosen: [String]) {
    var lines = ScriptedLines([answer])
    #expect(Self.several().ask(on: &lines) == .answered(chosen))
    #expect(lines.shown.hasSuffix("Choose one or more of 1-5 (like 1 3 5-7), or type a query: \(answer)\n"))
  }

  @Test(
    "several choices: the limit said in the question and enforced; a bad number named; other words filter")
  func severalRefused() {
    var lines = ScriptedLines(["1-3", "1 9", "2 3"])
    #expect(Self.several(limit: 2).ask(on: &lines) == .answered(["pear", "peach"]))
    #expect(
      lines.shown.contains(
        """
        Choose up to 2 of 1-5 (like 1 3 5-7), or type a query: 1-3
        at most 2 items can be chosen, not 3
        Choose up to 2 of 1-5 (like 1 3 5-7), or type a query: 1 9
        no item numbered 9: choose 1 to 5
        """))
    // Words that are neither numbers nor items filter, and numbers then count in the filtered list.
    lines = ScriptedLines(["pe", "1 2"])
    #expect(Self.several().ask(on: &lines) == .answered(["pear", "peach"]))
    #expect(lines.shown.contains("Choose one or more of 1-3 of those matching \"pe\" (like 1 3 5-7)"))
    // "Other…" among the numbers asks for the new item, which comes last; over the limit, counted.
    lines = ScriptedLines(["1 6", "kiwi"])
    #expect(Self.several(other: true).ask(on: &lines) == .answered(["apple", "kiwi"]))
    lines = ScriptedLines(["1-6"], interactive: false)
    #expect(
      Self.several(limit: 5, other: true).ask(on: &lines)
        == .refused(["at most 5 items can be chosen, not 6"]))
  }

  @Test("Enter alone takes the items chosen at start, named in the question; without them, the next page")
  func defaults() {
    var lines = ScriptedLines([""])
    #expect(Self.several(marked: ["plum", "pear"]).ask(on: &lines) == .answered(["pear", "plum"]))
    #expect(lines.shown.hasSuffix("(like 1 3 5-7), or type a query [pear, plum]: \n"))
    #expect(lines.shown.contains("  2) pear (current)\n") && lines.shown.contains("  4) plum (current)\n"))
    let long = (1...12).map { "item \($0)" }
    lines = ScriptedLines([""])
    let one = PlainChoose(title: "", list: ChoiceList(items: long, marked: ["item 9"]), pageSize: 5)
    #expect(one.ask(on: &lines) == .answered(["item 9"]))
    #expect(lines.shown.hasSuffix("Choose 1-12, or type a query [item 9]: \n"))
    lines = ScriptedLines(["", "7"])
    #expect(
      PlainChoose(title: "", list: ChoiceList(items: long), pageSize: 5).ask(on: &lines)
        == .answered(["item 7"]))
    #expect(lines.shown.contains("(Enter: next page): \n  6) item 6\n"))
  }

  @Test(
    "choose: the list's order (--tac), a first query (--query) given back with the choice, the header first",
    arguments: [
      (Self.reversed, "", [String](), ["2"], "  1) Apricot\n  2) plum\n  3) peach", "plum", ""),
      (.init(), "p", [], ["1"], "  1) pear\n  2) plum\n  3) peach\n  4) apple", "pear", "p"),
      (.init(), "p", ["Fruit:", ""], ["pl", "1"], "Fruit:\n\n  1) pear", "plum", "pl"),
      (.init(), "zz", [], ["ap", "1"], "no item matches \"zz\"\nType a query: ", "apple", "ap"),
    ])
  func queryAtStart(
    configuration: ChoiceList.Configuration, query: String, header: [String], answers: [String],
    shown: String,
    chosen: String, query typed: String
  ) {
    var list = PlainChoose(title: "", list: ChoiceList(items: Self.fruit, configuration: configuration))
    list.query = query
    list.header = header
    var lines = ScriptedLines(answers)
    let answer = list.chooseWithQuery(on: &lines)
    #expect(answer.map { Self.text($0.chosen, in: list) } == .answered(chosen))
    #expect(answer.map(\.query) == .answered(typed))
    #expect(lines.shown.contains(shown), "\(lines.shown)")
  }

  /// The items' order reversed, as `--tac` reverses it.
  static let reversed = {
    var configuration = ChoiceList.Configuration()
    configuration.reversesInput = true
    return configuration
  }()

  /// The text of the item a single choice chose, or nil.
  static func text(_ chosen: PlainChoose.Chosen, in list: PlainChoose) -> String? {
    if case .item(let index) = chosen { return list.items[index] }
    return nil
  }

  @Test("choose: with none shown, Enter ends with no item when the caller prints the query (--print-query)")
  func endsWithoutMatch() {
    var list = PlainChoose(title: "", list: ChoiceList(items: Self.fruit))
    list.query = "zz"
    var lines = ScriptedLines([""], interactive: false)
    #expect(list.chooseWithQuery(on: &lines).map(\.chosen) == .refused([PlainWording.emptyChoice]))
    list.endsWithoutMatch = true
    lines = ScriptedLines([""])
    #expect(list.chooseWithQuery(on: &lines) == .answered(.init(chosen: .items([], new: nil), query: "zz")))
    #expect(lines.shown.hasSuffix("Type a query (Enter: none): \n"))
  }
}
