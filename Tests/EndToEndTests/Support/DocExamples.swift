import Foundation

/// A Swift code block of the documentation, as a reader sees it: a ```swift block of a Markdown
/// page (README.md, docs/, the DocC catalog) or of the doc comment of a public declaration.
struct DocExample: Equatable, Sendable, CustomStringConvertible {
  /// The file, relative to the package's root: `README.md`, `Sources/FieldEngine/Editing/Field.swift`.
  var file: String
  /// The line of the block's first line of code (from 1).
  var line: Int
  /// The code, a string a line; a doc comment's `///` taken off.
  var code: [String]
  /// True when the block is compiled after the block before it in its file, as one program: a
  /// `<!-- swift-context: continues -->` line above its fence, for a block that uses what the one
  /// before it declared.
  var continuesPrevious = false

  /// `README.md:152`: where a reader finds it.
  var description: String { "\(file):\(line)" }

  /// A package manifest rather than a program: its first line is `// swift-tools-version:…`.
  var isManifest: Bool { code.first?.hasPrefix("// swift-tools-version") == true }

  /// The block's first line that holds code, trimmed: what names it in the list of blocks known
  /// not to compile, where a line number would go stale with every edit above it.
  var firstCodeLine: String {
    code.lazy.map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty } ?? ""
  }
}

/// A mistake in how a document marks its examples, named by file and line.
struct DocExampleMarkupError: Error, CustomStringConvertible {
  var description: String
}

/// Finds the Swift blocks of the documentation.
enum DocExamples {
  /// The marker a Markdown block may carry on the line above its fence (hidden from a reader:
  /// GitHub and DocC show no HTML comment).
  static let contextMarker = "<!-- swift-context:"

