import FieldEngine
import TerminalFields

/// The completion menu over 100,000 candidates (issue 26): each keystroke with the menu open
/// (Tab that opens it, a letter typed, Backspace, ↓), with its frame, within a frame at 60 Hz
/// (16 ms). The candidates are path-like lines of different lengths, so that letters match
/// fuzzily across them.
enum CompletionBench {
  /// `count` candidates such as "src/module17/reader/file_4817.swift".
  static func candidates(_ count: Int) -> [String] {
    let words = ["reader", "writer", "parser", "layout", "history", "matcher", "session", "paint"]
    let kinds = ["swift", "md", "json", "c", "txt"]
    return (0..<count).map { index in
      "src/module\(index % 97)/\(words[index % words.count])/file_\(index).\(kinds[index % kinds.count])"
    }
  }

  @MainActor static func run() {
    let count = 100_000
    var controller = FormController(form: try! Form([Field(id: "f", label: "File")]), title: "")
    controller.layout(in: Region(width: 100, height: 30))
    controller.setCompleter(.candidates(candidates(count)), for: "f")
    blackHole(controller.frame())
    // The keys: Tab opens the menu; a query typed a letter at a time; ↓ twice; Backspace back to
    // the empty text; again.
    let typed = Array("mod7wrt").map { KeyEvent.text(String($0)) }
    let keys: [KeyEvent] =
      [.key(.tab, [])] + typed + [.key(.down, []), .key(.down, [])]
      + Array(repeating: .key(.backspace, []), count: typed.count)
    var times: [Double] = []
    for _ in 0..<(quick ? 2 : 5) {
      for key in keys {
        let start = nanoseconds()
        controller.handle(key)
        blackHole(controller.frame())
        times.append(Double(nanoseconds() - start))
        if CommandLine.arguments.contains("--keys") { print(key, Double(nanoseconds() - start) / 1e6) }
      }
      controller.handle(.key(.escape, []))
    }
    times.sort()
    let group = "completion menu, \(count) candidates"
    record(group, "keystroke + frame, median", times[times.count / 2] / 1e6, "ms")
    record(group, "keystroke + frame, worst", times.last! / 1e6, "ms")
  }
}
