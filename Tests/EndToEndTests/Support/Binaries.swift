import Foundation
import PackagePaths

/// Finds the package's built executables next to the test bundle (`.build/<triple>/debug`).
enum Binaries {
  /// The build products directory: the directory of the running test bundle.
  static var productsDirectory: URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = bundle.deletingLastPathComponent()
    if directory.pathExtension == "xctest" || directory.path.contains(".xctest/") {
      while directory.pathExtension != "xctest", directory.path != "/" {
        directory.deleteLastPathComponent()
      }
      directory.deleteLastPathComponent()
    }
    return directory
  }

  /// The path of a built executable; throws a clear error when it is missing. `TF_BINARIES_DIR`
  /// points the tests at other builds, e.g. the static release programs:
  /// `swift build -c release && TF_BINARIES_DIR=.build/release swift test --filter EndToEnd`.
  static func path(of name: String) throws -> String {
    if let directory = ProcessInfo.processInfo.environment["TF_BINARIES_DIR"], !directory.isEmpty {
      let candidate = URL(fileURLWithPath: directory).appendingPathComponent(name)
      guard FileManager.default.isExecutableFile(atPath: candidate.path) else {
        throw Tmux.Failure(description: "TF_BINARIES_DIR has no executable \(name) (\(candidate.path))")
      }
      return candidate.path
    }
    let candidates = [
      productsDirectory.appendingPathComponent(name),
      PackageRoot.url(".build/debug/\(name)"),
    ]
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
      return candidate.path
    }
    throw Tmux.Failure(
      description: "\(name) is not built (looked in \(candidates.map(\.path))); run `swift build` first")
  }
}
