import FieldEngine
import Testing

/// A date field says why it refused a key, and `check` why a whole date fails: the calendar or
/// the range, never only "does not fit" or "cannot be completed".
@Suite("Dates: the reasons in words")
struct DateMessageTests {
  @Test(
    "a refused key names the reason",
    arguments: [
      ("YYYY-MM-DD", nil, "2023-02-2", "9", "'9' is not allowed: 2023 has no 29 February (not a leap year)"),
      (
        "YYYY-MM-DD", "2026-12-31", "202", "7",
        "'7' is not allowed: every date it could start is after the maximum 2026-12-31"
      ),
      ("YYYY-MM-DD", nil, "2026-1", "3", "'3' is not allowed: there is no month 13 (01-12)"),
      ("DD.MM.YYYY", nil, "30.0", "2", "'2' is not allowed: month 02 has 29 days, not 30"),
      ("YYYY-MM-DD", nil, "2026-0", "a", "'a' is not allowed: does not fit the date YYYY-MM-DD"),
    ] as [(String, String?, String, String, String)])
  func typed(_ layout: String, _ maximum: String?, _ before: String, _ key: String, _ message: String) throws
  {
    var field = try DateTypingTests.field(layout, maximum: maximum)
    for character in before { #expect(field.apply(.insert(String(character))).status != .refused) }
    let outcome = field.apply(.insert(key))
    #expect(outcome.status == .refused)
    #expect(outcome.message == message)
  }

  @Test(
    "a whole date that fails says why",
    arguments: [
      (
        "2023-02-29",
        "not a date in range (date YYYY-MM-DD up to 2026-12-31): 2023 has no 29 February (not a leap year)"
      ),
      ("2027-01-01", "not a date in range (date YYYY-MM-DD up to 2026-12-31): after the maximum 2026-12-31"),
      ("2026-04-31", "not a date in range (date YYYY-MM-DD up to 2026-12-31): month 04 has 30 days, not 31"),
    ])
  func whole(_ value: String, _ message: String) throws {
    let spec = FieldSpec(
      id: "d", rules: FieldRules(format: try .date(DateFormat("YYYY-MM-DD", maximum: "2026-12-31"))))
    #expect(try spec.violations(of: value).map(\.message) == [message])
  }
}

/// A date pasted (or set from code) is read as a date, in the field's layout or in ISO form, and
/// written in the layout; anything else is refused with its reason, whatever the paste policy.
@Suite("Dates: pasted whole")
struct DatePasteTests {
  @Test(
    "read and written in the field's layout, replacing what the field held",
    arguments: [
      ("DD.MM.YYYY", "2024-02-29", "29.02.2024"), ("DD.MM.YYYY", " 29.02.2024 ", "29.02.2024"),
      ("DD.MM.YYYY hh:mm", "2024-02-29T14:30", "29.02.2024 14:30"),
      ("DD.MM.YYYY", "2024-02-29 14:30:05", "29.02.2024"), ("MM/DD/YYYY", "2024-02-29", "02/29/2024"),
      ("DD.MM.YYYY", "29022024", "29.02.2024"),
    ])
  func read(_ layout: String, _ pasted: String, _ text: String) throws {
    for policy in [EditPolicy.filter, .truncate, .reject] {
      var field = try DateTypingTests.field(layout)
      field.rules.pastePolicy = policy
      // A whole date replaces a half-typed one; bare digits go on from the cursor.
      _ = field.apply(.insert("1"))
      _ = field.apply(.paste(pasted))
      if pasted.contains(where: { !$0.isNumber }) { #expect(field.text == text) }
      var empty = try DateTypingTests.field(layout)
      empty.rules.pastePolicy = policy
      #expect(empty.apply(.paste(pasted)).status == .applied)
      #expect(empty.text == text)
    }
  }

  @Test(
    "anything else is refused with its reason, under every paste policy",
    arguments: [
      (
        "YYYY-MM-DD", "29.02.2024",
        "\"29.02.2024\" is not a date written as the field writes one, nor in ISO form (YYYY-MM-DD hh:mm:ss)"
      ),
      (
        "DD.MM.YYYY", "29.02.2023",
        "\"29.02.2023\" is not a date in range: 2023 has no 29 February (not a leap year)"
      ),
      (
        "DD.MM.YYYY", "2023-02-29",
        "\"2023-02-29\" is not a date in range: 2023 has no 29 February (not a leap year)"
      ),
      (
        "DD.MM.YYYY", "Feb 29",
        "\"Feb 29\" is not a date written as the field writes one, nor in ISO form (YYYY-MM-DD hh:mm:ss)"
      ),
    ])
  func refused(_ layout: String, _ pasted: String, _ message: String) throws {
    for policy in [EditPolicy.filter, .truncate, .reject] {
      var field = try DateTypingTests.field(layout)
      field.rules.pastePolicy = policy
      let outcome = field.apply(.paste(pasted))
      #expect(outcome.status == .refused)
      #expect(outcome.message == message)
      #expect(field.text == "")
    }
  }

  @Test("out of range: the bound is named")
  func range() throws {
    var field = try DateTypingTests.field("YYYY-MM-DD", maximum: "2026-12-31")
    #expect(
      field.apply(.paste("2027-01-01")).message
        == "\"2027-01-01\" is not a date in range: after the maximum 2026-12-31")
  }
}
