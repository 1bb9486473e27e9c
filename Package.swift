// swift-tools-version:6.0
import PackageDescription

/// Wide-character ncurses: CNCursesW (libncursesw) on Linux; on macOS (untested), whose system
/// ncurses is wide-capable but has no libncursesw, CNCursesMacOS.
let ncurses: [Target.Dependency] = [
  .target(name: "CNCursesW", condition: .when(platforms: [.linux, .openbsd, .android])),
  .target(name: "CNCursesMacOS", condition: .when(platforms: [.macOS])),
]

/// The fuzz executables have no `main` of their own: libFuzzer's comes with `--sanitize fuzzer`.
let fuzzerSettings: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

/// Release builds of the programs link everything statically on Linux (DECISIONS.md, 2026-11-30):
/// no dynamic loader work at start, and no Swift runtime to install beside the binary. Debug
/// builds stay dynamic: the test bundle links the executable modules and full Foundation, which
/// cannot link statically.
let staticExecutable: [LinkerSetting] = [
  .unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release))
]

/// Every test process and fuzzer checks the invariants of every field after every edit
/// (`Field.checksInvariantsAfterEveryEdit`): this C target turns the checks on before `main`.
/// DECISIONS.md, 2026-12-01.
let invariantChecksOn: Target.Dependency = "InvariantChecksOn"

/// The package's programs turn the same checks on when started with TF_CHECK_INVARIANTS=1, as the
/// tmux end-to-end tests start them.
let invariantChecksFromEnvironment: Target.Dependency = "InvariantChecksFromEnvironment"

