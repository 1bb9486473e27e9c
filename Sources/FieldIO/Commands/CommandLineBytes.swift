#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// A command line or an argument as bytes, handed to C as a NUL-terminated string: an item's
/// bytes reach a command as they are, whether or not they are UTF-8. Bytes that hold a NUL byte
/// cannot be one (the command would see them cut there, a quote left open), so nothing is run
/// with them, as Go's `exec` refuses them for fzf.
package enum CommandLineBytes {
  /// Why such bytes are not run.
  package static let nulProblem = "the command holds a NUL byte"

  /// Calls `body` with `bytes` as a C string; nil, without calling it, when they hold a NUL byte.
  package static func withCString<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result)
    -> Result?
  {
    guard !bytes.contains(0) else { return nil }
    return (bytes + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
    }
  }

  /// Calls `body` with `environment` as a C environment (`NAME=value` strings, sorted by name,
  /// ended by a null pointer), or with nil for a nil `environment` (this process's).
  package static func withEnvironment<Result>(
    _ environment: [String: String]?, _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>?) -> Result
  ) -> Result {
    guard let environment else { return body(nil) }
    let entries = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in entries { free(pointer) } }
    return entries.withUnsafeBufferPointer { body($0.baseAddress) }
  }

  /// Copies of each of `arguments` as C strings (`malloc`ed: the caller frees them); nil when
  /// one holds a NUL byte.
  static func cStrings(_ arguments: [[UInt8]]) -> [UnsafeMutablePointer<CChar>?]? {
    guard !arguments.contains(where: { $0.contains(0) }) else { return nil }
    return arguments.map { argument in
      let copy = malloc(argument.count + 1)!.assumingMemoryBound(to: CChar.self)
      argument.withUnsafeBytes { bytes in
        if let base = bytes.baseAddress { memcpy(copy, base, bytes.count) }
      }
      copy[argument.count] = 0
      return copy
    }
  }
}
