import FieldEngine
import FieldKeys
import Testing

@testable import FieldTerminal

/// The calendar below a date field (`--calendar`, F3 in a form): where the layouts put it, what
/// it marks, and which keys it takes.
@Suite("Dates: the calendar in a form and a prompt")
struct CalendarComponentTests {
  static let now = LocalDateTime(year: 2026, month: 12, day: 1)

  static func dateField(_ id: String, _ text: String, minimum: String? = nil, maximum: String? = nil) throws
    -> Field
  {
    let format = try TextFormat.date(DateFormat("YYYY-MM-DD", minimum: minimum, maximum: maximum), now: now)
    return Field(id: id, label: id, rules: FieldRules(format: format), value: text)
  }

  static func form(_ fields: [Field], calendar: Set<String>, inline: Bool = false) throws -> FormController {
    var controller = FormController(form: try Form(fields), title: "")
    controller.calendarFields = calendar
    return controller.sized(80, 24, inline: inline)
  }

  @Test("a form of one date field: the month below the field's hint, pushing the help down")
  func inlineGolden() throws {
    var controller = try Self.form([try Self.dateField("d", "2026-12-15")], calendar: ["d"], inline: true)
    #expect(controller.inlineHeight(width: 40, screenHeight: 24) == 11)
    controller = controller.sized(40, 11, inline: true)
    let grid = controller.frame().textGrid()
    #expect(
      grid == [
        "› d  [2026-12-15                       ]",
        "      date YYYY-MM-DD",
        "         December 2026",
        "      Mo Tu We Th Fr Sa Su",
        "          1  2  3  4  5  6",
        "       7  8  9 10 11 12 13",
        "      14 15 16 17 18 19 20",
        "      21 22 23 24 25 26 27",
        "      28 29 30 31",
        "",
        " ←→↑↓ day · PgUp PgDn month …",
      ])
    // The field's date in reverse video (the focus role), today (the 1st) underlined.
    let styles = controller.frame().styleGrid()
    #expect(Array(styles[6])[9...10] == ["F", "F"])
    #expect(Array(styles[4])[9...10] == ["u", "u"])
  }

  @Test("days out of the range are greyed out and no key reaches them")
  func bounds() throws {
    var controller = try Self.form(
      [try Self.dateField("d", "2026-12-15", minimum: "2026-12-10", maximum: "2026-12-17")], calendar: ["d"]
    ).sized(40, 14)
    let styles = controller.frame().styleGrid()
    // Full screen, the calendar's weeks start on row 6: 1-6 are out of the range (the hint
    // role, dim), 14 is in it; 18 on is out again.
    let grid = controller.frame().textGrid()
    #expect(grid[6].hasSuffix(" 1  2  3  4  5  6") && grid[8].contains("14 15 16 17 18"))
    let (first, second) = (Array(styles[6]), Array(styles[8]))
    #expect(first[10] == "h" && first[25] == "h")
    #expect(second[7] == "." && second[10] == "F" && second[16] == "." && second[19] == "h")
    controller.handle(.key(.down, []))
    #expect(controller.form.fields[0].text == "2026-12-17")
    controller.handle(.key(.down, []))
    #expect(controller.form.fields[0].text == "2026-12-17")
    #expect(controller.message?.text == "at the maximum 2026-12-17")
    controller.handle(.key(.pageUp, []))
    #expect(controller.form.fields[0].text == "2026-12-10")
  }

  @Test(
    "the keys: arrows by day and week, Page Up/Down by month, Shift by year; Ctrl-B and Ctrl-F still move the cursor"
  )
  func keys() throws {
    var controller = try Self.form([try Self.dateField("d", "2024-01-31")], calendar: ["d"]).sized(40, 14)
    let steps: [(KeyEvent, String)] = [
      (.key(.right, []), "2024-02-01"), (.key(.left, []), "2024-01-31"), (.key(.down, []), "2024-02-07"),
      (.key(.up, []), "2024-01-31"), (.key(.pageDown, []), "2024-02-29"), (.key(.pageUp, []), "2024-01-29"),
      (.key(.pageDown, [.shift]), "2025-01-29"), (.key(.pageUp, [.shift]), "2024-01-29"),
    ]
    for (key, expected) in steps {
      controller.handle(key)
      #expect(controller.form.fields[0].text == expected, "\(key)")
    }
    let end = controller.form.fields[0].buffer.headOffset
    controller.handle(.key(.control("b"), []))
    #expect(controller.form.fields[0].buffer.headOffset == end - 1)
    // Typing edits the text; the grid follows once it is a whole date.
    controller.handle(.key(.control("e"), []))
    controller.handle(.key(.control("u"), []))
    controller.type("2025-07-0")
    #expect(controller.frame().textGrid().contains { $0.contains("December 2026") })
    controller.type("4")
    #expect(controller.frame().textGrid().contains { $0.contains("July 2025") })
    // Alt-↑ still steps the part under the cursor (the day wraps in its month).
    controller.handle(.key(.up, [.alt]))
    #expect(controller.form.fields[0].text == "2025-07-05")
  }

  @Test(
    "a form of several fields: F3 shows and hides the focused date's calendar; ↑ ↓ are the calendar's then")
  func formF3() throws {
    var controller = try Self.form(
      [
        Field(id: "name", label: "name"), try Self.dateField("when", "2026-12-15"),
        Field(id: "more", label: "more"),
      ],
      calendar: []
    ).sized(50, 20)
    #expect(!controller.frame().textGrid().joined().contains("F3"))
    controller.handle(.key(.tab, []))
    #expect(FormLayout(controller: controller).helpLine.contains("F3 calendar"))
    controller.handle(.key(.function(3), []))
    var grid = controller.frame().textGrid()
    #expect(grid.contains { $0.contains("December 2026") })
    // The field after the date is pushed below the calendar.
    let date = try #require(grid.firstIndex { $0.hasPrefix("› when") })
    #expect(grid[date + 2].contains("December 2026"))
    #expect(grid[date + 2 + CalendarGrid.rows].hasPrefix("  more"))
    controller.handle(.key(.down, []))
    #expect(controller.form.fields[1].text == "2026-12-22")
    #expect(controller.form.focusIndex == 1)
    controller.handle(.key(.function(3), []))
    grid = controller.frame().textGrid()
    #expect(!grid.contains { $0.contains("December 2026") })
    controller.handle(.key(.down, []))
    #expect(controller.form.focusIndex == 2)
    // F3 on a field that is no date does nothing (the form offers no dialogs).
    controller.handle(.key(.function(3), []))
    #expect(controller.calendarFields.isEmpty)
  }

  @Test("a screen too short for the calendar leaves it out, and the form still fits")
  func tooShort() throws {
    let controller = try Self.form([try Self.dateField("d", "2026-12-15")], calendar: ["d"]).sized(40, 8)
    #expect(controller.fitsScreen)
    #expect(!controller.frame().textGrid().joined().contains("December"))
    let narrow = try Self.form([try Self.dateField("d", "2026-12-15")], calendar: ["d"]).sized(22, 14)
    #expect(!narrow.frame().textGrid().joined().contains("December"))
  }

  @Test("a prompt: the calendar in the box below the hint; its keys act on the field, Tab still leaves it")
  func prompt() throws {
    var prompt = PromptController(
      title: "When", question: "Pick a day", field: try Self.dateField("d", "2026-12-15"))
    prompt.showsCalendar = true
    prompt.weekStart = .sunday
    prompt = prompt.sized(60, 24)
    let grid = prompt.frame().textGrid()
    let header = try #require(grid.firstIndex { $0.contains("December 2026") })
    #expect(grid[header + 1].contains("Su Mo Tu We Th Fr Sa"))
    #expect(grid[header + 2].contains("       1  2  3  4  5"))
    #expect(grid[header + CalendarGrid.rows].contains("[ OK ]"))
    prompt.handle(.key(.left, []))
    #expect(prompt.field.text == "2026-12-14")
    // On OK, ← is the field's cursor motion again (a key that edits goes to the field).
    prompt.handle(.key(.tab, []))
    prompt.handle(.key(.left, []))
    #expect(prompt.field.text == "2026-12-14")
    prompt.handle(.key(.tab, []))
    prompt.handle(.key(.enter, []))
    #expect(prompt.status == .submitted("2026-12-14"))
    #expect(prompt.inlineHeight(width: 60, screenHeight: 24) == 9 + CalendarGrid.rows)
  }
}
