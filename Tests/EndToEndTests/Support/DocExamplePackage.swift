import Foundation

/// The documentation's Swift blocks compiled as a user's program is: in a package of their own
/// that depends on this one by path (as Examples/OwnComponent does), through the library's
/// products, so that only what is public is visible.
///
/// Each program (a block, with the blocks that continue it) becomes the body of an `async throws`
/// function on the main actor, in a file of its own of one library target: top-level code and
/// `try await` read as in a `main.swift`, the types a block declares stay its own, and one build
/// compiles them all, with no link. `#sourceLocation` makes the compiler name the document's file
/// and line. Imports move above the function. A manifest block (`// swift-tools-version:…`) is
/// compiled by `swift package dump-package` in a folder of its own.
struct DocExamplePackage {
  /// This package's root.
  let root: URL
  /// Where the package is written: .build/doc-examples, out of the way of SwiftPM and git.
  let folder: URL
  /// Where its build goes (`--scratch-path`): Examples/OwnComponent's build folder, whose
  /// build of this package's libraries (the same sources, the same settings) it shares, so that
  /// `swift test` compiles them once for both outside packages. SwiftPM's lock on the folder
  /// makes one build wait for the other.
  let scratch: URL
  /// The examples to compile.
  let examples: [DocExample]

  init(root: URL, examples: [DocExample]) {
    self.root = root
    folder = root.appendingPathComponent(".build/doc-examples")
    scratch = root.appendingPathComponent("Examples/OwnComponent/.build")
    self.examples = examples
  }

  /// The one target's name, and its folder's.
  static let target = "DocExamples"

  /// The programs: each block that does not continue another, with the blocks that continue it.
  var programs: [[DocExample]] {
    var programs: [[DocExample]] = []
    for example in examples where !example.isManifest {
      if example.continuesPrevious, programs.last?.last?.file == example.file {
        programs[programs.count - 1].append(example)
      } else {
        programs.append([example])
      }
    }
    return programs
  }

  /// The manifest blocks.
  var manifests: [DocExample] { examples.filter(\.isManifest) }

  /// A name for an example's program, from its file's path and its line: `docs_history_md_213`
  /// (the whole path: `docs/components.md` and the catalog's `Components.md` are two files).
  static func name(of example: DocExample) -> String {
    String(example.file.map { $0.isLetter || $0.isNumber ? $0 : "_" }) + "_\(example.line)"
  }

  /// True when `line` is an import a program's function cannot hold.
  static func isImport(_ line: String) -> Bool {
    line.hasPrefix("import ") || line.hasPrefix("@preconcurrency import ")
  }

  /// The Swift source of a program: its imports, then its blocks as one function's body.
  static func source(of program: [DocExample]) -> String {
    var text =
      "// \(program.map(\.description).joined(separator: ", ")), written by DocExampleCompileTests.\n"
    text += "import TerminalFields\n"
    for example in program {
      for (offset, line) in example.code.enumerated() where isImport(line) {
        text +=
          "#sourceLocation(file: \"\(example.file)\", line: \(example.line + offset))\n\(line)\n#sourceLocation()\n"
      }
    }
    text += "\n@MainActor func example_\(name(of: program[0]))() async throws {\n"
    for example in program {
      text += "#sourceLocation(file: \"\(example.file)\", line: \(example.line))\n"
      text += example.code.map { isImport($0) ? "" : $0 }.joined(separator: "\n") + "\n"
      text += "#sourceLocation()\n"
    }
    return text + "}\n"
  }

  /// The library's products, each a dependency of the target: the umbrella and the modules it
  /// re-exports, each a product of its own.
  var products: [String] { (try? DocExamples.libraryModules(root: root)) ?? ["TerminalFields"] }

  /// The package's manifest: one library target that uses the library's products by path.
  /// `-continue-building-after-errors` makes one build report every block that does not compile.
  var manifest: String {
    """
    // swift-tools-version:6.0
    // Written by DocExampleCompileTests: the documentation's Swift blocks, as a user's package sees them.
    import PackageDescription

    let package = Package(
      name: "DocExamples",
      platforms: [.macOS(.v13)],
      dependencies: [.package(name: "TerminalFields", path: "\(root.path)")],
      targets: [
        .target(
          name: "\(Self.target)",
          dependencies: [\(products.map { ".product(name: \"\($0)\", package: \"TerminalFields\")" }
          .joined(separator: ", "))],
          swiftSettings: [.unsafeFlags(["-continue-building-after-errors"])])
      ]
    )

    """
  }

  /// The files of the package, relative to its folder, and their text.
  var files: [String: String] {
    var files = ["Package.swift": manifest]
    for program in programs {
      files["Sources/\(Self.target)/\(Self.name(of: program[0])).swift"] = Self.source(of: program)
    }
    for example in manifests {
      files["Manifests/\(Self.name(of: example))/Package.swift"] = example.code.joined(separator: "\n") + "\n"
    }
    return files
  }

