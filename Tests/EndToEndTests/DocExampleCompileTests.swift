import Foundation
import PackagePaths
import Testing

extension EndToEnd {
  /// Every Swift block a user reads (README.md, docs/, the DocC catalog, the public doc comments
  /// of the library's modules) compiles in a package outside this one, where only what is public
  /// is visible: `DocExamplePackage` writes that package into .build/doc-examples and builds it
  /// with `swift build --package-path` (in the suite's scope, `DocExamplesBuild`).
  @Suite("Doc examples compile in a package outside this one", .serialized, DocExamplesBuild())
  struct DocExamplesCompile {
    @Test(
      "every Swift block of README, docs/, the DocC catalog and the public doc comments compiles outside the package, but those listed as not compiling yet"
    )
    func compileOutside() throws {
      let (examples, outcome) = try #require(DocExamplesBuild.outcome).get()
      let knownFailing = KnownFailingDocExamples(
        text: try String(contentsOf: PackageRoot.url(KnownFailingDocExamples.path), encoding: .utf8))
      #expect(
        outcome.unexplained == nil, "the examples' package did not build:\n\(outcome.unexplained ?? "")")
      for (example, errors) in outcome.errors {
        if knownFailing.contains(example) {
          #expect(!errors.isEmpty, "\(example) compiles now: take it off \(KnownFailingDocExamples.path)")
        } else {
          #expect(
            errors.isEmpty,
            "\(example): this block does not compile outside the package:\n\(errors.joined(separator: "\n"))")
        }
      }
      for entry in knownFailing.entries
      where !examples.contains(where: { $0.file == entry.file && $0.firstCodeLine == entry.firstLine }) {
        Issue.record(
          "\(KnownFailingDocExamples.path) lists \(entry.file): \(entry.firstLine), which no block begins with"
        )
      }
      // The reader found the blocks: README's, the catalog's and the doc comments'.
      #expect(examples.count >= 40, "only \(examples.count) Swift blocks found: the reader is broken")
    }
  }
}

/// Finds the documentation's Swift blocks and compiles them outside the package before its suite's
/// test runs: as a suite's scope, outside the test's time limit, since a first build compiles the
/// library (shared with Examples/OwnComponent's build, `DocExamplePackage.scratch`).
struct DocExamplesBuild: SuiteTrait, TestScoping {
  /// The blocks found and what compiling them gave, or why neither could be had.
  @TaskLocal static var outcome: Result<([DocExample], DocExamplePackage.Outcome), any Error>?

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let outcome = Result { () throws -> ([DocExample], DocExamplePackage.Outcome) in
      let examples = try DocExamples.all(root: PackageRoot.root)
      let package = DocExamplePackage(root: PackageRoot.root, examples: examples)
      let outcome = try package.compile { arguments in
        let result = try spawn(["/usr/bin/env"] + arguments, environment: testEnvironment())
        return (result.status, result.output + result.errors)
      }
      return (examples, outcome)
    }
    try await Self.$outcome.withValue(outcome) { try await function() }
  }
}

extension EndToEnd {
  /// How the documentation's Swift blocks are found and turned into the outside package's sources,
  /// and how the compiler's errors are traced back to them, without a build.
  @Suite("Doc examples: the reader and the outside package's sources", .serialized)
  struct DocExampleReader {
    /// A page, the lines of its Swift blocks, and their code.
    static let markdownCases: [(String, [Int], [[String]])] = [
      ("```swift\nlet a = 1\n```\n", [2], [["let a = 1"]]),
      ("```sh\nls\n```\n```swift\nlet a = 1\n\nlet b = 2\n```\n", [5], [["let a = 1", "", "let b = 2"]]),
      ("~~~swift\nlet a = \"```\"\n~~~\n", [2], [["let a = \"```\""]]),
      ("- a list:\n\n  ```swift\n  if a {\n    b()\n  }\n  ```\n", [4], [["if a {", "  b()", "}"]]),
      ("````swift\n```swift\n```\n````\n", [2], [["```swift", "```"]]),
      ("```\nlet picture = 1\n```\n```swift title\nf()\n```", [5], [["f()"]]),
    ]

    @Test(
      "a Markdown page's swift blocks, with the line of their first line of code; other languages skipped",
      arguments: markdownCases)
    func markdownBlocks(text: String, lines: [Int], code: [[String]]) throws {
      let examples = try DocExamples.markdownBlocks(in: text, file: "a.md")
      #expect(examples.map(\.line) == lines)
      #expect(examples.map(\.code) == code)
    }

