// An install wizard built in code: the form of Examples/install-wizard.json (three pages, a
// choice that shows another, a multiselect, a note, a yes/no question, a password typed twice, a
// text area), asked in one call; each value printed as `id=value`, typed by its kind:
//
//   install-wizard            drawn inline
//   install-wizard --plain    plain lines: on the terminal, or without one from stdin's lines
import TerminalFields

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

let settings = AskSettings(plain: CommandLine.arguments.contains("--plain"))

var password = Field(id: "password", label: "Password", validators: [.required, .minLength(8)])
password.isPassword = true
var again = Field(id: "again", label: "Again")
again.isPassword = true

let pages = [
  FormPage(
    title: "Database", description: "Where the application keeps its data.",
    elements: [
      .select(
        "database", label: "Database", options: ["postgres", "sqlite", FormOption("MySQL", value: "mysql")]),
      .select("version", label: "Version", options: ["16", "15", "14"]).when(.equals("database", "postgres")),
      .text(Field(id: "dbname", label: "Name", rules: FieldRules(maxLength: 30), validators: [.required])),
    ]),
  FormPage(
    title: "Features",
    elements: [
      .multiselect(
        "features", label: "Features", options: ["auth", "mail", "jobs", "search"], atLeast: 1, atMost: 3),
      .text(Field(id: "smtp", label: "SMTP host", validators: [.required])).when(.isIn("features", ["mail"])),
      .note("Usage data is anonymous: counts of the features used, nothing else.", title: "Telemetry"),
      .confirm("telemetry", label: "Send usage data?"),
    ]),
  FormPage(
    title: "Administrator",
    elements: [
      .text(Field(id: "admin", label: "User", validators: [.required])),
      .text(password),
      .text(again).same(as: "password"),
      .area("motd", label: "Welcome", area: TextArea(maxLines: 3)),
    ]),
]

do {
  let values = try await Ask.form("Install", pages: pages, settings: settings)
  for entry in values {
    switch entry.value {
    case .text(let text) where entry.id == "password" || entry.id == "again":
      print("\(entry.id)=\(text.count)")
    case .text(let text):
      print(
        "\(entry.id)=\(text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "|"))")
    case .list(let list): print("\(entry.id)=[\(list.joined(separator: ","))]")
    case .bool(let yes): print("\(entry.id)=\(yes)")
    }
  }
} catch {
  print("error=\(error)")
  exit(1)
}
