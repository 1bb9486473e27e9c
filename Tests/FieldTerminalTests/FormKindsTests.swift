import FieldEngine
import ScriptedLines
import Testing

@testable import FieldIO
@testable import FieldKeys
@testable import FieldTerminal

/// A form of every kind through its keys: choices, yes/no questions, notes, text areas, pages.
@Suite("Forms of every kind: the controller")
struct FormKindsTests {
  static func wizard() throws -> Form {
    try Form(pages: [
      FormPage(
        title: "Database", description: "Where the data lives.",
        elements: [
          .select(
            "database", label: "Database",
            options: ["postgres", "sqlite", FormOption("MySQL", value: "mysql")]),
          .select("version", label: "Version", options: ["16", "15"]).when(.equals("database", "postgres")),
          .multiselect(
            "features", label: "Features", options: ["auth", "mail", "jobs"], atLeast: 1, atMost: 2),
        ]),
      FormPage(
        title: "Finish",
        elements: [
          .note("Almost done.", title: "Note"),
          .confirm("telemetry", label: "Telemetry?"),
          .area("notes", label: "Notes"),
          .text(Field(id: "name", label: "Name")),
        ]),
    ])
  }

  @Test(
    "a select: its options below it, typing narrows them, Enter takes one and moves on; a condition shows the next"
  )
  func select() throws {
    var controller = FormController(form: try Self.wizard(), title: "Install").sized(60, 14)
    #expect(
      controller.frame().textGrid() == [
        " Install · Database                             page 1 of 2",
        " Where the data lives.",
        "",
        "› Database    [ type to narrow the options                 ]",
        "",
        "               › ( ) postgres",
        "                 ( ) sqlite",
        "                 ( ) MySQL",
        "                 3 of 3",
        "  Features    [none chosen                                 ]",
        "               0 chosen · at least 1 · at most 2",
        "",
        "",
        " ↑↓ move · Enter take · Tab next · Esc cancel · ^C quit …",
      ])
    controller.type("my")
    #expect(
      controller.frame().textGrid()[5...6] == ["               › ( ) MySQL", "                 1 of 3"])
    controller.handle(.key(.enter, []))
    #expect(controller.form.values.text("database") == "mysql")
    #expect(controller.form.focusedElement.id == "features")
    controller.handle(.key(.backTab, []))
    controller.handle(.key(.up, []))
    controller.handle(.key(.up, []))
    controller.handle(.key(.enter, []))
    // postgres shows the version, and focus goes to it.
    #expect(controller.form.focusedElement.id == "version")
    #expect(
      controller.frame().textGrid()[3] == "  Database    [postgres                                    ]")
  }

  @Test("a multiselect: Space chooses, at most its most, Enter moves on; leaving the page checks at least")
  func multiselect() throws {
    var form = try Self.wizard()
    form.choose(option: 1)
    form.focus(2)
    var controller = FormController(form: form, title: "Install").sized(60, 16)
    controller.handle(.key(.enter, []))
    #expect(controller.message?.text == "Features: choose at least 1")
    #expect(controller.form.pageIndex == 0)
    controller.handle(.text(" "))
    controller.handle(.key(.down, []))
    controller.handle(.text(" "))
    controller.handle(.key(.down, []))
    controller.handle(.text(" "))
    #expect(controller.message?.text == "at most 2 can be chosen")
    #expect(
      controller.frame().textGrid()[6...10] == [
        "               2 chosen · at least 1 · at most 2",
        "                 [x] auth",
        "                 [x] mail",
        "               › [ ] jobs",
        "                 3 of 3",
      ])
    controller.handle(.key(.character("n"), [.alt]))
    #expect(controller.form.values.list("features") == [])
    controller.handle(.key(.character("a"), [.alt]))
    #expect(controller.form.values.list("features") == ["auth", "mail"])
    controller.handle(.key(.enter, []))
    // The page's checks pass: page two, its note skipped.
    #expect(controller.form.pageIndex == 1)
    #expect(controller.form.focusedElement.id == "telemetry")
  }

  @Test("in vi mode a form's text area reads vi's keys: commands on the cursor's line, k and j between lines")
  func areaInViMode() throws {
    var controller = FormController(
      form: try Form([.area("notes", label: "Notes"), .text(Field(id: "name", label: "Name"))]),
      title: "Notes"
    ).sized(60, 16)
    controller.editing = .vi
    controller.type("one two")
    controller.handle(.key(.enter, []))
    controller.type("three")
    #expect(controller.frame().textGrid().contains { $0.contains("[I] Notes") })
    controller.handle(.key(.escape, []))
    #expect(controller.frame().textGrid().contains { $0.contains("[N] Notes") })
    // k: the line above; 0 to its start, dw deletes "one ".
    controller.type("k0dw")
    #expect(controller.form.values.text("notes") == "two\nthree")
    // j: back down; x deletes the character under the cursor; u undoes it.
    controller.type("j0x")
    #expect(controller.form.values.text("notes") == "two\nhree")
    controller.type("u")
    #expect(controller.form.values.text("notes") == "two\nthree")
    #expect(controller.status == .running)
  }

  @Test(
    "page two: y answers and moves on, the area takes lines, Shift-Tab goes back a page with the answers kept; the transcript holds both pages"
  )
  func secondPage() throws {
    var form = try Self.wizard()
    form.focus(0)
    form.choose(option: 1)
    form.focus(2)
    form.choose(option: 0)
    var controller = FormController(form: form, title: "Install").sized(60, 16)
    controller.handle(.key(.enter, []))
    controller.handle(.text("y"))
    #expect(controller.form.focusedElement.id == "notes")
    controller.type("line one")
    controller.handle(.key(.enter, []))
    controller.type("two")
    #expect(
      controller.frame().textGrid()[0...10] == [
        " Install · Finish                               page 2 of 2",
        "",
        "  Note",
        "  Almost done.",
        "  Telemetry?  [ Yes ]  No",
        "",
        "› Notes       [line one                                    ]",
        "              [two                                         ]",
        "              [                                            ]",
        "               2 lines",
        "  Name        [                                            ]",
      ])
    controller.handle(.key(.backTab, []))
    controller.handle(.key(.backTab, []))
    #expect(controller.form.pageIndex == 0)
    #expect(controller.form.focusedElement.id == "features")
    #expect(controller.form.values.text("database") == "sqlite")
    controller.handle(.key(.enter, []))
    controller.handle(.key(.tab, []))
    controller.handle(.key(.tab, []))
    controller.type("Ada")
    controller.handle(.key(.enter, []))
    #expect(
      controller.status
        == .submitted([
          "database": "sqlite", "features": ["auth"], "telemetry": true, "notes": "line one\ntwo",
          "name": "Ada",
        ]))
    // A line for each element shown on every page (page 1's too), none for the note.
    #expect(
      controller.transcript == [
        "Database: sqlite", "Features: auth", "Telemetry?: yes", "Notes: line one two", "Name: Ada",
      ])
  }

  @Test("Other…: the new item must pass the choice's rules; it is the value")
  func other() throws {
    var rules = FieldRules()
    rules.maxLength = 4
    var controller = FormController(
      form: try Form([.select("color", label: "Color", options: ["red", "blue"], other: rules)]), title: ""
    ).sized(50, 12)
    // The rules hold while typing: the fifth character is refused.
    controller.type("purple")
    #expect(controller.frame().textGrid().contains { $0.contains("› ( ) Other…: purp") })
    // A blank new item is refused (two spaces match every option: "Other…" is the third row).
    controller.handle(.key(.control("u"), []))
    controller.type("  ")
    controller.handle(.key(.down, []))
    controller.handle(.key(.down, []))
    controller.handle(.key(.enter, []))
    #expect(controller.status == .running)
    #expect(controller.message?.kind == .error)
    controller.handle(.key(.control("u"), []))
    controller.type("pink")
    controller.handle(.key(.enter, []))
    #expect(controller.status == .submitted(["color": "pink"]))
  }

  @Test("inline: the page's rows only, and the help row; a too-small screen says so")
  func inline() throws {
    let rows = FormController(form: try Self.wizard(), title: "Install").inlineHeight(
      width: 60, screenHeight: 30)
    let controller = FormController(form: try Self.wizard(), title: "Install").sized(60, rows, inline: true)
    let grid = controller.frame().textGrid()
    #expect(grid.first == " Install · Database                             page 1 of 2")
    #expect(grid.last == " ↑↓ move · Enter take · Tab next · Esc cancel · ^C quit …")
    #expect(!grid.joined().contains("more"))
    #expect(grid.contains("               0 chosen · at least 1 · at most 2"))
    let small = FormController(form: try Self.wizard(), title: "Install").sized(10, 3)
    #expect(small.frame().textGrid().joined().contains("larger"))
  }
}