    @Test(
      "a block marked `swift-context: continues` is compiled with the one before it; no other context is known"
    )
    func continues() throws {
      let text =
        "```swift\nstruct A {}\n```\nThen:\n\n<!-- swift-context: continues -->\n```swift\nA()\n```\n"
      let examples = try DocExamples.markdownBlocks(in: text, file: "a.md")
      #expect(examples.map(\.continuesPrevious) == [false, true])
      let package = DocExamplePackage(root: URL(fileURLWithPath: "/r"), examples: examples)
      #expect(package.programs.map { $0.map(\.line) } == [[2, 8]])
      #expect(throws: DocExampleMarkupError.self) {
        try DocExamples.markdownBlocks(
          in: "<!-- swift-context: fragment -->\n```swift\nA()\n```\n", file: "a.md")
      }
      #expect(throws: DocExampleMarkupError.self) {
        try DocExamples.markdownBlocks(
          in: "<!-- swift-context: continues -->\n```swift\nA()\n```\n", file: "a.md")
      }
    }

    /// A doc comment with a block, above `declaration`.
    static func documented(_ declaration: String, indent: String = "") -> String {
      "\(indent)/// Says hello.\n\(indent)///\n\(indent)/// ```swift\n\(indent)/// hello()\n\(indent)/// ```\n"
        + declaration
    }

    /// A source, and whether its doc comment's block counts.
    static let docCommentCases: [(String, Bool)] = [
      (documented("public struct A {}"), true),
      (documented("@dynamicMemberLookup\npublic struct A {}"), true),
      (documented("@inlinable public func a() {}"), true),
      (documented("open class A {}"), true),
      (documented("package struct A {}"), false),
      (documented("struct A {}"), false),
      (documented("@usableFromInline internal func a() {}"), false),
      ("public protocol P {\n" + documented("  func a()", indent: "  ") + "\n}", true),
      ("public extension P {\n" + documented("  func a() {}", indent: "  ") + "\n}", true),
      ("public struct S {\n" + documented("  func a() {}", indent: "  ") + "\n}", false),
      ("public struct S {\n" + documented("  public func a() {}", indent: "  ") + "\n}", true),
    ]

    @Test(
      "a doc comment's block counts when its declaration is public",
      arguments: docCommentCases)
    func docCommentBlocks(source: String, counts: Bool) throws {
      let examples = try DocExamples.docCommentBlocks(in: source, file: "A.swift")
      #expect(examples.map(\.code) == (counts ? [["hello()"]] : []))
      let line = source.components(separatedBy: "\n").firstIndex { $0.hasSuffix("/// hello()") }! + 1
      #expect(examples.map(\.line) == (counts ? [line] : []))
    }

    @Test(
      "a program's source: imports above, the blocks as the body of an async function, each at its own file and line"
    )
    func source() {
      let examples = [
        DocExample(file: "docs/a.md", line: 10, code: ["import CNCursesW", "let a = 1"]),
        DocExample(file: "docs/a.md", line: 20, code: ["print(a)"], continuesPrevious: true),
      ]
      #expect(
        DocExamplePackage.source(of: examples) == """
          // docs/a.md:10, docs/a.md:20, written by DocExampleCompileTests.
          import TerminalFields
          #sourceLocation(file: "docs/a.md", line: 10)
          import CNCursesW
          #sourceLocation()

          @MainActor func example_docs_a_md_10() async throws {
          #sourceLocation(file: "docs/a.md", line: 10)

          let a = 1
          #sourceLocation()
          #sourceLocation(file: "docs/a.md", line: 20)
          print(a)
          #sourceLocation()
          }

          """)
    }

    @Test(
      "the compiler's errors go to the block whose lines hold them, each once; warnings and other files do not"
    )
    func errors() {
      let output = """
        [6/21] Compiling DocExamples README_md_10.swift
        README.md:11:14: error: cannot find 'form' in scope
         9 | let form2 = 1
           |              `- error: cannot find 'form' in scope
        README.md:11:14: error: cannot find 'form' in scope
        README.md:12:5: warning: initialization of immutable value 'yes' was never used
        README.md:30:1: error: expected expression
        docs/keys.md:11:1: error: cannot find 'x' in scope
        """
      let errors = DocExamplePackage.errors(in: output)
      #expect(errors.map(\.line) == [11, 30, 11])
      let example = DocExample(file: "README.md", line: 10, code: ["a", "b", "c"])
      #expect(
        DocExamplePackage.errors(errors, of: example).map(\.text) == [
          "README.md:11:14: error: cannot find 'form' in scope"
        ])
    }

    @Test("the list of blocks known not to compile names each by file and first line of code")
    func knownFailing() {
      let list = KnownFailingDocExamples(
        text: "# why\nSources/A.swift: let a = f(x: 1)\n\n  # another\ndocs/b.md: g()\n")
      #expect(list.entries.map(\.file) == ["Sources/A.swift", "docs/b.md"])
      #expect(
        list.contains(DocExample(file: "Sources/A.swift", line: 7, code: ["", "  let a = f(x: 1)", "b()"])))
      #expect(!list.contains(DocExample(file: "Sources/A.swift", line: 7, code: ["b()"])))
    }
  }
}
