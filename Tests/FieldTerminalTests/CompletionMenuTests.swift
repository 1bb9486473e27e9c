import FieldEngine
import Foundation
import Testing

@testable import FieldKeys
@testable import FieldTerminal

#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// The completion menu: Tab in a field with a completer, what the menu shows and which
/// keys it takes, through a form and a prompt without a terminal.
@Suite("Completion menu")
struct CompletionMenuTests {
  static let cities = ["Paris", "Parma", "Lisbon", "Oslo", "Porto"]

  static func form(
    _ completer: Completer? = .candidates(cities), fields: [Field] = [Field(id: "city", label: "City")],
    width: Int = 40, height: Int = 14
  ) throws -> FormController {
    var controller = FormController(form: try Form(fields), title: "").sized(width, height, inline: true)
    controller.setCompleter(completer, for: fields[0].id)
    return controller
  }

  static let tab = KeyEvent.key(.tab, [])

  /// The rows of an inline form in the region its runner gives it: as many as it asks for.
  static func grid(_ controller: FormController) -> [String] {
    controller.sized(40, controller.inlineHeight(width: 40, screenHeight: 14), inline: true).frame()
      .textGrid()
  }

  @Test("Completer's doc example: the four ways, each its kind")
  func completerExample() {
    let cities = Completer.candidates(["Paris", "Lisbon", "Oslo"])
    let notes = Completer.file("notes.txt")  // one candidate a line
    let branches = Completer.command("git branch --format='%(refname:short)'")
    let folders = Completer.paths(directoriesOnly: true)
    #expect(cities.kind == .candidates(["Paris", "Lisbon", "Oslo"]) && notes.kind == .file("notes.txt"))
    #expect(branches.kind == .command("git branch --format='%(refname:short)'"))
    #expect(folders.kind == .paths(directoriesOnly: true) && folders.completesPaths)
  }

