import FieldEngine
import TerminalFields

/// A select of 100,000 options in a form against the picker (`ChoiceListController`, what
/// `tfield choose` runs) on the same items, in the same run: opening each (with its first frame),
/// then the same keys typed into each a key at a time (a query that narrows, then Backspace back to
/// the empty query), each key with its frame, the two taking turns key by key so that a burst of
/// load on the shared machine falls on both. The form must answer a key as the picker does: the
/// ratio of their times per key is the figure.
enum FormSelectBench {
  /// The screen both are drawn on.
  static let region = Region(width: 80, height: 24)

  @MainActor static func run() {
    let count = 100_000
    let items = CompletionBench.candidates(count)
    let options = items.map { FormOption($0) }
    var form: FormController?
    let openForm = measure(repeats: 3) {
      var controller = FormController(
        form: try! Form([.select("file", label: "File", options: options)]), title: "bench")
      controller.layout(in: region)
      blackHole(controller.frame())
      form = controller
    }
    var list: ChoiceListController?
    let openList = measure(repeats: 3) {
      var controller = ChoiceListController(title: "bench", list: ChoiceList(items: items))
      controller.layout(in: region)
      blackHole(controller.frame())
      list = controller
    }
    let group = "select of \(count) options"
    record(group, "open: form (Form + controller + first frame)", openForm / 1e6, "ms")
    record(group, "open: picker (ChoiceList + controller + first frame)", openList / 1e6, "ms")

    var formController = form!
    var listController = list!
    let typed = ["mod7wrt", "reader", "swift"].map { query in query.map { KeyEvent.text(String($0)) } }
    var formTimes: [Double] = []
    var listTimes: [Double] = []
    for _ in 0..<(quick ? 2 : 5) {
      for query in typed {
        for key in query + Array(repeating: .key(.backspace, []), count: query.count) {
          formTimes.append(timeKey(key, &formController))
          listTimes.append(timeKey(key, &listController))
        }
      }
    }
    precondition(formController.status == .running && listController.status == .running)
    for (name, times) in [("form", formTimes), ("picker", listTimes)] {
      let sorted = times.sorted()
      record(group, "key + frame, \(name): median", sorted[sorted.count / 2] / 1e6, "ms")
      record(group, "key + frame, \(name): mean", times.reduce(0, +) / Double(times.count) / 1e6, "ms")
      record(group, "key + frame, \(name): worst", sorted.last! / 1e6, "ms")
    }
    let mean = { (times: [Double]) in times.reduce(0, +) / Double(times.count) }
    record(
      "ratio", "select of \(count) options: form / picker, mean per key", mean(formTimes) / mean(listTimes),
      "x")
  }

  /// The time of one key and the frame after it, in nanoseconds.
  static func timeKey<Component: TerminalComponent>(_ key: KeyEvent, _ component: inout Component) -> Double {
    let start = nanoseconds()
    _ = component.handle(.key(key))
    blackHole(component.frame())
    return Double(nanoseconds() - start)
  }
}
