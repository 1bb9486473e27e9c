import Foundation
import PackagePaths
import Testing

extension EndToEnd {
  /// Examples/OwnComponent: a package of its own that depends on this one by path, as a user's
  /// program does, and writes a component (a to-do list) with only the small protocol.
  @Suite(
    "Examples/OwnComponent: a component written outside the package, full screen, inline and embedded",
    .serialized, OwnComponentBuild())
  struct OwnComponent {
    /// The example's three ways to run.
    enum Mode: String, CaseIterable, CustomTestStringConvertible {
      case fullScreen = ""
      case inline = "--inline"
      case embedded = "--embedded"
      var testDescription: String { rawValue.isEmpty ? "full screen" : rawValue }
    }

    @Test(
      "a opens a prompt over the list; its value becomes an item; Enter prints the items",
      arguments: Mode.allCases)
    func addItems(mode: Mode) throws {
      let program = try OwnComponentBuild.executable()
      let tmux = Tmux()
      let command = "\(program) \(mode.rawValue)"
      try tmux.start(
        "sh -c "
          + Tmux.quote(
            "v=$(\(command)); s=$?; printf 'RESULT:[%s] STATUS:%s\\n' \"$(printf '%s' \"$v\" | tr '\\n' ,)\" \"$s\"; exit $s"
          ),
        term: .named("xterm-256color"), width: 60, height: 16)
      var screen = try tmux.waitFor(text: "To do (0)")
      if mode == .embedded {
        // The program's own title, and the component in its region: from row 3, column 3.
        #expect(screen[0] == "Own loop: a component in rows 3-14", "\(screen)")
        #expect(screen[2] == "  To do (0)", "\(screen)")
      }
      for (count, item) in ["Milk", "Eggs"].enumerated() {
        try tmux.sendKeys(literal: "a")
        try tmux.waitFor(text: "What to do?")
        try tmux.type(item)
        try tmux.waitFor(text: "[\(item)")
        try tmux.sendKeys("Enter")
        // The prompt has closed, and the list took its value.
        screen = try tmux.waitFor(text: "To do (\(count + 1))")
        #expect(!screen.joined().contains("What to do?"), "\(screen)")
        #expect(screen.contains { $0.hasSuffix("- \(item)") }, "\(screen)")
      }
      if mode == .embedded {
        #expect(screen[0] == "Own loop: a component in rows 3-14", "\(screen)")
        #expect(screen[3] == "  - Milk" && screen[4] == "  - Eggs", "\(screen)")
      }
      try tmux.sendKeys("Enter")
      #expect(try tmux.exitStatus() == 0)
      screen = try tmux.capture()
      #expect(screen.contains("RESULT:[Milk,Eggs] STATUS:0"), "\(screen)")
      if mode == .inline {
        // The list's rows became its transcript, below the lines that were there before.
        let marker = try #require(screen.firstIndex(of: Tmux.beforeMarker), "\(screen)")
        #expect(screen[marker + 1] == "To do: Milk, Eggs", "\(screen)")
      }
      try expectRestored(tmux, hasAlternateScreen: mode != .inline, programText: "To do")
    }

    @Test(
      "Escape in the prompt closes only the prompt; Escape in the list cancels it", arguments: Mode.allCases)
    func cancel(mode: Mode) throws {
      let program = try OwnComponentBuild.executable()
      let tmux = Tmux()
      try tmux.start("\(program) \(mode.rawValue)", term: .named("xterm-256color"), width: 60, height: 16)
      try tmux.waitFor(text: "To do (0)")
      try tmux.sendKeys(literal: "a")
      try tmux.waitFor(text: "What to do?")
      try tmux.type("Tea")
      try tmux.sendKeys("Escape")
      let screen = try tmux.waitFor(text: "Esc: cancel")
      #expect(
        !screen.joined().contains("What to do?") && screen.contains { $0.contains("To do (0)") }, "\(screen)")
      try tmux.sendKeys("Escape")
      #expect(try tmux.exitStatus() == 1)
      #expect(!(try tmux.capture()).joined().contains("Tea"))
    }
  }
}

/// Builds Examples/OwnComponent (`swift build --package-path Examples/OwnComponent`, into the
/// example's own .build) before its suite's tests, when its program is missing or older than the
/// example's sources or the package's: as a suite's scope, outside each test's time limit, since
/// a first build compiles the whole library again.
struct OwnComponentBuild: SuiteTrait, TestScoping {
  /// The example package's folder.
  static let package = PackageRoot.path("Examples/OwnComponent")
  /// Where its debug build puts the program.
  static var built: String { package + "/.build/debug/own-component" }

  /// The built program (`own-component`, or another of the example's programs); throws when it
  /// is not there (the build failed).
  static func executable(_ name: String = "own-component") throws -> String {
    let path = package + "/.build/debug/" + name
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw Tmux.Failure(
        description: "\(path) is not built: swift build --package-path Examples/OwnComponent")
    }
    return path
  }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    if Self.isStale() {
      let command = ["/usr/bin/env", "swift", "build", "--package-path", Self.package]
      var result = try spawn(command, environment: testEnvironment())
      // An incremental build made before the library's files moved names files that are gone:
      // built again from nothing, once.
      if result.status != 0 && (result.output + result.errors).contains("because of missing inputs") {
        try? FileManager.default.removeItem(atPath: Self.package + "/.build")
        result = try spawn(command, environment: testEnvironment())
      }
      guard result.status == 0 else {
        throw Tmux.Failure(
          description:
            "swift build --package-path Examples/OwnComponent failed:\n\(result.output)\n\(result.errors)")
      }
    }
    try await function()
  }

  /// True when the program is missing, or a source it is built from is newer than it.
  static func isStale() -> Bool {
    let files = FileManager.default
    guard let built = try? files.attributesOfItem(atPath: built)[.modificationDate] as? Date else {
      return true
    }
    let sources = [
      "Package.swift", "Sources", "Examples/OwnComponent/Package.swift", "Examples/OwnComponent/Sources",
    ]
    for source in sources {
      let root = PackageRoot.path(source)
      var paths = [root]
      if let inside = files.enumerator(atPath: root) {
        paths += inside.compactMap { $0 as? String }.map { root + "/" + $0 }
      }
      for path in paths {
        if let date = try? files.attributesOfItem(atPath: path)[.modificationDate] as? Date, date > built {
          return true
        }
      }
    }
    return false
  }
}
