import FieldEngine
import TerminalFields

/// A form of every kind on pages of 100 elements: opening it (`Form(pages:)`, the controller, its
/// first frame), paging through it (Tab on every element to the end of every page, each Tab with
/// its frame) and submitting it (Enter on the last element), at 1,000, 10,000 and 20,000 elements.
/// Each takes time in proportion to the elements: the time per element is the figure, the same
/// at every size.
enum FormPagesBench {
  /// Elements per page.
  static let pageSize = 100

  /// Element `index`: three kinds of text field, a text area, a select, a multiselect, a yes/no
  /// question, a text field shown while that answer is no, a note, a last text field.
  static func element(_ index: Int) -> FormElement {
    let id = "e\(index)"
    let options: [FormOption] = ["alpha", "bravo", "charlie", "delta", "echo"]
    switch index % 10 {
    case 0: return .text(Field(id: id, label: "Field \(index)"))
    case 1:
      return .text(Field(id: id, label: "Limited \(index)", rules: FieldRules(limits: [LengthLimit(20)])))
    case 2:
      return .text(Field(id: id, label: "Masked \(index)", rules: FieldRules(format: try! .mask("000-000"))))
    case 3: return .area(id, label: "Area \(index)")
    case 4: return .select(id, label: "Select \(index)", options: options, value: "alpha")
    case 5: return .multiselect(id, label: "Several \(index)", options: options, values: ["bravo"], atMost: 3)
    case 6: return .confirm(id, label: "Yes or no \(index)?")
    case 7: return .text(Field(id: id, label: "When no \(index)")).when(.equals("e\(index - 1)", false))
    case 8: return .note("A note between the others, number \(index).", title: "Note \(index)")
    default: return .text(Field(id: id, label: "Last \(index)"))
    }
  }

  static func pages(_ count: Int) -> [FormPage] {
    stride(from: 0, to: count, by: pageSize).map { start in
      FormPage(
        title: "Page \(start / pageSize + 1)",
        elements: (start..<min(start + pageSize, count)).map(element))
    }
  }

  @MainActor static func run() {
    let sizes = [1_000, 10_000, 20_000]
    var perElement: [Int: Double] = [:]
    for count in sizes {
      let pages = pages(count)
      let targets = (0..<count).filter { $0 % 10 != 8 }.count
      var best = (open: Double.infinity, page: Double.infinity, submit: Double.infinity)
      for _ in 0..<(count >= 10_000 ? 1 : 3) {
        var start = nanoseconds()
        var controller = FormController(form: try! Form(pages: pages), title: "bench")
        controller.layout(in: Region(width: 80, height: 24))
        blackHole(controller.frame())
        let open = Double(nanoseconds() - start)
        start = nanoseconds()
        for _ in 1..<targets {
          _ = controller.handle(.key(.key(.tab, [])))
          blackHole(controller.frame())
        }
        let page = Double(nanoseconds() - start)
        precondition(
          controller.form.pageIndex == pages.count - 1, "paging stopped at \(controller.form.pageIndex)")
        start = nanoseconds()
        _ = controller.handle(.key(.key(.enter, [])))
        blackHole(controller.frame())
        let submit = Double(nanoseconds() - start)
        guard case .submitted(let values) = controller.status else {
          fatalError("not submitted: \(controller.message?.text ?? "")")
        }
        precondition(values.count == targets)
        best = (min(best.open, open), min(best.page, page), min(best.submit, submit))
      }
      let group = "paged form, every kind, \(pageSize) a page"
      record(group, "open: N=\(count) (Form + controller + first frame)", best.open / 1e6, "ms")
      record(group, "page through: N=\(count) (Tab + frame on each)", best.page / 1e6, "ms")
      record(group, "submit: N=\(count) (Enter + frame)", best.submit / 1e6, "ms")
      let total = best.open + best.page + best.submit
      record(group, "all: N=\(count)", total / 1e6, "ms")
      perElement[count] = total / Double(count)
    }
    record(
      "ratio", "paged form, time per element, 20,000 / 1,000", perElement[20_000]! / perElement[1_000]!, "x")
  }
}
