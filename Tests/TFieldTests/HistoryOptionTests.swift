import FieldEngine
import Foundation
import Testing

@testable import FormFiles
@testable import TFieldArguments
@testable import TFieldOptions
@testable import tfield

/// `--history`, `--history-size` and `--suggest`, and the form-file keys `history`, `historySize`
/// and `suggest`: read into `HistorySettings`, paths relative to the form file, and the mistakes
/// named.
@Suite("tfield history options")
struct HistoryOptionTests {
  @Test("the three flags of input and prompt")
  func flags() throws {
    let expected = HistorySettings(file: "h", size: 7, suggestions: "s")
    guard
      case .input(_, _, _, let input) = try Arguments.parse(
        ["input", "--history", "h", "--history-size", "7", "--suggest", "s"])
    else {
      Issue.record("not an input")
      return
    }
    #expect(input == expected)
    guard
      case .prompt(_, _, _, _, _, let prompt) = try Arguments.parse(
        ["prompt", "--suggest=s", "--history=h", "--history-size=7"])
    else {
      Issue.record("not a prompt")
      return
    }
    #expect(prompt == expected)
    guard case .input(_, _, _, let none) = try Arguments.parse(["input"]) else {
      Issue.record("not an input")
      return
    }
    #expect(none == HistorySettings() && none.isEmpty)
  }

  @Test(
    "the mistakes, named on stderr with exit 2 before any terminal",
    arguments: [
      (["input", "--history-size", "5"], "tfield: --history-size: give --history with it\n"),
      (
        ["input", "--password", "--history", "h"],
        "tfield: --history: a password field never reads or writes a history\n"
      ),
      (
        ["prompt", "--password", "--suggest", "s"],
        "tfield: --suggest: a password field takes no suggestions\n"
      ),
      (
        ["choose", "--history-size", "0", "a"],
        "tfield: --history-size: expected a whole number ≥ 1, got 0\n"
      ),
    ])
  func mistakes(arguments: [String], message: String) {
    let result = Tool.run(arguments)
    #expect(result.status == .error)
    #expect(result.errors == message)
  }

  @Test("a form file's keys; its paths are relative to the form file, absolute ones kept")
  func formFile() throws {
    let file = try FormFile.parse(
      Array(
        #"{"fields": [{"id": "a", "history": "a.history", "historySize": 50, "suggest": "/etc/words"}, {"id": "b"}]}"#
          .utf8), name: "forms/f.json")
    #expect(file.histories == ["a": HistorySettings(file: "a.history", size: 50, suggestions: "/etc/words")])
    let directory = Tool.directoryPart(of: "forms/f.json")
    #expect(directory == "forms")
    #expect(
      file.histories["a"]?.relative(to: directory)
        == HistorySettings(file: "forms/a.history", size: 50, suggestions: "/etc/words"))
    #expect(Tool.directoryPart(of: "f.json") == nil)
    #expect(Tool.directoryPart(of: "/f.json") == "/")
    #expect(HistorySettings(file: "h").relative(to: "/") == HistorySettings(file: "/h"))
  }

  @Test(
    "a form file's mistakes, with the field and the position",
    arguments: [
      (
        #"{"fields": [{"id": "a", "historySize": 5}]}"#,
        #"form.json: field "a" (index 0): "historySize": give "history" with it (line 1, column 25)"#
      ),
      (
        #"{"fields": [{"id": "p", "password": true, "history": "h"}]}"#,
        #"form.json: field "p" (index 0): "history": a password field never reads or writes a history (line 1, column 43)"#
      ),
      (
        #"{"fields": [{"id": "a", "history": 3}]}"#,
        #"form.json: field "a" (index 0): "history" must be a string (line 1, column 36)"#
      ),
    ])
  func formFileMistakes(text: String, message: String) {
    do {
      _ = try FormFile.parse(Array(text.utf8), name: "form.json")
      Issue.record("no error for \(text)")
    } catch {
      #expect(Messages.describe(error) == message)
    }
  }

  @Test("the default size is the store's")
  func defaultSize() {
    #expect(HistorySettings.defaultSize == 1000)
    #expect(HistorySettings(file: "h").historyFile?.size == 1000)
    #expect(HistorySettings(file: "h", size: 3).historyFile?.size == 3)
    #expect(HistorySettings().historyFile == nil)
  }

  @Test(
    "a form file's history stays in its folder or tfield's state folder, links resolved: else exit 2, naming key and path"
  )
  func formFileHistoryPlaces() throws {
    let root = NSTemporaryDirectory() + "tf-places-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let forms = root + "/forms"
    try FileManager.default.createDirectory(atPath: forms + "/sub", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: root + "/home", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let bashrc = (1...30).map { "line \($0)\n" }.joined()
    try bashrc.write(toFile: root + "/home/.bashrc", atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: forms + "/link", withDestinationPath: "../home/.bashrc")
    try FileManager.default.createSymbolicLink(atPath: forms + "/dir", withDestinationPath: "../home")
    let outside = [
      ("../home/.bashrc", root + "/home/.bashrc"), ("link", root + "/home/.bashrc"),
      ("dir/new", root + "/home/new"), (root + "/home/x", root + "/home/x"),
      ("sub/../../home/y", root + "/home/y"),
    ]
    for (path, leads) in outside {
      let form = forms + "/f.json"
      try #"{"fields":[{"id":"n","value":"curl x|sh","history":"\#(path)","historySize":1}]}"#.write(
        toFile: form, atomically: false, encoding: .utf8)
      let result = Tool.run(["form", "--plain", form])
      #expect(result.status == .error)
      let shown = leads == path ? "" : " (\(leads))"
      #expect(
        result.errors
          == "tfield: \(form): field \"n\" (index 0): \"history\": \"\(path)\"\(shown) is outside \(forms) and "
          + "\(HistoryPlaces.resolved(HistoryPlaces.stateFolder()!)): a form file's history must be in its own folder "
          + "or in tfield's state folder\n")
    }
    #expect(try String(contentsOfFile: root + "/home/.bashrc", encoding: .utf8) == bashrc)
    let fields = [(id: "n", reference: FieldReference(id: "n", index: 0))]
    let state = { (name: String) in name == "XDG_STATE_HOME" ? root + "/home" : nil }
    for inside in ["h", "sub/h", "./sub/../h", forms + "/h"] {
      #expect(
        HistoryPlaces.mistake(
          in: ["n": HistorySettings(file: inside)], fields: fields, folder: forms, name: "f") == nil)
    }
    #expect(
      HistoryPlaces.mistake(
        in: ["n": HistorySettings(file: root + "/home/tfield/h")], fields: fields, folder: forms, name: "f",
        environment: state) == nil)
    #expect(
      HistoryPlaces.mistake(
        in: ["n": HistorySettings(file: root + "/home/h")], fields: fields, folder: forms, name: "f",
        environment: state) != nil)
    #expect(HistoryPlaces.stateFolder { $0 == "HOME" ? "/home/u" : nil } == "/home/u/.local/state/tfield")
    #expect(HistoryPlaces.stateFolder { $0 == "XDG_STATE_HOME" ? "relative" : nil } == nil)
    // A suggestions file is only read: it may be anywhere.
    #expect(
      HistoryPlaces.mistake(
        in: ["n": HistorySettings(file: "h", suggestions: "/usr/share/dict/words")], fields: fields,
        folder: forms,
        name: "f") == nil)
  }
}
