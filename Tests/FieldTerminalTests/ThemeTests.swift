import FieldEngine
import FieldIO
import Testing

@testable import FieldTerminal

@Suite("Themes: files, fzf's colour specs, folding")
struct ThemeTests {
  static let roles = ColorRole.allCases.map(\.name)

  @Test(
    "a theme file's mistake is named with its line and column, and the names it could have been",
    arguments: [
      ("{\"pointr\": {}}", 1, 2, ThemeError.FileProblem.unknownRole("pointr", known: roles)),
      (
        "{\n  \"pointer\": {\"foreground\": \"purpl\"}\n}", 2, 29,
        .unknownColor("purpl", known: Theme.colorForms)
      ),
      ("{\"pointer\": {\"foregound\": 1}}", 1, 14, .unknownKey("foregound", known: Theme.lookKeys)),
      (
        "{\"pointer\": {\"attributes\": [\"blink\"]}}", 1, 29,
        .unknownAttribute("blink", known: TextAttributes.named.map(\.name))
      ),
      ("{\"pointer\": {\"foreground\": 300}}", 1, 28, .unknownColor("300", known: Theme.colorForms)),
      ("[1]", 1, 1, .expected("an object of roles")),
      ("{\"pointer\": \"red\"}", 1, 13, .expected("an object of foreground, background, attributes")),
      (
        "{\"base\": \"drakula\"}", 1, 10,
        .expected("the name of a built-in theme: default, base16, dracula, catppuccin, nord, high-contrast")
      ),
      ("{\"pointer\": ", 1, 13, .invalidJSON(.expected("a value"))),
    ])
  func fileMistakes(json: String, line: Int, column: Int, problem: ThemeError.FileProblem) {
    #expect(
      throws: ThemeError.file(
        name: "t.json", position: TextPosition(line: line, column: column), problem: problem)
    ) {
      try Theme.parse(file: Array(json.utf8), name: "t.json")
    }
  }

  @Test("a theme file starts from its base and sets the looks it names; the others keep the base's")
  func file() throws {
    let json = """
      { "base": "nord",
        "pointer": { "foreground": "#FF0087", "background": "bright-black", "attributes": ["bold", "italic"] },
        "help": { "foreground": 3 } }
      """
    let theme = try Theme.parse(file: Array(json.utf8), name: "mine.json")
    #expect(
      theme[.pointer]
        == RoleLook(
          foreground: .rgb(red: 255, green: 0, blue: 135), background: .ansi(8), attributes: [.bold, .italic])
    )
    #expect(theme[.help] == RoleLook(foreground: .ansi(3)))
    #expect(theme[.title] == Theme.nord[.title])
    #expect(theme.name == "mine.json")
  }

  @Test("the default theme draws every role as its family was drawn before themes")
  func defaultLooks() {
    let before: [ColorRole: (Int?, Int?)] = [
      .none: (nil, nil), .focus: (0, 6), .error: (1, nil), .hint: (6, nil), .success: (2, nil),
      .match: (2, nil),
    ]
    for role in ColorRole.allCases {
      let look = Theme.default[role]
      let colors = before[role.family]!
      #expect(look.foreground.map { Int($0.folded(toColors: 8)) } == colors.0, "\(role)")
      #expect(look.background.map { Int($0.folded(toColors: 8)) } == colors.1, "\(role)")
      #expect(look.style(over: .dim) == (role.family == .error ? [.dim, .bold] : .dim), "\(role)")
    }
  }

  @Test(
    "a colour is folded to the nearest the terminal has: 24-bit to the 256-colour palette, to 16, to 8",
    arguments: [
      (ThemeColor.rgb(red: 255, green: 0, blue: 135), 256, 198),
      (.rgb(red: 255, green: 0, blue: 135), 16, 13),
      (.rgb(red: 255, green: 0, blue: 135), 8, 5),
      (.rgb(red: 0x44, green: 0x47, blue: 0x5A), 256, 239),
      (.rgb(red: 0x28, green: 0x28, blue: 0x28), 256, 235),
      (.ansi(108), 256, 108),
      (.ansi(108), 16, 7),
      (.ansi(9), 16, 9),
      (.ansi(9), 8, 1),
    ])
  func folding(color: ThemeColor, colors: Int, folded: Int) {
    #expect(Int(color.folded(toColors: colors)) == folded)
  }

  @Test(
    "a colour is written as a name, 0-255 or #rrggbb",
    arguments: [
      ("red", ThemeColor.ansi(1)), ("bright-white", .ansi(15)), ("grey", .ansi(8)), ("Gray", .ansi(8)),
      ("0", .ansi(0)), ("255", .ansi(255)), ("#Ff0087", .rgb(red: 255, green: 0, blue: 135)),
      ("256", nil), ("-1", nil), ("#ff008", nil), ("#ff00877", nil), ("purple", nil), ("", nil), ("٣", nil),
    ])
  func colorWords(word: String, color: ThemeColor?) {
    #expect(ThemeColor(word) == color)
  }

  @Test("fzf's colour spec sets its elements' roles as fzf draws them, over the theme")
  func fzfSpec() throws {
    let (theme, usesColor) = try Theme.default.applyingFzfColors("hl:108 , bg+:236,pointer:#ff0087:underline")
    #expect(usesColor)
    #expect(theme[.match] == RoleLook(foreground: .ansi(108), attributes: []))
    // bg+ on the current line, its pointer and its matches; fzf draws the current line bold.
    #expect(theme[.cursorRow] == RoleLook(foreground: .ansi(0), background: .ansi(236), attributes: .bold))
    #expect(
      theme[.pointer]
        == RoleLook(
          foreground: .rgb(red: 255, green: 0, blue: 135), background: .ansi(236),
          attributes: [.bold, .underline]))
    #expect(theme[.cursorMatch].background == .ansi(236))
    // What the spec does not name keeps the theme's look.
    #expect(theme[.help] == Theme.default[.help])
    #expect(try Theme.dracula.applyingFzfColors("info:3").theme[.title] == Theme.dracula[.title])
  }

  /// fzf's `o(theme.Border, theme.InputBorder)` and the rest (src/tui/tui.go, MIT licence).
  @Test("each part's border and label takes the border's and the label's look unless given its own")
  func partRolesFallBack() throws {
    // A theme that gives them none: the parent's look, in the theme and in the default.
    var theme = Theme(name: "mine", looks: [.border: RoleLook(foreground: .ansi(2))])
    #expect(theme[.inputBorder] == RoleLook(foreground: .ansi(2)))
    #expect(Theme.default[.listLabel] == Theme.default[.borderLabel])
    theme[.inputBorder] = RoleLook(foreground: .ansi(4))
    #expect(theme[.inputBorder].foreground == .ansi(4) && theme[.headerBorder].foreground == .ansi(2))
    // fzf's spec: `border` colours every box the spec does not name, whatever the order.
    for spec in ["border:1,input-border:4", "input-border:4,border:1"] {
      let drawn = try Theme.dracula.applyingFzfColors(spec).theme
      #expect(drawn[.inputBorder].foreground == .ansi(4))
      for role in [ColorRole.border, .listBorder, .headerBorder, .footerBorder, .previewBorder] {
        #expect(drawn[role].foreground == .ansi(1), "\(spec) \(role)")
      }
    }
    let labels = try Theme.dracula.applyingFzfColors("label:3,header-label:5").theme
    #expect(labels[.listLabel].foreground == .ansi(3) && labels[.previewLabel].foreground == .ansi(3))
    #expect(labels[.headerLabel].foreground == .ansi(5))
    // A spec that names neither leaves the theme's.
    #expect(
      try Theme.dracula.applyingFzfColors("hl:1").theme[.previewBorder] == Theme.dracula[.previewBorder])
  }

  @Test(
    "fzf's bases set every element to fzf's colours; bw draws none; regular drops fzf's bold; -1 is the terminal's"
  )
  func fzfBases() throws {
    let dark = try Theme.dracula.applyingFzfColors("dark").theme
    #expect(dark[.prompt] == RoleLook(foreground: .ansi(110), attributes: .bold))
    #expect(dark[.cursorRow] == RoleLook(foreground: .ansi(254), background: .ansi(236), attributes: .bold))
    #expect(dark[.item] == RoleLook(foreground: nil, background: nil, attributes: []))
    let light = try Theme.default.applyingFzfColors("light,prompt:regular").theme
    #expect(light[.prompt] == RoleLook(foreground: .ansi(25), attributes: []))
    #expect(try !Theme.default.applyingFzfColors("fg:1,bw").usesColor)
    #expect(try Theme.default.applyingFzfColors("hl:-1:bold").theme[.match] == RoleLook(attributes: .bold))
  }

  @Test(
    "a bad fzf colour spec names the word and what is wrong",
    arguments: [
      (
        "pointr:red",
        ThemeError.FzfProblem.unknownElement("pointr", known: Theme.fzfElements.flatMap(\.names).sorted())
      ),
      ("pointer:purpl", .unknownColor("purpl")),
      ("hl:256", .unknownColor("256")),
      ("hl:-2", .unknownColor("-2")),
      ("red", .notABase),
    ])
  func fzfMistakes(word: String, problem: ThemeError.FzfProblem) {
    #expect(throws: ThemeError.fzfSpec(word: word, problem: problem)) {
      try Theme.default.applyingFzfColors("fg:1," + word)
    }
  }

  @Test(
    "inline, a 24-bit colour is sent as it is where COLORTERM says the terminal takes it, folded where not")
  func trueColor() {
    var frame = Frame(width: 10, height: 1)
    frame.put("›", row: 0, column: 0, role: .pointer)
    var theme = Theme.default
    theme[.pointer] = RoleLook(foreground: .rgb(red: 255, green: 0, blue: 135), attributes: [])
    var capabilities = TerminalCapabilities.ansi
    capabilities.colorCount = 256
    capabilities.foreground = { Array("\u{1B}[38;5;\($0)m".utf8) }
    var folded = InlineRenderer(capabilities: capabilities, theme: theme)
    _ = folded.open(height: 1)
    #expect(String(decoding: folded.render(frame), as: UTF8.self).contains("\u{1B}[38;5;198m›"))
    capabilities.trueColor = true
    var direct = InlineRenderer(capabilities: capabilities, theme: theme)
    _ = direct.open(height: 1)
    #expect(String(decoding: direct.render(frame), as: UTF8.self).contains("\u{1B}[38;2;255;0;135m›"))
  }

  @Test("every built-in theme has a name of its own, and each draws the pointer apart from its background")
  func builtIns() {
    #expect(Set(Theme.builtIn.map(\.name)).count == Theme.builtIn.count)
    for theme in Theme.builtIn {
      #expect(Theme.named(theme.name) == theme)
      #expect(theme[.pointer].foreground != theme[.pointer].background, "\(theme.name)")
    }
    #expect(Theme.named("Dracula") == .dracula)
    #expect(Theme.named("drakula") == nil)
  }
}