let package = Package(
  name: "TerminalFields",
  // Duration and ContinuousClock need macOS 13 (DECISIONS.md, 2026-12-02).
  platforms: [.macOS(.v13)],
  products: [
    // Everything with one import: `import TerminalFields`.
    .library(name: "TerminalFields", targets: ["TerminalFields"]),
    // The modules that link no ncurses, for programs that want no curses at all.
    .library(name: "FieldEngine", targets: ["FieldEngine"]),
    .library(name: "FieldKeys", targets: ["FieldKeys"]),
    .library(name: "FieldChoices", targets: ["FieldChoices"]),
    .library(name: "FieldIO", targets: ["FieldIO"]),
    .library(name: "FieldTerminal", targets: ["FieldTerminal"]),
    .executable(name: "fields-demo", targets: ["fields-demo"]),
    .executable(name: "tfield", targets: ["tfield"]),
  ],
  targets: [
    // No unsafeFlags on library targets: SwiftPM refuses them in packages used as dependencies.
    .target(name: "FieldEngine"),
    .testTarget(
      name: "FieldEngineTests",
      dependencies: [
        "FieldEngine", "GraphemeBreakData", "SeededRandom", "RandomEdits", "PackagePaths", invariantChecksOn,
      ],
      // Written by Scripts/date-sweep.py, read by DateSweepSampleTests.
      exclude: ["Dates/date-sweep-sample.tsv"]),
    // Test support: the package's root directory, for the tests that read its documents,
    // examples, corpus and scripts.
    .target(name: "PackagePaths", path: "Tests/Support/PackagePaths"),
    // Test support, not a product: Unicode's GraphemeBreakTest.txt read into cases.
    .target(
      name: "GraphemeBreakData", dependencies: ["PackagePaths"], path: "Tests/Support/GraphemeBreakData",
      exclude: ["GraphemeBreakTest.txt", "UNICODE-LICENSE.txt"]),
    // Test and fuzz support: a seeded random number generator, so a failure can be replayed.
    .target(name: "SeededRandom", path: "Tests/Support/SeededRandom"),
    // Test and fuzz support: random rules and edits from a seeded generator or a fuzzer's bytes,
    // and the one check of a random edit sequence that the engine's random test and fuzzer share.
    .target(
      name: "RandomEdits", dependencies: ["FieldEngine", "SeededRandom"], path: "Tests/Support/RandomEdits"),
    // Test support: readline's keys as tmux names them, each binding's case with its expected line,
    // and seeded random key sequences, for the key tests and the tmux comparison with bash.
    .target(
      name: "ReadlineKeys", dependencies: ["FieldKeys", "SeededRandom"], path: "Tests/Support/ReadlineKeys"),
    // Test and fuzz support (C): turns on FieldEngine's invariant checks before `main`.
    .target(
      name: "InvariantChecksOn", dependencies: ["FieldEngine"], path: "Tests/Support/InvariantChecksOn"),
    // The programs' switch (C): TF_CHECK_INVARIANTS=1 turns on the same checks before `main`.
    .target(name: "InvariantChecksFromEnvironment", dependencies: ["FieldEngine"]),

    // No pkg-config: its -D flags are ones SwiftPM prohibits, and it warned in every build, in
    // consumers' builds too. The shim header defines NCURSES_WIDECHAR itself; README's set-up block
    // names the package (libncurses-dev). FieldTerminal links tinfo, which the static release needs.
    .systemLibrary(name: "CNCursesW"),
    // macOS (untested): links "ncurses" and reuses CNCursesW's shim header.
    .systemLibrary(name: "CNCursesMacOS"),
    // Async-signal-safe restoration of the terminal (signal handlers written in C).
    .target(name: "CTerminalSupport"),
    // Key input: bytes to KeyEvent (the decoder), key sequences, key tables and their commands.
    // No ncurses, no terminal session (Scripts/build-without-ncurses.sh builds it without them).
    .target(name: "FieldKeys", dependencies: ["FieldEngine"]),
    // FuzzDecoderTarget: the decoder's split properties are stated once, for the fuzzer and the tests.
    .testTarget(
      name: "FieldKeysTests",
      dependencies: [
        "FieldKeys", "FieldEngine", "SeededRandom", "FuzzDecoderTarget", "PackagePaths", invariantChecksOn,
      ]),
    // Choice lists: the list model, fzf's matcher and ranking, the streamed source, marks. No ncurses.
    .target(name: "FieldChoices", dependencies: ["FieldEngine"]),
    // Test support: a pipe that feeds a ChoiceSource, and a list's rows once it has settled.
    .target(
      name: "ChoiceTestSupport", dependencies: ["FieldChoices"], path: "Tests/Support/ChoiceTestSupport"),
    .testTarget(
      name: "FieldChoicesTests",
      dependencies: [
        "FieldChoices", "FieldEngine", "SeededRandom", "ChoiceTestSupport", "PackagePaths", invariantChecksOn,
      ],
      // Written by Scripts/go-regexp-sample.sh, read by DelimiterPatternTests.
      exclude: ["Patterns/go-findall-sample.tsv"]),
    // POSIX I/O without a terminal session: plain mode, the history file store, JSON read and
    // written, the clock and the deadline, the background-command runner. No ncurses. CTerminalSupport restores plain mode's
    // terminal on a signal.
    .target(name: "FieldIO", dependencies: ["FieldEngine", "FieldKeys", "FieldChoices", "CTerminalSupport"]),
    // Test support: plain mode's lines answered from a script, everything written kept.
    .target(name: "ScriptedLines", dependencies: ["FieldIO"], path: "Tests/Support/ScriptedLines"),
    .target(name: "LoopbackClient", path: "Tests/Support/LoopbackClient"),
    .testTarget(
      name: "FieldIOTests",
      dependencies: [
        "FieldIO", "FieldChoices", "FieldEngine", "ScriptedLines", "PackagePaths", "LoopbackClient",
        invariantChecksOn,
      ]),
    // The terminal front end: the components, the terminal session, presentations, painters.
    // tinfo: ncursesw's terminfo half, a library of its own on Linux; a dynamic link finds it
    // through libncursesw.so's linker script, a static one (the release programs) only when named.
    .target(
      name: "FieldTerminal",
      dependencies: ["FieldEngine", "FieldKeys", "FieldChoices", "FieldIO", "CTerminalSupport"] + ncurses,
      linkerSettings: [.linkedLibrary("tinfo", .when(platforms: [.linux]))]),
    // The umbrella: `@_exported import`s of the five modules.
    .target(
      name: "TerminalFields",
      dependencies: ["FieldEngine", "FieldKeys", "FieldChoices", "FieldIO", "FieldTerminal"]),
    // CNCursesW: the painter's tests check the ncurses attributes that styles become.
    .testTarget(
      name: "FieldTerminalTests",
      dependencies: [
        "FieldTerminal", "FieldEngine", "FieldKeys", "FieldChoices", "FieldIO", "SeededRandom",
        "ReadlineKeys",
        "ScriptedLines", "ChoiceTestSupport", "PackagePaths", invariantChecksOn,
      ] + ncurses),

    // The demo: the seeds' labelled fields in one form (`swift run fields-demo`).
    .executableTarget(
      name: "fields-demo", dependencies: ["FieldEngine", "TerminalFields", invariantChecksFromEnvironment],
      path: "Demos/FieldsDemo",
      linkerSettings: staticExecutable),

    // An example: a program with its own ncurses screen (a border, a status line) that embeds a
    // field in a region of it (`WindowPainter`, `ComponentDriver`).
    .executableTarget(
      name: "embedded-field",
      dependencies: ["FieldEngine", "TerminalFields", invariantChecksFromEnvironment] + ncurses,
      path: "Examples/EmbeddedField"),

    // Benchmarks (release mode): `swift run -c release tf-bench`; see BENCHMARKS.md.
    .executableTarget(
      name: "tf-bench", dependencies: ["FieldEngine", "TerminalFields"], path: "Benchmarks/Engine"),
    // A choice list of a million lines against fzf (Benchmarks/picker.sh): tf-picker-bench FILE QUERIES.
    .executableTarget(
      name: "tf-picker-bench",
      dependencies: ["FieldEngine", "FieldChoices", "FieldTerminal", "TerminalFields"],
      path: "Benchmarks/Picker"),
    // The command-line tool for shell scripts: input, form, check.
    .executableTarget(
      name: "tfield",
      dependencies: [
        "FieldEngine", "TerminalFields", "FormFiles", "TFieldArguments", "TFieldOptions",
        invariantChecksFromEnvironment,
      ],
      linkerSettings: staticExecutable),
    // tfield's options as data: one table of every flag and form-file key, read by the flag
    // parser, the form-file reader, the help, the messages and docs/tfield-options.md.
    .target(name: "TFieldOptions", dependencies: ["FieldEngine", "FieldIO"]),
    // tfield's command line parsed into an invocation: a library so that the arguments fuzzer can
    // reach it.
    .target(
      name: "TFieldArguments",
      dependencies: ["FieldEngine", "FieldKeys", "FieldChoices", "FieldIO", "TFieldOptions"]),
    // tfield's form files: the form-file schema, read with FieldIO's JSON reader (which keeps
    // positions). A library so that the form-file fuzzer can reach it.
    .target(name: "FormFiles", dependencies: ["FieldEngine", "FieldIO", "TFieldOptions"]),
    // Unit tests of the tool's parsing and commands, run in process (executable modules are
    // testable), and of the demo's form against the shipped example file.
    .testTarget(
      name: "TFieldTests",
      dependencies: [
        "tfield", "fields-demo", "FieldEngine", "TerminalFields", "FormFiles", "TFieldArguments",
        "TFieldOptions",
        "GraphemeBreakData", "PackagePaths", invariantChecksOn,
      ]),

    // Test support, not a product: a small program that opens a TerminalSession so that the
    // end-to-end tests can drive the real terminal plumbing inside tmux.
    .executableTarget(
      name: "tf-session-probe",
      dependencies: ["TerminalFields", "FieldEngine", invariantChecksFromEnvironment] + ncurses,
      path: "Tests/Support/SessionProbe"),
    // Test support, not a product: the history file store driven from processes of its own (two
    // appending at once, a reader without permission).
    .executableTarget(
      name: "tf-history-probe", dependencies: ["FieldIO", "FieldEngine"], path: "Tests/Support/HistoryProbe"),
    // Test support, not a product: the engine's side of Scripts/date-sweep.py, which checks every
    // day 0001-9999 and millions of prefixes of dates against Python's datetime (issue 18).
    .executableTarget(
      name: "tf-date-sweep", dependencies: ["FieldEngine"], path: "Tests/Support/DateSweep"),
    // Depends on the programs it runs so that `swift test` alone builds them.
    .testTarget(
      name: "EndToEndTests",
      // TFieldOptions: the completion tests compare what the shells offer with the option table.
      // FieldTerminal: the theme tests compare the colours drawn with the themes' own.
      dependencies: [
        "tf-session-probe", "tf-history-probe", "fields-demo", "tfield", "embedded-field", "ReadlineKeys",
        "TFieldOptions", "FieldTerminal", "PackagePaths", "LoopbackClient", invariantChecksOn,
      ]),

    // Fuzzing (see Fuzz/run.sh): the per-input checks in libraries, so that `swift test` replays
    // the corpus and every crash found through the same code; one libFuzzer executable each
    // (`swift build -c release --sanitize fuzzer --product fuzz-decoder`). The decoder's, the
    // matcher's and the history's checks are libraries of their own, so that their fuzzers link
    // only the module they fuzz (no ncurses); FuzzTargets holds the rest.
    .target(name: "FuzzSupport", path: "Fuzz/Support"),
    .target(
      name: "FuzzDecoderTarget",
      dependencies: ["FieldKeys", "FieldEngine", "FuzzSupport", "SeededRandom", invariantChecksOn],
      path: "Fuzz/DecoderTarget"),
    .target(
      name: "FuzzMatcherTarget", dependencies: ["FieldChoices", "FuzzSupport", invariantChecksOn],
      path: "Fuzz/MatcherTarget"),
    .target(
      name: "FuzzHistoryTarget",
      dependencies: ["FieldIO", "FieldEngine", "FuzzSupport", "SeededRandom", invariantChecksOn],
      path: "Fuzz/HistoryTarget"),
    .target(
      name: "FuzzTargets",
      dependencies: [
        "FieldEngine", "FieldChoices", "FieldTerminal", "FormFiles", "TFieldArguments", "TFieldOptions",
        "SeededRandom",
        "RandomEdits", "FuzzSupport", "FuzzMatcherTarget", "FuzzHistoryTarget", invariantChecksOn,
      ],
      path: "Fuzz/FuzzTargets"),
    .executableTarget(
      name: "fuzz-decoder", dependencies: ["FuzzDecoderTarget", "FuzzSupport"], path: "Fuzz/Decoder",
      swiftSettings: fuzzerSettings),
    .executableTarget(
      name: "fuzz-engine", dependencies: ["FuzzTargets", "FuzzSupport"], path: "Fuzz/Engine",
      swiftSettings: fuzzerSettings),
    .executableTarget(
      name: "fuzz-formfile", dependencies: ["FuzzTargets", "FuzzSupport"], path: "Fuzz/FormFile",
      swiftSettings: fuzzerSettings),
    .executableTarget(
      name: "fuzz-arguments", dependencies: ["FuzzTargets", "FuzzSupport"], path: "Fuzz/Arguments",
      swiftSettings: fuzzerSettings),
    .executableTarget(
      name: "fuzz-history", dependencies: ["FuzzHistoryTarget", "FuzzSupport"], path: "Fuzz/History",
      swiftSettings: fuzzerSettings),
    .executableTarget(
      name: "fuzz-matcher", dependencies: ["FuzzMatcherTarget", "FuzzSupport"], path: "Fuzz/Matcher",
      swiftSettings: fuzzerSettings),
    .executableTarget(
      name: "fuzz-choose", dependencies: ["FuzzTargets", "FuzzSupport"], path: "Fuzz/Choose",
      swiftSettings: fuzzerSettings),
    .testTarget(
      name: "FuzzReplayTests",
      dependencies: [
        "FuzzTargets", "FuzzDecoderTarget", "FuzzMatcherTarget", "FuzzHistoryTarget", "FuzzSupport",
        "PackagePaths", invariantChecksOn,
      ]),
  ],
  swiftLanguageModes: [.v6]
)
