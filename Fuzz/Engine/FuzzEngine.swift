import FuzzTargets

/// libFuzzer's entry point: one input through `fuzzEngine`; a problem stops the process so that
/// libFuzzer saves the input as a crash. Built with `swift build --sanitize fuzzer`, which links
/// libFuzzer's `main`; see Fuzz/run.sh.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let problems = fuzzEngine(Array(UnsafeBufferPointer(start: data, count: size)))
  if !problems.isEmpty {
    fatalError(problems.joined(separator: "\n"))
  }
  return 0
}

/// The entry point of an ordinary build (SwiftPM links an executable's `main` to
/// `<module>_main`; a fuzzer build takes libFuzzer's instead): replays the files named as
/// arguments and exits 1 when one breaks a check.
@_cdecl("fuzz_engine_main")
public func replayMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  replayFiles(CommandLine.arguments.dropFirst(), through: fuzzEngine)
}