  @Test("Tab opens a menu below the field; typing narrows it with the picker's matcher")
  func tabOpensAndTypingFilters() throws {
    var form = try Self.form()
    #expect(form.inlineHeight(width: 40, screenHeight: 14) == 3)
    form.handle(Self.tab)
    #expect(form.completions[0]?.isOpen == true)
    #expect(form.inlineHeight(width: 40, screenHeight: 14) == 9)
    #expect(
      CompletionMenuTests.grid(form) == [
        "› City  [                              ]",
        "         no limit",
        "         Paris",
        "         Parma",
        "         Lisbon",
        "         Oslo",
        "         Porto",
        "         5/5 · ↑↓ Tab move · Enter tak…",
        " Tab complete · Enter submit …",
      ])
    form.type("pr")
    #expect(
      CompletionMenuTests.grid(form) == [
        "› City  [pr                            ]",
        "         no limit",
        "         Paris",
        "         Parma",
        "         Porto",
        "         3/5 · ↑↓ Tab move · Enter tak…",
        " Tab complete · Enter submit …",
      ])
    form.type("x")
    #expect(form.frame().textGrid()[2] == "         no candidate matches")
    // Inline, in the rows it asks for: the one row is there too.
    #expect(form.inlineHeight(width: 40, screenHeight: 14) == 4)
    #expect(CompletionMenuTests.grid(form)[2] == "         no candidate matches")
  }

  @Test("Enter takes the highlighted candidate without submitting; ↓ Tab Shift-Tab ↑ move, wrapping")
  func enterTakesWithoutSubmitting() throws {
    var form = try Self.form()
    form.type("p")
    form.handle(Self.tab)
    #expect(form.completions[0]?.highlight == 0)
    form.handle(Self.tab)
    form.handle(.key(.down, []))
    #expect(form.completions[0]?.highlight == 2)
    form.handle(.key(.down, []))
    #expect(form.completions[0]?.highlight == 0)
    form.handle(.key(.up, []))
    form.handle(.key(.backTab, []))
    #expect(form.completions[0]?.highlight == 1)
    form.handle(.key(.enter, []))
    #expect(form.form.focused.text == "Parma")
    #expect(form.status == .running)
    #expect(form.completions[0]?.isOpen == false)
    form.handle(.key(.enter, []))
    #expect(form.status == .submitted(["city": "Parma"]))
  }

  @Test("→ takes too; Escape closes only the menu; a single match completes at once")
  func rightEscapeAndSingleMatch() throws {
    var form = try Self.form()
    form.type("lis")
    form.handle(Self.tab)
    #expect(form.form.focused.text == "Lisbon")
    #expect(form.completions[0]?.isOpen == false)
    form.handle(.key(.control("u"), []))
    form.type("o")
    form.handle(Self.tab)
    form.handle(.key(.escape, []))
    #expect(form.status == .running)
    #expect(form.form.focused.text == "o")
    #expect(form.completions[0]?.isOpen == false)
    // Alt-? opens the menu even for a single match.
    form.type("sl")
    form.handle(.key(.character("?"), [.alt]))
    #expect(form.completions[0]?.isOpen == true)
    form.handle(.key(.right, []))
    #expect(form.form.focused.text == "Oslo")
  }

  @Test("a candidate goes in through the paste policy: one the rules cut says so")
  func candidateThroughThePastePolicy() throws {
    var field = Field(id: "city", label: "City")
    field.rules.maxLength = 4
    var form = try Self.form(fields: [field])
    form.type("lis")
    form.handle(Self.tab)
    #expect(form.form.focused.text == "Lisb")
    let message = try #require(form.message)
    #expect(message.text.contains("4 of 6"))
  }

  @Test("in a form, Tab moves on from a field without a completer and completes in one with")
  func tabInAForm() throws {
    let fields = [Field(id: "city", label: "City"), Field(id: "note", label: "Note")]
    var form = try Self.form(fields: fields)
    form.handle(.key(.down, []))
    #expect(form.form.focusIndex == 1)
    form.handle(Self.tab)
    #expect(form.form.focusIndex == 0)
    form.handle(Self.tab)
    #expect(form.form.focusIndex == 0)
    #expect(form.completions[0]?.isOpen == true)
    // The menu takes rows below the focused field; the next field moves down.
    let grid = form.frame().textGrid()
    #expect(grid[2] == "         Paris")
    #expect(grid[8] == "  Note  [                              ]")
    // Leaving the field closes its menu.
    form.handle(.key(.escape, []))
    form.handle(.key(.down, []))
    form.handle(Self.tab)
    #expect(form.form.focusIndex == 0)
  }

  @Test("controls in a candidate are written out in the menu, and cleaned in the field")
  func controlsInCandidates() throws {
    var form = try Self.form(.candidates(["bell\u{07}here", "other"]))
    form.handle(Self.tab)
    #expect(form.frame().textGrid()[2] == "         bell\\ahere")
    form.handle(.key(.enter, []))
    #expect(form.form.focused.text == "bellhere")
  }

  @Test("the grey suggestion hides while the menu is open")
  func suggestionHides() throws {
    var field = Field(id: "city", label: "City")
    field.suggestionSources = [SuggestionList(["Paris"])]
    var form = try Self.form(fields: [field])
    form.type("Pa")
    #expect(form.frame().textGrid()[0] == "› City  [Paris                         ]")
    form.handle(.key(.character("?"), [.alt]))
    #expect(form.frame().textGrid()[0] == "› City  [Pa                            ]")
    // End and Alt-F take no suggestion nobody can see; once the menu closes, End takes it again.
    form.handle(.key(.end, []))
    form.handle(.key(.character("f"), [.alt]))
    #expect(form.form.focused.text == "Pa")
    form.handle(.key(.escape, []))
    form.handle(.key(.end, []))
    #expect(form.form.focused.text == "Paris")
  }

  @Test("a prompt's menu holds its suggestion back too")
  func promptSuggestionHeldBack() throws {
    var field = Field(id: "city")
    field.suggestionSources = [SuggestionList(["Paris"])]
    var prompt = PromptController(title: "City", question: "Where?", field: field).sized(60, 24)
    prompt.setCompleter(.candidates(Self.cities))
    prompt.type("Pa")
    #expect(prompt.field.suggestion == "ris")
    prompt.handle(Self.tab)
    #expect(prompt.field.suggestion == nil)
    prompt.handle(.key(.end, []))
    #expect(prompt.field.text == "Pa")
  }

  @Test("a prompt: Tab opens the menu inside the box, Enter takes without submitting")
  func prompt() throws {
    var prompt = PromptController(title: "City", question: "Where?", field: Field(id: "city"))
      .sized(60, 24, inline: true)
    prompt.setCompleter(.candidates(Self.cities))
    let closed = prompt.inlineHeight(width: 60, screenHeight: 24)
    prompt.type("o")
    prompt.handle(Self.tab)
    #expect(prompt.inlineHeight(width: 60, screenHeight: 24) == closed + 4)
    let grid = prompt.frame().textGrid()
    #expect(grid[3].contains("[o "))
    #expect(grid[5].contains("Oslo"))
    #expect(grid[8].contains("3/5"))
    #expect(grid[9].contains("[ OK ]"))
    let second = try #require(prompt.completion?.candidate(row: 1))
    prompt.handle(.key(.down, []))
    prompt.handle(.key(.enter, []))
    #expect(prompt.field.text == second)
    #expect(prompt.status == .running)
  }
}

