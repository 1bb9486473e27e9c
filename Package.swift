// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "TerminalFields",
  products: [
    .library(name: "FieldEngine", targets: ["FieldEngine"]),
    .library(name: "FieldTerminal", targets: ["FieldTerminal"]),
  ],
  targets: [
    // No unsafeFlags on library targets: SwiftPM refuses them in packages used as dependencies.
    .target(name: "FieldEngine"),
    .testTarget(name: "FieldEngineTests", dependencies: ["FieldEngine"]),
    // The terminal front end. For now only the pure-Swift key decoder (Sources/FieldTerminal/Input).
    .target(name: "FieldTerminal"),
    .testTarget(name: "FieldTerminalTests", dependencies: ["FieldTerminal"]),
  ],
  swiftLanguageModes: [.v6]
)
