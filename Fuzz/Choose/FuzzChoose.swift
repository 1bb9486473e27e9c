import FuzzSupport
import FuzzTargets

// Each fuzzer is its own executable: `swift build --sanitize fuzzer` links libFuzzer's `main`,
// which calls `LLVMFuzzerTestOneInput`; see Fuzz/run.sh.

/// libFuzzer's entry point: one input through `fuzzChoose`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  fuzzOne(data, size, through: fuzzChoose)
}

/// The entry point of an ordinary build (SwiftPM links an executable's `main` to
/// `<module>_main`; a fuzzer build takes libFuzzer's instead): replays the files named as
/// arguments and exits 1 when one breaks a check.
@_cdecl("fuzz_choose_main")
public func replayMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  replayFiles(CommandLine.arguments.dropFirst(), through: fuzzChoose)
}