  /// The Markdown pages whose Swift blocks a user reads: README.md, docs/*.md and every DocC
  /// catalog in Sources/, relative to `root`, sorted.
  static func markdownPages(root: URL) throws -> [String] {
    let manager = FileManager.default
    var pages = ["README.md"]
    pages += try manager.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
      .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
    for module in try manager.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path) {
      let catalog = "Sources/\(module)/\(module).docc"
      guard let inside = manager.enumerator(atPath: root.appendingPathComponent(catalog).path) else {
        continue
      }
      pages += inside.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.map { "\(catalog)/\($0)" }
    }
    return pages.sorted()
  }

  /// The library's modules a user imports: the umbrella, and each module it re-exports
  /// (`@_exported import` in Sources/TerminalFields).
  static func libraryModules(root: URL) throws -> [String] {
    let umbrella = root.appendingPathComponent("Sources/TerminalFields")
    var modules = ["TerminalFields"]
    for file in try FileManager.default.contentsOfDirectory(atPath: umbrella.path)
    where file.hasSuffix(".swift") {
      let text = try String(contentsOf: umbrella.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") where line.hasPrefix("@_exported import ") {
        modules.append(
          String(line.dropFirst("@_exported import ".count)).trimmingCharacters(in: .whitespaces))
      }
    }
    return modules
  }

  /// The Swift sources of the library's modules, relative to `root`, sorted.
  static func librarySources(root: URL) throws -> [String] {
    var sources: [String] = []
    for module in try libraryModules(root: root) {
      let folder = "Sources/\(module)"
      guard let inside = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
      else {
        continue
      }
      sources += inside.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map {
        "\(folder)/\($0)"
      }
    }
    return sources.sorted()
  }

  /// Every Swift block a user reads, in the Markdown pages and in the public doc comments of the
  /// library's modules.
  static func all(root: URL) throws -> [DocExample] {
    var examples: [DocExample] = []
    for page in try markdownPages(root: root) {
      let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
      examples += try markdownBlocks(in: text, file: page)
    }
    for source in try librarySources(root: root) {
      let text = try String(contentsOf: root.appendingPathComponent(source), encoding: .utf8)
      examples += try docCommentBlocks(in: text, file: source)
    }
    return examples
  }

  /// A fence's opening: its indentation, its characters (three or more backticks or tildes) and
  /// the first word after it (the language); nil when `line` opens no fence.
  static func fence(_ line: Substring) -> (indent: Int, fence: String, language: String)? {
    let indent = line.prefix { $0 == " " }.count
    let rest = line.dropFirst(indent)
    guard let mark = rest.first, mark == "`" || mark == "~" else { return nil }
    let fence = rest.prefix { $0 == mark }
    guard fence.count >= 3 else { return nil }
    let language =
      rest.dropFirst(fence.count).trimmingCharacters(in: .whitespaces)
      .split(separator: " ").first.map(String.init) ?? ""
    return (indent, String(fence), language)
  }

  /// True when `line` closes the fence `opening`: the same character, at least as many, nothing after.
  static func closes(_ line: Substring, _ opening: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    return trimmed.count >= opening.count && trimmed.allSatisfy { $0 == opening.first }
  }

  /// The Swift blocks of `lines` (numbered from `firstLine`): each ```swift fence, with the
  /// `swift-context` marker on the nearest non-blank line above it.
  static func fencedBlocks(_ lines: [Substring], firstLine: Int, file: String) throws -> [DocExample] {
    var examples: [DocExample] = []
    var index = 0
    while index < lines.count {
      guard let opening = fence(lines[index]) else {
        index += 1
        continue
      }
      var end = index + 1
      while end < lines.count && !closes(lines[end], opening.fence) { end += 1 }
      if opening.language == "swift" {
        let code = lines[(index + 1)..<min(end, lines.count)].map { line in
          String(line.dropFirst(min(opening.indent, line.prefix { $0 == " " }.count)))
        }
        var example = DocExample(file: file, line: firstLine + index + 1, code: code)
        example.continuesPrevious = try continues(lines[..<index], file: file, fenceLine: firstLine + index)
        if example.continuesPrevious && examples.isEmpty {
          throw DocExampleMarkupError(
            description:
              "\(file):\(firstLine + index): swift-context: continues, but no Swift block comes before")
        }
        examples.append(example)
      }
      index = end + 1
    }
    return examples
  }

  /// Whether the block whose fence follows `above` continues the block before it: the nearest
  /// non-blank line above says `<!-- swift-context: continues -->`; any other context is an error.
  static func continues(_ above: ArraySlice<Substring>, file: String, fenceLine: Int) throws -> Bool {
    guard let marker = above.last(where: { !$0.allSatisfy(\.isWhitespace) }),
      let start = marker.range(of: contextMarker)
    else { return false }
    let value = marker[start.upperBound...].replacingOccurrences(of: "-->", with: "")
      .trimmingCharacters(in: .whitespaces)
    guard value == "continues" else {
      throw DocExampleMarkupError(
        description: "\(file):\(fenceLine): swift-context: \(value): the one context is \"continues\"")
    }
    return true
  }

  /// The ```swift blocks of a Markdown page.
  static func markdownBlocks(in text: String, file: String) throws -> [DocExample] {
    try fencedBlocks(text.split(separator: "\n", omittingEmptySubsequences: false), firstLine: 1, file: file)
  }

  /// The ```swift blocks of the doc comments (`///`) of a Swift source's public declarations.
  static func docCommentBlocks(in text: String, file: String) throws -> [DocExample] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var examples: [DocExample] = []
    var index = 0
    while index < lines.count {
      guard isDocComment(lines[index]) else {
        index += 1
        continue
      }
      let start = index
      while index < lines.count && isDocComment(lines[index]) { index += 1 }
      guard isPublic(declarationAt: index, in: lines) else { continue }
      let comment = lines[start..<index].map { line -> Substring in
        let text = line.drop { $0 == " " }.dropFirst(3)
        return text.first == " " ? text.dropFirst() : text
      }
      examples += try fencedBlocks(comment, firstLine: start + 1, file: file)
    }
    return examples
  }

  static func isDocComment(_ line: Substring) -> Bool {
    let text = line.drop { $0 == " " }
    return text.hasPrefix("///") && !text.hasPrefix("////")
  }

  /// The words of a declaration that give its access.
  static let accessWords: Set<Substring> = [
    "public", "open", "package", "internal", "fileprivate", "private",
  ]

  /// The access word of the declaration that starts at `lines[index]` (attributes on lines of
  /// their own skipped), or nil when it has none.
  static func access(ofDeclarationAt index: Int, in lines: [Substring]) -> (word: Substring?, indent: Int)? {
    var index = index
    // Lines of attributes alone (`@dynamicMemberLookup`): the declaration is below them.
    while index < lines.count && lines[index].drop(while: { $0 == " " }).hasPrefix("@")
      && !lines[index].split(separator: " ").contains(where: declarationKeywords.contains)
    {
      index += 1
    }
    guard index < lines.count else { return nil }
    let line = lines[index]
    let indent = line.prefix { $0 == " " }.count
    // The words before the declaration's keyword: attributes, then modifiers.
    let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
    let word = words.prefix { !declarationKeywords.contains($0) }.first { accessWords.contains($0) }
    return (word, indent)
  }

  static let declarationKeywords: Set<Substring> = [
    "struct", "class", "enum", "protocol", "extension", "actor", "func", "var", "let", "init", "case",
    "typealias", "subscript", "macro", "associatedtype",
  ]

  /// True when the declaration at `lines[index]` is part of the public API: it says `public` or
  /// `open`, or says nothing and sits in a public protocol or a `public extension`.
  static func isPublic(declarationAt index: Int, in lines: [Substring]) -> Bool {
    guard let (word, indent) = access(ofDeclarationAt: index, in: lines) else { return false }
    if let word { return word == "public" || word == "open" }
    guard indent > 0 else { return false }
    // The enclosing declaration: the nearest line above that is less indented.
    var above = index - 1
    while above >= 0
      && (lines[above].allSatisfy(\.isWhitespace) || lines[above].prefix { $0 == " " }.count >= indent)
    {
      above -= 1
    }
    guard above >= 0 else { return false }
    let enclosing = lines[above].split(separator: " ")
    let isPublicContainer =
      (enclosing.contains("protocol") || enclosing.contains("extension"))
      && (enclosing.contains("public") || enclosing.contains("open"))
    return isPublicContainer
  }
}
