// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "TerminalFields",
  products: [
    .library(name: "FieldEngine", targets: ["FieldEngine"])
  ],
  targets: [
    .target(
      name: "FieldEngine",
      swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
    ),
    .testTarget(name: "FieldEngineTests", dependencies: ["FieldEngine"]),
  ],
  swiftLanguageModes: [.v6]
)
