import FieldEngine
import Foundation
import TerminalFields
import Testing

@testable import FieldTerminal
@testable import TFieldArguments
@testable import TFieldOptions
@testable import tfield

/// `--theme`, `TFIELD_THEME` and `choose --color`: what they choose and how their mistakes read.
@Suite("tfield --theme and choose --color: arguments")
struct ThemeArgumentsTests {
  /// A readFile that has one theme file.
  static func files(_ path: String, _ text: String) -> (String) -> Result<[UInt8], SystemIO.SystemError> {
    {
      $0 == path
        ? .success(Array(text.utf8)) : .failure(SystemIO.SystemError(reason: "No such file or directory"))
    }
  }

  /// A `choose` command line's display settings, or nil for another invocation.
  static func display(of arguments: [String]) throws -> Display? {
    if case .choose(let choose) = try Arguments.parse(arguments) { return choose.display }
    return nil
  }

  /// Command lines with a theme that cannot be used, and what tfield says.
  static let mistakeCases: [(arguments: [String], message: String)] = [
    (
      ["input", "--theme", "drakula"],
      "tfield: --theme: unknown theme \"drakula\"; the themes: default, base16, dracula, catppuccin, nord, "
        + "high-contrast, or a theme file (a path with a / or ending in .json)\n"
    ),
    (
      ["confirm", "--theme", "t.json"],
      "tfield: t.json: line 2, column 3: unknown role \"pointr\"; the roles: "
        + ColorRole.allCases.map(\.name).joined(separator: ", ") + " (and \"base\")\n"
    ),
    (
      ["write", "--theme", "missing.json"],
      "tfield: missing.json: cannot read the theme file: No such file or directory\n"
    ),
    (
      ["choose", "--color", "fg:1,pointer:purpl", "a"],
      "tfield: --color: \"pointer:purpl\": unknown colour or attribute \"purpl\"; colours: -1 to 255, #rrggbb, "
        + "black, red, green, yellow, blue, magenta, cyan, white, bright-black, bright-red, bright-green, "
        + "bright-yellow, bright-blue, bright-magenta, bright-cyan, bright-white; attributes: regular, bold, dim, "
        + "italic, underline, reverse, strikethrough\n"
    ),
    (
      ["choose", "--color", "sometimes", "a"],
      "tfield: --color: \"sometimes\": neither auto, always, never nor an fzf colour spec "
        + "(ELEMENT:COLOR[:ATTRIBUTE...] words, or a base: dark, light, 16, bw)\n"
    ),
  ]

  @Test("--theme on every subcommand that asks; choose's --color takes a spec, the others' only when")
  func flags() throws {
    for subcommand in Subcommand.allCases {
      let takes = OptionTable.options(for: subcommand).flatMap(\.flags)
      #expect(takes.contains("--theme") == subcommand.isInteractive, "\(subcommand)")
    }
    let spec = try #require(try Self.display(of: ["choose", "--color", "fg:1,hl:2", "a"]))
    #expect(spec.colorSpec == "fg:1,hl:2" && spec.color == .auto)
    let never = try #require(try Self.display(of: ["choose", "--color=never", "a"]))
    #expect(never.color == .never && never.colorSpec == nil)
  }

  @Test(
    "the theme: --theme, else TFIELD_THEME, else the default; a name or a file; fzf's spec over it",
    arguments: [
      (nil, nil, nil, "default", true),
      ("nord", "dracula", nil, "nord", true),
      (nil, "dracula", nil, "dracula", true),
      (nil, "", nil, "default", true),
      ("themes/mine.json", nil, nil, "themes/mine.json", true),
      ("catppuccin", nil, "hl:1", "catppuccin", true),
      (nil, nil, "bw", "default", false),
    ] as [(String?, String?, String?, String, Bool)])
  func chosen(flag: String?, environment: String?, spec: String?, name: String, colours: Bool) throws {
    var display = Display()
    display.theme = flag
    display.colorSpec = spec
    let result = Theming.theme(
      for: display, environment: { $0 == "TFIELD_THEME" ? environment : nil },
      readFile: Self.files("themes/mine.json", "{\"hint\": {\"foreground\": \"red\"}}"))
    let (theme, usesColor) = try result.get()
    #expect(theme.name == name)
    #expect(usesColor == colours)
    if spec == "hl:1" { #expect(theme[.match].foreground == .ansi(1)) }
    if flag == "themes/mine.json" { #expect(theme[.hint].foreground == .ansi(1)) }
  }

  @Test(
    "a theme that cannot be used is an error naming where it came from and the names it could be",
    arguments: mistakeCases)
  func mistakes(arguments: [String], message: String) {
    let result = Tool.run(arguments, readFile: Self.files("t.json", "{\n  \"pointr\": {}\n}"))
    #expect(result.errors == message)
    #expect(result.status == .error)
  }

  @Test("TFIELD_THEME's unknown name is named as TFIELD_THEME's")
  func environmentMistake() {
    let result = Theming.theme(for: Display(), environment: { $0 == "TFIELD_THEME" ? "solarized" : nil })
    #expect(throws: ThemeError.unknownName("solarized", from: "TFIELD_THEME", known: Theme.builtInNames)) {
      try result.get()
    }
  }
}
