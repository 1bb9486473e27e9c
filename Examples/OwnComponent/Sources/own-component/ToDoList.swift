import TerminalFields

/// A tiny to-do list written outside the package, with only the small protocol: `a` opens a
/// prompt over the list, whose value becomes an item; Enter submits the items, Escape cancels.
struct ToDoList: TerminalComponent {
  var status = ComponentStatus<[String]>.running
  var items: [String] = []
  var region = Region.standard

  mutating func handle(_ event: ComponentEvent) -> ComponentReply<Self> {
    guard case .key(let key) = event else { return .unchanged }
    switch key {
    case .text("a"):
      let prompt = PromptController(title: "New item", question: "What to do?", field: Field(id: "item"))
      return .present(prompt) { list, prompt in
        guard let item = prompt.value, !item.isEmpty else { return .unchanged }
        list.items.append(item)
        return .changed
      }
    case .key(.enter, _): status = .submitted(items)
    case .key(.escape, _): status = .cancelled
    default: return .unchanged
    }
    return .changed
  }

  mutating func layout(in region: Region) { self.region = region }

  /// The title row, a row per item, and the keys on the last row.
  var lines: [String] {
    ["To do (\(items.count))"] + items.map { "- " + $0 } + ["a: add  Enter: done  Esc: cancel"]
  }

  func frame() -> Frame {
    var frame = Frame(width: region.width, height: region.height)
    for (row, line) in lines.prefix(region.height).enumerated() {
      frame.put(line, row: row, column: 0)
    }
    return frame
  }

  func inlineHeight(width: Int, screenHeight: Int) -> Int { min(lines.count, screenHeight) }

  var transcript: [String] {
    switch status {
    case .submitted(let items): ["To do: " + items.joined(separator: ", ")]
    default: ["To do: (cancelled)"]
    }
  }
}
