import Foundation
import PackagePaths
import Testing

/// The real `fields-demo` running in a private tmux pane, with its stdout redirected to a file,
/// and the words for what a person sees: which field has the focus, what each box shows, the
/// message row, the hint rows.
final class FieldsDemo {
  /// The fields of page 1 in the order the demo shows them.
  static let ids = [
    "unlimited", "one", "vowels", "freaky", "banned", "phone", "age", "code", "password", "birthday",
  ]
  /// The elements of page 2 that take input, in order: their ids, labels, and values at first as
  /// the demo's JSON writes them (a note comes first and has none).
  static let secondPage: [(id: String, label: String, json: String)] = [
    ("editor", "Editor", #""Helix""#), ("languages", "Languages", #"["Swift"]"#),
    ("dark", "Dark theme?", "true"),
  ]
  /// What the title row ends with on page 2.
  static let secondPageMark = "page 2 of 2"
  /// The placeholders the demo shows in its empty fields.
  static let placeholders = [
    "phone": "type the digits", "code": "two letters, four digits", "birthday": "DD.MM.YYYY",
  ]
  /// The start of the demo's title row.
  static let title = "TerminalFields demo"

  /// What a field's box shows: `[text]`, with `<` or `>` when text is scrolled off that side.
  struct Box: Equatable {
    /// `[` or `<`.
    let open: Character
    /// The visible text, trailing blanks removed.
    let text: String
    /// `]` or `>`.
    let close: Character
    /// The screen column of `open`.
    let openColumn: Int
    /// The screen column of `close`, when the text holds one-column characters only.
    let closeColumn: Int
  }

  let tmux = Tmux()
  let height: Int
  private let outputPath: String

  /// Starts the demo in a `width` x `height` pane and waits for its title; with `asJob`, as a
  /// foreground job in its own process group (Tests/Support/run-as-job.py), so that SIGTSTP
  /// stops it.
  init(
    term: String = "xterm-256color", width: Int = 80, height: Int = 24, environment: [String: String] = [:],
    asJob: Bool = false
  ) throws {
    self.height = height
    outputPath =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("fields-demo-\(UUID().uuidString).out").path
    let settings = ["LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no"].merging(environment) { $1 }
    let assignments = settings.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quote($0.value))" }
    let demo = try Binaries.path(of: "fields-demo")
    let wrapper =
      asJob
      ? [
        "python3",
        PackageRoot.path("Tests/Support/run-as-job.py"),
      ] : []
    let command = (assignments + wrapper + [Self.quote(demo), ">", Self.quote(outputPath)]).joined(
      separator: " ")
    try tmux.start(command, term: .named(term), width: width, height: height)
    try tmux.waitFor(text: Self.title)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: outputPath)
  }

  /// The pid of the demo process in this pane (a descendant of the pane's shell).
  func pid() throws -> Int32 {
    try tmux.descendant(named: "fields-demo")
  }

  /// The screen row of a field's box (its hint is the row below).
  static func row(of field: String) -> Int {
    2 + 2 * ids.firstIndex(of: field)!
  }

  /// The box of a field as the screen shows it, or nil when it is not drawn.
  static func box(_ field: String, in screen: [String]) -> Box? {
    let row = row(of: field)
    guard row < screen.count else { return nil }
    let line = screen[row]
    // Labels hold no brackets; the text inside the demo's tests holds none either.
    guard let open = line.firstIndex(where: { $0 == "[" || $0 == "<" }),
      let close = line.lastIndex(where: { $0 == "]" || $0 == ">" }), open < close
    else { return nil }
    var text = String(line[line.index(after: open)..<close])
    while text.last == " " { text.removeLast() }
    let openColumn = columns(of: line[..<open])
    return Box(
      open: line[open], text: text, close: line[close], openColumn: openColumn,
      closeColumn: openColumn + 1 + columns(of: line[line.index(after: open)..<close]))
  }

  /// The hint row of a field: "max 5 · only AEIOUaeiou · 3/5".
  static func hint(_ field: String, in screen: [String]) -> String {
    let row = row(of: field) + 1
    return row < screen.count ? screen[row].trimmingCharacters(in: .whitespaces) : ""
  }

  /// The field whose row carries the focus mark, or nil.
  static func focused(in screen: [String]) -> String? {
    ids.first { row(of: $0) < screen.count && screen[row(of: $0)].hasPrefix("›") }
  }

  /// The screen now.
  func screen() throws -> [String] { try tmux.capture() }

  /// The message row (second to last), without its margin.
  func message(in screen: [String]) -> String {
    screen.count >= 2 ? screen[height - 2].trimmingCharacters(in: .whitespaces) : ""
  }

  /// Waits until the box of `field` shows `text` (compared scalar by scalar, trailing blanks
  /// aside: the screen cannot show them); returns the screen.
  @discardableResult
  func waitFor(_ field: String, showing text: String) throws -> [String] {
    var visible = text
    while visible.unicodeScalars.last == " " { visible.unicodeScalars.removeLast() }
    return try tmux.waitFor("\(field) showing \(text.debugDescription)") { screen in
      Self.box(field, in: screen).map { Self.sameScalars($0.text, visible) } ?? false
    }
  }

  /// Waits until `field` has the focus mark.
  @discardableResult
  func waitForFocus(_ field: String) throws -> [String] {
    try tmux.waitFor("the focus on \(field)") { Self.focused(in: $0) == field }
  }

  /// Waits until the message row says `text`.
  @discardableResult
  func waitForMessage(_ text: String) throws -> [String] {
    try tmux.waitFor("the message \(text.debugDescription)") { self.message(in: $0) == text }
  }

  /// Types `text` into the focused `field` one character per `send-keys` call, waiting after
  /// each for the box to show it, so that no two keys arrive in one read (that is a paste).
  func type(_ text: String, into field: String) throws {
    var shown = try Self.box(field, in: screen())?.text ?? ""
    if shown == Self.placeholders[field] { shown = "" }
    for character in text {
      shown.append(character)
      try tmux.sendKeys(literal: String(character))
      try waitFor(field, showing: shown)
    }
  }

  /// Moves the focus on page 1 until `field` has it: with Tab to a later field, with Shift-Tab
  /// to an earlier one (Tab past the last field goes to page 2).
  func focus(_ field: String) throws {
    let target = Self.ids.firstIndex(of: field)!
    for _ in Self.ids {
      let before = try Self.focused(in: screen())
      guard let before, let current = Self.ids.firstIndex(of: before) else { break }
      if current == target { return }
      try tmux.sendKeys(current < target ? "Tab" : "BTab")
      try tmux.waitFor("the focus to leave \(before)") { Self.focused(in: $0) != before }
    }
    try waitForFocus(field)
  }

  /// The label of the element whose row carries the focus mark, on either page.
  static func focusedLabel(in screen: [String]) -> String? {
    guard let line = screen.first(where: { $0.hasPrefix("›") }) else { return nil }
    return line.dropFirst().prefix { $0 != "[" && $0 != "<" }.trimmingCharacters(in: .whitespaces)
  }

  /// After the key that leaves page 1 (Enter, or Tab on its last field): waits for page 2 with the
  /// focus on its first element, then presses Enter on each of its elements, each once the focus
  /// has come to it (several Enters in one read are a paste where the terminal brackets none).
  /// Enter keeps each element's value; on the last it submits the form.
  static func enterThroughSecondPage(_ tmux: Tmux, timeout: Duration = .seconds(10)) throws {
    let first = secondPage[0].label
    try tmux.waitFor(timeout: timeout, "page 2 with the focus on \(first)") { screen in
      screen.contains { $0.contains(secondPageMark) } && focusedLabel(in: screen) == first
    }
    for (position, element) in secondPage.enumerated() {
      try tmux.sendKeys("Enter")
      guard position + 1 < secondPage.count else { break }
      let next = secondPage[position + 1].label
      try tmux.waitFor("the focus to go from \(element.label) to \(next)") { focusedLabel(in: $0) == next }
    }
  }

  /// Waits for the demo to exit and returns its status and what it printed on stdout. The
  /// shell's `EXIT:<status>` line must be a line of its own: a person reads the shell's output
  /// after the demo, not the demo's leftovers mixed into it.
  func finish(timeout: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation) throws -> (
    status: Int, output: String
  ) {
    let screen = try tmux.waitFor(text: "EXIT:", timeout: timeout)
    let line = screen.last { $0.contains("EXIT:") }!
    let digits = line[line.range(of: "EXIT:")!.upperBound...].prefix { $0.isASCII && $0.isNumber }
    guard let status = Int(digits) else {
      throw Tmux.Failure(description: "cannot read the exit status from \(line)")
    }
    #expect(
      line == "EXIT:\(status)", "the shell's line after exit is mixed with the demo's screen: \(line)",
      sourceLocation: sourceLocation)
    let data = FileManager.default.contents(atPath: outputPath) ?? Data()
    return (status, String(decoding: data, as: UTF8.self))
  }

  /// Presses Enter on page 1, then on each element of page 2, and returns page 1's values from
  /// the JSON line the demo printed; checks the exit status 0, the single line, its keys in the
  /// form's order, and page 2's values as they were at first.
  func submit(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: String] {
    try tmux.sendKeys("Enter")
    try Self.enterThroughSecondPage(tmux)
    let (status, output) = try finish(sourceLocation: sourceLocation)
    #expect(status == 0, "stdout: \(output)", sourceLocation: sourceLocation)
    #expect(output.hasSuffix("}\n"), "stdout: \(output.debugDescription)", sourceLocation: sourceLocation)
    #expect(
      output.filter { $0 == "\n" }.count == 1, "stdout: \(output.debugDescription)",
      sourceLocation: sourceLocation)
    let order = Self.ids + Self.secondPage.map(\.id)
    let keyPositions = order.map { output.range(of: "\"\($0)\":")?.lowerBound }
    #expect(
      !keyPositions.contains(nil) && keyPositions.map { $0! } == keyPositions.map { $0! }.sorted(),
      "keys not in the form's order: \(output)", sourceLocation: sourceLocation)
    for element in Self.secondPage {
      #expect(
        output.contains("\"\(element.id)\":\(element.json)"), "\(element.id) changed: \(output)",
        sourceLocation: sourceLocation)
    }
    guard let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any] else {
      throw Tmux.Failure(description: "stdout is not a JSON object: \(output.debugDescription)")
    }
    #expect(Set(object.keys) == Set(order), "keys: \(object.keys)", sourceLocation: sourceLocation)
    var texts: [String: String] = [:]
    for id in Self.ids {
      guard let text = object[id] as? String else {
        throw Tmux.Failure(description: "\(id) is not a string: \(output.debugDescription)")
      }
      texts[id] = text
    }
    return texts
  }

  /// Equal scalar for scalar: "e\u{301}" is not "é" here.
  static func sameScalars(_ left: String, _ right: String) -> Bool {
    Array(left.unicodeScalars) == Array(right.unicodeScalars)
  }

  /// The scalars of a string in U+ notation, for messages.
  static func scalars(_ text: String?) -> String {
    guard let text else { return "nil" }
    return text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
      .joined(separator: " ")
  }

  /// The columns of text made of one-column characters (ASCII and the focus mark `›`), which is
  /// all that precedes a box and all the text of the boxes whose columns the tests measure.
  private static func columns(of text: Substring) -> Int { text.count }

  private static func quote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
