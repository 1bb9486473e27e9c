/// Where `tfield choose --listen` takes requests, as fzf 0.74's `--listen[=[ADDR:]PORT]` and
/// `--listen=SOCKET_PATH` read it (`parseListenAddress` in its `src/server.go`): a value ending in
/// `.sock` is a Unix socket's path; else `PORT` alone (on `localhost`), or `ADDR:PORT`, an empty
/// `ADDR` being `localhost`. Port 0 (or no value) takes a free port.
///
/// ```swift
/// try ListenAddress.parse("6266")  // localhost, port 6266
/// try ListenAddress.parse("0.0.0.0:6266").isLocal  // false: FZF_API_KEY is required
/// try ListenAddress.parse("/tmp/picker.sock").socketPath  // "/tmp/picker.sock"
/// ```
package struct ListenAddress: Equatable, Sendable {
  /// The host to bind (`localhost` unless given); empty for a Unix socket.
  package var host = "localhost"
  /// The port; 0 for a free one the system picks.
  package var port = 0
  /// The Unix socket's path, or nil for TCP.
  package var socketPath: String?

  /// What is wrong with a `--listen` value, in fzf's words.
  package enum Problem: Error, Equatable, Sendable {
    /// More than one colon.
    case invalidAddress(String)
    /// A port that is no whole number from 0 to 65535.
    case invalidPort(String)

    /// fzf's message.
    package var description: String {
      switch self {
      case .invalidAddress(let text): "invalid listen address: \(text)"
      case .invalidPort(let text): "invalid listen port: \(text)"
      }
    }
  }

  /// `localhost` and a free port: `--listen` without a value.
  package init() {}

  /// True when only this machine can connect: `localhost`, `127.0.0.1`, or a Unix socket (fzf's
  /// `IsLocal`). Any other address needs an API key, and runs no commands sent to it unless
  /// `--listen-unsafe` was given.
  package var isLocal: Bool { socketPath != nil || host == "localhost" || host == "127.0.0.1" }

  /// The address `text` names (nil: `--listen` alone).
  package static func parse(_ text: String?) throws(Problem) -> ListenAddress {
    var address = ListenAddress()
    guard let text else { return address }
    if text.hasSuffix(".sock") {
      address.host = ""
      address.socketPath = text
      return address
    }
    var parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
    if parts.count == 1 { parts = ["localhost", parts[0]] }
    guard parts.count == 2 else { throw .invalidAddress(text) }
    guard let port = ListenRequest.goInteger(parts[1]), (0...65535).contains(port) else {
      throw .invalidPort(parts[1])
    }
    address.host = parts[0].isEmpty ? "localhost" : parts[0]
    address.port = port
    return address
  }
}
