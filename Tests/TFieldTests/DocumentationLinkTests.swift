import Foundation
import PackagePaths
import Testing

/// The repository's Markdown pages keep their promises to a reader: every relative link reaches a
/// file, every `#anchor` a heading of that file (as GitHub makes anchors), and README's Layout
/// section names every folder the sources have.
@Suite("Documentation links")
struct DocumentationLinkTests {
  /// README.md and the other Markdown files at the top, and the pages in docs/ (the DocC
  /// catalogs are checked by docc itself).
  static func pages() throws -> [String] {
    let manager = FileManager.default
    let top = try manager.contentsOfDirectory(atPath: PackageRoot.root.path).filter { $0.hasSuffix(".md") }
    let docs = try manager.contentsOfDirectory(atPath: PackageRoot.path("docs"))
      .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
    return (top + docs).sorted()
  }

  @Test("every relative link in README.md and docs/ reaches a file and a heading that exist")
  func links() throws {
    let pages = try Self.pages()
    #expect(pages.contains("README.md") && pages.contains("docs/tfield.md"))
    var broken: [String] = []
    var checked = 0
    for page in pages {
      let text = try String(contentsOf: PackageRoot.url(page), encoding: .utf8)
      for link in MarkdownLinks.targets(in: text) {
        guard let problem = try Self.problem(with: link, on: page) else {
          checked += 1
          continue
        }
        broken.append("\(page): (\(link)) \(problem)")
      }
    }
    #expect(broken.isEmpty, "broken links:\n\(broken.joined(separator: "\n"))")
    #expect(checked > 30, "only \(checked) links were found: the link reader is broken")
  }

  /// Why a link does not hold, or nil when it does; links off the repository are not checked.
  static func problem(with link: String, on page: String) throws -> String? {
    if link.contains("://") || link.hasPrefix("mailto:") { return nil }
    let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let file = String(parts[0])
    let anchor = parts.count > 1 ? String(parts[1]) : nil
    let folder = (page as NSString).deletingLastPathComponent
    let target =
      file.isEmpty ? page : ((folder as NSString).appendingPathComponent(file) as NSString).standardizingPath
    var isFolder: ObjCBool = false
    let url = PackageRoot.url(target)
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      return "no file \(target)"
    }
    guard let anchor else { return nil }
    guard !isFolder.boolValue, target.hasSuffix(".md") else { return "an anchor into \(target)" }
    let anchors = MarkdownLinks.anchors(in: try String(contentsOf: url, encoding: .utf8))
    return anchors.contains(anchor) ? nil : "no heading #\(anchor) in \(target)"
  }

  @Test("README's Layout section names every folder of Sources/ and every folder inside each")
  func layout() throws {
    let readme = try String(contentsOf: PackageRoot.url("README.md"), encoding: .utf8)
    let section = try #require(MarkdownLinks.section(named: "Layout", in: readme))
    let manager = FileManager.default
    var missing: [String] = []
    let sources = PackageRoot.url("Sources")
    for module in try manager.contentsOfDirectory(atPath: sources.path).sorted() {
      if !section.contains(module) { missing.append("Sources/\(module)/") }
      let inner = sources.appendingPathComponent(module)
      for folder in try manager.contentsOfDirectory(atPath: inner.path).sorted() {
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: inner.appendingPathComponent(folder).path, isDirectory: &isFolder),
          isFolder.boolValue, !folder.hasSuffix(".docc")
        else { continue }
        if !section.contains("\(folder)/") { missing.append("Sources/\(module)/\(folder)/") }
      }
    }
    for top in try manager.contentsOfDirectory(atPath: PackageRoot.root.path).sorted()
    where !top.hasPrefix(".") {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: PackageRoot.path(top), isDirectory: &isFolder),
        isFolder.boolValue
      else { continue }
      if !section.contains("\(top)/") { missing.append("\(top)/") }
    }
    #expect(missing.isEmpty, "README's Layout does not name: \(missing.joined(separator: ", "))")
  }

  @Test("README's documentation list names each document once")
  func documentationList() throws {
    let readme = try String(contentsOf: PackageRoot.url("README.md"), encoding: .utf8)
    let section = try #require(MarkdownLinks.section(named: "Documentation", in: readme))
    let leads = section.split(separator: "\n").filter { $0.hasPrefix("- [") }.compactMap { line in
      MarkdownLinks.targets(in: String(line)).first
    }
    let repeated = Dictionary(grouping: leads, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
    #expect(leads.count >= 5)
    #expect(repeated.isEmpty, "named twice: \(repeated)")
  }

  @Test(
    "headings become GitHub's anchors",
    arguments: [
      ("## Exit statuses", "exit-statuses"),
      ("## Giving up: `--timeout`", "giving-up---timeout"),
      (
        "## Plain mode: screen readers, `TERM=dumb`, and scripts tested with piped answers",
        "plain-mode-screen-readers-termdumb-and-scripts-tested-with-piped-answers"
      ),
      ("### `choose`: a picker for real lists", "choose-a-picker-for-real-lists"),
      ("## Keys [the table](keys.md)", "keys-the-table"),
      ("## Größe & 日本", "größe--日本"),
      ("## snake_case stays", "snake_case-stays"),
    ])
  func anchors(heading: String, anchor: String) {
    #expect(MarkdownLinks.anchors(in: heading) == [anchor])
  }

  @Test("a repeated heading gets -1, -2 as GitHub numbers them; code blocks hold no headings")
  func repeatedHeadings() {
    let text = "# A\n## Notes\n```\n# not a heading\n```\n## Notes\n## Notes\n"
    #expect(MarkdownLinks.anchors(in: text) == ["a", "notes", "notes-1", "notes-2"])
    #expect(
      MarkdownLinks.targets(in: "see [x](a.md#b) and `[y](c.md)`\n```\n[z](d.md)\n```\n[w]: e.md") == [
        "a.md#b", "e.md",
      ])
  }
}

