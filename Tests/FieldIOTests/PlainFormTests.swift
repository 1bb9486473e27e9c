import FieldEngine
import ScriptedLines
import Testing

@testable import FieldIO

/// A form of every kind in plain lines: pages announced, each shown element asked as its kind is
/// asked on its own, conditions decided again after each answer, the engine's checks before moving
/// on, the answers from a terminal or from stdin.
@Suite("Plain forms")
struct PlainFormTests {
  /// Two pages: a name, a description, a note, a database and (for PostgreSQL only) its version;
  /// then the features and a yes/no question.
  static func wizard() throws -> Form {
    try Form(pages: [
      FormPage(
        title: "Project", description: "About the project.",
        elements: [
          .text(Field(id: "name", label: "Name", validators: [.required])),
          .area("about", label: "About"),
          .note("Pick a database.\nSQLite needs no server.", title: "Database"),
          .select(
            "database", label: "Database",
            options: [FormOption("PostgreSQL", value: "postgres"), FormOption("SQLite", value: "sqlite")]),
          .select("version", label: "Version", options: ["16", "15"], value: "16")
            .when(.equals("database", "postgres")),
        ]),
      FormPage(
        title: "Options",
        elements: [
          .multiselect("features", label: "Features", options: ["auth", "mail", "search"], atLeast: 1),
          .confirm("telemetry", label: "Send usage data?"),
        ]),
    ])
  }

  static let wizardAnswers = ["Ada", "A tool.", "", "It works.", ".", "1", "2", "1 3", "y"]
  static let wizardValues: FormValues = [
    "name": "Ada", "about": "A tool.\n\nIt works.", "database": "postgres", "version": "15",
    "features": ["auth", "search"], "telemetry": true,
  ]

