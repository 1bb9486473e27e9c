import Foundation
import PackagePaths
import Testing

/// No declaration in Sources says more access than it has: a `public` member of a `package` type
/// is `package` in effect, and says `package`, so that a reader of the source (or of a diff that
/// makes the type public) sees what a user of the package sees.
@Suite("Access levels")
struct AccessLevelTests {
  /// Every Swift file under Sources, with its module (the folder under Sources).
  static func sources() throws -> [AccessScanner.Source] {
    let folder = PackageRoot.url("Sources")
    let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
    return try files.filter { $0.hasSuffix(".swift") }.sorted().map { file in
      AccessScanner.Source(
        path: "Sources/" + file, module: String(file.prefix { $0 != "/" }),
        text: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
    }
  }

  @Test("no declaration in Sources says more access than its type has")
  func sourcesSayTheirAccess() throws {
    let sources = try Self.sources()
    let scanner = AccessScanner(sources)
    #expect(scanner.unreadable.isEmpty, "braces the scanner could not follow: \(scanner.unreadable)")
    #expect(scanner.findings.isEmpty, "\(scanner.findings.map(\.description).joined(separator: "\n"))")
    // The scan read the types it guards: a public type, package ones, a nested package type and
    // one declared in another file's extension.
    #expect(sources.count > 200)
    #expect(scanner.access(of: "ChoiceList", in: "FieldChoices") == .public)
    #expect(scanner.access(of: "TextBuffer", in: "FieldEngine") == .package)
    #expect(scanner.access(of: "ChoiceQuery.Term", in: "FieldChoices") == .package)
    #expect(scanner.access(of: "PlainChoose.Answer", in: "FieldIO") == .package)
  }

  /// Sources and the findings the scanner must report in them ("line: access in type (its
  /// access)").
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var files: [String]
    var findings: [String]
    var testDescription: String { name }

    init(_ name: String, _ files: [String], _ findings: [String]) {
      self.name = name
      self.files = files
      self.findings = findings
    }
  }

  static let cases: [Case] = [
    Case(
      "a public member of a package type",
      ["package struct Buffer {\n  public var text = \"\"\n  package var count = 0\n}"],
      ["2: public in Buffer (package)"]
    ),
    Case(
      "a public member of an internal type, and a package one",
      ["struct Cache {\n  public init() {}\n  package func clear() {}\n}"],
      ["2: public in Cache (internal)", "3: package in Cache (internal)"]
    ),
    Case(
      "members of a public type",
      ["public struct Field {\n  public var text: String\n  package var buffer = 0\n  var undo = 0\n}"],
      []
    ),
    Case(
      "a public type nested in a package type, and its members",
      ["package enum Outer {\n  public struct Inner {\n    public var x = 1\n  }\n}"],
      ["2: public in Outer (package)", "3: public in Outer.Inner (package)"]
    ),
    Case(
      "a package type nested in a public type",
      ["public struct Query {\n  package struct Term {\n    public var text: String\n  }\n}"],
      ["3: public in Query.Term (package)"]
    ),
    Case(
      "an extension in another file of a package type",
      ["package struct Store {}", "extension Store {\n  public func load() {}\n  func save() {}\n}"],
      ["2: public in Store (package)"]
    ),
    Case(
      "an extension of a type the sources do not declare",
      ["extension String {\n  public var shouted: String { uppercased() }\n}"],
      []
    ),
    Case(
      "public private(set), private(set) and attributes",
      [
        "package final class Runner {\n  @discardableResult public private(set) var runs = 0\n"
          + "  private(set) var last = 0\n  @available(*, deprecated) public func run() {}\n}"
      ],
      ["2: public in Runner (package)", "4: public in Runner (package)"]
    ),
    Case(
      "words that are no modifiers: a case named open, a label, a member named package",
      [
        "package enum Door {\n  case open, shut\n  func swing(open: Bool) {}\n"
          + "  static let package = Door.open\n  var isOpen: Bool { self == .open }\n}"
      ],
      []
    ),
    Case(
      "braces and keywords in comments, strings and interpolations",
      [
        "package struct Text {\n  // public struct Fake {\n  /* public } /* nested */ */\n"
          + "  let a = \"{ public \\(b(\"}\")) }\"\n  let c = #\"\\\"} public \"#\n"
          + "  let d = \"\"\"\n    } public\n    \"\"\"\n  public var e = 0\n}"
      ],
      ["9: public in Text (package)"]
    ),
    Case(
      "a type inside a function body, and a closure in a property",
      [
        "package struct Host {\n  func make() {\n    struct Local { public var x = 0 }\n  }\n"
          + "  var handler: () -> Void = { }\n  public var y = 0\n}"
      ],
      ["6: public in Host (package)"]
    ),
    Case(
      "a class whose methods are class methods",
      ["package class Pool {\n  public class func shared() -> Pool { Pool() }\n}"],
      ["2: public in Pool (package)"]
    ),
  ]

  @Test("the scanner finds what says more access than its type", arguments: cases)
  func scanner(_ example: Case) {
    let sources = example.files.enumerated().map { number, text in
      AccessScanner.Source(path: "File\(number).swift", module: "Module", text: text)
    }
    let scanner = AccessScanner(sources)
    #expect(scanner.unreadable.isEmpty, "\(example.name)")
    let found = scanner.findings.map { "\($0.line): \($0.declared) in \($0.type) (\($0.typeAccess))" }
    #expect(found == example.findings, "\(example.name)")
  }

  @Test("a file whose braces do not balance is reported, not passed")
  func unbalanced() {
    let scanner = AccessScanner([
      AccessScanner.Source(path: "Open.swift", module: "M", text: "package struct A {\n  public var x = 0\n")
    ])
    #expect(scanner.unreadable == ["Open.swift"])
  }
}
