import FieldEngine
import Foundation
import Testing

@testable import FieldChoices
@testable import FieldKeys
@testable import FieldTerminal

/// fzf's events (`start`, `load`, `change`, `focus`, `result`, `one`, `zero`, `resize`, `multi`,
/// `backward-eof`) and the scripting engine's actions, in a list hosted without a terminal.
@Suite("Choice list: events and the scripting engine")
struct ChoiceListEventTests {
  static let items = ["pear", "plum", "kiwi"]

  static func host(_ items: [String] = items, bind: String, multiple: Bool = false) throws
    -> ComponentHost<ChoiceListController>
  {
    let configuration = ChoiceList.Configuration(selection: multiple ? .multiple(limit: nil) : .single)
    var controller = ChoiceListController(
      title: "", list: ChoiceList(items: items, configuration: configuration))
    controller.boundKeys = try ListBinding.parse(bind)
    return controller.hosted(40, 12)
  }

  /// Wakes the host while the list wants waking at once (its events), and runs the commands the
  /// events' actions ask for: their command lines, in order.
  static func drain(_ host: inout ComponentHost<ChoiceListController>) -> [String] {
    var commands: [String] = []
    for _ in 0..<20 where host.wake.isImmediate {
      var effects = host.send(.wake(.now))
      while let command = effects.command {
        commands.append(String(decoding: command.command, as: UTF8.self))
        effects = host.commandRan()
      }
    }
    return commands
  }

  /// Each event bound to a command that names it.
  static let everyEvent = ListEvent.allCases.map { "\($0.name):execute-silent(\($0.name))" }.joined(
    separator: ",")

  @Test("events fire in fzf's order: start, load, result, focus; a key's change, one or zero, result, focus")
  func order() throws {
    var host = try Self.host(bind: Self.everyEvent + ",tab:toggle", multiple: true)
    #expect(Self.drain(&host) == ["start", "load", "result", "focus"])
    host.type("k")
    #expect(Self.drain(&host) == ["change", "one", "result", "focus"])
    host.type("z")
    #expect(Self.drain(&host) == ["change", "zero", "result", "focus"])
    host.handle(.key(.backspace, []))
    #expect(Self.drain(&host) == ["change", "one", "result", "focus"])
    host.handle(.key(.backspace, []))
    #expect(Self.drain(&host) == ["change", "result", "focus"])
    // Backspace on the empty query: backward-eof, and nothing else changed.
    host.handle(.key(.backspace, []))
    #expect(Self.drain(&host) == ["backward-eof"])
    host.handle(.key(.tab, []))
    #expect(Self.drain(&host) == ["multi"])
    host.handle(.key(.down, []))
    #expect(Self.drain(&host) == ["focus"])
    host.layout(in: Region(width: 50, height: 12))
    #expect(Self.drain(&host) == ["resize"])
    // A key that changes nothing fires nothing.
    host.handle(.key(.backspace, [.alt]))
    #expect(Self.drain(&host) == [])
  }

  @Test("a list with no event bound never asks to be woken for one")
  func noEvents() throws {
    var host = try Self.host(bind: "ctrl-a:first")
    #expect(!host.wake.isImmediate)
    host.type("k")
    #expect(!host.wake.isImmediate)
  }

  @Test("the actions an event's actions cause fire after them; change does not cause itself")
  func causedEvents() throws {
    var host = try Self.host(
      bind:
        "start:change-query(p)+execute-silent(started),change:change-query(pe)+execute-silent(changed {q})")
    #expect(Self.drain(&host) == ["started", "changed 'pe'"])
    #expect(host.component.queryField.text == "pe")
  }

  /// Wakes the list until its transforms have ended (at most 10 s).
  static func awaitTransforms(_ host: inout ComponentHost<ChoiceListController>) {
    let deadline = ContinuousClock.now + .seconds(10)
    while !host.component.transforms.isEmpty, ContinuousClock.now < deadline {
      var entries = host.wake.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      _ = poll(&entries, nfds_t(entries.count), 50)
      _ = host.send(.wake(.now))
    }
  }

  @Test(
    "a transform's output becomes actions or a text's value",
    arguments: [
      ("transform:echo 'change-prompt(P> )+down'", "P> ", "", 1),
      ("transform-prompt(echo {q}'> ')", "pl> ", "pl", 0),
      ("transform-query(printf '%s%s' {q} um)", nil, "plum", 0),
    ] as [(String, String?, String, Int)])
  func transform(bind: String, prompt: String?, query: String, highlight: Int) throws {
    var host = try Self.host(bind: "ctrl-t:" + bind)
    if bind.contains("{q}") { host.type("pl") }
    host.handle(.key(.control("t"), []))
    Self.awaitTransforms(&host)
    #expect(host.component.appearance.prompt == prompt)
    #expect(host.component.queryField.text == query)
    #expect(host.component.list.highlight == highlight)
  }