  @Test("every kind on two pages: pages announced, each kind asked as on its own, the values typed")
  func everyKind() throws {
    var lines = ScriptedLines(Self.wizardAnswers)
    #expect(
      PlainQuestions.form(try Self.wizard(), title: "Setup", on: &lines) == .answered(Self.wizardValues))
    #expect(
      lines.shown == """
        Setup
        Page 1 of 2: Project
        About the project.
        Name (required): Ada
        About (a line of only . or Ctrl-D ends the text):
        A tool.

        It works.
        .
        Database
        Pick a database.
        SQLite needs no server.
        Database
          1) PostgreSQL
          2) SQLite
        Choose 1-2, or type a query: 1
        Version
          1) 16 (current)
          2) 15
        Choose 1-2, or type a query [16]: 2
        Page 2 of 2: Options
        Features
          1) auth
          2) mail
          3) search
        Choose one or more of 1-3 (like 1 3 5-7), or type a query: 1 3
        Send usage data? [y/N]: y

        """)
  }

  @Test("the same answers from stdin give the same values")
  func everyKindFromStdin() throws {
    var lines = ScriptedLines(Self.wizardAnswers, interactive: false)
    #expect(PlainQuestions.form(try Self.wizard(), title: "", on: &lines) == .answered(Self.wizardValues))
  }

  @Test("a hidden element is never asked and has no value; Enter takes a choice's current value")
  func hiddenNeverAsked() throws {
    var lines = ScriptedLines(["Ada", ".", "SQLite", "2", ""])
    let values: FormValues = [
      "name": "Ada", "about": "", "database": "sqlite", "features": ["mail"], "telemetry": false,
    ]
    #expect(PlainQuestions.form(try Self.wizard(), title: "", on: &lines) == .answered(values))
    #expect(!lines.shown.contains("Version"))
    #expect(lines.shown.contains("Choose 1-2, or type a query: SQLite\nPage 2 of 2: Options\n"))
  }

  /// A chain of three conditions: b while a is yes, c while b is "x", d while c is "y"; b and c
  /// hold the values their successors want at first.
  static func chain() throws -> Form {
    try Form([
      .confirm("a", label: "A?"),
      .select("b", label: "B", options: ["x", "z"], value: "x").when(.equals("a", true)),
      .select("c", label: "C", options: ["y", "w"], value: "y").when(.equals("b", "x")),
      .text(Field(id: "d", label: "D")).when(.equals("c", "y")),
      .text(Field(id: "end", label: "End")),
    ])
  }

  /// Answers to the chain, and the values they give.
  static let chainAnswers: [([String], FormValues)] = [
    (["y", "", "", "deep", "e"], ["a": true, "b": "x", "c": "y", "d": "deep", "end": "e"]),
    (["y", "", "2", "e"], ["a": true, "b": "x", "c": "w", "end": "e"]),
    (["y", "2", "e"], ["a": true, "b": "z", "end": "e"]),
    (["n", "e"], ["a": false, "end": "e"]),
  ]

  @Test(
    "a chain of three conditions, each decided after the answer before it; a link that fails hides the rest",
    arguments: chainAnswers)
  func chainOfThree(answers: [String], values: FormValues) throws {
    var lines = ScriptedLines(answers)
    #expect(PlainQuestions.form(try Self.chain(), title: "", on: &lines) == .answered(values))
    for (id, label) in [("b", "B\n"), ("c", "C\n"), ("d", "D: ")] {
      #expect(lines.shown.contains(label) == (values[id] != nil), "\(id) in \(lines.shown)")
    }
  }

  @Test("a page whose condition fails is neither announced nor asked, nor counted")
  func hiddenPage() throws {
    let form = try Form(pages: [
      FormPage(title: "First", elements: [.confirm("more", label: "More?")]),
      FormPage(
        title: "More", when: .equals("more", true), elements: [.text(Field(id: "extra", label: "Extra"))]),
      FormPage(title: "Last", elements: [.text(Field(id: "last", label: "Last"))]),
    ])
    var lines = ScriptedLines(["", "z"])
    #expect(PlainQuestions.form(form, title: "", on: &lines) == .answered(["more": false, "last": "z"]))
    #expect(lines.shown == "Page 1 of 2: First\nMore? [y/N]: \nPage 2 of 2: Last\nLast: z\n")
    lines = ScriptedLines(["y", "x", "z"])
    #expect(
      PlainQuestions.form(form, title: "", on: &lines)
        == .answered(["more": true, "extra": "x", "last": "z"]))
    #expect(lines.shown.contains("Page 2 of 3: More\nExtra: x\nPage 3 of 3: Last\n"))
  }

  @Test("a form of one page announces its title only, or nothing; a form of text fields asks as before")
  func onePage() throws {
    var lines = ScriptedLines(["Ada", "Li"])
    let fields = try Form([Field(id: "first", label: "First name"), Field(id: "last")])
    #expect(PlainQuestions.form(fields, title: "", on: &lines) == .answered(["first": "Ada", "last": "Li"]))
    #expect(lines.shown == "First name: Ada\nlast: Li\n")
    let titled = try Form(pages: [
      FormPage(title: "You", elements: [.confirm("ok", label: "OK?", value: true)])
    ])
    lines = ScriptedLines([""])
    #expect(PlainQuestions.form(titled, title: "", on: &lines) == .answered(["ok": true]))
    #expect(lines.shown == "You\nOK? [Y/n]: \n")
  }

  /// A password typed twice, a choice of two or three with "Other…" under rules, a yes/no.
  static func checked() throws -> Form {
    try Form([
      .text(Field(id: "password", label: "Password", validators: [.required])),
      .text(Field(id: "again", label: "Again")).same(as: "password"),
      .multiselect(
        "tags", label: "Tags", options: ["red", "green", "blue"], atLeast: 2, atMost: 3,
        other: FieldRules(limits: [LengthLimit(4)])),
      .confirm("ok", label: "OK?"),
    ])
  }

  @Test(
    "refusals are said in the engine's words and the element asked again: sameAs, at least, at most, rules")
  func refusalsAskedAgain() throws {
    var lines = ScriptedLines(["pw", "px", "pw", "1", "1-4", "2 4", "violet", "teal", "maybe", "y"])
    #expect(
      PlainQuestions.form(try Self.checked(), title: "", on: &lines)
        == .answered(["password": "pw", "again": "pw", "tags": ["green", "teal"], "ok": true]))
    #expect(lines.shown.contains("Again: px\nmust match Password\nAgain: pw\n"))
    #expect(
      lines.shown.contains(
        "Choose 2 to 3 of 1-4 (like 1 3 5-7), or type a query: 1\nchoose at least 2\nTags\n"))
    #expect(lines.shown.contains("  1) red (current)\n"))
    #expect(lines.shown.contains("query [red]: 1-4\nat most 3 items can be chosen, not 4\n"))
    #expect(
      lines.shown.contains(
        "New item (at most 4 characters, required): violet\nlimit of 4 characters reached\n"))
    #expect(lines.shown.contains("OK? [y/N]: maybe\nanswer y or n\nOK? [y/N]: y\n"))
  }

  @Test(
    "from stdin a refusal ends the form with its reasons",
    arguments: [
      (["pw", "px"], ["must match Password"]),
      (["pw", "pw", "1"], ["choose at least 2"]),
      (["pw", "pw", "1 2", "maybe"], ["answer y or n"]),
    ])
  func refusedFromStdin(answers: [String], reasons: [String]) throws {
    var lines = ScriptedLines(answers, interactive: false)
    #expect(PlainQuestions.form(try Self.checked(), title: "", on: &lines) == .refused(reasons))
  }

  @Test("a sameAs naming a later field is checked when the form is submitted, and its field asked again")
  func sameAsLater() throws {
    let form = try Form([
      .text(Field(id: "again", label: "Again")).same(as: "password"),
      .text(Field(id: "password", label: "Password")),
    ])
    var lines = ScriptedLines(["a", "b", "b"])
    #expect(PlainQuestions.form(form, title: "", on: &lines) == .answered(["again": "b", "password": "b"]))
    #expect(lines.shown == "Again: a\nPassword: b\nAgain: must match Password\nAgain: b\n")
    lines = ScriptedLines(["a", "b"], interactive: false)
    #expect(PlainQuestions.form(form, title: "", on: &lines) == .refused(["Again: must match Password"]))
  }

  @Test("the end of input mid-form: cancelled at a terminal, no answer from stdin")
  func endOfInput() throws {
    var lines = ScriptedLines(["Ada", "."])
    #expect(PlainQuestions.form(try Self.wizard(), title: "", on: &lines) == .cancelled)
    #expect(lines.shown.hasSuffix("Choose 1-2, or type a query: "))
    lines = ScriptedLines(["Ada", "."], interactive: false)
    #expect(PlainQuestions.form(try Self.wizard(), title: "", on: &lines) == .noAnswer)
  }

  @Test(
    "a text area ends at the end of input too: the next question is asked at a terminal, and from stdin it is the last"
  )
  func areaEndsAtEndOfInput() throws {
    let form = try Form([.area("about", label: "About"), .confirm("ok", label: "OK?")])
    var lines = ScriptedLines([])
    lines.answers = [.line("one"), .end, .line("y")]
    #expect(PlainQuestions.form(form, title: "", on: &lines) == .answered(["about": "one", "ok": true]))
    let last = try Form([.confirm("ok", label: "OK?"), .area("about", label: "About")])
    lines = ScriptedLines(["y", "one", "two"], interactive: false)
    #expect(PlainQuestions.form(last, title: "", on: &lines) == .answered(["ok": true, "about": "one\ntwo"]))
  }

  @Test("a required choice with no options says so and ends refused; one that may be empty is passed")
  func noOptions() throws {
    let required = try Form([
      .text(Field(id: "name", label: "Name")),
      .select("db", label: "Database", options: []).options(from: "true"),
      .text(Field(id: "after", label: "After")),
    ])
    var lines = ScriptedLines(["Ada", "never asked"])
    #expect(
      PlainQuestions.form(required, title: "", on: &lines)
        == .refused(["Database: no options to choose from"]))
    #expect(lines.shown == "Name: Ada\nDatabase: no options to choose from\n")
    let optional = try Form([
      .multiselect("tags", label: "Tags", options: []).options(from: "true"),
      .text(Field(id: "after", label: "After")),
    ])
    lines = ScriptedLines(["x"])
    #expect(PlainQuestions.form(optional, title: "", on: &lines) == .answered(["tags": [], "after": "x"]))
    #expect(lines.shown == "Tags: no options\nAfter: x\n")
  }

  @Test("a choice's options are read just before it is asked, with the earlier values; a failure is said")
  func optionsRead() throws {
    let form = try Form([
      .text(Field(id: "database", label: "Database")),
      .select("version", label: "Version", options: []).options(from: "versions"),
    ])
    var lines = ScriptedLines(["postgres", "2"])
    let read = PlainQuestions.form(form, title: "", on: &lines) { element, values in
      #expect(element.id == "version")
      #expect(values == ["database": "postgres"])
      return .success(["16", "15"])
    }
    #expect(read == .answered(["database": "postgres", "version": "15"]))
    lines = ScriptedLines(["postgres"])
    let failed = PlainQuestions.form(form, title: "", on: &lines) { _, _ in
      .failure(.init("versions: not found"))
    }
    #expect(failed == .refused(["Version: no options to choose from"]))
    #expect(lines.shown.hasSuffix("Version: versions: not found\nVersion: no options to choose from\n"))
  }

  @Test(
    "a choice gives its options' values, shown by their labels; Other… and Enter for none when none need be")
  func choiceValues() throws {
    let form = try Form([
      .select(
        "size", label: "Size", options: [FormOption("Large", value: "L"), FormOption("Small", value: "S")],
        other: FieldRules(allowedCharacters: "XLMS")),
      .multiselect("extras", label: "Extras", options: ["milk", "sugar"]),
    ])
    var lines = ScriptedLines(["3", "xl", "XL", ""])
    #expect(PlainQuestions.form(form, title: "", on: &lines) == .answered(["size": "XL", "extras": []]))
    #expect(lines.shown.contains("  1) Large\n  2) Small\n  3) Other…\n"))
    #expect(lines.shown.contains("'x' is not allowed"))
    #expect(lines.shown.hasSuffix("(like 1 3 5-7), or type a query (Enter: none): \n"))
    lines = ScriptedLines(["Small", "sugar"])
    #expect(
      PlainQuestions.form(form, title: "", on: &lines) == .answered(["size": "S", "extras": ["sugar"]]))
  }

  @Test("text fields keep their rules, defaults and initial values in a form; a hidden password answer")
  func textFields() throws {
    var masked = try FieldSpec(
      id: "phone", label: "Phone", rules: FieldRules(format: .mask("(000) 000-0000")))
    masked.submitsLiterals = false
    var defaulted = FieldSpec(id: "user", label: "User")
    defaulted.defaultValue = "guest"
    let form = try Form([
      .text(try masked.makeField()), .text(try defaulted.makeField()),
      .text(Field(id: "city", label: "City", value: "Oslo")),
      .text(try FieldSpec(id: "pin", label: "PIN", isPassword: true).makeField()),
    ])
    var lines = ScriptedLines(["5551234567", "", "", "1234"])
    #expect(
      PlainQuestions.form(form, title: "", on: &lines)
        == .answered(["phone": "5551234567", "user": "guest", "city": "Oslo", "pin": "1234"]))
    #expect(lines.shown.contains("User (Enter for guest): \nCity [Oslo]: \n"))
    #expect(lines.hidden == [false, false, false, true])
  }
}

extension PlainFormTests {
  @Test(
    "a choice of several says how many an answer takes",
    arguments: [
      (0, nil, "one or more"), (1, 3, "up to 3"), (2, 3, "2 to 3"), (2, nil, "at least 2"), (2, 2, "2"),
    ] as [(Int, Int?, String)])
  func amounts(atLeast: Int, atMost: Int?, words: String) {
    #expect(PlainWording.amount(atLeast: atLeast, atMost: atMost) == words)
  }
}
