import Foundation
import FuzzDecoderTarget
import FuzzHistoryTarget
import FuzzMatcherTarget
import FuzzSupport
import FuzzTargets
import PackagePaths
import Testing

/// Replays the fuzzers' committed corpus (`Fuzz/Corpus/<name>/`) and every crash they ever found
/// (`Fuzz/Crashes/<name>/`) through the same per-input functions the libFuzzer executables call,
/// in an ordinary build, so that `swift test` (and `.ci/run`) keep each input passing.
@Suite("Fuzz corpus and crashes replay cleanly")
struct FuzzReplayTests {
  static let fuzzDirectory = PackageRoot.url("Fuzz")

  static let targets: [(name: String, run: @Sendable ([UInt8]) -> [String])] = [
    ("decoder", fuzzDecoder), ("engine", fuzzEngine), ("formfile", fuzzFormFile),
    ("arguments", fuzzArguments), ("history", fuzzHistory),
    // The matcher fuzzer links no terminal module; its inputs are drawn in the list here too.
    ("matcher", { fuzzMatcher($0) + matcherFrameProblems($0) }),
    ("choose", fuzzChoose),
  ]

  /// The files of `Fuzz/<folder>/<name>/`, sorted, without dot files.
  static func inputs(_ folder: String, _ name: String) throws -> [URL] {
    let directory = fuzzDirectory.appendingPathComponent(folder).appendingPathComponent(name)
    return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
      .filter { !$0.lastPathComponent.hasPrefix(".") }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  @Test(
    "every corpus input passes",
    arguments: ["decoder", "engine", "formfile", "arguments", "history", "matcher", "choose"])
  func corpus(name: String) throws {
    let run = try #require(Self.targets.first { $0.name == name }).run
    let files = try Self.inputs("Corpus", name)
    #expect(files.count >= 10, "the \(name) corpus is missing")
    for file in files {
      let problems = run(Array(try Data(contentsOf: file)))
      #expect(problems.isEmpty, "\(file.lastPathComponent): \(problems)")
    }
  }

  @Test(
    "every crash ever found passes now",
    arguments: ["decoder", "engine", "formfile", "arguments", "history", "matcher", "choose"])
  func crashes(name: String) throws {
    let run = try #require(Self.targets.first { $0.name == name }).run
    for file in try Self.inputs("Crashes", name) {
      let problems = run(Array(try Data(contentsOf: file)))
      #expect(problems.isEmpty, "\(file.lastPathComponent): \(problems)")
    }
  }

  @Test("the executables' replay mode: 0 when every file passes, 1 when one breaks, 2 unreadable")
  func replayStatus() throws {
    let file = try #require(try Self.inputs("Corpus", "formfile").first).path
    #expect(replayFiles([file], through: { _ in [] }) == 0)
    #expect(replayFiles([file, file], through: { $0.isEmpty ? [] : ["broken"] }) == 1)
    #expect(replayFiles([file, "/nonexistent/fuzz-input"], through: { _ in [] }) == 2)
  }
}
