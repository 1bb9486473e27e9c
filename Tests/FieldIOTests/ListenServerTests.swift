import FieldKeys
import Foundation
import LoopbackClient
import Testing

@testable import FieldIO

/// `ListenServer` in this process, with no list taking its work: what it answers, what it queues,
/// and what is left once it has stopped.
@Suite("Listen server", .serialized)
struct ListenServerTests {
  /// Sends `request` to `port` on 127.0.0.1 and reads the answer; throws when refused.
  static func exchange(port: Int, _ request: String) throws -> String {
    guard let answer = LoopbackClient.exchange(port: port, request) else {
      throw ListenServer.Failure.cannotListen("127.0.0.1", reason: "refused")
    }
    return answer
  }

  static func post(_ body: String) -> String {
    "POST / HTTP/1.1\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
  }

  @Test("POSTs are queued in order, 100 at most: the next waits for room, then gets 503; take() makes room")
  func queue() throws {
    let server = try ListenServer.start(ListenAddress(), apiKey: "", unsafe: false).get()
    defer { server.stop() }
    let port = try #require(server.port)
    for number in 1...ListenServer.queueLimit {
      #expect(try Self.exchange(port: port, Self.post("pos(\(number))")) == "HTTP/1.1 200 OK\r\n\r\n")
    }
    #expect(try Self.exchange(port: port, Self.post("first")) == "HTTP/1.1 503 Service Unavailable\r\n\r\n")
    let work = server.take()
    #expect(work.count == ListenServer.queueLimit)
    #expect(
      work.first == .actions([.position(1)]) && work.last == .actions([.position(ListenServer.queueLimit)]))
    #expect(try Self.exchange(port: port, Self.post("first")) == "HTTP/1.1 200 OK\r\n\r\n")
    #expect(server.take() == [.actions([.move(.first)])])
  }

  @Test("a GET the list does not answer gets 503 and fzf's timeout JSON; one answered gets the JSON")
  func unanswered() throws {
    let server = try ListenServer.start(ListenAddress(), apiKey: "", unsafe: false).get()
    defer { server.stop() }
    let port = try #require(server.port)
    let answer = try Self.exchange(port: port, "GET / HTTP/1.1\r\n\r\n")
    #expect(answer.hasPrefix("HTTP/1.1 503 Service Unavailable\r\n"))
    #expect(answer.hasSuffix("\r\n\r\n{\"error\":\"timeout\"}\n"))
    // The asking and the answering on two threads, as the list answers when woken.
    // (The first GET's work is still queued, and its signal given: both are passed over.)
    let answering = Thread {
      while server.wakeSignal.wait(until: nil) {
        server.wakeSignal.lower()
        for case .state(let id, let page) in server.take() where page.limit == 7 {
          server.answer(id, with: "{\"limit\":\(page.limit)}")
          return
        }
      }
    }
    answering.start()
    #expect(
      try Self.exchange(port: port, "GET /?limit=7 HTTP/1.1\r\n\r\n").hasSuffix("\r\n\r\n{\"limit\":7}\n"))
  }

  @Test("stop() closes the port and removes the socket; the address can be taken again")
  func stop() throws {
    let server = try ListenServer.start(ListenAddress(), apiKey: "", unsafe: false).get()
    let port = try #require(server.port)
    // While it listens, its port cannot be taken; once stopped, it can (its socket is closed).
    let taken = ListenServer.start(try ListenAddress.parse(String(port)), apiKey: "", unsafe: false)
    #expect(
      taken.map { _ in true }
        == .failure(.cannotListen("localhost:\(port)", reason: "Address already in use")))
    server.stop()
    let reopened = try ListenServer.start(try ListenAddress.parse(String(port)), apiKey: "", unsafe: false)
      .get()
    #expect(reopened.port == port)
    reopened.stop()
    let path = "/tmp/tf-listen-\(getpid()).sock"
    let onSocket = try ListenServer.start(try ListenAddress.parse(path), apiKey: "", unsafe: false).get()
    #expect(FileManager.default.fileExists(atPath: path))
    #expect(
      ListenServer.start(try ListenAddress.parse(path), apiKey: "", unsafe: false).map { _ in true }
        == .failure(.socketInUse(path)))
    onSocket.stop()
    #expect(!FileManager.default.fileExists(atPath: path))
    let again = try ListenServer.start(try ListenAddress.parse(path), apiKey: "", unsafe: false).get()
    again.stop()
    #expect(
      ListenServer.start(try ListenAddress.parse("0.0.0.0:0"), apiKey: "", unsafe: false).map { _ in true }
        == .failure(.remoteWithoutKey))
  }
}
