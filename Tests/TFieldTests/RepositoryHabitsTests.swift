import Foundation
import PackagePaths
import Testing

/// The habits the repository keeps by itself: tests named after what they test, and `make lint`
/// failing on any finding of `swift format`.
@Suite("Repository habits")
struct RepositoryHabitsTests {
  /// Every file under Tests/, as a path relative to it.
  static func testFiles() throws -> [String] {
    let enumerator = try #require(FileManager.default.enumerator(atPath: PackageRoot.path("Tests")))
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: PackageRoot.path("Tests/" + path), isDirectory: &isFolder),
        !isFolder.boolValue
      {
        files.append(path)
      }
    }
    return files.sorted()
  }

  @Test("no two Swift files under Tests/ share a name, but the support programs' main.swift")
  func uniqueNames() throws {
    let files = try Self.testFiles().filter { $0.hasSuffix(".swift") }
    #expect(files.count > 100, "only \(files.count) test files found")
    let byName = Dictionary(grouping: files) { ($0 as NSString).lastPathComponent }
    let repeated = byName.filter { $0.key != "main.swift" && $0.value.count > 1 }
    #expect(repeated.isEmpty, "one name for two test files: \(repeated.values.sorted { $0[0] < $1[0] })")
  }

  /// The word issue followed by a number, or "#" and a number after a space: a test says what it
  /// tests, not where it was asked for. (The examples below are interpolated, so that this file's
  /// own lines do not match.)
  static var issueReference: Regex<Substring> { /(?i)\bissues?\s*#?\d|(?:^|\s|\()#\d+\b/ }

  /// Whether a line refers to an issue by number. The regular expression runs only on the lines
  /// that hold "issue" or "#" before a digit: on every line it took 16 s for the whole of Tests/.
  static func refersToIssue(_ line: Substring) -> Bool {
    let bytes = Array(line.utf8)
    let hashDigit = zip(bytes, bytes.dropFirst()).contains {
      $0 == UInt8(ascii: "#") && (48...57).contains($1)
    }
    guard hashDigit || line.range(of: "issue", options: .caseInsensitive) != nil else { return false }
    return line.firstMatch(of: issueReference) != nil
  }

  @Test(
    "the issue-number pattern",
    arguments: [
      ("/// The completion menu (issue \(26)): Tab", true), ("/// Issue \(8)'s keys", true),
      ("see #\(12)", true),
      ("Issue.record(\"not an input\")", false), ("let mask = \"#00:00\"", false), ("cols#80,", false),
    ])
  func issuePattern(line: String, isReference: Bool) {
    #expect(Self.refersToIssue(line[...]) == isReference)
  }

  @Test("no test file names an issue number, in its name, its tests' names or its comments")
  func noIssueNumbers() throws {
    var found: [String] = []
    let files = try Self.testFiles().filter { file in
      [".swift", ".py", ".sh"].contains { file.hasSuffix($0) }
    }
    for file in files {
      if file.firstMatch(of: /(?i)issue/) != nil { found.append(file) }
      let text = try String(contentsOf: PackageRoot.url("Tests/" + file), encoding: .utf8)
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      where Self.refersToIssue(line) {
        found.append("Tests/\(file):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    #expect(found.isEmpty, "say what is tested instead:\n\(found.joined(separator: "\n"))")
  }

  @Test("make lint exits non-zero on a finding of swift format, and 0 on clean code")
  func lintIsStrict() throws {
    // Inside the package, so that swift format reads its .swift-format (a 110-column limit).
    let folder = PackageRoot.url(".build/make-lint-check-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Sample.swift")
    let lint = ["make", "-s", "-C", PackageRoot.root.path, "lint", "LINT_PATHS=\(folder.path)"]

    try "let long = \"\(String(repeating: "x", count: 120))\"\n".write(
      to: file, atomically: true, encoding: .utf8)
    let finding = try ManPageTests.run(lint)
    #expect(finding.status != 0, "make lint passed a 130-column line")
    #expect(
      (finding.output + finding.errors).contains("Sample.swift:1:"), "\(finding.output)\(finding.errors)")

    try "let short = 1\n".write(to: file, atomically: true, encoding: .utf8)
    let clean = try ManPageTests.run(lint)
    #expect(clean.status == 0, "make lint failed on clean code: \(clean.output)\(clean.errors)")
  }
}
