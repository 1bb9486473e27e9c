#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// A TCP client of a port on 127.0.0.1, for the tests of `tfield choose --listen`: one that sends
/// part of a request and waits, or a whole one and reads the answer.
package enum LoopbackClient {
  /// A connection to `port` that has sent `bytes`, left open (the caller closes it); nil when the
  /// connection was refused.
  package static func connect(port: Int, sending bytes: String) -> Int32? {
    #if canImport(Darwin)
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard descriptor >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        #if canImport(Darwin)
          Darwin.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        #else
          Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        #endif
      }
    }
    guard connected == 0 else {
      close(descriptor)
      return nil
    }
    _ = Array(bytes.utf8).withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
    return descriptor
  }

  /// Sends `request` to `port` and reads the answer to its end (30 seconds at most); nil when
  /// the connection was refused.
  package static func exchange(port: Int, _ request: String) -> String? {
    guard let descriptor = connect(port: port, sending: request) else { return nil }
    defer { close(descriptor) }
    var limit = timeval(tv_sec: 30, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    var answer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = recv(descriptor, &chunk, chunk.count, 0)
      guard count > 0 else { break }
      answer += chunk[..<count]
    }
    return String(decoding: answer, as: UTF8.self)
  }
}
