import FieldKeys
import Foundation
import Testing

@testable import FieldIO

/// The requests `tfield choose --listen` takes, read as fzf 0.74's `handleHttpRequest` reads them
/// (`src/server.go`; fzf is MIT-licensed).
@Suite("Listen requests")
struct ListenRequestTests {
  private func parse(_ text: String, ended: Bool = false) -> ListenRequest.Parse {
    ListenRequest.parse(Array(text.utf8), ended: ended)
  }

  @Test(
    "GET / asks for the state, its limit and offset read as fzf reads them",
    arguments: [
      ("GET / HTTP/1.1\r\n\r\n", 100, 0), ("GET /?limit=5 HTTP/1.1\r\n\r\n", 5, 0),
      ("GET /?offset=3&limit=2 HTTP/1.1\r\nHost: x\r\n\r\n", 2, 3),
      ("GET /?limit=x&other=1 HTTP/1.0\r\n\r\n", 100, 0), ("GET /?limit=0 HTTP/1.1\r\n\r\n", 0, 0),
    ])
  func get(request: String, limit: Int, offset: Int) {
    var page = ListenPage()
    page.limit = limit
    page.offset = offset
    #expect(parse(request) == .request(.state(page), apiKey: ""))
  }

  @Test(
    "POST / takes the body of Content-Length bytes, its line breaks at either end left out",
    arguments: [
      ("POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nfirst", "first"),
      ("POST / HTTP/1.1\r\ncontent-length:  19 \r\n\r\nchange-query(a+b)\r\n", "change-query(a+b)"),
      ("POST / HTTP/1.1\r\nContent-Length: 4\r\n\r\nlastEXTRA", "last"),
      ("POST / HTTP/1.1\r\nContent-Length: 7\r\n\r\nput(é)", "put(é)"),
    ])
  func post(request: String, body: String) {
    #expect(parse(request) == .request(.actions(body), apiKey: ""))
  }

