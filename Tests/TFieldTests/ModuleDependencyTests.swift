import Foundation
import PackagePaths
import Testing

/// The modules that promise no curses keep the promise in the manifest: the dependency closure of
/// FieldEngine, FieldKeys, FieldChoices and FieldIO, and of the decoder's, the matcher's and the
/// history's fuzzers, as `swift package describe --type json` reports it, never reaches ncurses.
/// (Scripts/build-without-ncurses.sh builds the same modules with ncurses' headers and libraries
/// hidden, which also catches an `import` the manifest does not declare.)
@Suite("Module dependencies")
struct ModuleDependencyTests {
  /// The modules of the package's ncurses targets.
  static let ncurses: Set<String> = ["CNCursesW", "CNCursesMacOS"]
  /// The modules that must not reach them.
  static let cursesFree = ["FieldEngine", "FieldKeys", "FieldChoices", "FieldIO"]
  /// The fuzzers that must link none of them.
  static let cursesFreeFuzzers = ["fuzz-decoder", "fuzz-matcher", "fuzz-history"]

  struct Description: Decodable {
    struct Target: Decodable {
      var name: String
      var target_dependencies: [String]?
      var product_memberships: [String]?
    }
    struct Product: Decodable {
      var name: String
      var targets: [String]
    }
    var targets: [Target]
    var products: [Product]
  }

  /// The package as SwiftPM describes it, read from a run of `swift package describe` (with a
  /// scratch path of its own, so that it never waits for the lock of the build running the tests).
  static func describe() throws -> Description {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tf-describe-\(getpid())")
    // SwiftPM leaves a lock file for the scratch path in the temporary directory, named after
    // the path (/tmp/tf-describe-1 → /tmp/_tmp_tf-describe-1.lock): removed with it.
    let lock = FileManager.default.temporaryDirectory.appendingPathComponent(
      scratch.path.replacingOccurrences(of: "/", with: "_") + ".lock")
    defer {
      try? FileManager.default.removeItem(at: scratch)
      try? FileManager.default.removeItem(at: lock)
    }
    let run = try ManPageTests.run([
      "swift", "package", "--package-path", PackageRoot.root.path, "--scratch-path", scratch.path,
      "describe", "--type", "json",
    ])
    #expect(run.status == 0, "swift package describe failed: \(run.errors)")
    return try JSONDecoder().decode(Description.self, from: Data(run.output.utf8))
  }

  /// Every target `roots` reach through their dependencies, the roots included.
  static func closure(of roots: [String], in description: Description) -> Set<String> {
    let dependencies = Dictionary(
      description.targets.map { ($0.name, $0.target_dependencies ?? []) },
      uniquingKeysWith: { first, _ in first })
    var reached: Set<String> = []
    var pending = roots
    while let name = pending.popLast() {
      guard reached.insert(name).inserted else { continue }
      pending += dependencies[name] ?? []
    }
    return reached
  }

  @Test("FieldEngine, FieldKeys, FieldChoices, FieldIO and their fuzzers reach no ncurses target")
  func noCurses() throws {
    let description = try Self.describe()
    let names = Set(description.targets.map(\.name))
    // The check means something only while the targets it names exist.
    #expect(names.isSuperset(of: Self.ncurses.union(Self.cursesFree)))
    for module in Self.cursesFree {
      let reached = Self.closure(of: [module], in: description)
      #expect(
        reached.isDisjoint(with: Self.ncurses),
        "\(module) reaches \(reached.intersection(Self.ncurses).sorted())")
    }
    for fuzzer in Self.cursesFreeFuzzers {
      let product = try #require(description.products.first { $0.name == fuzzer })
      let reached = Self.closure(of: product.targets, in: description)
      #expect(
        reached.isDisjoint(with: Self.ncurses),
        "\(fuzzer) links \(reached.intersection(Self.ncurses).sorted())")
      #expect(!reached.contains("FieldTerminal"), "\(fuzzer) links FieldTerminal")
    }
    // And the terminal module does reach ncurses: the closure is read, not empty.
    #expect(Self.closure(of: ["FieldTerminal"], in: description).contains("CNCursesW"))
  }

  /// The names each module of the umbrella declares public at the top level of its files.
  static func publicNames(of module: String) throws -> Set<String> {
    let folder = PackageRoot.root.appendingPathComponent("Sources").appendingPathComponent(module)
    let declaration =
      /^(?:@\w+\s+)*public\s+(?:final\s+)?(?:indirect\s+)?(?:struct|enum|class|protocol|actor|typealias|func|let|var)\s+(\w+)/
      .anchorsMatchLineEndings()
    var names: Set<String> = []
    let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
    for file in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for match in text.matches(of: declaration) { names.insert(String(match.output.1)) }
    }
    return names
  }

  @Test("no two modules of the umbrella declare the same public top-level name")
  func umbrellaNamesUnique() throws {
    let modules = ["FieldEngine", "FieldKeys", "FieldChoices", "FieldIO", "FieldTerminal"]
    var owner: [String: String] = [:]
    for module in modules {
      let names = try Self.publicNames(of: module)
      #expect(!names.isEmpty, "\(module) declares no public name: the scan read nothing")
      for name in names {
        if let other = owner[name] {
          Issue.record("\(name) is public in both \(other) and \(module)")
        }
        owner[name] = module
      }
    }
  }
}
