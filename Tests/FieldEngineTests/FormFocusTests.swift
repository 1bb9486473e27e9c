import Testing

@testable import FieldEngine

/// Where focus goes on pages with notes, hidden elements and a page of notes only, and what a key
/// costs in conditions worked out again.
@Suite("Forms: focus over notes, hidden elements and pages")
struct FormFocusTests {
  /// Page 1: a, a note, c (a yes/no question), b (shown while c is yes), d; page 2: two notes;
  /// page 3: e.
  static func form() throws -> Form {
    try Form(pages: [
      FormPage(elements: [
        .text(Field(id: "a")), .note("between", id: "n1"), .confirm("c"),
        .text(Field(id: "b")).when(.equals("c", true)), .text(Field(id: "d")),
      ]),
      FormPage(elements: [.note("first", id: "n2"), .note("second", id: "n3")]),
      FormPage(elements: [.text(Field(id: "e"))]),
    ])
  }

  enum Move: String, CaseIterable, Sendable {
    case next, previous, leavePage, backAPage
  }

  @Test(
    "each move from each element lands where it should (notes skipped, hidden skipped, a page of notes rests on its first)",
    arguments: [
      ("a", Move.next, "c"), ("c", .next, "d"), ("d", .next, "a"), ("a", .previous, "d"),
      ("d", .previous, "c"),
      ("c", .previous, "a"), ("a", .leavePage, "n2"), ("n2", .next, "n2"), ("n2", .previous, "n2"),
      ("n2", .leavePage, "e"), ("e", .backAPage, "n2"), ("n2", .backAPage, "d"), ("a", .backAPage, "a"),
      ("e", .next, "e"), ("e", .previous, "e"),
    ])
  func moves(from start: String, _ move: Move, to end: String) throws {
    var form = try Self.form()
    form.focus(try #require(form.indexByID[start]))
    switch move {
    case .next: form.focusNext()
    case .previous: form.focusPrevious()
    case .leavePage: _ = form.leavePage()
    case .backAPage: form.backAPage()
    }
    #expect(form.focusedElement.id == end)
  }

  @Test(
    "first and last of a page: a at the start, d at the end (b hidden), the only note of a page of notes both",
    arguments: [
      ("a", true, false), ("c", false, false), ("d", false, true), ("n2", true, true), ("e", true, true),
    ])
  func firstAndLast(_ id: String, first: Bool, last: Bool) throws {
    var form = try Self.form()
    form.focus(try #require(form.indexByID[id]))
    #expect(form.isOnFirstTarget == first)
    #expect(form.isOnLastTarget == last)
  }

  @Test("with b shown, Tab from c goes to b, and d is still the last; the pages shown are counted once")
  func shownAfterAnswer() throws {
    var form = try Self.form()
    form.focus(2)
    form.answer(true)
    form.focusNext()
    #expect(form.focusedElement.id == "b")
    #expect(!form.isOnLastTarget)
    #expect(form.pagePosition == (1, 3))
  }

  @Test(
    "a key that changes no value a condition reads works out no condition; an answer that changes one, once")
  func conditionsWorkedOutOnlyOnChange() throws {
    var form = try Self.form()
    let made = form.shownPasses
    form.focus(2)
    // What Tab does first on c (a condition reads c): its edit run ends; its answer stays.
    form.endEditRun()
    form.focusNext()
    form.apply(.insert("x"))
    #expect(form.shownPasses == made)
    form.focus(2)
    form.answer(true)
    #expect(form.shownPasses == made + 1)
    form.answer(true)
    #expect(form.shownPasses == made + 1)
    form.answer(false)
    #expect(form.shownPasses == made + 2)
    #expect(!form.isShown(3))
  }
}
