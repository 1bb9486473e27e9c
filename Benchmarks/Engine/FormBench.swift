import FieldEngine
import TerminalFields

/// Large forms: starting a form of N fields (the controller laid out and its first frame) grows
/// in proportion to N, and a keystroke (a typed letter, Tab to the next field, each with its
/// frame) costs the same at 10 fields and at 100,000.
enum FormBench {
  /// A form of `count` fields with labels of different widths and a few kinds of rules.
  static func form(_ count: Int) -> Form {
    let fields = (0..<count).map { index in
      let rules: FieldRules =
        switch index % 3 {
        case 0: FieldRules()
        case 1: FieldRules(limits: [LengthLimit(20 + index % 7)])
        default: FieldRules(format: try! .mask("000-000"))
        }
      return Field(id: "f\(index)", label: "Field \(index)", rules: rules)
    }
    return try! Form(fields)
  }

  @MainActor static func run() {
    let starts = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
    for count in starts {
      let built = form(count)
      let time = measure(repeats: count >= 100_000 ? 1 : 3) {
        let controller = FormController(form: built, title: "bench")
        blackHole(controller.frame())
      }
      record("large form", "start: N=\(count) (init + first frame)", time / 1e6, "ms")
    }
    for count in [10, quick ? 10_000 : 100_000] {
      var controller = FormController(form: form(count), title: "bench")
      blackHole(controller.frame())
      let keys = 2_000
      let time = measure {
        for _ in 0..<keys / 2 {
          controller.handle(.text("1"))
          blackHole(controller.frame())
          controller.handle(.key(.tab, []))
          blackHole(controller.frame())
        }
      }
      record("large form", "keystroke + frame: N=\(count)", time / Double(keys), "ns/key")
    }
  }
}
