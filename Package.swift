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

    // Wide-character ncurses. The shim header defines NCURSES_WIDECHAR itself because SwiftPM
    // drops pkg-config's -D flags.
    .systemLibrary(
      name: "CNCursesW",
      pkgConfig: "ncursesw",
      providers: [.apt(["libncursesw5-dev"])]
    ),
    // macOS (untested): the system ncurses is wide-character capable but ships no ncursesw
    // pkg-config file; this variant links "ncurses" and reuses CNCursesW's shim header.
    .systemLibrary(name: "CNCursesMacOS"),
    // Async-signal-safe restoration of the terminal (signal handlers written in C).
    .target(name: "CTerminalSupport"),
    .target(
      name: "FieldTerminal",
      dependencies: [
        .target(name: "CNCursesW", condition: .when(platforms: [.linux, .openbsd, .android])),
        .target(name: "CNCursesMacOS", condition: .when(platforms: [.macOS])),
        "CTerminalSupport",
      ]
    ),
    .testTarget(name: "FieldTerminalTests", dependencies: ["FieldTerminal"]),

    // Test support, not a product: a small program that opens a TerminalSession so that the
    // end-to-end tests can drive the real terminal plumbing inside tmux.
    .executableTarget(
      name: "tf-session-probe",
      dependencies: [
        "FieldTerminal",
        .target(name: "CNCursesW", condition: .when(platforms: [.linux, .openbsd, .android])),
        .target(name: "CNCursesMacOS", condition: .when(platforms: [.macOS])),
      ],
      path: "Tests/Support/SessionProbe"
    ),
    // Depends on the probe so that `swift test` alone builds it.
    .testTarget(name: "EndToEndTests", dependencies: ["tf-session-probe"]),
  ],
  swiftLanguageModes: [.v6]
)