  @Test("the X-API-Key header is read, in any case, its blanks trimmed")
  func apiKey() {
    #expect(
      parse("GET / HTTP/1.1\r\nx-api-key:  s3cret \r\n\r\n")
        == .request(.state(ListenPage()), apiKey: "s3cret"))
    #expect(
      parse("POST / HTTP/1.1\r\nX-API-Key: k\r\nContent-Length: 2\r\n\r\nup")
        == .request(.actions("up"), apiKey: "k"))
  }

  @Test(
    "a request that is not whole waits for more bytes, and is incomplete once the client is done",
    arguments: [
      "", "GET / HTTP/1.1", "GET / HTTP/1.1\r\n", "GET / HTTP/1.1\r\nHost: x\r\n",
      "POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\nfirst",
    ])
  func partial(request: String) {
    #expect(parse(request) == .incomplete)
    let ended = parse(request, ended: true)
    #expect(ended == .bad(request.isEmpty ? "invalid request method" : "incomplete request"))
  }

  @Test(
    "bad requests get fzf's messages",
    arguments: [
      ("PUT / HTTP/1.1\r\n\r\n", "invalid request method"),
      ("GET /other HTTP/1.1\r\n\r\n", "invalid request method"),
      ("GET /?limit=-1 HTTP/1.1\r\n\r\n", "invalid request method"),
      ("POST /x HTTP/1.1\r\n\r\n", "invalid request method"),
      ("POST / HTTP/1.1\r\n\r\nfirst", "content-length header missing"),
      ("POST / HTTP/1.1\r\nContent-Length: 0\r\n\r\n", "invalid content length"),
      ("POST / HTTP/1.1\r\nContent-Length: -4\r\n\r\n", "invalid content length"),
      ("POST / HTTP/1.1\r\nContent-Length: ten\r\n\r\n", "invalid content length"),
      ("POST / HTTP/1.1\r\nContent-Length: 1048577\r\n", "invalid content length"),
    ])
  func bad(request: String, message: String) {
    #expect(parse(request) == .bad(message))
  }

  @Test("a body up to 1 MiB is taken, and headers past 64 KiB are refused without waiting for their end")
  func limits() {
    let body = String(repeating: "a", count: ListenRequest.bodyLimit)
    let request = "POST / HTTP/1.1\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body
    #expect(parse(request) == .request(.actions(body), apiKey: ""))
    let longHeader =
      "GET / HTTP/1.1\r\nX-Padding: " + String(repeating: "p", count: ListenRequest.headerLimit)
    #expect(parse(longHeader) == .bad("request header too large"))
    let longLine = "GET / HTTP/1.1" + String(repeating: " ", count: ListenRequest.headerLimit + 1)
    #expect(parse(longLine) == .bad("request header too large"))
  }

  @Test("the API key compares whole: a prefix, a longer key, another case are wrong")
  func keyComparison() {
    #expect(ListenRequest.keyMatches("123abc", "123abc"))
    for wrong in ["", "123ab", "123abcd", "123ABC", "124abc"] {
      #expect(!ListenRequest.keyMatches(wrong, "123abc"))
    }
  }

  @Test("answers are fzf's: status line, Content-Length, the message and a line feed")
  func responses() {
    let text = { (bytes: [UInt8]) in String(decoding: bytes, as: UTF8.self) }
    #expect(text(ListenResponse.queued) == "HTTP/1.1 200 OK\r\n\r\n")
    #expect(
      text(ListenResponse.bad("invalid request method"))
        == "HTTP/1.1 400 Bad Request\r\nContent-Length: 23\r\n\r\ninvalid request method\n")
    #expect(
      text(ListenResponse.unauthorized)
        == "HTTP/1.1 401 Unauthorized\r\nContent-Length: 16\r\n\r\ninvalid api key\n")
    #expect(
      text(ListenResponse.state("{}"))
        == "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 3\r\n\r\n{}\n")
    #expect(text(ListenResponse.timedOut).hasSuffix("\r\n\r\n{\"error\":\"timeout\"}\n"))
  }

  @Test(
    "a page's places: offset and limit clamped to the list",
    arguments: [
      (100, 0, 10, 0..<10), (3, 0, 10, 0..<3), (3, 8, 10, 8..<10), (5, 20, 10, 10..<10), (0, 0, 10, 0..<0),
    ])
  func pages(limit: Int, offset: Int, count: Int, places: Range<Int>) {
    var page = ListenPage()
    page.limit = limit
    page.offset = offset
    #expect(page.places(of: count) == places)
  }

  @Test(
    "addresses as fzf's parseListenAddress reads them",
    arguments: [
      ("6266", "localhost", 6266, nil), (":7000", "localhost", 7000, nil), ("0.0.0.0:80", "0.0.0.0", 80, nil),
      ("0", "localhost", 0, nil), ("/tmp/x.sock", "", 0, "/tmp/x.sock"), ("rel.sock", "", 0, "rel.sock"),
    ] as [(String, String, Int, String?)])
  func addresses(text: String, host: String, port: Int, socket: String?) throws {
    let address = try ListenAddress.parse(text)
    #expect(address.host == host && address.port == port && address.socketPath == socket)
    #expect(address.isLocal == (host != "0.0.0.0"))
  }

  @Test(
    "addresses fzf refuses, with its messages",
    arguments: [
      ("a:b:1", "invalid listen address: a:b:1"), ("65536", "invalid listen port: 65536"),
      ("host:", "invalid listen port: "), ("port", "invalid listen port: port"),
      ("-1", "invalid listen port: -1"),
    ])
  func badAddresses(text: String, message: String) {
    #expect(throws: ListenAddress.Problem.self) { try ListenAddress.parse(text) }
    do {
      _ = try ListenAddress.parse(text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("actions that run commands are the ones fzf leaves out for a remote client")
  func commandActions() throws {
    let actions = try ListBinding.actions(
      "execute(x)+execute-silent(x)+reload(x)+reload-sync(x)+transform(x)+transform-query(x)+become(x)"
        + "+change-preview(x)+change-query(x)+first+accept")
    #expect(
      actions.map(ListenServer.runsCommand) == [
        true, true, true, true, true, true, true, true, false, false, false,
      ])
  }
}

@Suite("Listen state")
struct ListenStateTests {
  @Test("the state's JSON has fzf's fields in fzf's order; positions left out when empty; no current is null")
  func fields() throws {
    var state = ListenState()
    state.query = "1"
    state.totalCount = 10
    state.matchCount = 2
    state.current = ListenState.Item(index: 0, text: "1", positions: [0])
    state.matches = [state.current!, ListenState.Item(index: 9, text: "10", positions: [0])]
    state.selected = [ListenState.Item(index: 4, text: "5")]
    #expect(
      state.json
        == #"{"reading":false,"progress":100,"query":"1","position":0,"sort":true,"totalCount":10,"#
        + #""matchCount":2,"current":{"index":0,"text":"1","positions":[0]},"matches":[{"index":0,"text":"1","#
        + #""positions":[0]},{"index":9,"text":"10","positions":[0]}],"selected":[{"index":4,"text":"5"}]}"#)
    var empty = ListenState()
    empty.reading = true
    let parsed = try JSONSerialization.jsonObject(with: Data(empty.json.utf8)) as? [String: Any]
    #expect(parsed?["current"] is NSNull)
    #expect(parsed?["reading"] as? Bool == true)
    #expect((parsed?["matches"] as? [Any])?.isEmpty == true)
  }

  @Test("an item's text is escaped: a control character or quote in it stays in the JSON string")
  func escaping() throws {
    var state = ListenState()
    state.current = ListenState.Item(index: 1, text: "a\u{1B}[31m\"b\n")
    let parsed = try JSONSerialization.jsonObject(with: Data(state.json.utf8)) as? [String: Any]
    #expect((parsed?["current"] as? [String: Any])?["text"] as? String == "a\u{1B}[31m\"b\n")
    #expect(!state.json.unicodeScalars.contains { $0.value < 0x20 })
  }
}
