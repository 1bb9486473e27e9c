import Testing

@testable import FieldEngine

/// Forms of elements of every kind on pages, with conditions: what is shown, where focus goes,
/// what is checked and what comes back.
@Suite("Forms: pages and conditions")
struct FormPagesTests {
  /// database → version (postgres only) → extension (version 16 only): a chain of three.
  static func chain() throws -> Form {
    try Form([
      .select("database", options: ["postgres", "sqlite"]),
      .select("version", options: ["16", "15"]).when(.equals("database", "postgres")),
      .multiselect("extensions", options: ["postgis", "pgvector"]).when(.equals("version", "16")),
      .confirm("ok"),
    ])
  }

  static func shownIDs(_ form: Form) -> [String] {
    form.elements.indices.filter(form.isShown).map { form.elements[$0].id }
  }

  @Test("a chain of three conditions: each shows only while the one before holds, and hides what follows")
  func chainOfThree() throws {
    var form = try Self.chain()
    #expect(Self.shownIDs(form) == ["database", "ok"])
    form.choose(option: 0)  // postgres
    #expect(Self.shownIDs(form) == ["database", "version", "ok"])
    form.focusNext()
    form.choose(option: 0)  // 16
    #expect(Self.shownIDs(form) == ["database", "version", "extensions", "ok"])
    form.focus(0)
    form.choose(option: 1)  // sqlite: version hides, and extensions with it, though 16 is still chosen
    #expect(Self.shownIDs(form) == ["database", "ok"])
    #expect(form.values == ["database": "sqlite", "ok": false])
    form.choose(option: 0)
    #expect(form.values == ["database": "postgres", "version": "16", "extensions": [], "ok": false])
  }

  @Test("a multiselect's condition holds while the value is among the chosen; a confirm's on its answer")
  func multiselectAndConfirmConditions() throws {
    var form = try Form([
      .multiselect("features", options: ["auth", "mail"]),
      .text(Field(id: "smtp")).when(.isIn("features", ["mail"])),
      .confirm("custom"),
      .text(Field(id: "port")).when(.equals("custom", true)),
    ])
    #expect(Self.shownIDs(form) == ["features", "custom"])
    form.choose(option: 1)
    form.choose(option: 0)
    #expect(Self.shownIDs(form) == ["features", "smtp", "custom"])
    form.focus(2)
    form.answer(true)
    #expect(Self.shownIDs(form) == ["features", "smtp", "custom", "port"])
  }

  static func pages() throws -> Form {
    try Form(pages: [
      FormPage(
        title: "One",
        elements: [.text(Field(id: "name", validators: [.required])), .confirm("admin")]),
      FormPage(title: "Two", when: .equals("admin", true), elements: [.text(Field(id: "key"))]),
      FormPage(title: "Three", elements: [.note("bye"), .text(Field(id: "city"))]),
    ])
  }

  @Test("pages: leaving forward checks the page; a hidden page is skipped; going back keeps the answers")
  func pagesBackAndForth() throws {
    var form = try Self.pages()
    #expect(form.pagePosition == (1, 2))
    guard case .failure(let failure) = form.leavePage() else {
      Issue.record("a page with a required field left empty was left")
      return
    }
    #expect(failure.id == "name")
    #expect(form.pageIndex == 0)
    form.apply(.insert("Ada"))
    form.focusNext()
    form.answer(true)
    #expect(form.pagePosition == (1, 3))
    #expect(form.leavePage() == .success(true))
    #expect(form.pageIndex == 1 && form.focusedElement.id == "key")
    form.apply(.insert("k1"))
    #expect(form.leavePage() == .success(true))
    // Page three: focus skips the note.
    #expect(form.focusedElement.id == "city")
    #expect(form.isOnLastPage)
    #expect(form.backAPage() == true)
    #expect(form.focusedElement.id == "key" && form.focused.text == "k1")
    #expect(form.backAPage() == true)
    #expect(form.focusedElement.id == "admin")
    form.answer(false)
    // Page two hides: forward goes to page three, and its field is absent from the values.
    #expect(form.leavePage() == .success(true))
    #expect(form.pageIndex == 2)
    form.apply(.insert("Oslo"))
    #expect(form.leavePage() == .success(false))
    let submitted = try form.submit().get()
    #expect(submitted == ["name": "Ada", "admin": false, "city": "Oslo"])
  }

