import FieldChoices
import FieldEngine
import FieldIO
import FieldKeys
import Foundation
import Testing

@testable import FieldTerminal

/// The preview pane: its output cut into lines with their colours and capped, controls never
/// sent, and a list that runs the command for its highlighted item, shows the output as it
/// arrives beside its items, scrolls it, and stops it when it ends.
@Suite("Preview pane: output as lines, and the list's pane")
struct PreviewPaneTests {
  /// The text of each line.
  static func texts(_ lines: PreviewLines) -> [String] {
    (0..<lines.count).map { lines.line($0).map(\.text).joined() }
  }

  @Test("lines split at LF, a CR before it dropped, a last line not ended counted")
  func splitting() {
    let lines = PreviewLines(Array("one\r\ntwo\n\nlast".utf8))
    #expect(Self.texts(lines) == ["one", "two", "", "last"])
    #expect(PreviewLines(Array("a\n".utf8)).count == 1)
  }

  @Test("taken in piece by piece, the same lines as at once, a sequence split between pieces too")
  func pieces() {
    let bytes = Array("red \u{1B}[31mon\nstill red\u{1B}[0m plain\n\u{1B}[1mbold".utf8)
    let whole = PreviewLines(bytes)
    for cut in 1..<bytes.count {
      var lines = PreviewLines()
      lines.append(bytes[..<cut])
      lines.append(bytes[cut...])
      #expect(lines == whole, "cut at \(cut)")
    }
  }

  @Test("SGR colours carry on to the next line; other escape sequences are left out")
  func colours() {
    let lines = PreviewLines(Array("a\u{1B}[31mb\nc\u{1B}[0md\u{1B}]0;title\u{7}e\u{1B}[2Jf\n".utf8))
    #expect(Self.texts(lines) == ["ab", "cdef"])
    #expect(lines.line(0).map(\.colors.foreground) == [nil, 1])
    #expect(lines.line(1).first?.colors.foreground == 1)
    #expect(lines.line(1).first?.text == "c")
    #expect(lines.line(1).dropFirst().allSatisfy { $0.colors.foreground == nil })
  }

  @Test("at most byteLimit bytes and lineLimit lines; past either, it says it was cut")
  func caps() {
    var lines = PreviewLines(Array(repeating: UInt8(ascii: "x"), count: PreviewLines.byteLimit - 1))
    #expect(lines.isCut == false)
    lines.append(Array("yz\n".utf8))
    #expect(lines.isCut)
    #expect(lines.byteCount == PreviewLines.byteLimit)
    #expect(lines.count == 1)

    let many = PreviewLines(Array(String(repeating: "l\n", count: PreviewLines.lineLimit + 5).utf8))
    #expect(many.count == PreviewLines.lineLimit)
    #expect(many.isCut)
    let exactly = PreviewLines(Array(String(repeating: "l\n", count: PreviewLines.lineLimit).utf8))
    #expect(exactly.isCut == false)
  }

  @Test("rows: tabs to the next multiple of 8, controls as stand-ins, overstrikes left out, cut or wrapped")
  func rows() {
    // "c BS" is an overstrike (man's bold is "d BS d"), which fzf leaves out: BEL stays as "�".
    let runs = PreviewLines(Array("a\tb\u{7}c\u{8}d".utf8)).line(0)
    let cut = PreviewLines.rows(of: runs, columns: 40, wrap: false)
    #expect(cut.map { $0.pieces.map(\.text).joined() } == ["a       b\u{FFFD}d"])
    let wrapped = PreviewLines.rows(of: PreviewLines(Array("abcdefgh".utf8)).line(0), columns: 3, wrap: true)
    #expect(wrapped.map { $0.pieces.map(\.text).joined() } == ["abc", "def", "gh"])
    let narrow = PreviewLines.rows(of: PreviewLines(Array("abcdefgh".utf8)).line(0), columns: 3, wrap: false)
    #expect(narrow.map { $0.pieces.map(\.text).joined() } == ["abc"])
  }

