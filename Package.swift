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
    // The terminal front end: key decoding, key bindings, layout, rendering, the terminal session.
    .target(name: "FieldTerminal", dependencies: ["FieldEngine"]),
    .testTarget(name: "FieldTerminalTests", dependencies: ["FieldTerminal", "FieldEngine"]),
  ],
  swiftLanguageModes: [.v6]
)
