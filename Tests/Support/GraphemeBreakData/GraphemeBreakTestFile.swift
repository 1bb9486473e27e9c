import Foundation

/// Unicode's conformance file for characters (GraphemeBreakTest.txt, from Debian's `unicode-data`
/// package), read into cases. Shared by the engine's tests and `tfield check`'s tests.
public enum GraphemeBreakTestFile {
  /// One line of the file: a text and the characters it must split into.
  public struct Case: Sendable {
    /// The line number in the file.
    public let line: Int
    /// The characters, each as its scalars.
    public let clusters: [[Unicode.Scalar]]
    /// The whole text of the line.
    public var text: String { String(String.UnicodeScalarView(clusters.joined())) }
    /// The characters the text must split into.
    public var expected: [String] { clusters.map { String(String.UnicodeScalarView($0)) } }
    /// Lines with C0/C1 controls: a single-line field turns those into spaces or drops them.
    public var hasControls: Bool {
      clusters.joined().contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }
    }
  }

  /// Where Debian installs the file.
  public static let path = "/usr/share/unicode/auxiliary/GraphemeBreakTest.txt"

  /// Reads every case of the file.
  public static func load() throws -> [Case] {
    guard let contents = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw LoadError(message: "\(path) is missing: install Debian's unicode-data package (.ci/run does)")
    }
    var cases: [Case] = []
    for (number, raw) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line =
        raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
      guard line.contains("÷") else { continue }
      var clusters: [[Unicode.Scalar]] = []
      var current: [Unicode.Scalar] = []
      for token in line.split(separator: " ") {
        if token == "÷" {
          if !current.isEmpty { clusters.append(current) }
          current = []
        } else if token != "×", let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) {
          current.append(scalar)
        }
      }
      cases.append(Case(line: number + 1, clusters: clusters))
    }
    return cases
  }

  /// The file could not be read.
  public struct LoadError: Error, CustomStringConvertible {
    /// What went wrong and how to fix it.
    public let message: String
    /// The message.
    public var description: String { message }
  }
}
