import FieldEngine
import Testing

/// The moves and kills by subword (fzf's `backward-subword`, `forward-subword`, `kill-subword`,
/// `backward-kill-subword`) and by path segment (fzf's word actions under `--filepath-word`):
/// where fzf 0.74's patterns (`[a-z][A-Z]|[^\pL\pN][\pL\pN]` back, `[a-z][A-Z]|[\pL\pN][^\pL\pN]|(.$)`
/// forward; `/[^/]` and `[^/]/|(.$)` for paths) put the cursor.
@Suite("subword and path-segment moves and kills")
struct SubwordEditTests {
  @Test(
    "each move and kill, with its numeric argument",
    arguments: [
      ("foo bar fooBar|", Edit.move(.subwordLeft), 1, "foo bar foo|Bar"),
      ("foo bar fooBar|", .move(.subwordLeft), 2, "foo bar |fooBar"),
      ("foo bar foo-bar|", .move(.subwordLeft), 1, "foo bar foo-|bar"),
      ("HTTPServer|", .move(.subwordLeft), 1, "|HTTPServer"),
      ("abc|", .move(.subwordLeft), 0, "abc|"),
      ("|fooBar baz", .move(.subwordRight), 1, "foo|Bar baz"),
      ("|fooBar baz", .move(.subwordRight), 2, "fooBar| baz"),
      ("|fooBar baz", .move(.subwordRight), 3, "fooBar baz|"),
      ("|été_Été", .move(.subwordRight), 1, "été|_Été"),
      ("|x2Y", .move(.subwordRight), 1, "x2Y|"),
      ("abc|", .move(.subwordRight), 1, "abc|"),
      ("foo|Bar baz", .move(.subwordRight), -1, "|fooBar baz"),
      ("fooBarBaz|", .kill(to: .subwordLeft), 2, "foo|"),
      ("|fooBarBaz", .kill(to: .subwordRight), 1, "|BarBaz"),
      ("foo|BarBaz", .kill(to: .subwordLeft), -1, "foo|Baz"),
      ("--/foo bar/foo-bar/baz|", .move(.pathWordLeft), 3, "--/|foo bar/foo-bar/baz"),
      ("--/|foo bar/foo-bar/baz", .kill(to: .pathWordRight), 1, "--/|/foo-bar/baz"),
      ("a//b|", .move(.pathWordLeft), 1, "a//|b"),
      ("|/usr/lib", .move(.pathWordRight), 1, "/usr|/lib"),
      ("cd /usr/lo|cal", Edit.deleteWordBackward.byPathSegments, 1, "cd /usr/|cal"),
      ("cd |/usr/local", Edit.deleteWordForward.byPathSegments, 1, "cd |/local"),
      ("cd /usr/local|", Edit.move(.wordLeft).byPathSegments, 1, "cd /usr/|local"),
      ("cd /usr/local|", Edit.deleteBackward.byPathSegments, 1, "cd /usr/loca|"),
    ])
  func edit(before: String, edit: Edit, argument: Int, after: String) {
    var edited = field(before)
    edited.apply(edit, argument: argument)
    #expect(edited.marked == after)
    #expect(edited.invariantViolations() == [])
  }

  @Test("kills by subword join on the kill ring, and a selection is killed whole")
  func killsJoin() {
    var edited = field("one fooBarBaz|")
    edited.apply(.kill(to: .subwordLeft))
    edited.apply(.kill(to: .subwordLeft))
    #expect(edited.marked == "one foo|")
    edited.apply(.move(.start))
    edited.apply(.yank)
    #expect(edited.marked == "BarBaz|one foo")

    var selected = field("|fooBar")
    selected.apply(.move(.characterRight, extending: true))
    selected.apply(.kill(to: .subwordRight))
    #expect(selected.marked == "|ooBar")
  }
}
