import Testing

@testable import tfield

/// What the help says a subcommand does is what it does.
@Suite("tfield help matches behaviour")
struct HelpTextTests {
  @Test(
    "choose --help says smart case, and --filter matches so: a lower-case term ignores case, an upper-case one not"
  )
  func smartCase() throws {
    let help = Tool.run(["choose", "--help"]).output
    #expect(help.contains("smart case"), "\(help)")
    #expect(!help.contains("filters (case-insensitive)"), "\(help)")
    let lower = try ChooseRun(input: [], ["choose", "--filter", "ab", "AB", "ab"])
    #expect(String(decoding: lower.written, as: UTF8.self).split(separator: "\n").sorted() == ["AB", "ab"])
    let upper = try ChooseRun(input: [], ["choose", "--filter", "AB", "AB", "ab"])
    #expect(String(decoding: upper.written, as: UTF8.self) == "AB\n")
  }
}
