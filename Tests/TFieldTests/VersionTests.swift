import PackagePaths
import TFieldOptions
import Testing

@testable import tfield

/// The version is written once (`Version.number`) and everything that shows it reads it there;
/// README's "Use it from Swift" lines name this package and a product it has.
@Suite("The version and the package's use from Swift")
struct VersionTests {
  @Test("--version, the man page and docs/tfield.1 show Version.number, and CHANGELOG has its section")
  func oneVersion() throws {
    #expect(Version.number.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/) != nil, "\(Version.number)")
    #expect(Tool.run(["--version"]).output == "tfield \(Version.number)\n")
    #expect(ManPage.text.contains(".TH TFIELD 1 \"\" \"tfield \(Version.number)\""))
    let page = try String(contentsOf: PackageRoot.url("docs/tfield.1"), encoding: .utf8)
    #expect(page.contains("\"tfield \(Version.number)\""))
    let changelog = try String(contentsOf: PackageRoot.url("CHANGELOG.md"), encoding: .utf8)
    #expect(changelog.contains("\n## [\(Version.number)]"))
  }

  @Test("the Makefile reads the version from Version.swift")
  func makefileVersion() throws {
    let result = try ManPageTests.run([
      "make", "--no-print-directory", "-C", PackageRoot.root.path, "version",
    ])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output == Version.number + "\n")
  }

  /// README's block, line for line.
  static let readmeBlock = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "my-tool",
      platforms: [.macOS(.v13)],
      dependencies: [
        .package(url: "https://github.com/OWNER/TerminalFields", branch: "main")
      ],
      targets: [
        .executableTarget(
          name: "my-tool",
          dependencies: [.product(name: "TerminalFields", package: "TerminalFields")])
      ]
    )
    """

  @Test(
    "README's Package.swift depends on this package by branch, names a product it has and asks for its platforms"
  )
  func readmeDependency() throws {
    let readme = try String(contentsOf: PackageRoot.url("README.md"), encoding: .utf8)
    #expect(readme.contains("```swift\n" + Self.readmeBlock + "\n```"))
    let manifest = try String(contentsOf: PackageRoot.url("Package.swift"), encoding: .utf8)
    #expect(manifest.contains("let package = Package(\n  name: \"TerminalFields\","))
    let product = try #require(
      Self.readmeBlock.firstMatch(of: /\.product\(name: "(\w+)", package: "(\w+)"\)/))
    #expect(product.2 == "TerminalFields")
    #expect(manifest.contains(".library(name: \"\(product.1)\", targets:"))
    #expect(Self.readmeBlock.contains("/TerminalFields\", branch: \"main\")"))
    // The package's own platforms (the argument of `Package(…)`), which a user's package must ask for.
    let platforms = try #require(manifest.firstMatch(of: /(?m)^  platforms: (\[.*\]),$/))
    #expect(Self.readmeBlock.contains("platforms: \(platforms.1)"))
  }
}
