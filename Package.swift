// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "TerminalFields",
  products: [
    .library(name: "FieldEngine", targets: ["FieldEngine"])
  ],
  targets: [
    // No unsafeFlags on library targets: SwiftPM refuses them in packages used as dependencies.
    .target(name: "FieldEngine"),
    .testTarget(name: "FieldEngineTests", dependencies: ["FieldEngine"]),
  ],
  swiftLanguageModes: [.v6]
)
