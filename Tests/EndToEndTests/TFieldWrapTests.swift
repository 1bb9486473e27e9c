import Foundation
import Testing

extension EndToEnd {
  /// `tfield choose`'s items over several rows as a person sees them, with fzf 0.74.5 as the
  /// oracle: a `--read0` item of three lines and a `--wrap`ped one.
  @Suite("tfield choose --read0 multi-line items and --wrap", .serialized)
  struct TFieldWrap {
    /// The items: one of three lines, one that wraps, one short.
    static let input =
      "printf 'one\\ntwo\\nthree\\0the quick brown fox jumps over the lazy dog and on\\0short\\0'"

    /// The item rows under the row holding `count`, up to the first empty one, each without its
    /// first `prefix` columns (the pointer and the marker).
    static func itemRows(_ screen: [String], count: String, prefix: Int) -> [String] {
      guard let countRow = screen.firstIndex(where: { $0.contains(count) }) else { return [] }
      return screen[(countRow + 1)...].prefix { !$0.isEmpty && !$0.hasPrefix(" type a query") }.map {
        String($0.dropFirst(prefix))
      }
    }

    @Test(
      "inline: a 3-line item over 3 rows and a long item wrapped after ↳ as fzf 0.74.5 draws them; re-wrapped as the terminal shrinks and grows"
    )
    func multiLineAndWrap() throws {
      let tool = try Binaries.path(of: "tfield")
      let fzf = try TFieldThemes.fzf()
      let options = "--read0 --wrap --layout=reverse --height 10 --pointer '>'"
      // fzf's items take its width less 3 columns, tfield's its width less 5 (the last column
      // left, the pointer and the marker each with a blank): tfield runs 2 columns wider.
      let theirs = Tmux()
      try startScript("\(Self.input) | \(fzf) \(options)", in: theirs, width: 40, height: 14)
      let ours = Tmux()
      try startScript(
        "v=$(\(Self.input) | \(tool) choose \(options)); printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$?\"",
        in: ours, width: 42, height: 14)
      for (fzfWidth, wrapped) in [
        (40, "↳ zy dog and on"), (30, "↳ ver the lazy dog and on"), (40, "↳ zy dog and on"),
      ] {
        try theirs.resize(width: fzfWidth, height: 14)
        try ours.resize(width: fzfWidth + 2, height: 14)
        let fzfRows = Self.itemRows(
          try theirs.waitFor("fzf's rows on \(fzfWidth) columns") {
            Self.itemRows($0, count: "3/3", prefix: 2).contains(wrapped)
          }, count: "3/3", prefix: 2)
        #expect(fzfRows.prefix(3) == ["one", "two", "three"])
        #expect(fzfRows.count == 6, "\(fzfRows)")
        try ours.waitFor("our rows on \(fzfWidth + 2) columns as fzf's: \(fzfRows)") {
          Self.itemRows($0, count: "3 of 3", prefix: 4) == fzfRows
        }
      }
      try ours.sendKeys("Enter")
      #expect(try ours.exitStatus() == 0)
      #expect(try ours.capture().contains("three] STATUS:0"))
      try theirs.sendKeys("Escape")
    }
  }
}
