import Foundation
import Testing

extension EndToEnd {
  /// `tfield choose`'s border, label, padding and margin as a person sees them, with fzf 0.74.5
  /// as the oracle where the rows can be equal (fzf's test/test_layout.rb, MIT: `test_border_label`
  /// and `test_padding` check the same rows of fzf's own screen).
  @Suite("tfield choose --border=STYLE, --border-label, --padding, --margin", .serialized)
  struct TFieldBorder {
    /// The rows of the border's box on a screen: from the row that starts with `corner` to the
    /// row that ends its box.
    static func box(_ screen: [String], corner: String) -> [String] {
      guard let top = screen.firstIndex(where: { $0.hasPrefix(corner) }) else { return [] }
      let rest = screen[top...]
      let bottom = rest.firstIndex { $0.hasPrefix("└") } ?? rest.endIndex - 1
      return Array(screen[top...bottom])
    }

    @Test(
      "inline: the sharp border's top with its centred label, the padding's row and the bottom as fzf 0.74.5 draws them; re-centred as the terminal shrinks and grows"
    )
    func borderLabelPadding() throws {
      let tool = try Binaries.path(of: "tfield")
      let fzf = try TFieldThemes.fzf()
      let options = "--border=sharp --border-label ' Demo ' --padding 1 --height 8"
      // tfield's inline list leaves the terminal's last column (no automatic margin to trip), so
      // fzf draws on one column fewer.
      let theirs = Tmux()
      try startScript("seq 3 | \(fzf) \(options)", in: theirs, width: 39, height: 12)
      let fzfBox = Self.box(try theirs.waitFor(text: "3/3"), corner: "┌")
      let ours = Tmux()
      try startScript(
        "v=$(seq 3 | \(tool) choose \(options) --info=right); printf 'VALUE:[%s] STATUS:%s\\n' \"$v\" \"$?\"",
        in: ours, width: 40, height: 12)
      let box = Self.box(try ours.waitFor(text: "3 of 3"), corner: "┌")
      #expect(box.first == fzfBox.first && box.first?.contains("─ Demo ─") == true, "\(box) \(fzfBox)")
      #expect(box.dropFirst().first == fzfBox.dropFirst().first, "the padding's row")
      #expect(box.last == fzfBox.last && box.last?.hasPrefix("└─") == true)
      // --info=right: the count at the right end of its own row, inside the padding.
      #expect(box.contains { $0.hasSuffix("3 of 3  │") }, "\(box)")
      for width in [30, 50] {
        try ours.resize(width: width, height: 12)
        // On one column fewer than the terminal's, the label centred: (width - 1 - 6) / 2.
        let before = (width - 1 - 6) / 2 - 1
        let line =
          "┌" + String(repeating: "─", count: before) + " Demo "
          + String(repeating: "─", count: width - 1 - 2 - before - 6) + "┐"
        try ours.waitFor("the label centred on \(width) columns") { $0.contains(line) }
      }
      try ours.type("2")
      try ours.waitFor(text: "1 of 3")
      try ours.sendKeys("Enter")
      #expect(try ours.exitStatus() == 0)
      #expect(try ours.capture().contains("VALUE:[2] STATUS:0"))
    }
  }
}
