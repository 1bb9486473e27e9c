import FieldEngine
import Testing

@testable import FieldChoices
@testable import FieldKeys
@testable import FieldTerminal

/// fzf 0.74's `exclude`, `exclude-multi`, `--track`, `toggle-track`, `track-current`,
/// `untrack-current` and `toggle-track-current` in a list hosted without a terminal (their
/// semantics: fzf 0.74's src/terminal.go; the cases checked against fzf 0.74.5 in tmux).
@Suite("Choice list: exclude and tracking")
struct ChoiceListTrackingTests {
  static let bindings =
    "ctrl-x:exclude,ctrl-y:exclude-multi,ctrl-t:toggle-track,ctrl-v:track-current,ctrl-u:untrack-current,"
    + "ctrl-w:toggle-track-current"

  static func list(_ items: [String], multiple: Bool = false) throws -> ChoiceListController {
    let list = ChoiceList(
      items: items, configuration: .init(selection: multiple ? .multiple(limit: nil) : .single))
    var controller = ChoiceListController(title: "", list: list)
    controller.boundKeys = try ListBinding.parse(bindings)
    return controller.sized(40, 12)
  }

  static func press(_ controller: inout ChoiceListController, _ letter: Character) {
    controller.handle(.key(.control(letter), []))
  }

  /// The count after the query ("99 of 100 +T").
  static func count(_ controller: ChoiceListController) -> String {
    let row = controller.frame().textGrid().first { $0.contains("Query:") } ?? ""
    return String(row.split(separator: "]").last ?? "").trimmingCharacters(in: .whitespaces)
  }

  @Test("exclude takes the highlighted item out of the matches for any query; the total stays")
  func exclude() throws {
    var controller = try Self.list((1...100).map(String.init))
    for _ in 0..<3 { controller.handle(.key(.down, [])) }
    #expect(controller.list.highlightedItem == 3)
    Self.press(&controller, "x")
    #expect(controller.list.matchCount == 99)
    #expect(controller.list.highlight == 3 && controller.list.highlightedItem == 4)
    #expect(Self.count(controller).hasPrefix("99 of 100"))
    controller.type("4")
    #expect(!(0..<controller.list.matchCount).contains { controller.list.item(atRow: $0) == 3 })
    #expect(controller.list.matchCount == 18)
  }

  @Test("exclude-multi takes out the marked items, or the highlighted one when none is marked")
  func excludeMarked() throws {
    var controller = try Self.list(["a", "b", "c", "d"], multiple: true)
    controller.handle(.key(.tab, []))
    controller.handle(.key(.tab, []))
    Self.press(&controller, "y")
    #expect(controller.list.matchCount == 2 && controller.list.markedCount == 0)
    #expect(controller.list.texts.indices.filter { !controller.list.isExcluded($0) } == [2, 3])
    Self.press(&controller, "y")
    #expect(controller.list.matchCount == 1)
  }

  @Test("--track keeps the highlight on its item as the query changes, shown as +T; toggle-track ends it")
  func trackEveryItem() throws {
    var controller = try Self.list((1...100).map(String.init))
    controller.tracksHighlight()
    for _ in 0..<3 { controller.handle(.key(.down, [])) }
    controller.type("4")
    #expect(controller.list.highlightedItem == 3)
    #expect(Self.count(controller) == "19 of 100 +T")
    controller.handle(.key(.backspace, []))
    #expect(controller.list.highlightedItem == 3 && controller.list.highlight == 3)
    Self.press(&controller, "t")
    #expect(!Self.count(controller).contains("+T"))
    controller.type("4")
    #expect(controller.list.highlight == 0)
  }

  @Test("track-current follows one item (+t) until the highlight leaves it; untrack-current ends it")
  func trackOneItem() throws {
    var controller = try Self.list((1...100).map(String.init))
    controller.handle(.key(.down, []))
    Self.press(&controller, "v")
    #expect(Self.count(controller).hasSuffix("+t"))
    controller.type("2")
    #expect(controller.list.highlightedItem == 1)
    controller.handle(.key(.down, []))
    #expect(!Self.count(controller).contains("+t"))
    Self.press(&controller, "w")
    #expect(Self.count(controller).hasSuffix("+t"))
    Self.press(&controller, "u")
    #expect(!Self.count(controller).contains("+t"))
    // Tracking every item goes before tracking one, as in fzf: track-current then does nothing.
    Self.press(&controller, "t")
    Self.press(&controller, "v")
    #expect(Self.count(controller).hasSuffix("+T"))
  }
}
