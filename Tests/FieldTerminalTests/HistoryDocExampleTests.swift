import FieldEngine
import FieldIO
import FieldTerminal
import Foundation
import Testing

/// The Swift examples of docs/history.md, as written: the two that need no terminal run here,
/// their `print`s caught and compared with the comments beside them; the one that runs a form on
/// the terminal is compiled, and its reading of the file is driven by hand instead.
@Suite("History docs examples")
struct HistoryDocExampleTests {
  struct Printed {
    var lines: [String] = []
    mutating func print(_ item: Any) { lines.append("\(item)") }
  }

  struct Walk {
    var output = Printed()
    mutating func print(_ item: Any) { output.print(item) }

    mutating func run() {
      var city = Field(id: "city", label: "City")
      city.history = FieldHistory(["Oslo", "Paris", "Lima"])  // newest first
      city.suggestionSources = [SuggestionList(["Porto", "Prague"])]
      city.apply(.insert("P"))
      print(city.suggestion!)  // aris
      city.apply(.historyOlder)
      print(city.text)  // Oslo
      city.apply(.historyNewer)
      print(city.text)  // P
      city.history = nil
      print(city.suggestion!)  // orto
    }
  }

  @Test("a field given a history walks it and suggests from it, then from a list")
  func walk() {
    var example = Walk()
    example.run()
    #expect(example.output.lines == ["aris", "Oslo", "P", "orto"])
  }

  struct Source {
    var output = Printed()
    mutating func print(_ item: Any) { output.print(item) }

    mutating func run() {
      struct Hosts: SuggestionSource {
        let names: [String]
        func suggestions(startingWith text: String, limit: Int) -> [String] {
          Array(names.filter { $0.hasPrefix(text) && $0 != text }.prefix(limit))
        }
      }
      var host = Field(id: "host", label: "Host")
      host.suggestionSources = [Hosts(names: ["build-1.example", "backup.example"])]
      host.apply(.insert("ba"))
      print(host.suggestion!)  // ckup.example
    }
  }

  @Test("a program's own suggestion source")
  func source() {
    var example = Source()
    example.run()
    #expect(example.output.lines == ["ckup.example"])
  }

  /// The files example: it runs on the terminal, so it is compiled and not called.
  static func withFiles() async throws {
    let file = HistoryFile(path: "/tmp/cities.history", size: 500)
    var controller = FormController(form: try Form([Field(id: "city", label: "City")]), title: "")
    controller.load(history: file, into: "city")
    let ended = try await ComponentRunner.run(controller, presentation: .inline())
    if case .submitted(let values) = ended.status {
      do {
        _ = try file.append(values.text("city")!)
      } catch {
        print(error.message)  // history /tmp/cities.history: cannot be written: ...
      }
    }
  }

  @Test("the files example without a terminal: read at the wakes, ↑ recalls the newest, an append stored")
  func files() throws {
    let path = NSTemporaryDirectory() + "tf-history-doc-\(getpid())"
    defer { unlink(path) }
    try "Lima\nOslo\n".write(toFile: path, atomically: false, encoding: .utf8)
    let file = HistoryFile(path: path, size: 500)
    var controller = FormController(form: try Form([Field(id: "city", label: "City")]), title: "")
    controller.load(history: file, into: "city")
    #expect(controller.form.fields[0].history?.count == 0)
    var wakes = 0
    while controller.wake.deadline != nil && wakes < 100 {
      controller.wake(now: at(0))
      wakes += 1
    }
    #expect(controller.wake.deadline == nil)
    #expect(controller.form.fields[0].history?.all == ["Oslo", "Lima"])
    controller.handle(.key(.up, []))
    #expect(controller.form.fields[0].text == "Oslo")
    #expect(try file.append("Kyoto") == .stored)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "Lima\nOslo\nKyoto\n")
    _ = Self.withFiles
  }
}