/// A form's commands: a choice's options read from a command with the earlier answers, and the
/// whole form's check.
@Suite("Forms of every kind: commands")
struct FormCommandTests {
  @Test(
    "options from a command: loading… while it runs, the earlier answers in TFIELD_ variables, read again when one changes"
  )
  func optionsFromCommand() async throws {
    var controller = FormController(
      form: try Form([
        .select("db-kind", label: "Kind", options: ["pg", "my"]),
        .select("version", label: "Version", options: []).options(
          from: "printf '%s-1\\n%s-2\\n' \"$TFIELD_DB_KIND\" \"$TFIELD_DB_KIND\""),
      ]), title: ""
    ).sized(50, 12)
    controller.handle(.key(.enter, []))
    #expect(controller.frame().textGrid().contains { $0.contains("loading…") })
    #expect(await ValueCheckComponentTests.wakeWhenReady(&controller, seconds: 60))
    #expect(controller.frame().textGrid().contains { $0.contains("› ( ) pg-1") })
    controller.handle(.key(.down, []))
    controller.handle(.key(.enter, []))
    #expect(controller.status == .submitted(["db-kind": "pg", "version": "pg-2"]))
  }

  @Test("a command that fails: its first line of errors where the options would be; nothing to submit")
  func optionsCommandFails() async throws {
    var controller = FormController(
      form: try Form([
        .select("v", label: "V", options: []).options(from: "echo 'no \u{1b}[31mnetwork' >&2; exit 3")
      ]),
      title: ""
    ).sized(50, 10)
    #expect(await ValueCheckComponentTests.wakeWhenReady(&controller, seconds: 60))
    #expect(controller.frame().textGrid().contains { $0.contains("options: no \\e[31mnetwork") })
    controller.handle(.key(.enter, []))
    #expect(controller.status == .running)
  }

