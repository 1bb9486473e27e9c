import Foundation
import PackagePaths
import Testing

/// docs/portability.md lists every place in Sources/ where the code differs by platform (Swift's
/// `#if os(macOS)`, `#if canImport(Darwin)`, C's `#ifdef __linux__`), generated from the sources:
/// `TF_REGENERATE_DOCS=1 swift test --filter PortabilityList` rewrites the list. A branch that holds
/// more than imports is described in the page's prose and stays small; the page also names the
/// macOS that Package.swift declares and the CI workflow's runners and images.
@Suite("Portability list")
struct PortabilityListTests {
  /// One conditional whose condition names a platform.
  struct PlatformConditional: Equatable {
    /// The file, relative to Sources/.
    let file: String
    /// The condition of the `#if`, of each `#elseif` (C's `#elif`), then "else" when there is one.
    var conditions: [String]
    /// The lines of each branch that are not blank, directives of the conditional left out.
    var branchLengths: [Int]
    /// Whether every line of every branch is an import (Swift), an `#include` (C) or a comment.
    var importsOnly: Bool
  }

  static let page = PackageRoot.url("docs/portability.md")
  static let listStart = "<!-- platform-branches: generated from Sources/ by PortabilityListTests -->"
  static let listEnd = "<!-- end of platform-branches -->"
  /// The most lines a branch with code may have: what differs stays in a few lines.
  static let maximumBranchLines = 25

  /// Whether a condition names a platform, an operating system's C library or a processor.
  static func namesPlatform(_ condition: String) -> Bool {
    let swift = [
      "os(", "arch(", "canImport(Darwin)", "canImport(Glibc)", "canImport(Musl)", "canImport(Bionic)",
    ]
    let c = ["__linux__", "__APPLE__", "__MACH__", "__GLIBC__", "__FreeBSD__", "_WIN32", "__ANDROID__"]
    return (swift + c).contains { condition.contains($0) }
  }

  /// A directive's keyword and the rest of its line (`#if os(macOS)`: "if", "os(macOS)"), or nil.
  static func directive(_ line: String) -> (keyword: String, rest: String)? {
    guard line.hasPrefix("#") else { return nil }
    let body = line.dropFirst().drop { $0 == " " }
    let keyword = String(body.prefix { $0.isLetter })
    let rest = body.dropFirst(keyword.count).trimmingCharacters(in: .whitespaces)
    return (keyword, rest)
  }

