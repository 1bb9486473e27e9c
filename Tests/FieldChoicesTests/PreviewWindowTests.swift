// `TestPreviewOpts` is translated from fzf 0.38.0's src/options_test.go (tag 0.38.0), MIT
// licence, Copyright (c) 2013-2023 Junegunn Choi. Several `--preview-window` options given in a
// row are applied in turn, as fzf applies them.
import Testing

@testable import FieldChoices

/// `--preview-window`: fzf's words, in fzf's order of precedence.
@Suite("Preview window: fzf's --preview-window")
struct PreviewWindowTests {
  static func window(_ values: String...) throws -> PreviewWindow {
    var window = PreviewWindow()
    for value in values { try window.apply(value) }
    return window
  }

  @Test("fzf's TestPreviewOpts")
  func fzfCases() throws {
    var window = PreviewWindow()
    #expect(window.hidden == false && window.wrap == false && window.position == .right)
    #expect(window.size == .percent(50))

    window = try Self.window("left:15,hidden,wrap:+{1}-/2")
    #expect(window.hidden && window.wrap && window.position == .left && window.size == .cells(15))
    #expect(window.scroll == PreviewScroll("+{1}-/2"))
    #expect(window.scroll?.column == ColumnRange(begin: 1, end: 1))
    #expect(window.scroll?.offset == 0 && window.scroll?.divisor == 2)

    window = try Self.window("up,15,wrap,hidden,+{1}+3-1-2/2", "down", "cycle")
    #expect(window.hidden && window.wrap && window.cycle && window.position == .down)
    #expect(window.size == .cells(15))
    #expect(window.scroll?.column == ColumnRange(begin: 1, end: 1))
    #expect(window.scroll?.offset == 0 && window.scroll?.divisor == 2)

    window = try Self.window("up:15:wrap:hidden")
    #expect(window.hidden && window.wrap && window.position == .up && window.size == .cells(15))

    window = try Self.window("up", "default:70%")
    #expect(window.position == .right && window.size == .percent(70))
  }

  @Test("borders, the other positions, and nohidden, nowrap, nocycle")
  func words() throws {
    #expect(try Self.window("noborder").border == false)
    #expect(try Self.window("noborder,border-rounded").border)
    #expect(try Self.window("border-none").border == false)
    #expect(try Self.window("sharp").border)
    #expect(try Self.window("top").position == .up)
    #expect(try Self.window("bottom").position == .down)
    #expect(try Self.window("hidden,wrap,cycle", "nohidden:nowrap:nocycle") == PreviewWindow())
    #expect(try Self.window("0").size == .cells(0))
    #expect(try Self.window("99%").size == .percent(99))
    #expect(try Self.window("follow").follow)
    #expect(try Self.window("follow,nofollow").follow == false)
    #expect(try Self.window("~3").headerLines == 3)
    #expect(try Self.window("~0").headerLines == 0)
  }

  @Test("fzf 0.74's words: next, info and noinfo, wrap-word, every border style as the one line")
  func newerWords() throws {
    #expect(try Self.window("next").position == .next)
    #expect(try Self.window("noinfo").info == false)
    #expect(try Self.window("noinfo,info").info)
    #expect(try Self.window("wrap-word").wrap)
    for style in ["bold", "double", "horizontal", "bottom", "line", "left", "dashed", "block", "thinblock"] {
      #expect(try Self.window("noborder", "border-" + style).border, "\(style)")
    }
  }

  @Test(
    "words that are refused",
    arguments: [
      ("sideways", PreviewWindow.ParseError.invalid("sideways")),
      ("15.5", .invalid("15.5")),
      ("+{x}", .invalid("+{x}")),
      ("100%", .tooLarge("100%")),
      ("~x", .invalid("~x")),
      ("~03", .invalid("~03")),
      ("<50(up)", .unsupported("<50(up)")),
    ])
  func refused(value: String, error: PreviewWindow.ParseError) {
    #expect(throws: error) { try PreviewWindow(parsing: value) }
  }

  @Test(
    "the first line of a scroll expression (fzf's evaluateScrollOffset)",
    arguments: [
      ("+3", "x", 20, 2),
      ("+{2}", "file.txt 42 rest", 20, 41),
      ("+{2}-5", "file.txt 42 rest", 20, 36),
      ("+{2}-/2", "file.txt 42 rest", 20, 31),
      ("+{2}+3-1-2/2", "file.txt 42 rest", 20, 31),
      ("+{2}", "file.txt word rest", 20, 0),
      ("-/2", "x", 20, 0),
      ("+{0}+5", "x", 20, 4),
    ])
  func scroll(expression: String, item: String, height: Int, line: Int) throws {
    let scroll = try #require(PreviewScroll(expression))
    #expect(scroll.firstLine(for: item, height: height) == line)
  }

  @Test("the pane's extent keeps room for the items")
  func extent() throws {
    #expect(PreviewWindow().extent(of: 100, keeping: 16) == 50)
    #expect(try Self.window("90%").extent(of: 100, keeping: 16) == 84)
    #expect(try Self.window("30").extent(of: 100, keeping: 16) == 30)
    #expect(try Self.window("30").extent(of: 20, keeping: 16) == 4)
  }
}
