/// One request to `tfield choose --listen`, read as fzf 0.74's small HTTP server reads it
/// (`handleHttpRequest` in its `src/server.go`): `GET /` (with `limit` and `offset` in the query)
/// asks for the list's state as JSON; `POST /` with a body of actions in `--bind`'s syntax
/// (`change-query(foo)+first`) runs them. Pure: the server hands it the bytes read so far.
///
/// ```swift
/// let bytes = Array("POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nfirst".utf8)
/// ListenRequest.parse(bytes, ended: false)  // .request(.actions("first"), apiKey: "")
/// ```
package enum ListenRequest: Equatable, Sendable {
  /// `GET /`: the state, a page of the matches and of the marked items.
  case state(ListenPage)
  /// `POST /`: the body, its line breaks at either end left out.
  case actions(String)

  /// What the bytes read so far of a request are.
  package enum Parse: Equatable, Sendable {
    /// Not all of it yet: read on.
    case incomplete
    /// The whole request, and the `X-API-Key` header's value (empty when none was sent).
    case request(ListenRequest, apiKey: String)
    /// A request that cannot be served: the message of the 400 answer, fzf's words.
    case bad(String)
  }

  /// The longest request line and headers taken (fzf's line scanner stops at 64 KiB).
  package static let headerLimit = 64 * 1024
  /// The longest body taken (fzf's `maxContentLength`).
  package static let bodyLimit = 1024 * 1024

  private static let lineBreak: [UInt8] = [0x0D, 0x0A]

  /// Reads `bytes`, the start of a request (all of it when `ended`: the client closed its side
  /// or its time is up).
  package static func parse(_ bytes: [UInt8], ended: Bool) -> Parse {
    guard let firstBreak = find(lineBreak, in: bytes, from: 0) else {
      if bytes.count > headerLimit { return .bad("request header too large") }
      return ended ? .bad(bytes.isEmpty ? "invalid request method" : "incomplete request") : .incomplete
    }
    let requestLine = Array(bytes[..<firstBreak])
    let page: ListenPage?
    if let query = getQuery(requestLine) {
      page = ListenPage(query: query)
    } else if requestLine.starts(with: Array("POST / HTTP".utf8)) {
      page = nil
    } else {
      return .bad("invalid request method")
    }
    // The headers, each up to its line break, until an empty line.
    var contentLength = 0
    var apiKey = ""
    var start = firstBreak + 2
    while true {
      guard let end = find(lineBreak, in: bytes, from: start) else {
        if bytes.count > headerLimit { return .bad("request header too large") }
        return ended ? .bad("incomplete request") : .incomplete
      }
      if end > headerLimit { return .bad("request header too large") }
      if end == start { break }
      let line = bytes[start..<end]
      start = end + 2
      guard let colon = line.firstIndex(of: 0x3A) else { continue }
      let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
      let value = trimmed(String(decoding: line[(colon + 1)...], as: UTF8.self))
      switch name {
      case "content-length":
        guard let length = goInteger(value), length > 0, length <= bodyLimit else {
          return .bad("invalid content length")
        }
        contentLength = length
      case "x-api-key": apiKey = value
      default: break
      }
    }
    if let page { return .request(.state(page), apiKey: apiKey) }
    guard contentLength > 0 else { return .bad("content-length header missing") }
    let bodyStart = start + 2
    guard bytes.count - bodyStart >= contentLength else {
      return ended ? .bad("incomplete request") : .incomplete
    }
    var body = String(decoding: bytes[bodyStart..<(bodyStart + contentLength)], as: UTF8.self)[...]
    while let first = body.unicodeScalars.first, first == "\r" || first == "\n" {
      body = body.dropFirst()
    }
    while let last = body.unicodeScalars.last, last == "\r" || last == "\n" { body = body.dropLast() }
    return .request(.actions(String(body)), apiKey: apiKey)
  }

  /// True when `given` is `expected`, compared in time that does not depend on where they
  /// differ (fzf's `subtle.ConstantTimeCompare`).
  package static func keyMatches(_ given: String, _ expected: String) -> Bool {
    let (given, expected) = (Array(given.utf8), Array(expected.utf8))
    guard given.count == expected.count else { return false }
    var difference: UInt8 = 0
    for (left, right) in zip(given, expected) { difference |= left ^ right }
    return difference == 0
  }

  /// The query of a request line fzf takes as `GET /` (its `^GET /(?:\?([a-z0-9=&]+))? HTTP`):
  /// empty for none; nil for a line that is no such `GET`.
  private static func getQuery(_ line: [UInt8]) -> String? {
    let prefix = Array("GET /".utf8)
    guard line.starts(with: prefix) else { return nil }
    var rest = line[prefix.count...]
    var query = ""
    if rest.first == 0x3F {
      let allowed = { (byte: UInt8) in
        (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x3D || byte == 0x26
      }
      let characters = rest.dropFirst().prefix(while: allowed)
      guard !characters.isEmpty else { return nil }
      query = String(decoding: characters, as: UTF8.self)
      rest = rest.dropFirst(1 + characters.count)
    }
    return rest.starts(with: Array(" HTTP".utf8)) ? query : nil
  }

  /// Go's `strconv.Atoi`: an optional sign, then ASCII digits.
  package static func goInteger(_ text: String) -> Int? {
    let digits = text.hasPrefix("+") || text.hasPrefix("-") ? text.dropFirst() : text[...]
    guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return Int(text.hasPrefix("+") ? String(digits) : text)
  }

  /// `text` without the blanks at either end.
  private static func trimmed(_ text: String) -> String {
    let blank = { (character: Character) in character == " " || character == "\t" }
    return String(text.drop(while: blank).reversed().drop(while: blank).reversed())
  }

  /// Where `needle` first occurs in `bytes` at or after `start`.
  private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
    for index in start...(bytes.count - needle.count) where bytes[index] == needle[0] {
      if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
    }
    return nil
  }
}

