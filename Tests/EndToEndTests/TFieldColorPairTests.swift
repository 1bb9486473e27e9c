import Foundation
import Testing

extension EndToEnd {
  /// Items' own colours full screen (`choose --ansi --fullscreen`): each foreground and background
  /// gets a colour pair of its own while the terminal has pairs to spare; past that, the nearest
  /// pair already drawn with, and no pair in the frame is redefined (which would recolour cells
  /// already drawn).
  @Suite(
    "tfield choose --ansi full screen: a colour pair per colour, the nearest when they run out", .serialized)
  struct TFieldColorPairs {
    /// A first item without colours (the highlighted row), then eight rows of eight segments:
    /// "fb" in foreground f on background b, every pair of the eight colours once.
    static let items =
      "plain\n"
      + (0..<8).map { f in (0..<8).map { b in "\u{1B}[3\(f)m\u{1B}[4\(b)m\(f)\(b)\u{1B}[0m " }.joined() }
      .joined(separator: "\n") + "\n"

    /// The segments as drawn: their text and the colour numbers tmux reports for them, in order.
    static func segments(in lines: [String]) -> [(text: String, foreground: Int, background: Int)] {
      let pattern = try! NSRegularExpression(pattern: "\u{1B}\\[3([0-7])m\u{1B}\\[4([0-7])m([0-7][0-7])")
      return lines.flatMap { line in
        let range = NSRange(line.startIndex..., in: line)
        return pattern.matches(in: line, range: range).map { match in
          func group(_ index: Int) -> String { String(line[Range(match.range(at: index), in: line)!]) }
          return (group(3), Int(group(1))!, Int(group(2))!)
        }
      }
    }

    @Test(
      "64 colour pairs on screen: all exact with 256 colours; on 8 (64 pairs) the first 58, the rest the nearest",
      arguments: [(term: "xterm-256color", exact: 64), (term: "xterm", exact: 58)])
    func pairs(term: String, exact: Int) throws {
      let tool = try Binaries.path(of: "tfield")
      let file = "/tmp/\(UUID().uuidString).items"
      try Self.items.write(toFile: file, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(atPath: file) }
      let tmux = Tmux()
      try tmux.start(
        "\(tool) choose --ansi --fullscreen < \(file)", term: .named(term), width: 80, height: 24)
      try tmux.waitFor(text: "77")
      let segments = Self.segments(in: try tmux.captureWithAttributes())
      #expect(segments.map(\.text) == (0..<8).flatMap { f in (0..<8).map { b in "\(f)\(b)" } })
      for (index, segment) in segments.enumerated() {
        let asked = (foreground: index / 8, background: index % 8)
        if index < exact {
          #expect(
            (segment.foreground, segment.background) == (asked.foreground, asked.background),
            "segment \(segment.text)")
        } else {
          // White on green and the rest: a pair already drawn with, the nearest, which keeps
          // the foreground (white on black or red).
          let drawn = segments.prefix(exact).map { [$0.foreground, $0.background] }
          #expect(drawn.contains([segment.foreground, segment.background]), "segment \(segment.text)")
          #expect(segment.foreground == asked.foreground, "segment \(segment.text)")
        }
      }
      try tmux.sendKeys("Escape")
      #expect(try tmux.exitStatus() == 1)
    }
  }
}