  @Test(
    "each mistake is refused when the form is made",
    arguments: [
      ([FormElement.select("s", options: [])], FormError.invalidElement(index: 0, id: "s", .noOptions)),
      (
        [.select("s", options: ["a", FormOption("A", value: "a")])],
        .invalidElement(index: 0, id: "s", .duplicateOption("a"))
      ),
      (
        [.multiselect("m", options: ["a", "b"], atLeast: 3)],
        .invalidElement(index: 0, id: "m", .impossibleLimits(atLeast: 3, atMost: nil, options: 2))
      ),
      (
        [.multiselect("m", options: ["a", "b"], atLeast: 2, atMost: 1)],
        .invalidElement(index: 0, id: "m", .impossibleLimits(atLeast: 2, atMost: 1, options: 2))
      ),
      (
        [.select("s", options: ["a"], value: "b")],
        .invalidElement(index: 0, id: "s", .defaultNotAnOption("b"))
      ),
      (
        [.confirm("c").when(.equals("nope", true))],
        .invalidElement(index: 0, id: "c", .conditionOnUnknown("nope"))
      ),
      (
        [.confirm("c").when(.equals("d", true)), .confirm("d")],
        .invalidElement(index: 0, id: "c", .conditionOnLater("d"))
      ),
      ([.confirm("c").when(.equals("c", true))], .invalidElement(index: 0, id: "c", .conditionOnItself)),
      (
        [.select("s", options: ["a"]), .confirm("c").when(.equals("s", "b"))],
        .invalidElement(index: 1, id: "c", .impossibleValue(field: "s", value: "b"))
      ),
      (
        [.confirm("a"), .confirm("c").when(.equals("a", "yes"))],
        .invalidElement(index: 1, id: "c", .impossibleValue(field: "a", value: "yes"))
      ),
      (
        [.text(Field(id: "t")).same(as: "nope")],
        .invalidElement(index: 0, id: "t", .sameAsUnknown("nope"))
      ),
    ])
  func refused(_ elements: [FormElement], _ error: FormError) {
    #expect(throws: error) { try Form(elements) }
  }

  @Test("an empty page is refused; a page's condition may only name an earlier page's element")
  func pageMistakes() {
    #expect(throws: FormError.emptyPage(1)) {
      try Form(pages: [FormPage(elements: [.confirm("a")]), FormPage(elements: [])])
    }
    #expect(throws: FormError.invalidPage(index: 0, .conditionOnLater("a"))) {
      try Form(pages: [FormPage(when: .equals("a", true), elements: [.confirm("a")])])
    }
  }

  @Test("sameAs: the second must equal the first, said in its own words")
  func sameAs() throws {
    var form = try Form([
      .text(Field(id: "password", label: "Password")), .text(Field(id: "again")).same(as: "password"),
    ])
    form.apply(.insert("secret"))
    form.focusNext()
    form.apply(.insert("secreT"))
    #expect(form.validate().first?.violations.map(\.message) == ["must match Password"])
    form.apply(.deleteBackward)
    form.apply(.insert("t"))
    #expect(form.validate().isEmpty)
  }

  @Test("a multiselect takes at most its most; all and none; a new item passes the field's rules")
  func choices() throws {
    var rules = FieldRules()
    rules.maxLength = 3
    var form = try Form([.multiselect("m", options: ["a", "b", "c"], atMost: 2, other: rules)])
    #expect(form.choose(option: 2) == .changed)
    #expect(form.choose(option: 0) == .changed)
    #expect(form.choose(option: 1) == .atMost(2))
    #expect(form.values == ["m": ["a", "c"]])
    #expect(form.chooseAll(false) == .changed)
    #expect(form.chooseOther("toolong") != .changed)
    #expect(form.chooseOther("  ") != .changed)
    #expect(form.chooseOther("xy") == .changed)
    #expect(form.chooseAll(true) == .atMost(2))
    #expect(form.values == ["m": ["a", "xy"]])
  }
}
