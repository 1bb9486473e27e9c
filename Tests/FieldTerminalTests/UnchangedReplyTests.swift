import FieldChoices
import FieldEngine
import FieldKeys
import SeededRandom
import Testing

@testable import FieldTerminal

/// Random keys through every component of the package, in a host as the runner hosts them.
@Suite("Replies that say nothing changed")
struct UnchangedReplyTests {
  /// The keys drawn from: text, the editing and moving keys, the keys that open, close, toggle
  /// and end, with and without modifiers. Ctrl-E is left out: after Ctrl-X it hands the text to
  /// an editor.
  static let keys: [KeyEvent] = {
    var keys: [KeyEvent] = ["a", "B", "7", " ", "é", "-", "/", "+"].map { .text($0) }
    keys += [.paste("pa ste"), .paste("x\ny")]
    let plain: [KeyEvent.Key] = [
      .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .delete, .backspace, .tab, .backTab, .enter,
      .escape, .function(2), .function(3), .function(4), .character("y"), .character("n"),
    ]
    keys += plain.map { .key($0, []) }
    keys += [KeyEvent.Key.left, .right, .up, .down, .home, .end].map { .key($0, [.shift]) }
    keys += ["a", "b", "d", "f", "k", "u", "w", "y", "t", "l", "r", "s", "g", "x", "_", "c", "z"].map {
      .key(.control(Character($0)), [])
    }
    keys += ["b", "f", "d", "u", "l", "c", "y", "p", "n", "1", "3"].map {
      .key(.character(Character($0)), [.alt])
    }
    keys += [.key(.enter, [.alt]), .key(.backspace, [.alt])]
    return keys
  }()

  /// A fresh component of each kind, as `tfield` and fields-demo make them.
  static func components(inline: Bool) throws -> [(String, any TerminalComponent)] {
    var city = Field(id: "city", label: "City", validators: [.required])
    city.history = FieldHistory(["Oslo", "Lima"])
    var secret = Field(id: "secret", label: "Secret")
    secret.isPassword = true
    let date = Field(
      id: "day", label: "Day",
      rules: FieldRules(
        format: try .date(DateFormat("YYYY-MM-DD"), now: .init(year: 2026, month: 12, day: 1))))
    var code = Field(id: "code", label: "Code")
    code.rules.maxLength = 4
    var form = FormController(
      form: try Form([city, secret, date, code]),
      title: "Random")
    form.offersDialogs = true
    form.choices = ["city": ["Paris", "Rome"]]
    form.calendarFields = ["day"]
    form.setCompleter(.candidates(["Paris", "Parma", "Porto"]), for: "code")
    var prompt = PromptController(title: "Name", question: "Who are you?", field: city)
    prompt.setCompleter(Completer.candidates(["Ada", "Alan"]))
    let list = ChoiceListController(
      title: "Fruit",
      list: ChoiceList(
        items: ["pear", "apple", "plum", "fig"],
        configuration: .init(allowsOther: true, selection: .multiple(limit: 2))))
    let confirm = ConfirmController(question: "Go on?")
    let area = TextAreaController(label: "Note", area: TextArea(maxLength: 40, maxLines: 4))
    _ = inline
    return [("form", form), ("prompt", prompt), ("list", list), ("confirm", confirm), ("area", area)]
  }

  @Test("explore", arguments: Array(4...15) as [UInt64])
  func explore(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    for inline in [false, true] {
      for (name, component) in try Self.components(inline: inline) {
        for size in [(60, 20), (30, 6), (12, 3)] {
          var found: [String] = []
          Self.drive(component, width: size.0, height: size.1, inline: inline, random: &random, found: &found)
          #expect(found.isEmpty, "\(name) \(size) inline \(inline): \(found.prefix(3))")
        }
      }
    }
  }

  static func drive<C: TerminalComponent>(
    _ start: C, width: Int, height: Int, inline: Bool, random: inout SplitMix64, found: inout [String]
  ) {
    var component = start
    component.layout(in: Region(width: width, height: height, isInline: inline))
    var history: [KeyEvent] = []
    for _ in 0..<300 {
      if component.isFinished {
        component = start
        component.layout(in: Region(width: width, height: height, isInline: inline))
        history = []
      }
      let key = keys[Int(random.next() % UInt64(keys.count))]
      history.append(key)
      let before = component.frame()
      let reply = component.handle(.key(key))
      if !reply.changesFrame && component.frame() != before {
        found.append("\(history.suffix(6)): \(component.frame().differences(from: before))")
      }
    }
  }
}
