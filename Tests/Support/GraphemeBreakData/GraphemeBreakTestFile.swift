import Foundation
import PackagePaths

/// Unicode's conformance file for characters, read into cases. Shared by the engine's tests and
/// `tfield check`'s tests.
///
/// The file ships beside this source (`GraphemeBreakTest.txt`, Unicode 17.0.0, unmodified, from
/// Debian's unicode-data 17.0.0-2; licence in `UNICODE-LICENSE.txt`), so the tests need no package
/// installed and follow the Unicode version of the Swift toolchain they test (6.3.1 knows 17.0),
/// not the machine's.
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

  /// The texts on which Swift 6.3.1's `Character` disagrees with Unicode 17.0's file: lines 785 to
  /// 792, the Myanmar, Balinese and Khmer conjuncts that Unicode 17.0 added to rule GB9c (a
  /// consonant, a conjunct linker such as KHMER SIGN COENG, and a consonant stay one character).
  /// Swift keeps them apart, as Unicode 16.0 did. (Unicode 15.0's U+2701 U+200D U+2701, the one
  /// disagreement with Debian's older file, agrees now: U+2701 is no longer a pictograph.) Tests
  /// check that this is the whole list, so a toolchain that changes shows up.
  public static let swiftDisagreements: [[UInt32]] = [
    [0x1019, 0x1039, 0x1018, 0x102C, 0x1037],
    [0x1004, 0x103A, 0x1039, 0x1011, 0x1039, 0x1011],
    [
      0x1B12, 0x1B01, 0x1B32, 0x1B44, 0x1B2F, 0x1B32, 0x1B44, 0x1B22, 0x1B44, 0x1B2C, 0x1B32, 0x1B44, 0x1B22,
      0x1B38,
    ],
    [0x179F, 0x17D2, 0x178F, 0x17D2, 0x179A, 0x17B8],
    [0x1B26, 0x1B17, 0x1B44, 0x1B13],
    [0x1B27, 0x1B13, 0x1B44, 0x1B0B, 0x1B0B, 0x1B04],
    [0x1795, 0x17D2, 0x17AF, 0x1798],
    [0x17A0, 0x17D2, 0x17AB, 0x1791, 0x17D0, 0x1799],
  ]

  /// Where the file is: beside this source, in the package.
  public static let path = PackageRoot.path("Tests/Support/GraphemeBreakData/GraphemeBreakTest.txt")

  /// Reads every case of the file.
  public static func load() throws -> [Case] {
    guard let contents = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw LoadError(message: "\(path) is missing or unreadable: it ships with the package's tests")
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