  /// fzf 0.74.5 draws these rows in a pane 20 columns wide, `↳ ` before each row a line goes on
  /// to (its `wordWrapAnsiLine`, src/terminal.go, MIT licence).
  @Test("wrap and wrap-word: each later row after the sign; wrap-word splits after the last blank that fits")
  func wrapWords() {
    func rows(_ line: String, words: Bool) -> [String] {
      PreviewLines.rows(
        of: PreviewLines(Array(line.utf8)).line(0), columns: 20, wrap: true, wrapsWords: words, signCells: 2
      ).map { ($0.continued ? "↳ " : "") + $0.pieces.map(\.text).joined() }
    }
    let words = "alpha beta gamma delta epsilon zeta"
    #expect(rows(words, words: false) == ["alpha beta gamma del", "↳ ta epsilon zeta"])
    #expect(rows(words, words: true) == ["alpha beta gamma", "↳ delta epsilon zeta"])
    // A word longer than the row is wrapped at characters, and the part after it starts a row.
    #expect(rows("abcdefghijklmnopqrstuvwxyz0123", words: true) == ["abcdefghijklmnopqrst", "↳ uvwxyz0123"])
    #expect(
      rows("abcdefghijklmnopqrstuvwxy z", words: true) == ["abcdefghijklmnopqrst", "↳ uvwxy", "↳ z"])
    // Cut, one row.
    #expect(
      PreviewLines.rows(of: PreviewLines(Array(words.utf8)).line(0), columns: 20, wrap: false, signCells: 2)
        .map { $0.pieces.map(\.text).joined() } == ["alpha beta gamma del"])
  }

  @Test("toggle-preview-wrap and toggle-preview-wrap-word, show-preview, hide-preview, refresh-preview")
  func wrapAndShowActions() throws {
    let runs = FileManager.default.temporaryDirectory.appendingPathComponent("preview-runs-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: runs) }
    var controller = try Self.list(
      ["x"],
      preview: "echo >> \(runs); printf 'aaa bbb ccc ddd eee fff ggg hhh iii jjj kkk lll mmm\\nruns %s\\n' "
        + "$(wc -l < \(runs))",
      width: 60)
    controller.boundKeys = try ListBinding.parse(
      "ctrl-w:toggle-preview-wrap,ctrl-e:toggle-preview-wrap-word,ctrl-h:hide-preview,ctrl-s:show-preview,"
        + "ctrl-r:refresh-preview")
    Self.wake(&controller) { !$0.preview!.isRunning && Self.pane($0).contains { $0.hasPrefix("aaa") } }
    let first = Self.pane(controller)
    #expect(!first.contains { $0.hasPrefix("↳") })
    _ = controller.handle(.key(.control("w"), []))
    #expect(Self.pane(controller).contains { $0.hasPrefix("↳ ") })
    #expect(controller.preview?.window.wrap == true && controller.preview?.window.wrapsWords == false)
    _ = controller.handle(.key(.control("e"), []))
    #expect(controller.preview?.window.wrapsWords == true)
    #expect(Self.pane(controller).contains { $0.hasPrefix("↳ ") && $0.dropFirst(2).first != " " })
    _ = controller.handle(.key(.control("e"), []))
    #expect(controller.preview?.window.wrap == false)
    // Refresh runs the command again, for the same item.
    #expect(Self.pane(controller).contains("runs 1"))
    _ = controller.handle(.key(.control("r"), []))
    Self.wake(&controller) { Self.pane($0).contains("runs 2") }
    #expect(Self.pane(controller).contains("runs 2"), "\(Self.pane(controller))")
    _ = controller.handle(.key(.control("h"), []))
    #expect(controller.preview?.isShown == false)
    _ = controller.handle(.key(.control("h"), []))
    #expect(controller.preview?.isShown == false)
    _ = controller.handle(.key(.control("s"), []))
    #expect(controller.preview?.isShown == true)
  }

  /// fzf 0.74's test_change_preview_window_rotate, test_change_preview_window_rotate_hidden and
  /// test_change_preview_window_preserves_wrap_toggle (test/test_preview.rb, MIT licence).
  @Test("change-preview-window: from --preview-window's words, a|b|c in turn, hidden, the wrap toggle kept")
  func changeWindow() throws {
    var controller = try Self.list(["x"], preview: "echo hello", window: "left,border-none")
    controller.boundKeys = try ListBinding.parse("ctrl-a:change-preview-window(right|down|up|hidden|)")
    func state(_ controller: ChoiceListController) -> String {
      guard let preview = controller.preview else { return "none" }
      return preview.isShown ? "\(preview.window.position)" : "hidden"
    }
    #expect(state(controller) == "left")
    for _ in 0..<2 {
      var seen: [String] = []
      for _ in 0..<5 {
        _ = controller.handle(.key(.control("a"), []))
        seen.append(state(controller))
      }
      #expect(seen == ["right", "down", "up", "hidden", "left"])
    }
    var hidden = try Self.list(["x"], preview: "echo hello", window: "hidden")
    hidden.boundKeys = try ListBinding.parse("ctrl-a:change-preview-window(nohidden||down,1|)")
    var seen: [String] = []
    for _ in 0..<5 {
      _ = hidden.handle(.key(.control("a"), []))
      seen.append(state(hidden))
    }
    #expect(seen == ["right", "hidden", "down", "hidden", "right"])
    #expect(hidden.preview?.window.size == .percent(50))
    var wrapped = try Self.list(["x"], preview: "echo hello", window: "right,nowrap")
    wrapped.boundKeys = try ListBinding.parse(
      "ctrl-w:toggle-preview-wrap,ctrl-r:change-preview-window(border-bold),ctrl-n:change-preview-window(nowrap)"
    )
    _ = wrapped.handle(.key(.control("w"), []))
    _ = wrapped.handle(.key(.control("r"), []))
    #expect(wrapped.preview?.window.wrap == true)
    _ = wrapped.handle(.key(.control("n"), []))
    #expect(wrapped.preview?.window.wrap == false)
  }

  @Test("rows and list items: tabs to the next multiple of --tabstop")
  func tabStops() {
    let runs = PreviewLines(Array("a\tbcdef\tg".utf8)).line(0)
    #expect(
      PreviewLines.rows(of: runs, columns: 40, wrap: false, tabStop: 4).map { $0.pieces.map(\.text).joined() }
        == [
          "a   bcdef   g"
        ])
    #expect(
      PreviewLines.rows(of: runs, columns: 40, wrap: false, tabStop: 1).map { $0.pieces.map(\.text).joined() }
        == [
          "a bcdef g"
        ])
    #expect(ChoiceListLayout.shown("\t", atColumn: 5, tabStop: 3) == " ")
    #expect(ChoiceListLayout.shown("\t", atColumn: 5) == "   ")
  }

  /// A list of `items` with a preview of `command`, laid out `width` x `height`.
  static func list(
    _ items: [String], preview command: String, window: String = "", width: Int = 60, height: Int = 10,
    multi: Bool = false
  ) throws -> ChoiceListController {
    var controller = ChoiceListController(
      title: "Files",
      list: ChoiceList(items: items, configuration: .init(selection: multi ? .multiple(limit: nil) : .single))
    )
    controller.preview = ChoicePreview(
      template: try PreviewTemplate(command), window: try PreviewWindow(parsing: window))
    return controller.sized(width, height)
  }

  /// Wakes the list until `done` holds (at most 10 s).
  static func wake(_ controller: inout ChoiceListController, until done: (ChoiceListController) -> Bool) {
    let deadline = ContinuousClock.now + .seconds(10)
    while !done(controller), ContinuousClock.now < deadline {
      var entries = controller.wake.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      _ = poll(&entries, nfds_t(entries.count), 50)
      controller.wake(now: .now)
    }
  }

  /// The pane's text: each row's cells right of the border.
  static func pane(_ controller: ChoiceListController) -> [String] {
    controller.frame().textGrid().map { row in
      guard let border = row.firstIndex(of: "│") else { return "" }
      return String(row[row.index(after: border)...]).trimmingCharacters(in: .whitespaces)
    }
  }

  @Test("the highlighted item's output beside the items; a move runs the command for the next")
  func followsHighlight() throws {
    var controller = try Self.list(["one", "two"], preview: "echo \"item {} at {n}\"; echo second line")
    Self.wake(&controller) { Self.pane($0).contains("second line") }
    // The placeholders are quoted into the line: the shell's echo gets the quotes inside its
    // double quotes.
    #expect(Self.pane(controller)[2...3] == ["item 'one' at 0", "second line"])
    #expect(controller.frame().textGrid()[2].hasPrefix("›   one"))
    _ = controller.handle(.key(.down, []))
    Self.wake(&controller) { Self.pane($0).contains { $0.contains("item 'two' at 1") } }
    #expect(Self.pane(controller)[2] == "item 'two' at 1")
  }

  @Test("the pane's size is in FZF_PREVIEW_LINES and FZF_PREVIEW_COLUMNS, and their TFIELD_ twins")
  func size() throws {
    var controller = try Self.list(
      ["x"],
      preview: "echo $FZF_PREVIEW_LINES $FZF_PREVIEW_COLUMNS $TFIELD_PREVIEW_LINES $TFIELD_PREVIEW_COLUMNS",
      width: 60, height: 10)
    Self.wake(&controller) { !$0.preview!.isRunning && Self.pane($0)[2] != "" }
    let area = ChoiceListLayout.listArea(controller)
    let pane = try #require(area.pane)
    #expect(Self.pane(controller)[2] == "\(pane.height) \(pane.width) \(pane.height) \(pane.width)")
    #expect(pane.height == 6)
    #expect(pane.width == 28)
  }

  @Test("the command's errors show in the pane; its stdin is /dev/null")
  func errorsAndInput() throws {
    var controller = try Self.list(["x"], preview: "cat /nonexistent/{}; readlink /proc/self/fd/0")
    Self.wake(&controller) { !$0.preview!.isRunning }
    let pane = Self.pane(controller)
    #expect(pane.contains { $0.hasPrefix("cat: /nonexistent/x:") }, "\(pane)")
    #expect(pane.contains("/dev/null"), "\(pane)")
  }

  @Test("Shift-↓ and Shift-↑ scroll the pane; a position shows when the output is longer")
  func scrolling() throws {
    var controller = try Self.list(["x"], preview: "seq 1 50")
    Self.wake(&controller) { !$0.preview!.isRunning }
    #expect(Self.pane(controller)[2].hasPrefix("1"))
    #expect(Self.pane(controller)[2].hasSuffix("1/50"))
    _ = controller.handle(.key(.down, [.shift]))
    _ = controller.handle(.key(.down, [.shift]))
    #expect(Self.pane(controller)[2].hasPrefix("3"))
    #expect(Self.pane(controller)[2].hasSuffix("3/50"))
    _ = controller.handle(.key(.up, [.shift]))
    #expect(Self.pane(controller)[2].hasPrefix("2"))
    controller.perform(.preview(.bottom))
    #expect(Self.pane(controller)[2].hasPrefix("45"))
  }

  @Test("while items are still read, the preview's output wakes the list as the items do")
  func whileReading() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { close(ends[1]) }
    _ = "first\n".withCString { write(ends[1], $0, 6) }
    var controller = ChoiceListController(
      title: "", list: ChoiceList(source: ChoiceSource(fileDescriptor: ends[0])))
    controller.preview = ChoicePreview(
      template: try PreviewTemplate("echo preview of {}"), window: PreviewWindow())
    controller = controller.sized(60, 10)
    #expect(controller.wake.descriptors.contains(try #require(controller.preview).wakeDescriptor))
    // As a runner does: wake when one of the wake's descriptors is readable, or its deadline passed.
    let deadline = ContinuousClock.now + .seconds(10)
    while !Self.pane(controller).contains("preview of first"), ContinuousClock.now < deadline {
      var entries = controller.wake.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let readable = poll(&entries, nfds_t(entries.count), 50) > 0
      if readable || controller.wake.deadline.map({ $0 <= .now }) == true { controller.wake(now: .now) }
    }
    #expect(controller.list.isReading)
    #expect(Self.pane(controller).contains("preview of first"), "\(Self.pane(controller))")
  }

  @Test("a list no host has laid out runs no preview")
  func notLaidOut() throws {
    var controller = ChoiceListController(title: "", list: ChoiceList(items: ["x"]))
    controller.preview = ChoicePreview(template: try PreviewTemplate("echo {}"), window: PreviewWindow())
    controller.type("x")
    #expect(controller.preview?.isRunning == false)
    controller.layout(in: Region(width: 60, height: 10))
    #expect(controller.preview?.isRunning == true)
  }

  @Test("the actions by fzf's names")
  func actionNames() {
    #expect(
      PreviewAction.all.map(\.name) == [
        "preview-up", "preview-down", "preview-page-up", "preview-page-down", "preview-top", "preview-bottom",
        "preview-half-page-up", "preview-half-page-down", "toggle-preview", "show-preview", "hide-preview",
        "refresh-preview", "toggle-preview-wrap", "toggle-preview-wrap-word",
      ])
    #expect(PreviewAction(named: "toggle-preview") == .toggle)
    #expect(PreviewAction(named: "preview-sideways") == nil)
  }

  @Test("~N keeps the first lines at the top while the rest scrolls")
  func header() throws {
    var controller = try Self.list(["x"], preview: "seq 1 50", window: "~2")
    Self.wake(&controller) { !$0.preview!.isRunning }
    #expect(
      Self.pane(controller)[2...4].map { $0.split(separator: " ").first.map(String.init) } == ["1", "2", "3"])
    _ = controller.handle(.key(.down, [.shift]))
    _ = controller.handle(.key(.down, [.shift]))
    #expect(
      Self.pane(controller)[2...4].map { $0.split(separator: " ").first.map(String.init) } == ["1", "2", "5"])
    controller.perform(.preview(.top))
    #expect(Self.pane(controller)[4].hasPrefix("3"))
  }

  @Test("follow keeps the end in view as output arrives; scrolling up stops it, the end again follows")
  func follow() throws {
    var controller = try Self.list(["x"], preview: "seq 1 30; sleep 0.3; seq 31 40", window: "follow")
    Self.wake(&controller) { Self.pane($0).contains("30") }
    // The pane has 6 rows: lines 25-30 show.
    #expect(Self.pane(controller)[7] == "30")
    #expect(Self.pane(controller)[2].hasPrefix("25"))
    Self.wake(&controller) { !$0.preview!.isRunning }
    #expect(Self.pane(controller)[7] == "40")
    _ = controller.handle(.key(.up, [.shift]))
    #expect(Self.pane(controller)[7] == "39")
    _ = controller.handle(.key(.down, [.shift]))
    #expect(Self.pane(controller)[7] == "40")
  }

  @Test("toggle-preview hides the pane (the items take the width) and shows it again")
  func toggle() throws {
    var controller = try Self.list(["x"], preview: "echo shown", window: "hidden")
    #expect(ChoiceListLayout.listArea(controller).pane == nil)
    #expect(controller.preview?.isRunning == false)
    _ = controller.perform(.preview(.toggle))
    #expect(ChoiceListLayout.listArea(controller).pane != nil)
    Self.wake(&controller) { Self.pane($0).contains { $0.contains("shown") } }
    #expect(Self.pane(controller).contains { $0.contains("shown") })
    _ = controller.perform(.preview(.toggle))
    #expect(ChoiceListLayout.listArea(controller).pane == nil)
    #expect(!controller.frame().textGrid().joined().contains("│"))
  }

  @Test("a preview above the items: the items below it, a border row between")
  func above() throws {
    var controller = try Self.list(["x", "y"], preview: "echo top", window: "up,3")
    Self.wake(&controller) { !$0.preview!.isRunning }
    let grid = controller.frame().textGrid()
    #expect(grid[2].trimmingCharacters(in: .whitespaces) == "top")
    #expect(grid[4].hasPrefix("──"))
    #expect(grid[5].hasPrefix("›   x"))
  }

  @Test("{+} names the marked items")
  func marked() throws {
    var controller = try Self.list(["a", "b", "c"], preview: "echo {+}", multi: true)
    _ = controller.handle(.key(.tab, []))
    _ = controller.handle(.key(.down, []))
    _ = controller.handle(.key(.tab, []))
    Self.wake(&controller) { Self.pane($0)[2] == "a c" }
    #expect(Self.pane(controller)[2] == "a c")
  }

  @Test("typing is answered while the command runs; Enter ends the command's whole group")
  func endsWithList() throws {
    let marker = "tf-preview-unit-\(getpid())"
    var controller = try Self.list(
      // The marker after the sleep: a shell that runs its last command in its own place (bash)
      // still has it in its command line.
      ["one", "two"], preview: "echo started; sleep 30; : \(marker)")
    Self.wake(&controller) { Self.pane($0).contains { $0.contains("started") } }
    #expect(controller.preview?.isRunning == true)
    controller.type("tw")
    #expect(controller.list.matchCount == 1)
    #expect(Self.running(marker))
    _ = controller.handle(.key(.enter, []))
    #expect(controller.value?.map(\.text) == ["two"])
    let deadline = ContinuousClock.now + .seconds(5)
    while Self.running(marker), ContinuousClock.now < deadline { usleep(10_000) }
    #expect(!Self.running(marker))
  }

  /// True while a process whose command line holds `marker` runs (not a zombie).
  static func running(_ marker: String) -> Bool {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.contains { entry in
      guard Int(entry) != nil,
        let command = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
        String(decoding: command, as: UTF8.self).contains(marker),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      return !stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }
  }
}