  @Test("keys typed while a transform runs take effect at once; its output comes after them")
  func transformDoesNotWait() throws {
    var host = try Self.host(bind: "ctrl-t:transform(sleep 0.3; echo change-query:done)")
    host.handle(.key(.control("t"), []))
    let typed = ContinuousClock.now
    host.type("ki")
    #expect(host.component.queryField.text == "ki")
    #expect(host.component.list.matchCount == 1)
    #expect(ContinuousClock.now - typed < .milliseconds(300))
    #expect(!host.component.transforms.isEmpty)
    Self.awaitTransforms(&host)
    #expect(host.component.queryField.text == "done")
  }

  @Test("a transform that prints no actions says so on the message row")
  func transformFails() throws {
    var host = try Self.host(bind: "ctrl-t:transform(echo frobnicate)")
    host.handle(.key(.control("t"), []))
    Self.awaitTransforms(&host)
    #expect(host.component.message?.text == "transform printed no actions: frobnicate")
  }

  @Test("with search off the query matches nothing and every item shows, until search is on again")
  func search() throws {
    var host = try Self.host(bind: "ctrl-e:enable-search,ctrl-d:disable-search,ctrl-s:toggle-search")
    host.update { $0.searches = false }
    host.type("zz")
    #expect(host.component.list.matchCount == 3)
    host.handle(.key(.control("e"), []))
    #expect(host.component.list.matchCount == 0)
    host.handle(.key(.control("s"), []))
    #expect(host.component.list.matchCount == 3 && host.component.queryField.text == "zz")
  }

  @Test("unbind, rebind and toggle-bind turn a binding off and on; trigger runs another's actions")
  func bindings() throws {
    var host = try Self.host(
      bind: "change:execute-silent(c),ctrl-u:unbind(change),ctrl-r:rebind(change),ctrl-b:toggle-bind(change),"
        + "ctrl-t:trigger(ctrl-n),ctrl-n:down+down")
    _ = Self.drain(&host)
    host.handle(.key(.control("u"), []))
    host.type("p")
    #expect(Self.drain(&host) == [])
    host.handle(.key(.control("r"), []))
    host.type("l")
    #expect(Self.drain(&host) == ["c"])
    host.handle(.key(.control("b"), []))
    host.handle(.key(.backspace, []))
    #expect(Self.drain(&host) == [])
    host.handle(.key(.control("b"), []))
    host.handle(.key(.backspace, []))
    #expect(Self.drain(&host) == ["c"])
    host.handle(.key(.control("t"), []))
    #expect(host.component.list.highlight == 2)
  }

  @Test(
    "pos, put, half-page and accept-non-empty",
    arguments: [
      ("pos(2)", "", 1, ComponentStatus<[ChoiceItem]>.running),
      ("pos(-1)", "", 2, .running),
      ("pos(9)", "", 0, .running),
      ("put(ki)", "ki", 0, .running),
      ("half-page-down", "", 2, .running),
      ("half-page-down+half-page-up", "", 0, .running),
      ("put(zz)+accept-non-empty", "zz", 0, .running),
      ("accept-non-empty", "", 0, .submitted([ChoiceItem(index: 0, bytes: Array("pear".utf8))])),
      ("put(kiw)+backward-char+backward-delete-char", "kw", 0, .running),
      ("put(ki)+unix-line-discard+backward-delete-char/eof", "", 0, .cancelled),
      ("put(ki)+beginning-of-line+delete-char/eof", "i", 0, .running),
    ])
  func simpleActions(bind: String, query: String, highlight: Int, status: ComponentStatus<[ChoiceItem]>)
    throws
  {
    var host = try Self.host(bind: "ctrl-a:" + bind)
    host.handle(.key(.control("a"), []))
    #expect(host.component.queryField.text == query)
    #expect(host.component.list.highlight == highlight)
    #expect(host.status == status)
  }

  @Test("change-prompt and change-header show at once; a header's escape sequences never reach the screen")
  func changeTexts() throws {
    var host = try Self.host(bind: "ctrl-a:change-prompt(Pick> )+change-header:one\n\u{1B}[2Jtwo")
    host.handle(.key(.control("a"), []))
    let grid = host.frame().textGrid()
    #expect(grid.contains { $0.hasPrefix(" Pick> ") })
    #expect(grid.contains { $0.contains("one") } && grid.contains { $0.contains("two") })
    #expect(!grid.joined().contains("\u{1B}"))
  }
}
