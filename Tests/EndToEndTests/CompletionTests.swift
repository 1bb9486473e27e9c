import Foundation
import TFieldOptions
import Testing

/// What a shell should offer, from the option table itself (not from the completion scripts):
/// a command line before the cursor, and the words.
struct CompletionCase: CustomStringConvertible {
  /// The words typed, the last one the word being completed ("" for a new word).
  let words: [String]
  /// What must be offered, exactly.
  let expected: Set<String>

  var description: String { words.joined(separator: " ") }

  /// Files in the directory the shells complete in.
  static let files: Set<String> = ["form.json", "other dir"]

  /// Every case the table makes: the subcommands, each subcommand's flags (for `--`, the long
  /// ones), the words of every choice, file names for files, nothing for other values, the operands.
  static func fromTable(longFlagsOnly: Bool = false) -> [CompletionCase] {
    var cases = [
      CompletionCase(words: ["tfield", ""], expected: Set(Subcommand.allCases.map(\.rawValue))),
      CompletionCase(words: ["tfield", "-"], expected: Set(OptionTable.beforeSubcommand.flatMap(\.flags))),
    ]
    for subcommand in Subcommand.allCases {
      let options = OptionTable.options(for: subcommand)
      // fzf's + spellings are not completed (Completions.flags).
      let flags = options.flatMap(\.flags).filter {
        !$0.hasPrefix("+") && (!longFlagsOnly || $0.hasPrefix("--"))
      }
      cases.append(
        CompletionCase(
          words: ["tfield", subcommand.rawValue, longFlagsOnly ? "--" : "-"], expected: Set(flags)))
      for option in options {
        guard let flag = option.flag, let expected = expectedValues(option.value) else { continue }
        cases.append(CompletionCase(words: ["tfield", subcommand.rawValue, flag, ""], expected: expected))
      }
      if let operand = subcommand.operand, let expected = expectedValues(operand.value) {
        cases.append(CompletionCase(words: ["tfield", subcommand.rawValue, ""], expected: expected))
      }
    }
    return cases
  }

  /// What a value of a kind completes to: its choices, the files, nothing; nil for a switch.
  static func expectedValues(_ kind: ValueKind) -> Set<String>? {
    switch kind {
    case .boolean: nil
    case .choice(_, let choices): Set(choices.map(\.value))
    case .file, .path: files
    default: []
    }
  }
}

/// The full path of a program on PATH; a clear failure when it is missing (`.ci/run` installs
/// zsh and fish; the tests fail, never skip, without them).
func program(_ name: String) throws -> String {
  for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
    let path = "\(directory)/\(name)"
    if FileManager.default.isExecutableFile(atPath: path) { return path }
  }
  throw Tmux.Failure(description: "\(name) is not installed: apt-get install \(name) (.ci/run does)")
}

/// A directory holding the completion scripts `tfield completions` printed, and a directory
/// `files` of the files the shells complete (`CompletionCase.files`).
final class CompletionSetup {
  let directory: String
  /// Where the shells complete file names.
  var files: String { directory + "/files" }

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("completions-\(UUID())").path
    try FileManager.default.createDirectory(
      atPath: directory + "/files/other dir", withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: directory + "/files/form.json", contents: Data("{}".utf8))
    let tool = try Binaries.path(of: "tfield")
    for (shell, file) in [("bash", "tfield.bash"), ("zsh", "_tfield"), ("fish", "tfield.fish")] {
      let result = try spawn([tool, "completions", shell], environment: testEnvironment())
      guard result.status == 0 else {
        throw Tmux.Failure(description: "tfield completions \(shell): \(result)")
      }
      try result.output.write(toFile: "\(directory)/\(file)", atomically: true, encoding: .utf8)
    }
  }

  deinit { try? FileManager.default.removeItem(atPath: directory) }

  func script(_ file: String) -> String { directory + "/" + file }
}

extension EndToEnd {
  @Suite(
    "tfield completions: sourced in the real bash, zsh and fish, compared with the option table", .serialized)
  struct Completion {
    @Test("bash: every case of the table, through the completion function")
    func bash() throws {
      let setup = try CompletionSetup()
      let cases =
        CompletionCase.fromTable() + [
          CompletionCase(words: ["tfield", "input", "--on-type", "=", "tr"], expected: ["truncate"]),
          CompletionCase(words: ["tfield", "co"], expected: ["confirm", "completions"]),
        ]
      var script = [
        "source \(Tmux.quote(setup.script("tfield.bash")))", "cd \(Tmux.quote(setup.files))",
        "c() { COMP_WORDS=(\"$@\"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=(); _tfield; "
          + "local IFS=$'\\t'; printf '%s\\n' \"${COMPREPLY[*]}\"; }",
      ]
      script += cases.map { "c " + $0.words.map(Tmux.quote).joined(separator: " ") }
      let result = try spawn(
        [try program("bash"), "--norc", "--noprofile", "-c", script.joined(separator: "\n")],
        environment: testEnvironment())
      #expect(result.status == 0, "\(result.errors)")
      let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      #expect(lines.count == cases.count)
      for (line, expected) in zip(lines, cases) {
        let offered = Set(line.split(separator: "\t").map(String.init))
        #expect(offered == expected.expected, "bash: \(expected)")
      }
    }

