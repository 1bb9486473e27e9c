import FieldEngine
import Testing

@testable import FieldTerminal

/// A form keeps its page's rows between keys: each page's are worked out once, so a key costs
/// the same on a page of ten elements and of a hundred thousand.
@Suite("Forms: a page's rows kept between keys")
struct FormPageRowsTests {
  @Test("Tab through three pages of 40 fields, each key with its frame: each page's rows are worked out once")
  func onceAPage() throws {
    let pages = (0..<3).map { page in
      FormPage(elements: (0..<40).map { .text(Field(id: "f\(page)-\($0)", label: "Field \($0)")) })
    }
    var controller = FormController(form: try Form(pages: pages), title: "T").sized(60, 20)
    let before = controller.pageRowsPasses
    for _ in 0..<119 {
      controller.handle(.key(.tab, []))
      _ = controller.frame()
      #expect(controller.keptPageRows.isCurrent(for: controller.form, width: 60))
    }
    #expect(controller.form.focusedElement.id == "f2-39")
    #expect(controller.pageRowsPasses == before + 2)
    // A new width works them out again.
    controller.layout(in: Region(width: 70, height: 20))
    #expect(controller.pageRowsPasses == before + 3)
  }

  @Test(
    "a text area that grows past three lines pushes what follows down, without working the page out again")
  func areaGrows() throws {
    var controller = FormController(
      form: try Form([.area("notes", label: "Notes"), .text(Field(id: "name", label: "Name"))]), title: "T"
    ).sized(40, 16)
    let before = controller.pageRowsPasses
    let nameRow = { (controller: FormController) in
      controller.frame().textGrid().firstIndex { $0.hasPrefix("  Name") }
    }
    #expect(nameRow(controller) == 6)
    for line in ["one", "two", "three"] {
      controller.type(line)
      controller.handle(.key(.enter, []))
    }
    controller.type("four")
    #expect(nameRow(controller) == 7)
    controller.handle(.key(.backspace, []))
    controller.handle(.key(.backspace, []))
    controller.handle(.key(.backspace, []))
    controller.handle(.key(.backspace, []))
    controller.handle(.key(.backspace, []))
    #expect(nameRow(controller) == 6)
    #expect(controller.pageRowsPasses == before)
  }
}