/// Menus that read their candidates in the background: a file, a command, a directory.
@Suite("Completion menu: candidates read in the background")
struct CompletionReadingTests {
  /// Wakes the form as its runner would until `done` holds (each wait for the wake descriptor is
  /// bounded, never asserted on).
  static func wake(_ form: inout FormController, until done: (FormController) -> Bool) {
    for _ in 0..<200 where !done(form) {
      if let deadline = form.wake.deadline { form.wake(now: max(deadline, .now)) }
      var waiting = form.wake.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      _ = poll(&waiting, nfds_t(waiting.count), 100)
      form.wake(now: .now)
    }
  }

  /// Removes a folder `directory()` made, and what is in it.
  static func remove(_ directory: String) {
    try? FileManager.default.removeItem(atPath: directory)
  }

  static func directory() throws -> String {
    var template = Array("/tmp/tf-complete-XXXXXX".utf8CString)
    let made = try #require(mkdtemp(&template))
    let path = String(cString: made)
    for name in ["alpha", "alps", ".hidden"] { _ = creat(path + "/" + name, 0o600).closed() }
    for name in ["albums", ".config"] { mkdir(path + "/" + name, 0o700) }
    return path
  }

  @Test("a file's lines are read in the background from the start")
  func file() throws {
    let directory = try Self.directory()
    defer { Self.remove(directory) }
    let path = directory + "/alpha"
    let descriptor = open(path, O_WRONLY | O_TRUNC)
    _ = "Paris\nParma\nLisbon\n".withCString { write(descriptor, $0, 19) }
    close(descriptor)
    var form = try CompletionMenuTests.form(.file(path))
    Self.wake(&form) { $0.completions[0]?.isReady(for: "") == true }
    form.type("lis")
    form.handle(CompletionMenuTests.tab)
    #expect(form.form.focused.text == "Lisbon")
  }

