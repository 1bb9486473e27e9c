import Foundation

/// The package's own files, for tests that read its documents, examples, fuzz corpus and support
/// scripts: found from where this source file sits (Tests/Support/PackagePaths/), so that every
/// test target finds them the same way, from wherever the tests run.
public enum PackageRoot {
  /// The package's root directory, the one that holds Package.swift.
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// A file or folder of the package, from its path relative to the root: `"docs/keys.md"`.
  public static func url(_ relativePath: String) -> URL {
    root.appendingPathComponent(relativePath)
  }

  /// The file system path of a file or folder of the package, from its path relative to the root.
  public static func path(_ relativePath: String) -> String {
    url(relativePath).path
  }
}
