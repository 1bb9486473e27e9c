// swift-tools-version:6.0
import PackageDescription

/// Wide-character ncurses: CNCursesW (pkg-config "ncursesw") on Linux; on macOS (untested), whose
/// system ncurses is wide-capable but ships no ncursesw pkg-config file, CNCursesMacOS.
let ncurses: [Target.Dependency] = [
  .target(name: "CNCursesW", condition: .when(platforms: [.linux, .openbsd, .android])),
  .target(name: "CNCursesMacOS", condition: .when(platforms: [.macOS])),
]

let package = Package(
  name: "TerminalFields",
  products: [
    .library(name: "FieldEngine", targets: ["FieldEngine"]),
    .library(name: "FieldTerminal", targets: ["FieldTerminal"]),
    .executable(name: "fields-demo", targets: ["fields-demo"]),
    .executable(name: "tfield", targets: ["tfield"]),
  ],
  targets: [
    // No unsafeFlags on library targets: SwiftPM refuses them in packages used as dependencies.
    .target(name: "FieldEngine"),
    .testTarget(name: "FieldEngineTests", dependencies: ["FieldEngine", "GraphemeBreakData"]),
    // Test support, not a product: Unicode's GraphemeBreakTest.txt read into cases.
    .target(name: "GraphemeBreakData", path: "Tests/Support/GraphemeBreakData"),

    // The shim header defines NCURSES_WIDECHAR itself because SwiftPM drops pkg-config's -D flags.
    .systemLibrary(name: "CNCursesW", pkgConfig: "ncursesw", providers: [.apt(["libncursesw5-dev"])]),
    // macOS (untested): links "ncurses" and reuses CNCursesW's shim header.
    .systemLibrary(name: "CNCursesMacOS"),
    // Async-signal-safe restoration of the terminal (signal handlers written in C).
    .target(name: "CTerminalSupport"),
    // The terminal front end: key decoding, key bindings, layout, rendering, the terminal session.
    .target(name: "FieldTerminal", dependencies: ["FieldEngine", "CTerminalSupport"] + ncurses),
    .testTarget(name: "FieldTerminalTests", dependencies: ["FieldTerminal", "FieldEngine"]),

    // The demo: the seeds' labelled fields in one form (`swift run fields-demo`).
    .executableTarget(
      name: "fields-demo", dependencies: ["FieldEngine", "FieldTerminal"], path: "Demos/FieldsDemo"),

    // Benchmarks (release mode): `swift run -c release tf-bench`; see BENCHMARKS.md.
    .executableTarget(
      name: "tf-bench", dependencies: ["FieldEngine", "FieldTerminal"], path: "Benchmarks/Engine"),
    // The command-line tool for shell scripts: input, form, check.
    .executableTarget(name: "tfield", dependencies: ["FieldEngine", "FieldTerminal"]),
    // Unit tests of the tool's parsing and commands, run in process (executable modules are
    // testable), and of the demo's form against the shipped example file.
    .testTarget(
      name: "TFieldTests", dependencies: ["tfield", "fields-demo", "FieldEngine", "GraphemeBreakData"]),

    // Test support, not a product: a small program that opens a TerminalSession so that the
    // end-to-end tests can drive the real terminal plumbing inside tmux.
    .executableTarget(
      name: "tf-session-probe", dependencies: ["FieldTerminal"] + ncurses, path: "Tests/Support/SessionProbe"),
    // Depends on the programs it runs so that `swift test` alone builds them.
    .testTarget(name: "EndToEndTests", dependencies: ["tf-session-probe", "fields-demo", "tfield"]),
  ],
  swiftLanguageModes: [.v6]
)