  /// Writes the package: only the files whose text changed, so that a build compiles only the
  /// programs that changed; files of blocks that are gone are removed.
  func write() throws {
    let manager = FileManager.default
    let files = self.files
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      if (try? String(contentsOf: url, encoding: .utf8)) == text { continue }
      try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    for folderName in ["Sources/\(Self.target)", "Manifests"] {
      let inside = folder.appendingPathComponent(folderName)
      for name in (try? manager.contentsOfDirectory(atPath: inside.path)) ?? [] {
        let path = "\(folderName)/\(name)"
        if files[path] == nil && files["\(path)/Package.swift"] == nil {
          try manager.removeItem(at: inside.appendingPathComponent(name))
        }
      }
    }
  }

  /// A compiler's error, as `swift build` prints it.
  struct Diagnostic: Hashable {
    var file: String
    var line: Int
    /// The whole line: `README.md:155:3: error: cannot find 'form' in scope`.
    var text: String
  }

  /// The errors of a build's output, each once (a module's errors can come from two jobs).
  static func errors(in output: String) -> [Diagnostic] {
    var seen = Set<Diagnostic>()
    var errors: [Diagnostic] = []
    for line in output.split(separator: "\n") {
      let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
      guard parts.count == 5, let number = Int(parts[1]), Int(parts[2]) != nil,
        parts[3] == " error"
      else { continue }
      let error = Diagnostic(file: String(parts[0]), line: number, text: String(line))
      if seen.insert(error).inserted { errors.append(error) }
    }
    return errors
  }

  /// The errors that fall in `example`'s lines.
  static func errors(_ errors: [Diagnostic], of example: DocExample) -> [Diagnostic] {
    errors.filter { error in
      (error.file == example.file || error.file.hasSuffix("/" + example.file))
        && (example.line..<example.line + max(example.code.count, 1)).contains(error.line)
    }
  }

  /// What compiling the examples found: each example's errors (none when it compiled), and the
  /// output of a build that failed with errors outside every example's lines, or with none (the
  /// package itself did not build).
  struct Outcome: Sendable {
    var errors: [(example: DocExample, errors: [String])]
    var unexplained: String?
  }

  /// Builds the package and checks each manifest; `run` runs a command (arguments, with the
  /// program first) and returns its exit status and everything it wrote.
  func compile(run: (_ arguments: [String]) throws -> (status: Int32, output: String)) throws -> Outcome {
    try write()
    var outcome = Outcome(errors: [])
    let command = ["swift", "build", "--package-path", folder.path, "--scratch-path", scratch.path]
    var build = try run(command)
    // An incremental build made before the library's files moved names files that are gone:
    // built again from nothing, once.
    if build.status != 0 && build.output.contains("because of missing inputs") {
      try? FileManager.default.removeItem(at: scratch)
      build = try run(command)
    }
    let buildErrors = Self.errors(in: build.output)
    for program in programs {
      for example in program {
        outcome.errors.append((example, Self.errors(buildErrors, of: example).map(\.text)))
      }
    }
    let stray = buildErrors.filter { error in !examples.contains { !Self.errors([error], of: $0).isEmpty } }
    if build.status != 0 && (!stray.isEmpty || outcome.errors.allSatisfy(\.errors.isEmpty)) {
      outcome.unexplained = build.output
    }
    for example in manifests {
      let path = folder.appendingPathComponent("Manifests/\(Self.name(of: example))")
      let dump = try run(["swift", "package", "dump-package", "--package-path", path.path])
      // The compiler names the generated manifest; its line N is the block's line N.
      let errors = Self.errors(in: dump.output).map { error in
        error.text.replacingOccurrences(
          of: "\(error.file):\(error.line):",
          with: "\(example.file):\(example.line + error.line - 1):")
      }
      outcome.errors.append((example, dump.status == 0 ? [] : errors.isEmpty ? [dump.output] : errors))
    }
    return outcome
  }
}

/// The blocks known not to compile outside the package yet (Tests/Support/doc-examples-not-compiling.txt):
/// each named by its file and its first line of code, so that an edit above it does not
/// stale the entry.
struct KnownFailingDocExamples {
  /// The list's file, relative to the package's root.
  static let path = "Tests/Support/doc-examples-not-compiling.txt"

  /// Each entry: the file, and the block's first line of code.
  var entries: [(file: String, firstLine: String)]

  /// Reads the list: a line `FILE: FIRST LINE OF CODE` an entry; blank lines and `#` comments skipped.
  init(text: String) {
    entries = text.split(separator: "\n").compactMap { line in
      let line = line.trimmingCharacters(in: .whitespaces)
      guard !line.isEmpty, !line.hasPrefix("#"), let colon = line.range(of: ": ") else { return nil }
      return (String(line[..<colon.lowerBound]), String(line[colon.upperBound...]))
    }
  }

  /// True when the list names `example`.
  func contains(_ example: DocExample) -> Bool {
    entries.contains { $0.file == example.file && $0.firstLine == example.firstCodeLine }
  }
}
