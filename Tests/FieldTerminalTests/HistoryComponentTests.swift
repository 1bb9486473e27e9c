import FieldEngine
import Foundation
import Testing

@testable import FieldIO
@testable import FieldTerminal

/// History in the components: the key plan (↑ and ↓ walk the history in a single field and move
/// between fields in a form of several; Ctrl-P and Ctrl-N walk it in every field), the search's
/// message row and keys, a suggestion drawn dimmed and taken with →, and files read after the
/// first paint, a step a wake.
@Suite("History in forms and prompts")
struct HistoryComponentTests {
  static func field(_ id: String, _ entries: [String]?) -> Field {
    var field = Field(id: id, label: id.capitalized)
    if let entries { field.history = FieldHistory(entries) }
    return field
  }

  /// A form drawn inline, as `tfield` draws: the field on the first row, messages on the last.
  static func form(_ fields: [Field], width: Int = 50) throws -> FormController {
    FormController(form: try Form(fields), title: "").sized(width, 2 * fields.count + 1, inline: true)
  }

  @Test("in a form of one field, ↑ and ↓ walk its history")
  func singleField() throws {
    var form = try Self.form([Self.field("city", ["Oslo", "Lima"])])
    form.type("Pa")
    form.handle(.key(.up, []))
    #expect(form.form.focused.text == "Oslo")
    form.handle(.key(.up, []))
    #expect(form.form.focused.text == "Lima")
    form.handle(.key(.up, []))
    #expect(form.message?.text == "no older entry in the history")
    form.handle(.key(.down, []))
    form.handle(.key(.down, []))
    #expect(form.form.focused.text == "Pa")
  }

  @Test("in a form of several fields, ↑ and ↓ move between fields; Ctrl-P and Ctrl-N walk the history")
  func severalFields() throws {
    var form = try Self.form([Self.field("city", ["Oslo"]), Self.field("zip", nil)])
    form.handle(.key(.down, []))
    #expect(form.form.focusIndex == 1)
    form.handle(.key(.up, []))
    #expect(form.form.focusIndex == 0)
    form.handle(.key(.control("p"), []))
    #expect(form.form.focused.text == "Oslo")
    form.handle(.key(.control("n"), []))
    #expect(form.form.focused.text == "")
    form.handle(.key(.down, []))
    form.handle(.key(.control("p"), []))
    #expect(form.message?.text == "this field has no history")
  }

  @Test("Ctrl-R: readline's words on the message row, the match highlighted, Enter submits")
  func search() throws {
    var form = try Self.form([Self.field("cmd", ["git push", "make test", "git commit"])])
    form.handle(.key(.control("r"), []))
    #expect(form.message?.text == "(reverse-i-search)`'")
    form.type("git")
    let frame = form.frame()
    #expect(frame.textGrid()[0].contains("[git push"))
    #expect(frame.textGrid().last == " (reverse-i-search)`git'")
    // The match is selected: reverse video on its three cells.
    #expect(frame.styleGrid()[0].dropFirst(8).hasPrefix("RRRu"))
    form.handle(.key(.control("r"), []))
    #expect(form.form.focused.text == "git commit")
    form.handle(.key(.control("r"), []))
    #expect(form.message?.text == "(failed reverse-i-search)`git'")
    form.handle(.key(.enter, []))
    #expect(form.status == .submitted(["cmd": "git commit"]))
  }

  @Test("Escape puts the text back; another key takes the match and acts")
  func searchEnds() throws {
    var form = try Self.form([Self.field("cmd", ["make test"])])
    form.type("ma")
    form.handle(.key(.control("r"), []))
    form.type("test")
    form.handle(.key(.escape, []))
    #expect(form.form.focused.text == "ma")
    #expect(form.status == .running)
    #expect(form.message == nil)
    form.handle(.key(.control("r"), []))
    form.type("test")
    form.handle(.key(.control("e"), []))
    form.handle(.text("!"))
    #expect(form.form.focused.text == "make test!")
  }

  @Test("a suggestion is drawn dimmed after the cursor, and → takes it")
  func suggestion() throws {
    var form = try Self.form([Self.field("cmd", ["git commit -m fix"])])
    form.type("git c")
    let frame = form.frame()
    #expect(frame.textGrid()[0] == "› Cmd  [git commit -m fix                        ]")
    #expect(frame.cursor == Position(row: 0, column: 13))
    #expect(frame.styleGrid()[0].dropFirst(8).hasPrefix("uuuuuhhhhhhhhhhhhu"))
    form.handle(.key(.right, []))
    #expect(form.form.focused.text == "git commit -m fix")
  }