  @Test("the form's check reads every value as JSON; a failure keeps the form open with its first error line")
  func formCheck() async throws {
    var controller = FormController(
      form: try Form([.multiselect("f", options: ["a", "b"]), .confirm("ok")]), title: ""
    ).sized(50, 10)
    controller.formCheck = "grep -q '\"ok\":true' || { echo 'say yes first' >&2; exit 1; }"
    controller.handle(.text(" "))
    controller.handle(.key(.enter, []))
    controller.handle(.text("n"))
    #expect(await ValueCheckComponentTests.wakeWhenReady(&controller, seconds: 60))
    #expect(controller.status == .running)
    #expect(controller.message?.text == "say yes first")
    controller.handle(.text("y"))
    #expect(await ValueCheckComponentTests.wakeWhenReady(&controller, seconds: 60))
    #expect(controller.status == .submitted(["f": ["a"], "ok": true]))
  }
}

extension FormCommandTests {
  @Test("a command that prints nothing: \"no options\", and a required choice cannot be submitted")
  func noOptions() async throws {
    var controller = FormController(
      form: try Form([.select("v", label: "V", options: []).options(from: "true")]), title: ""
    ).sized(50, 10)
    #expect(await ValueCheckComponentTests.wakeWhenReady(&controller, seconds: 60))
    #expect(controller.frame().textGrid().contains { $0.contains("no options") })
    controller.handle(.key(.enter, []))
    #expect(controller.status == .running)
    controller.handle(.key(.tab, []))
    #expect(controller.status == .running)
  }
}