    @Test("fish: every case of the table, through complete -C; choices with their meanings")
    func fish() throws {
      let setup = try CompletionSetup()
      let cases = CompletionCase.fromTable()
      var script = ["source \(Tmux.quote(setup.script("tfield.fish")))", "cd \(Tmux.quote(setup.files))"]
      for completion in cases {
        script.append("complete -C \(Tmux.quote(completion.words.joined(separator: " "))); echo '--END--'")
      }
      script.append("complete -C 'tfield input --on-type '")
      let result = try spawn(
        [try program("fish"), "--no-config", "-c", script.joined(separator: "\n")],
        environment: testEnvironment())
      #expect(result.status == 0, "\(result.errors)")
      var blocks = result.output.components(separatedBy: "--END--\n")
      let last = blocks.removeLast()
      #expect(blocks.count == cases.count)
      for (block, expected) in zip(blocks, cases) {
        let offered = Set(
          block.split(separator: "\n").map {
            String($0.prefix { $0 != "\t" }).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
          })
        #expect(offered == expected.expected, "fish: \(expected)")
      }
      #expect(last.contains("reject\trefuse it whole"), "\(last)")
    }

    @Test("zsh: sourced after compinit, Tab lists what the table says, with the options' help")
    func zsh() throws {
      let setup = try CompletionSetup()
      let tmux = Tmux()
      try tmux.start(
        "\(try program("zsh")) -f -i", term: .named("xterm-256color"), width: 200, height: 180)
      try tmux.sendKeys(
        literal:
          "PS1='%% '; LISTMAX=0; autoload -Uz compinit; compinit -u -D; source \(Tmux.quote(setup.script("_tfield")))"
          + "; cd \(Tmux.quote(setup.files)); clear")
      try tmux.sendKeys("Enter")
      try tmux.waitFor("the prompt") { $0.first == "%" }
      var checked = 0
      for completion in CompletionCase.fromTable(longFlagsOnly: true) where completion.expected.count > 1 {
        let typed = completion.words.joined(separator: " ")
        try tmux.sendKeys(literal: typed)
        try tmux.sendKeys("Tab")
        let screen = try tmux.waitFor("zsh's list for \(typed)") { $0.count > 1 && !$0[1].isEmpty }
        var offered = Set<String>()
        for line in screen.dropFirst() {
          // "--on-type  -- what typing does", "--help  -h  -- show this help", "other\ dir/  form.json".
          let listed = line.components(separatedBy: " -- ")[0].replacingOccurrences(of: "\\ ", with: "\u{0}")
          let words = listed.split(separator: " ").map { $0.replacingOccurrences(of: "\u{0}", with: " ") }
          offered.formUnion(words.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
        }
        #expect(offered == completion.expected, "zsh: \(typed)\n\(screen.joined(separator: "\n"))")
        if typed == "tfield input --on-type " {
          #expect(screen.contains { $0.hasPrefix("reject") && $0.contains("-- refuse it whole") })
        }
        checked += 1
        try tmux.sendKeys("C-u")
        try tmux.sendLine("clear")
        try tmux.waitFor("the list cleared") { $0.count <= 1 || $0[1].isEmpty }
      }
      #expect(checked >= 10)
    }

    @Test("tfield <Tab> completes in an interactive bash and fish, as a person types it")
    func interactive() throws {
      let setup = try CompletionSetup()
      let bash = Tmux()
      try bash.start(
        "\(try program("bash")) --norc --noprofile -i", term: .named("xterm-256color"), width: 120, height: 20
      )
      try bash.sendLine("PS1='$ '; source \(Tmux.quote(setup.script("tfield.bash"))); clear")
      try bash.waitFor("the prompt") { $0.first == "$" }
      try bash.sendKeys(literal: "tfield conf")
      try bash.sendKeys("Tab")
      try bash.waitFor(text: "$ tfield confirm")
      try bash.sendKeys(literal: "--def")
      try bash.sendKeys("Tab")
      try bash.waitFor(text: "$ tfield confirm --default")
      try bash.sendKeys(literal: " ")
      try bash.sendKeys("Tab", "Tab")
      let listed = try bash.waitFor("bash's list of answers") {
        $0.contains { $0.hasPrefix("no") && $0.contains("yes") }
      }
      #expect(
        listed.contains { $0.split(separator: " ").filter { !$0.isEmpty } == ["no", "yes"] }, "\(listed)")

      let fish = Tmux()
      try fish.start(
        "\(try program("fish")) --no-config -i", term: .named("xterm-256color"), width: 120, height: 20)
      try fish.sendLine("source \(Tmux.quote(setup.script("tfield.fish"))); clear")
      try fish.waitFor("fish's prompt after clear") { !$0.joined().contains("source") }
      try fish.sendKeys(literal: "tfield conf")
      try fish.sendKeys("Tab")
      try fish.waitFor(text: "tfield confirm")
      try fish.sendKeys(literal: "--out")
      try fish.sendKeys("Tab")
      try fish.waitFor(text: "tfield confirm --output")
    }
  }
}