  @Test("a prompt's ↑ and ↓ walk its field's history; without one they move between the controls")
  func prompt() throws {
    var field = Field(id: "city")
    field.history = FieldHistory(["Oslo"])
    var prompt = PromptController(title: "City", question: "Where?", field: field).sized(50, 12)
    prompt.handle(.key(.up, []))
    #expect(prompt.field.text == "Oslo")
    #expect(prompt.focus == .field)
    var plain = PromptController(title: "City", question: "Where?", field: Field(id: "city")).sized(50, 12)
    plain.handle(.key(.down, []))
    #expect(plain.focus == .ok)
  }

  @Test("files are read after the first paint, a step a wake; a bad one is said once on the message row")
  func loading() throws {
    let directory = NSTemporaryDirectory() + "tf-load-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try "alpha\nbeta\n".write(toFile: directory + "/h", atomically: false, encoding: .utf8)
    try "zulu\n\u{1}bad\n".write(toFile: directory + "/s", atomically: false, encoding: .utf8)
    var form = try Self.form([Field(id: "f"), Field(id: "secret")])
    form.load(history: HistoryFile(path: directory + "/h"), suggestions: directory + "/s", into: "f")
    var password = Field(id: "p")
    password.isPassword = true
    var secret = try Self.form([password])
    secret.load(history: HistoryFile(path: directory + "/h"), into: "p")
    #expect(secret.wake.deadline == nil)
    #expect(secret.form.focused.history == nil)
    #expect(form.wake.deadline != nil)
    #expect(form.form.focused.history?.count == 0)
    var wakes = 0
    while form.wake.deadline != nil {
      form.wake(now: at(0))
      wakes += 1
    }
    #expect(wakes > 2)
    #expect(form.form.focused.history?.all == ["beta", "alpha"])
    #expect(form.form.focused.history?.isPrepared == true)
    #expect(
      form.message?.text
        == "history \(directory)/s: skipped 1 line with control characters; the file is never compacted while it holds them"
    )
    form.type("z")
    #expect(form.form.focused.suggestion == "ulu")
    form.handle(.key(.backspace, []))
    form.type("b")
    #expect(form.form.focused.suggestion == "eta")
  }

  @Test("--history-size counts when reading: 100 lines and a size of 3, ten ↑ reach the third newest")
  func sizeWhenReading() throws {
    let directory = NSTemporaryDirectory() + "tf-size-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try (1...100).map { "line \($0)\n" }.joined().write(
      toFile: directory + "/h", atomically: false, encoding: .utf8)
    var form = try Self.form([Field(id: "f")])
    form.load(history: HistoryFile(path: directory + "/h", size: 3), into: "f")
    while form.wake.deadline != nil { form.wake(now: at(0)) }
    #expect(form.form.focused.history?.all == ["line 100", "line 99", "line 98"])
    for _ in 0..<10 { form.handle(.key(.up, [])) }
    #expect(form.form.focused.text == "line 98")
    var load = HistoryFile(path: directory + "/h", size: 3).load()
    var loading = HistoryLoading(history: HistoryFile(path: directory + "/h", size: 3), suggestions: nil)
    var field = Field(id: "g")
    field.history = FieldHistory()
    while loading.history?.isDone != true { _ = loading.step(&field) }
    #expect(loading.history?.entries == 3)
    while !load.step({ _ in nil }) {}
    #expect(load.entries == 3 && load.holdsMore)
  }

  @Test(
    "a history past its size that is not the user's alone: the message row says once why it is never compacted"
  )
  func notCompactedSaid() throws {
    let directory = NSTemporaryDirectory() + "tf-own-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/h"
    try (1...10).map { "line \($0)\n" }.joined().write(toFile: path, atomically: false, encoding: .utf8)
    chmod(path, 0o644)
    var form = try Self.form([Field(id: "f")], width: 200)
    form.load(history: HistoryFile(path: path, size: 3), into: "f")
    while form.wake.deadline != nil { form.wake(now: at(0)) }
    #expect(
      form.message?.text
        == "history \(path): more than 3 entries, and never compacted: its mode is 0644, and tfield compacts "
        + "only a file of mode 0600 (chmod 600 allows it)")
    chmod(path, 0o600)
    var own = try Self.form([Field(id: "f")], width: 200)
    own.load(history: HistoryFile(path: path, size: 3), into: "f")
    while own.wake.deadline != nil { own.wake(now: at(0)) }
    #expect(own.message == nil)
    try (1...10).map { "line \($0)\r\n" }.joined().write(toFile: path, atomically: false, encoding: .utf8)
    var crlf = try Self.form([Field(id: "f")], width: 200)
    crlf.load(history: HistoryFile(path: path, size: 3), into: "f")
    while crlf.wake.deadline != nil { crlf.wake(now: at(0)) }
    #expect(
      crlf.message?.text
        == "history \(path): more than 3 entries, and never compacted: it holds empty lines or CR line ends, "
        + "which tfield never writes")
  }
}
