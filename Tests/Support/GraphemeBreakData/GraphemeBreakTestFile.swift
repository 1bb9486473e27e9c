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
    /// True for the lines where Swift's `Character` is known to split otherwise
    /// (`swiftDisagreements`); the engine counts Swift's characters there.
    public var isKnownSwiftDisagreement: Bool {
      GraphemeBreakTestFile.swiftDisagreements.contains(clusters.joined().map(\.value))
    }
    /// Lines with C0/C1 controls: a single-line field turns those into spaces or drops them.
    public var hasControls: Bool {
      clusters.joined().contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }
    }
  }

  /// The texts on which Swift 6.3.1's `Character` disagrees with Debian's Unicode 15.0 file:
  /// U+2701 U+200D U+2701 (two pictographs joined by ZWJ) is one character for Unicode (GB11) and
  /// two for Swift. Tests check that this is the whole list, so a toolchain that changes shows up.
  public static let swiftDisagreements: [[UInt32]] = [[0x2701, 0x200D, 0x2701]]

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
      // Tokens are separated by spaces, and a tab ends the data before the comment: the last "÷"
      // is followed by a tab, not a space, and must still close the last character.
      for token in line.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
        if token == "÷" {
          if !current.isEmpty { clusters.append(current) }
          current = []
        } else if token != "×", let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) {
          current.append(scalar)
        }
      }
      if !current.isEmpty { clusters.append(current) }
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