/// Links and headings read out of Markdown, as far as this repository writes it.
enum MarkdownLinks {
  /// The lines outside fenced code blocks.
  static func prose(_ text: String) -> [Substring] {
    var fenced = false
    var lines: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        fenced.toggle()
        continue
      }
      if !fenced { lines.append(line) }
    }
    return lines
  }

  /// The targets of inline links `[text](target)` and of reference definitions `[name]: target`,
  /// outside code.
  static func targets(in text: String) -> [String] {
    var found: [String] = []
    for line in prose(text) {
      let plain = withoutCodeSpans(String(line))
      if let match = plain.firstMatch(of: /^\s*\[[^\]]+\]:\s+(\S+)/) {
        found.append(String(match.1))
        continue
      }
      for match in plain.matches(of: /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/) {
        found.append(String(match.1))
      }
    }
    return found
  }

  /// The anchors GitHub gives the headings: the heading's text, lower-cased, with everything but
  /// letters, marks, digits, `_`, `-` and spaces removed and spaces made `-`; a repeated one gets
  /// `-1`, `-2`, ….
  static func anchors(in text: String) -> [String] {
    var seen: [String: Int] = [:]
    var result: [String] = []
    for line in prose(text) {
      guard let match = line.firstMatch(of: /^#{1,6}\s+(.*?)\s*#*\s*$/) else { continue }
      var heading = String(match.1)
      heading.replace(/\[([^\]]*)\]\([^)]*\)/) { String($0.1) }
      var slug = ""
      for scalar in heading.lowercased().unicodeScalars {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
          .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
          .connectorPunctuation:
          slug.unicodeScalars.append(scalar)
        default:
          if scalar == "-" {
            slug.append("-")
          } else if scalar == " " {
            slug.append("-")
          }
        }
      }
      let count = seen[slug, default: 0]
      seen[slug] = count + 1
      result.append(count == 0 ? slug : "\(slug)-\(count)")
    }
    return result
  }

  /// The text under a `## name` heading, up to the next heading of that level or above.
  static func section(named name: String, in text: String) -> String? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0 == "## \(name)" }) else { return nil }
    let rest = lines[(start + 1)...]
    let end = rest.firstIndex(where: { $0.hasPrefix("## ") || $0.hasPrefix("# ") }) ?? rest.endIndex
    return rest[..<end].joined(separator: "\n")
  }

  /// A line with its code spans removed (links inside backticks are text, not links).
  static func withoutCodeSpans(_ line: String) -> String {
    line.replacing(/`[^`]*`/, with: "")
  }
}
