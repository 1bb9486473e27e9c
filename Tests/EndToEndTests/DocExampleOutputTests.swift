import Foundation
import PackagePaths
import Testing

extension EndToEnd {
  /// A Swift block of the documentation that says what it prints stands, as written, in a test that
  /// runs it and compares its prints with what it says (FieldEngineDocExamples,
  /// FieldTerminalDocExamples, HistoryDocExampleTests). Every block, these and the rest, is compiled
  /// outside the package by DocExampleCompileTests.
  @Suite("Docs examples are tested", .serialized)
  struct DocExamplesAreTested {
    /// The lines of code that matter: trimmed, no blank lines, no imports, no comments after `//`
    /// (a test may align them differently), so formatting does not decide.
    static func normalized(_ lines: [String]) -> [String] {
      lines.compactMap { line in
        var code = Substring(line)
        if let comment = code.firstRange(of: "//") { code = code[..<comment.lowerBound] }
        code = code.drop { $0 == " " }
        while code.last == " " { code = code.dropLast() }
        return code.isEmpty || code.hasPrefix("import ") ? nil : String(code)
      }
    }

    /// True when a block says what it prints: a comment after a `print(`, on its line or on the
    /// comment lines right below it.
    static func saysWhatItPrints(_ example: DocExample) -> Bool {
      let lines = example.code.map { $0.trimmingCharacters(in: .whitespaces) }
      return lines.indices.contains { index in
        lines[index].contains("print(")
          && (lines[index].contains("//") || (index + 1 < lines.count && lines[index + 1].hasPrefix("//")))
      }
    }

    /// A block, and whether it says what it prints.
    static let printCases: [(String, Bool)] = [
      ("print(x)  // 3", true), ("print(x)\n// 3", true), ("let x = f()  // 3", false),
      ("print(x)\nlet y = 1  // 3", false), ("if let a { print(a) }", false),
    ]

    @Test(
      "a block that says what it prints (a comment after its print) separates the print from its comment",
      arguments: printCases)
    func saysWhatItPrints(code: String, says: Bool) {
      let example = DocExample(file: "a.md", line: 1, code: code.components(separatedBy: "\n"))
      #expect(Self.saysWhatItPrints(example) == says)
    }

    @Test("each Swift block of the docs that says what it prints is in a test source, line for line")
    func everyExampleTested() throws {
      var sources: [[String]] = []
      let enumerator = FileManager.default.enumerator(atPath: PackageRoot.path("Tests"))
      while let path = enumerator?.nextObject() as? String {
        guard path.hasSuffix(".swift") else { continue }
        let text = try String(contentsOf: PackageRoot.url("Tests/" + path), encoding: .utf8)
        sources.append(Self.normalized(text.components(separatedBy: "\n")))
      }
      var blocks = 0
      for example in try DocExamples.all(root: PackageRoot.root) where Self.saysWhatItPrints(example) {
        let code = Self.normalized(example.code)
        blocks += 1
        let found = sources.contains { source in
          source.count >= code.count
            && (0...source.count - code.count).contains { source[$0..<$0 + code.count].elementsEqual(code) }
        }
        #expect(
          found,
          "\(example): an example that says what it prints, which no test holds:\n\(code.joined(separator: "\n"))"
        )
      }
      #expect(blocks >= 8)
    }
  }
}
