import FieldEngine
import FieldIO
import Testing

@testable import FieldChoices
@testable import FieldKeys
@testable import FieldTerminal

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// What the commands a list runs see in their environment (`FZF_QUERY`, `TFIELD_POS`, …): fzf
/// 0.74's variables (`environImpl` in its `src/terminal.go`), in a list hosted without a terminal.
@Suite("Choice list: the variables its commands see")
struct ChoiceListVariablesTests {
  static func host(bind: String) throws -> ComponentHost<ChoiceListController> {
    let configuration = ChoiceList.Configuration(selection: .multiple(limit: nil))
    var controller = ChoiceListController(
      title: "", list: ChoiceList(items: ["pear", "plum", "kiwi"], configuration: configuration))
    controller.boundKeys = try ListBinding.parse(bind)
    controller.appearance.prompt = "P> "
    return controller.hosted(40, 12)
  }

  @Test("execute's command sees the query, the last key and action, the counts, the place and the size")
  func executeSeesTheList() throws {
    var host = try Self.host(bind: "ctrl-t:execute-silent(true)")
    host.type("p")
    host.handle(.key(.tab, []))
    let environment = try #require(host.handle(.key(.control("t"), [])).command?.environment)
    let expected = [
      "QUERY": "p", "KEY": "ctrl-t", "ACTION": "toggle-down", "PROMPT": "P> ", "MATCH_COUNT": "2",
      "TOTAL_COUNT": "3", "SELECT_COUNT": "1", "POS": "2", "LINES": "12", "COLUMNS": "40",
      "CURRENT_ITEM": "plum", "INPUT_STATE": "enabled", "DIRECTION": "down",
    ]
    for (name, value) in expected {
      #expect(environment["FZF_" + name] == value, "FZF_\(name)")
      #expect(environment["TFIELD_" + name] == value, "TFIELD_\(name)")
    }
    // This process's environment is kept.
    #expect(environment["PATH"] == FormCommands.processEnvironment()["PATH"])
  }

  @Test("before any key FZF_KEY is empty and FZF_ACTION is start; an action that runs a command is not named")
  func startNames() throws {
    var host = try Self.host(bind: "start:execute-silent(true),ctrl-t:down+execute-silent(true)")
    let atStart = try #require(host.send(.wake(.now)).command?.environment)
    #expect(atStart["FZF_KEY"] == "" && atStart["FZF_ACTION"] == "start")
    _ = host.commandRan()
    let chained = try #require(host.handle(.key(.control("t"), [])).command?.environment)
    #expect(chained["FZF_KEY"] == "ctrl-t" && chained["FZF_ACTION"] == "down")
    #expect(chained["FZF_POS"] == "2")
  }

  @Test("with nothing matching FZF_POS is 0 and no current item is given")
  func nothingMatches() throws {
    var host = try Self.host(bind: "ctrl-t:execute-silent(echo {q})")
    host.type("zz")
    let environment = try #require(host.handle(.key(.control("t"), [])).command?.environment)
    #expect(environment["FZF_POS"] == "0" && environment["FZF_MATCH_COUNT"] == "0")
    #expect(environment["FZF_CURRENT_ITEM"] == nil)
  }

  @Test("a bound command's {*}, {fzf:action}, {fzf:prompt} and {q:1} come from the list")
  func placeholders() throws {
    var host = try Self.host(bind: "ctrl-t:execute-silent(echo {*} {fzf:action} {fzf:prompt} {q:1})")
    host.type("p")
    host.handle(.key(.down, []))
    let command = try #require(host.handle(.key(.control("t"), [])).command?.command)
    #expect(String(decoding: command, as: UTF8.self) == "echo 'pear' 'plum' down 'P> ' 'p'")
  }

  @Test("a transform's command sees the variables too")
  func transformSees() throws {
    var host = try Self.host(
      bind:
        "ctrl-t:disable-search+transform-prompt(printf '%s %s %s> ' \"$FZF_KEY\" \"$TFIELD_QUERY\" \"$FZF_INPUT_STATE\")"
    )
    host.type("ki")
    host.handle(.key(.control("t"), []))
    ChoiceListEventTests.awaitTransforms(&host)
    #expect(host.component.appearance.prompt == "ctrl-t ki disabled> ")
  }

  @Test("a reload's command sees the variables too")
  func reloadSees() throws {
    var controller = try Self.host(bind: "ctrl-r:reload(printf '%s\\n' \"$FZF_QUERY\" \"$TFIELD_ACTION\")")
      .component
    controller.type("k")
    controller.handle(.key(.control("r"), []))
    ChoiceListCommandTests.readAll(&controller)
    #expect(controller.list.texts == ["k", "char"])
  }

  @Test("become's command gets the variables as its environment")
  func becomeSees() throws {
    var host = try Self.host(bind: "ctrl-b:become(true)")
    host.type("pl")
    host.handle(.key(.control("b"), []))
    #expect(host.component.becomesEnvironment?["FZF_QUERY"] == "pl")
    #expect(host.component.becomesEnvironment?["TFIELD_MATCH_COUNT"] == "1")
  }
}

/// fzf 0.74's variables as ``ChoiceVariables`` writes them.
@Suite("The variables a list's commands see")
struct ChoiceVariablesTests {
  @Test("each variable comes under FZF_ and TFIELD_; a preview's command gets LINES and COLUMNS too")
  func prefixes() {
    var variables = ChoiceVariables()
    variables.previewSize = (lines: 7, columns: 30)
    let plain = variables.environment(adding: ["HOME": "/h", "LINES": "50"])
    #expect(plain["HOME"] == "/h" && plain["LINES"] == "50")
    #expect(plain["FZF_PREVIEW_LINES"] == "7" && plain["TFIELD_PREVIEW_COLUMNS"] == "30")
    let preview = variables.environment(adding: [:], forPreview: true)
    #expect(preview["LINES"] == "7" && preview["COLUMNS"] == "30")
    #expect(
      Set(plain.keys.filter { $0.hasPrefix("FZF_") }.map { $0.dropFirst(4) })
        == Set(plain.keys.filter { $0.hasPrefix("TFIELD_") }.map { $0.dropFirst(7) }))
  }

  @Test(
    "the current item is left out when it holds a NUL or passes 64 KiB, as fzf leaves it out",
    arguments: [
      ("notes.txt", true), ("a\u{0}b", false), (String(repeating: "x", count: 65536), true),
      (String(repeating: "x", count: 65537), false),
    ])
  func currentItem(item: String, given: Bool) {
    var variables = ChoiceVariables()
    variables.currentItem = item
    #expect((variables.environment(adding: [:])["FZF_CURRENT_ITEM"] == item) == given)
    #expect((variables.environment(adding: [:])["FZF_CURRENT_ITEM"] == nil) == !given)
  }

  @Test("a NUL in a text ends its value there: no environment can hold one")
  func nulInQuery() {
    var variables = ChoiceVariables()
    variables.prompt = "a\u{0}b"
    #expect(variables.environment(adding: [:])["FZF_PROMPT"] == "a")
  }

  @Test("wrapping items add FZF_WRAP=char; the list growing up is FZF_DIRECTION=up")
  func wrapAndDirection() {
    var variables = ChoiceVariables()
    #expect(variables.environment(adding: [:])["FZF_WRAP"] == nil)
    variables.wraps = true
    variables.growsUp = true
    #expect(variables.environment(adding: [:])["FZF_WRAP"] == "char")
    #expect(variables.environment(adding: [:])["FZF_DIRECTION"] == "up")
  }
}