  /// The platform conditionals of one source file, in the order they close.
  static func conditionals(in text: String, file: String) -> [PlatformConditional] {
    var open: [PlatformConditional] = []
    var found: [PlatformConditional] = []
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if let (keyword, rest) = directive(line) {
        switch keyword {
        case "if", "ifdef", "ifndef":
          open.append(
            PlatformConditional(file: file, conditions: [rest], branchLengths: [0], importsOnly: true))
          continue
        case "elseif" where !open.isEmpty, "elif" where !open.isEmpty:
          open[open.count - 1].conditions.append(rest)
          open[open.count - 1].branchLengths.append(0)
          continue
        case "else" where !open.isEmpty:
          open[open.count - 1].conditions.append("else")
          open[open.count - 1].branchLengths.append(0)
          continue
        case "endif" where !open.isEmpty:
          let closed = open.removeLast()
          if closed.conditions.contains(where: namesPlatform) { found.append(closed) }
          continue
        default:
          break
        }
      }
      guard !line.isEmpty else { continue }
      let isImport =
        line.hasPrefix("import ") || line.hasPrefix("@_exported import ") || line.hasPrefix("#include ")
        || line.hasPrefix("//") || line.hasPrefix("/*") || line.hasPrefix("*")
      for index in open.indices {
        open[index].branchLengths[open[index].branchLengths.count - 1] += 1
        if !isImport { open[index].importsOnly = false }
      }
    }
    return found
  }

  /// Every platform conditional in Sources/, by file path.
  static func sourceConditionals() throws -> [PlatformConditional] {
    let root = PackageRoot.url("Sources")
    let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
      if ["swift", "c", "h"].contains((path as NSString).pathExtension) { files.append(path) }
    }
    return try files.sorted().flatMap { file in
      conditionals(in: try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8), file: file)
    }
  }

  /// The generated list: the branches with code in a table, then the files whose branches only
  /// import, by module.
  static func list(_ conditionals: [PlatformConditional]) -> String {
    var lines = [
      listStart,
      "<!-- TF_REGENERATE_DOCS=1 swift test --filter PortabilityList rewrites it. -->",
      "",
      "| Branches with code | Conditions | Lines in each branch |",
      "| --- | --- | --- |",
    ]
    for conditional in conditionals where !conditional.importsOnly {
      let conditions = conditional.conditions.map { "`\($0)`" }.joined(separator: ", ")
      let lengths = conditional.branchLengths.map(String.init).joined(separator: ", ")
      lines.append("| `\(conditional.file)` | \(conditions) | \(lengths) |")
    }
    let imports = conditionals.filter(\.importsOnly)
    let byModule = Dictionary(grouping: imports) { String($0.file.split(separator: "/")[0]) }
    let files = Set(imports.map(\.file))
    lines.append("")
    lines.append("Imports only: \(imports.count) conditionals in \(files.count) files.")
    lines.append("")
    for module in byModule.keys.sorted() {
      let names = Set(byModule[module]!.map { ($0.file as NSString).lastPathComponent }).sorted()
      lines.append("- \(module): " + names.map { "`\($0)`" }.joined(separator: ", "))
    }
    lines.append(listEnd)
    return lines.joined(separator: "\n")
  }

  /// The page with its list replaced by `list`.
  static func page(_ text: String, with list: String) throws -> String {
    let start = try #require(text.range(of: listStart), "docs/portability.md has no \(listStart)")
    let end = try #require(text.range(of: listEnd), "docs/portability.md has no \(listEnd)")
    return String(text[..<start.lowerBound]) + list + String(text[end.upperBound...])
  }

  @Test("docs/portability.md lists every platform conditional of Sources/")
  func listed() throws {
    let expected = try Self.page(
      try String(contentsOf: Self.page, encoding: .utf8), with: Self.list(try Self.sourceConditionals()))
    if ProcessInfo.processInfo.environment["TF_REGENERATE_DOCS"] == "1" {
      try expected.write(to: Self.page, atomically: true, encoding: .utf8)
    }
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    #expect(
      text == expected,
      "docs/portability.md's list differs from Sources/; TF_REGENERATE_DOCS=1 swift test --filter PortabilityList"
    )
  }

  @Test("each branch with code is at most 25 lines and described in the page's prose")
  func small() throws {
    let conditionals = try Self.sourceConditionals()
    let code = conditionals.filter { !$0.importsOnly }
    #expect(code.count >= 5 && conditionals.count > code.count, "the scanner found \(conditionals.count)")
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    let list = try #require(text.range(of: Self.listStart))
    let prose = String(text[..<list.lowerBound])
    for conditional in code {
      #expect(
        conditional.branchLengths.allSatisfy { $0 <= Self.maximumBranchLines },
        "\(conditional.file): a branch of \(conditional.branchLengths) lines: keep what differs small")
      let name = (conditional.file as NSString).lastPathComponent
      #expect(prose.contains(name), "docs/portability.md does not say what \(name)'s platform branch does")
    }
  }

  @Test(
    "the scanner: a branch of imports, one of code, nesting, C's #elif and #else",
    arguments: [
      (
        "#if os(macOS)\n  import Darwin\n#else\n  import Glibc\n#endif\n",
        [
          PlatformConditional(
            file: "f", conditions: ["os(macOS)", "else"], branchLengths: [1, 1], importsOnly: true)
        ]
      ),
      (
        "func f() {\n  #if canImport(Darwin)\n    a()\n\n    // why\n  #endif\n}\n",
        [
          PlatformConditional(
            file: "f", conditions: ["canImport(Darwin)"], branchLengths: [2], importsOnly: false)
        ]
      ),
      (
        "#ifndef GUARD\n#ifdef __linux__\n#include <a.h>\n#elif __APPLE__\nint b;\n#else\n#endif\n#endif\n",
        [
          PlatformConditional(
            file: "f", conditions: ["__linux__", "__APPLE__", "else"], branchLengths: [1, 1, 0],
            importsOnly: false)
        ]
      ),
      ("#if DEBUG\nlet a = 1\n#endif\n", []),
    ])
  func scanner(text: String, expected: [PlatformConditional]) {
    #expect(Self.conditionals(in: text, file: "f") == expected)
  }

  @Test("the page names the macOS that Package.swift declares, and each runner and image of the CI workflow")
  func platformsAndJobs() throws {
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    let manifest = try String(contentsOf: PackageRoot.url("Package.swift"), encoding: .utf8)
    let version = try #require(manifest.firstMatch(of: /\.macOS\(\.v(\d+)\)/)?.1)
    #expect(
      text.contains("macOS \(version)"), "Package.swift declares macOS \(version); the page does not say so")
    let workflow = try String(contentsOf: PackageRoot.url(".github/workflows/ci.yml"), encoding: .utf8)
    let runners = Set(workflow.matches(of: /macos-\d+/).map { String($0.output) })
    let images = Set(workflow.matches(of: /swift:[0-9.]+-[a-z]+/).map { String($0.output) })
    #expect(runners.count >= 2 && images.count >= 2, "runners \(runners), images \(images)")
    for name in runners.union(images) {
      #expect(text.contains("`\(name)`"), "the workflow runs \(name); docs/portability.md does not name it")
    }
  }
}
