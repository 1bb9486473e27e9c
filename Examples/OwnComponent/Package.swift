// swift-tools-version:6.0
import PackageDescription

// A package of its own that uses TerminalFields as a user's program does: through the
// TerminalFields product of a package dependency, so it sees only what is public.
let package = Package(
  name: "OwnComponent",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "TerminalFields", path: "../..")],
  targets: [
    .executableTarget(
      name: "own-component",
      dependencies: [.product(name: "TerminalFields", package: "TerminalFields")]),
    // Every one-call question, awaited from top-level code.
    .executableTarget(
      name: "ask-questions",
      dependencies: [.product(name: "TerminalFields", package: "TerminalFields")]),
    // A form of every kind on pages, built in code and asked in one call.
    .executableTarget(
      name: "install-wizard",
      dependencies: [.product(name: "TerminalFields", package: "TerminalFields")]),
  ]
)