  @Test("a command gets the text as $1 once typing pauses; its lines are the candidates")
  func command() throws {
    var form = try CompletionMenuTests.form(.command(#"printf '%s-one\n%s-two\n' "$1" "$1""#))
    form.type("ab")
    form.handle(CompletionMenuTests.tab)
    Self.wake(&form) { $0.completions[0]?.isReady(for: "ab") == true }
    #expect(form.completions[0]?.candidate(row: 1) == "ab-two")
    form.type("c")
    #expect(form.wake.deadline != nil)
    Self.wake(&form) { $0.completions[0]?.isReady(for: "abc") == true }
    #expect(form.completions[0]?.candidate(row: 0) == "abc-one")
  }

  @Test("a command that fails: its first line of errors under the field, controls written out")
  func commandFails() throws {
    var form = try CompletionMenuTests.form(.command(#"printf 'no \033[2Jluck\nmore\n' >&2; exit 3"#))
    form.type("ab")
    form.handle(CompletionMenuTests.tab)
    Self.wake(&form) { $0.completions[0]?.isReady(for: "ab") == true }
    #expect(form.completions[0]?.failure == #"completing failed: no \e[2Jluck"#)
    // Inline, the region is as tall as the menu asks: its one row is drawn there.
    #expect(CompletionMenuTests.grid(form)[2] == #"         completing failed: no \e[2Jlu…"#)
    #expect(!CompletionMenuTests.grid(form).joined().contains("\u{1B}"))
  }

  @Test("a file that cannot be read: said under the field, its name's controls written out")
  func fileUnreadable() throws {
    let directory = try Self.directory()
    defer { Self.remove(directory) }
    let path = directory + "/missing\u{1B}[31m"
    var form = try CompletionMenuTests.form(.file(path))
    form.handle(CompletionMenuTests.tab)
    let failure = try #require(form.completions[0]?.failure)
    #expect(failure.hasPrefix("cannot read the completions in "))
    #expect(failure.hasSuffix(#"/missing\e[31m: No such file or directory"#))
  }

  /// Opens `menu` on the empty text and wakes it until its candidates are read.
  static func read(_ menu: inout CompletionMenu) {
    _ = menu.open(text: "", now: .now)
    for _ in 0..<200 where !menu.isReady(for: "") {
      var waiting = pollfd(fd: menu.wakeDescriptor ?? -1, events: Int16(POLLIN), revents: 0)
      _ = poll(&waiting, 1, 100)
      _ = menu.wake(now: .now, text: "")
    }
  }

  @Test(
    "a completion file that is a device, a FIFO or a directory is refused before it is read",
    arguments: ["/dev/zero", "/dev/urandom", "/dev/null", "fifo", "directory"])
  func notARegularFile(_ name: String) throws {
    let directory = try Self.directory()
    defer { Self.remove(directory) }
    let path = name.hasPrefix("/") ? name : directory + "/" + name
    if name == "fifo" { #expect(mkfifo(path, 0o600) == 0) }
    if name == "directory" { #expect(mkdir(path, 0o700) == 0) }
    var menu = CompletionMenu(.file(path))
    // A FIFO's open would block here, with no writer; /dev/zero would be read without end.
    _ = menu.open(text: "", now: .now)
    #expect(
      menu.failure
        == "cannot read the completions in \(path): not a regular file (a directory, a device or a pipe)")
    #expect(menu.matchCount == 0)
    #expect(menu.wakeDescriptor == nil)
  }

  @Test("a completion file larger than the menu reads: its first bytes, and a message saying so")
  func fileCut() throws {
    let directory = try Self.directory()
    defer { Self.remove(directory) }
    let path = directory + "/alpha"
    let descriptor = open(path, O_WRONLY | O_TRUNC)
    _ = "Paris\nParma\nLisbon\nOslo\n".withCString { write(descriptor, $0, 24) }
    close(descriptor)
    var menu = CompletionMenu(.file(path))
    menu.fileLimit = 15
    Self.read(&menu)
    // 15 bytes: "Paris\nParma\nLis", the line cut left out.
    #expect(menu.matchCount == 2)
    #expect(menu.failure == "completions in \(path): only the first 15 bytes read")
    var whole = CompletionMenu(.file(path))
    whole.fileLimit = 24
    Self.read(&whole)
    #expect(whole.matchCount == 4)
    #expect(whole.failure == nil)
    #expect(CompletionMenu.readLimit == 64 << 20)
  }

  @Test("paths: the last component is replaced; hidden entries after a typed dot; ~/ is home; dirs only")
  func paths() throws {
    let directory = try Self.directory()
    defer { Self.remove(directory) }
    var form = try CompletionMenuTests.form(.paths())
    form.type(directory + "/al")
    form.handle(CompletionMenuTests.tab)
    Self.wake(&form) { $0.completions[0]?.isReady(for: directory + "/al") == true }
    #expect(form.completions[0]?.matchCount == 3)
    form.type("b")
    #expect(form.completions[0]?.matchCount == 1)
    form.handle(.key(.enter, []))
    #expect(form.form.focused.text == directory + "/albums/")
    form.handle(.key(.control("u"), []))
    form.type(directory + "/.")
    form.handle(CompletionMenuTests.tab)
    Self.wake(&form) { $0.completions[0]?.isOpen == true && $0.completions[0]?.matchCount == 2 }
    #expect(form.completions[0]?.candidate(row: 0)?.hasPrefix(".") == true)

    var home = CompletionMenu(.paths(directoriesOnly: true), home: directory)
    #expect(home.directory(for: "~/al") == directory + "/")
    _ = home.open(text: "~/", now: .now)
    for _ in 0..<200 where !home.isReady(for: "~/") {
      var waiting = pollfd(fd: home.wakeDescriptor ?? -1, events: Int16(POLLIN), revents: 0)
      _ = poll(&waiting, 1, 100)
      _ = home.wake(now: .now, text: "~/")
    }
    #expect(home.matchCount == 1)
    #expect(home.replacement(row: 0, in: "~/") == "~/albums/")
  }
}

extension Int32 {
  /// Closes a descriptor just made.
  fileprivate func closed() -> Int32 { close(self) }
}