/// The part of the matches and of the marked items a `GET /` asks for (fzf's `limit`, 100
/// unless given, and `offset`, 0): items `offset` to `offset + limit - 1`.
package struct ListenPage: Equatable, Sendable {
  /// The most items of each.
  package var limit = 100
  /// The first item's place.
  package var offset = 0

  /// The first page.
  package init() {}

  /// The page a query asks for (`limit=10&offset=20`, as fzf's `parseGetParams` reads it: other
  /// names and values that are no number are left out).
  package init(query: String) {
    for pair in query.split(separator: "&", omittingEmptySubsequences: false) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, let value = Int(parts[1]) else { continue }
      if parts[0] == "limit" { limit = value }
      if parts[0] == "offset" { offset = value }
    }
  }

  /// The places of the items of a list of `count` items this page holds.
  package func places(of count: Int) -> Range<Int> {
    let start = min(max(0, offset), count)
    return start..<(start + max(0, min(limit, count - start)))
  }
}

/// The answers of `tfield choose --listen`, as fzf 0.74 writes them: a status line, a
/// `Content-Length`, the message and a line feed; a `POST` that was taken gets the status line
/// alone.
package enum ListenResponse {
  /// `200 OK` with the state as JSON.
  package static func state(_ json: String) -> [UInt8] {
    answer("200 OK", json, json: true)
  }

  /// `200 OK` with nothing after it: the actions were queued.
  package static let queued = Array("HTTP/1.1 200 OK\r\n\r\n".utf8)

  /// `400 Bad Request` with `message`.
  package static func bad(_ message: String) -> [UInt8] { answer("400 Bad Request", message) }

  /// `401 Unauthorized`: no `X-API-Key`, or the wrong one.
  package static let unauthorized = answer("401 Unauthorized", "invalid api key")

  /// `503 Service Unavailable` as JSON: the list did not answer a `GET` in time (it ran a command
  /// on the terminal meanwhile).
  package static let timedOut = answer("503 Service Unavailable", #"{"error":"timeout"}"#, json: true)

  /// `503 Service Unavailable` alone: too many actions wait to be run already.
  package static let busy = Array("HTTP/1.1 503 Service Unavailable\r\n\r\n".utf8)

  private static func answer(_ status: String, _ message: String, json: Bool = false) -> [UInt8] {
    let body = message + "\n"
    let type = json ? "Content-Type: application/json\r\n" : ""
    return Array("HTTP/1.1 \(status)\r\n\(type)Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
  }
}
