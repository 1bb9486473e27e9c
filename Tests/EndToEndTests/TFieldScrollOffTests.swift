import Foundation
import Testing

extension EndToEnd {
  /// `tfield choose --scroll-off` as a person sees it: fzf 0.74's own tests (`test_scroll_off`,
  /// `test_scroll_off_large` in fzf 0.74's test/test_core.rb, MIT licence), run on fzf 0.74.5 and
  /// on tfield with the same keys and eight rows of items: after each step both highlight the
  /// item fzf's test expects and show the same item on the list's top row.
  @Suite("tfield choose --scroll-off, against fzf 0.74.5", .serialized)
  struct TFieldScrollOff {
    /// The highlighted item and the item on the top row of a screen, or nil while either is
    /// missing.
    static func view(_ screen: [String]) -> (highlight: Int, top: Int)? {
      func item(_ row: String) -> Int? {
        let text = row.drop { !$0.isNumber }.trimmingCharacters(in: .whitespaces)
        return text.allSatisfy(\.isNumber) ? Int(text) : nil
      }
      guard let top = screen.lazy.compactMap(item).first,
        let pointed = screen.first(where: { $0.hasPrefix("@") }), let highlight = item(pointed)
      else { return nil }
      return (highlight, top)
    }

    /// Starts fzf 0.74.5 and tfield on `seq 1000` with `options`, eight rows of items each; after
    /// each step's keys, waits for its highlighted item, and for tfield's top row to be fzf's.
    static func run(_ options: String, steps: [(keys: [String], highlight: Int)]) throws {
      let tool = try Binaries.path(of: "tfield")
      let fzf = try TFieldThemes.fzf()
      var tops: [Int] = []
      for isFzf in [true, false] {
        let tmux = Tmux()
        let name = isFzf ? "fzf" : "tfield"
        // fzf's --height 10 holds eight items, its count and its query; tfield's whole screen of
        // 12 rows holds eight items, its query and its key hints.
        let command =
          isFzf
          ? "seq 1000 | \(fzf) --height 10 --pointer @ --no-scrollbar \(options)"
          : "seq 1000 | \(tool) choose --layout default --pointer @ \(options) >/dev/null"
        try startScript(command, in: tmux, width: 40, height: 12)
        for (number, step) in ([(keys: [String](), highlight: 1)] + steps).enumerated() {
          for key in step.keys {
            if key.count == 1 { try tmux.sendKeys(literal: key) } else { try tmux.sendKeys(key) }
          }
          let what = "\(name), step \(number) (\(step.keys)): \(step.highlight) highlighted"
          var seen: (highlight: Int, top: Int)?
          do {
            try tmux.waitFor(what + (isFzf ? "" : ", \(tops[number]) on top")) { screen in
              seen = view(screen)
              guard let seen, seen.highlight == step.highlight else { return false }
              return isFzf || seen.top == tops[number]
            }
          } catch {
            Issue.record(
              "\(what); seen \(seen.map { "\($0.highlight) highlighted, \($0.top) on top" } ?? "nothing")")
            throw error
          }
          if isFzf { tops.append(seen!.top) }
        }
        try tmux.sendKeys("Escape")
        _ = try tmux.exitStatus()
      }
    }

    @Test(
      "--scroll-off=3 keeps three items between the highlight and the list's ends (fzf's test_scroll_off)")
    func scrollOff() throws {
      try Self.run(
        "--scroll-off=3 --bind l:last,f:first",
        steps: [
          (["Up", "Up", "Up", "Up", "Up"], 6), (["Up"], 7), (["Up", "Up"], 9), (["Down"], 8),
          (["Down", "Down", "Down"], 5), (["Down"], 4), (["l"], 1000), (["Down"], 999),
          (["Down", "Down", "Down", "Down"], 995), (["f"], 1),
        ])
    }

    @Test(
      "a --scroll-off larger than half the list keeps the highlight in the middle (fzf's test_scroll_off_large)"
    )
    func scrollOffLarge() throws {
      try Self.run(
        "--scroll-off=9999",
        steps: [
          (["Up", "Up", "Up", "Up", "Up", "Up"], 7), (["Up"], 8), (["Up"], 9), (["Down"], 8), (["Down"], 7),
        ])
    }
  }
}
