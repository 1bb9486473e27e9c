import FieldEngine
import Testing

@testable import TFieldArguments
@testable import tfield

/// `--validate CMD`, `--validate-timeout`, `--default` and `form --allow-commands`, run in process
/// through `Tool.run`: what `check` says, what the spec holds, and a form file that runs a command
/// refused unless allowed.
@Suite("tfield --validate and --default")
struct ValidateOptionTests {
  func run(_ arguments: [String], stdin: String = "", files: [String: String] = [:]) -> CommandResult {
    Tool.run(
      arguments, stdin: { .success(Array(stdin.utf8)) },
      readFile: { path in files[path].map { .success(Array($0.utf8)) } ?? .failure(.init(reason: "no file")) }
    )
  }

  // What check prints for a command's verdicts is run through the real binary: docs/tfield.md's
  // examples (ReadmeToolExamplesTests). In process, the check's task would wait for a thread of
  // the pool the tests themselves hold.
  @Test("check runs the command only after the rules pass")
  func rulesFirst() {
    let ruled = run(["check", "--max-length", "2", "--validate", "echo ran >&2; exit 1", "--value", "abc"])
    #expect(ruled.status == .failure)
    #expect(!ruled.errors.contains("ran"))
  }

  @Test("the spec holds the command as a validator with its timeout and when it runs")
  func spec() throws {
    let invocation = try Arguments.parse([
      "input", "--validate", "true", "--validate-timeout", "0.5", "--validate-while-typing",
    ])
    guard case .input(let spec, _, _, _) = invocation else {
      Issue.record("\(invocation)")
      return
    }
    let validator = try #require(spec.asyncValidators.first)
    #expect(validator.name == "validate")
    #expect(validator.timeout == .milliseconds(500))
    #expect(validator.checksWhileTyping)
  }

  @Test("a default that breaks the rules is a configuration error: exit 2, the rule named")
  func badDefault() {
    let result = run(["input", "--max-length", "3", "--default", "guest"])
    #expect(result.status == .error)
    #expect(result.errors.contains("the default \"guest\" breaks the field's rules"))
  }

  @Test(
    "form refuses a file that runs a command, naming the key and its place, unless --allow-commands",
    arguments: [
      (
        #"{"fields": [{"id": "user", "validate": "true"}]}"#,
        #"field "user" (index 0): "validate" runs a command (line 1, column 28)"#
      ),
      (
        #"{"fields": [{"id": "city", "completeCmd": "ls"}]}"#,
        #"field "city" (index 0): "completeCmd" runs a command (line 1, column 28)"#
      ),
      (
        #"{"fields": [{"id": "db", "kind": "select", "optionsCmd": "ls"}]}"#,
        #"field "db" (index 0): "optionsCmd" runs a command (line 1, column 44)"#
      ),
      (
        #"{"pages": [{"fields": [{"id": "a"}]}, {"fields": [{"id": "f", "kind": "multiselect", "optionsCmd": "ls"}]}]}"#,
        #"field "f" (page 1, index 0): "optionsCmd" runs a command (line 1, column 86)"#
      ),
      (#"{"fields": [{"id": "a"}], "validate": "true"}"#, #""validate" runs a command (line 1, column 27)"#),
    ])
  func formCommands(file: String, message: String) {
    let refused = run(["form", "f.json"], files: ["f.json": file])
    #expect(refused.status == .error)
    #expect(
      refused.errors
        == "tfield: f.json: \(message); a form file is data that may come from anyone, so give --allow-commands "
        + "if you trust this one\n")
    let allowed = run(["form", "--allow-commands", "f.json"], files: ["f.json": file])
    #expect(!allowed.errors.contains("runs a command"))
    let parsed = try? Arguments.parse(["form", "--allow-commands", "f.json"])
    #expect(parsed == .form(path: "f.json", output: .json, allowsCommands: true))
  }

  @Test("a form file that completes from a file runs no command and needs no --allow-commands")
  func formCompletionFile() {
    let completesFromFile = "{\"fields\": [{\"id\": \"city\", \"complete\": \"cities.txt\"}]}"
    let allowed = run(["form", "f.json"], files: ["f.json": completesFromFile])
    #expect(!allowed.errors.contains("runs a command"))
  }
}
