import FieldKeys

#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// Where the user's inputrc is and how it is read, as readline finds it.
extension KeyCustomization {
  /// The most bytes of an inputrc (and of each file it includes) read: 1 MiB.
  public static let inputrcLimit = 1 << 20

  /// The inputrc files readline would try, in order: `$INPUTRC` alone when it is set and not
  /// empty; else `~/.inputrc`, then `/etc/inputrc`.
  public static func inputrcCandidates(environment: (String) -> String? = processEnvironment) -> [String] {
    if let named = environment("INPUTRC"), !named.isEmpty { return [expandingHome(named, environment)] }
    return [expandingHome("~/.inputrc", environment), "/etc/inputrc"]
  }

  /// Reads the first of ``inputrcCandidates(environment:)`` that is a regular file, as
  /// ``read(inputrc:term:include:)`` does; `$include` paths are read relative to the current
  /// directory, `~/` expanded, as readline reads them. True when one was read.
  @discardableResult
  public mutating func readUserInputrc(environment: (String) -> String? = processEnvironment) -> Bool {
    for path in Self.inputrcCandidates(environment: environment) {
      if readInputrc(at: path, environment: environment) { return true }
    }
    return false
  }

  /// Reads the inputrc at `path` (`/dev/null` and any other file that is not a regular file read
  /// nothing). True when it was read.
  @discardableResult
  public mutating func readInputrc(
    at path: String, environment: (String) -> String? = processEnvironment
  ) -> Bool {
    guard let text = Self.inputrcText(path) else { return false }
    read(inputrc: text, term: environment("TERM")) { included in
      let resolved = Self.expandingHome(included, environment)
      return Self.inputrcText(resolved).map { (resolved, $0) }
    }
    return true
  }

  /// A variable of the process's environment.
  public static func processEnvironment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  private static func inputrcText(_ path: String) -> String? {
    guard case .success(let bytes) = RegularFile.contents(path, limit: inputrcLimit) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `~/x` with `$HOME` in front (readline's tilde expansion of its own files).
  private static func expandingHome(_ path: String, _ environment: (String) -> String?) -> String {
    guard path == "~" || path.hasPrefix("~/"), let home = environment("HOME") else { return path }
    return home + path.dropFirst()
  }
}
