// Every one-call question of TerminalFields, awaited from top-level code (an async context), as a
// user's program asks them:
//
//   ask-questions              drawn inline, one question after another; the answers on stdout
//   ask-questions --plain      plain lines: on the terminal, or without one from stdin's lines
//   ask-questions --cancel F   asks a name, and cancels the question's Task once the file F exists
import TerminalFields

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

enum Size: CaseIterable, Sendable { case small, medium, large }

struct Room: Equatable, Sendable {
  var number: Int
  var view: String
}

let arguments = Array(CommandLine.arguments.dropFirst())
let settings = AskSettings(plain: arguments.contains("--plain"))

/// One answer, on a line of its own.
func answer(_ name: String, _ value: String) {
  print("\(name)=\(value)")
}

if let flag = arguments.firstIndex(of: "--cancel"), flag + 1 < arguments.count {
  let file = arguments[flag + 1]
  let question = Task { try await Ask.text("Name", settings: settings) }
  // The test creates the file once the question is on the screen.
  while access(file, F_OK) != 0 { try await Task.sleep(for: .milliseconds(20)) }
  question.cancel()
  do {
    answer("name", try await question.value)
  } catch let error as AskError {
    answer("error", "\(error)")
  }
  exit(0)
}

do {
  answer(
    "name", try await Ask.text("Name", rules: FieldRules(maxLength: 20), required: true, settings: settings))
  answer("secret", String(try await Ask.secret("Password", settings: settings).count))
  answer("city", try await Ask.choice("City", from: ["Oslo", "Lima", "Kyoto"], settings: settings))
  let rooms = [Room(number: 12, view: "sea"), Room(number: 31, view: "park")]
  let room = try await Ask.choice(
    "Room", from: rooms, label: { "\($0.number), \($0.view) view" }, settings: settings)
  answer("room", String(room.number))
  answer("size", "\(try await Ask.choice("Size", from: Size.self, settings: settings))")
  let extras = try await Ask.choices(
    "Extras", from: ["breakfast", "parking", "late check-out"], atLeast: 2, atMost: 2, settings: settings)
  answer("extras", extras.joined(separator: ","))
  answer("confirmed", String(try await Ask.confirm("Book it?", default: true, settings: settings)))
  let guest = try await Ask.form(
    "Guest", fields: [Field(id: "first", label: "First name"), Field(id: "last", label: "Last name")],
    settings: settings)
  answer("guest", "\(guest.text("first") ?? "") \(guest.text("last") ?? "")")
  let note = try await Ask.lines("Note", maxLines: 3, settings: settings)
  answer("note", note.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "|"))
} catch {
  answer("error", "\(error)")
  exit(1)
}
