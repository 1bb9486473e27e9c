import Foundation
import LoopbackClient
import Testing

extension EndToEnd {
  /// `tfield choose --listen`: fzf 0.74's HTTP server, driven with curl. Translated from fzf
  /// 0.74's test/test_server.rb (MIT, Copyright (c) 2013-2025 Junegunn Choi): `test_listen` and
  /// `test_listen_with_api_key`, and compared with fzf 0.74.5's answers.
  @Suite("tfield choose --listen: actions and state over HTTP", .serialized)
  struct TFieldListen {
    /// A directory of its own for a test's files.
    static func directory(_ tmux: Tmux) throws -> String {
      let path = "/tmp/\(tmux.socketName).listen"
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      return path
    }

    /// Waits for `path` to hold a line (a port a command the picker ran wrote), and returns it.
    static func waitForLine(in path: String, timeout: Duration = .seconds(10)) throws -> String {
      let deadline = ContinuousClock.now + timeout
      while true {
        if let text = try? String(contentsOfFile: path, encoding: .utf8), text.hasSuffix("\n") {
          return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard ContinuousClock.now < deadline else { throw Tmux.Failure(description: "nothing in \(path)") }
        Thread.sleep(forTimeInterval: 0.02)
      }
    }

    /// curl with `arguments`: the HTTP status and the body.
    static func curl(_ arguments: [String]) throws -> (status: Int, body: String) {
      let result = try spawn(
        ["/usr/bin/curl", "-s", "--max-time", "20", "-w", "\n%{http_code}"] + arguments,
        environment: testEnvironment())
      var lines = result.output.components(separatedBy: "\n")
      let status = Int(lines.removeLast()) ?? -1
      return (status, lines.joined(separator: "\n"))
    }

    /// `GET /` parsed.
    static func state(_ url: String, _ more: [String] = []) throws -> [String: Any] {
      let (status, body) = try curl(more + [url])
      #expect(status == 200, "GET \(url): \(status) \(body)")
      return try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any] ?? [:]
    }

    /// `POST /` with `actions`; the status.
    static func post(_ url: String, _ actions: String, _ more: [String] = []) throws -> (
      status: Int, body: String
    ) {
      try curl(more + ["--data-binary", actions, url])
    }

    /// Starts `seq 10 | tfield choose --listen… ARGUMENTS` writing its port into a file, and
    /// returns the URL.
    static func start(_ tmux: Tmux, _ files: String, environment: String = "", _ arguments: String = "")
      throws -> String
    {
      let tool = try Binaries.path(of: "tfield")
      try startScript(
        "v=$(seq 10 | \(environment) \(tool) choose --listen --bind 'start:execute-silent:echo $FZF_PORT > "
          + "\(files)/port' \(arguments)); s=$?; printf 'VALUE:[%s]\\n' \"$v\"; exit $s",
        in: tmux)
      return "http://localhost:\(try waitForLine(in: files + "/port"))/"
    }

    @Test("GET answers the state; POSTed change-query and reload change the screen and the state")
    func stateAndActions() throws {
      let tmux = Tmux()
      let files = try Self.directory(tmux)
      defer { try? FileManager.default.removeItem(atPath: files) }
      let url = try Self.start(tmux, files)
      try tmux.waitFor(text: "10 of 10")
      var state = try Self.state(url)
      #expect(state["totalCount"] as? Int == 10 && state["matchCount"] as? Int == 10)
      #expect(state["query"] as? String == "" && state["reading"] as? Bool == false)
      let current = state["current"] as? [String: Any]
      #expect(current?["index"] as? Int == 0 && current?["text"] as? String == "1")
      // No positions when the query is empty.
      #expect(current?["positions"] == nil)
      #expect((state["matches"] as? [[String: Any]])?.allSatisfy { $0["positions"] == nil } == true)

      // Positions with a one-character query.
      #expect(try Self.post(url, "change-query(1)").status == 200)
      try tmux.waitFor(text: "2 of 10")
      state = try Self.state(url)
      #expect((state["current"] as? [String: Any])?["positions"] as? [Int] == [0])
      for match in state["matches"] as? [[String: Any]] ?? [] {
        let text = match["text"] as? String ?? ""
        #expect(
          match["positions"] as? [Int] == [
            text.distance(from: text.startIndex, to: text.firstIndex(of: "1")!)
          ])
      }
      // A query of two characters: positions ascending.
      #expect(try Self.post(url, "change-query(10)").status == 200)
      try tmux.waitFor(text: "1 of 10")
      state = try Self.state(url)
      #expect((state["current"] as? [String: Any])?["text"] as? String == "10")
      #expect((state["current"] as? [String: Any])?["positions"] as? [Int] == [0, 1])

      // No match: no current item. The reload and the prompt run in order.
      #expect(try Self.post(url, "change-query(yo)+reload(seq 100)+change-prompt:hundred> ").status == 200)
      try tmux.waitFor(text: "0 of 100")
      try tmux.waitFor("the prompt hundred> and the query yo") { screen in
        screen.contains { $0.contains("hundred> [yo ") }
      }
      state = try Self.state(url)
      #expect(state["totalCount"] as? Int == 100 && state["matchCount"] as? Int == 0)
      #expect(state["query"] as? String == "yo")
      #expect(state["current"] is NSNull)

      // limit and offset page the matches.
      #expect(try Self.post(url, "change-query(9)").status == 200)
      try tmux.waitFor(text: "19 of 100")
      state = try Self.state(url + "?limit=3&offset=1")
      #expect((state["matches"] as? [[String: Any]])?.count == 3)
      #expect(state["matchCount"] as? Int == 19)

      // A bad action, a bad method, an empty body: 400 with fzf's messages, the picker unchanged.
      #expect(try Self.post(url, "no-such-action") == (400, "unknown action: no-such-action\n"))
      #expect(try Self.curl(["-X", "PUT", url]) == (400, "invalid request method\n"))
      #expect(try Self.curl(["-X", "POST", url]).status == 400)

      // accept over HTTP ends the picker with the highlighted item.
      #expect(try Self.post(url, "change-query(99)+accept").status == 200)
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[99]"))
      try expectRestored(tmux, programText: "hundred>")
    }

    @Test("with FZF_API_KEY set, a request without it or with another gets 401; the right one is served")
    func apiKey() throws {
      let tmux = Tmux()
      let files = try Self.directory(tmux)
      defer { try? FileManager.default.removeItem(atPath: files) }
      let url = try Self.start(tmux, files, environment: "FZF_API_KEY=123abc")
      try tmux.waitFor(text: "10 of 10")
      for headers in [[], ["-H", "X-API-Key;"], ["-H", "x-api-key: 124abc"]] {
        #expect(try Self.post(url, "change-query(yo)", headers) == (401, "invalid api key\n"))
        #expect(try Self.curl(headers + [url]) == (401, "invalid api key\n"))
      }
      for headers in [["-H", "x-api-key: 123abc"], ["-H", "X-API-Key: 123abc"]] {
        #expect(try Self.post(url, "change-query(yo)+change-prompt:keyed> ", headers).status == 200)
        try tmux.waitFor(text: "keyed> [yo ")
        #expect(try Self.state(url, headers)["query"] as? String == "yo")
      }
      try tmux.sendKeys("Escape")
      #expect(try tmux.exitStatus() == 1)
    }

    @Test("--listen=PATH.sock: served on the socket, FZF_SOCK set, the socket removed when the picker ends")
    func unixSocket() throws {
      let tool = try Binaries.path(of: "tfield")
      let tmux = Tmux()
      let files = try Self.directory(tmux)
      defer { try? FileManager.default.removeItem(atPath: files) }
      let socket = files + "/picker.sock"
      try startScript(
        "v=$(printf 'alpha\\nbeta\\n' | \(tool) choose --listen=\(socket) "
          + "--bind 'start:execute-silent:echo \"$FZF_SOCK\" > \(files)/sock'); printf 'VALUE:[%s]\\n' \"$v\"",
        in: tmux)
      #expect(try Self.waitForLine(in: files + "/sock") == socket)
      try tmux.waitFor(text: "2 of 2")
      let over = ["--unix-socket", socket]
      #expect(try Self.state("http://localhost/", over)["totalCount"] as? Int == 2)
      // A second picker on the same socket is refused while the first listens.
      let second = try spawn(
        [tool, "choose", "--listen=\(socket)", "--", "x"], environment: testEnvironment())
      #expect(second.status == 2)
      #expect(second.errors.contains("socket already in use: \(socket)"), "\(second.errors)")
      #expect(try Self.post("http://localhost/", "down+accept", over).status == 200)
      #expect(try tmux.exitStatus() == 0)
      #expect(try tmux.capture().contains("VALUE:[beta]"))
      #expect(!FileManager.default.fileExists(atPath: socket))
    }

    @Test(
      "clients that send half a request and wait hold up neither keys nor other requests; limits answer 400")
    func slowClients() throws {
      let tmux = Tmux()
      let files = try Self.directory(tmux)
      defer { try? FileManager.default.removeItem(atPath: files) }
      let url = try Self.start(tmux, files)
      let port = Int(try Self.waitForLine(in: files + "/port"))!
      try tmux.waitFor(text: "10 of 10")
      // More stuck clients than the server serves at once, each sent part of a request.
      var stuck: [Int32] = []
      defer { for descriptor in stuck { close(descriptor) } }
      for number in 0..<40 {
        let part = number % 2 == 0 ? "POST / HTTP/1.1\r\nContent-Length: 100\r\n\r\nchange-qu" : "GET / HT"
        stuck.append(try #require(LoopbackClient.connect(port: port, sending: part)))
      }
      try tmux.type("3")
      try tmux.waitFor(text: "1 of 10")
      // The stuck ones fill the server's 32 places: others wait in the kernel's queue until
      // those go.
      for descriptor in stuck { close(descriptor) }
      stuck = []
      #expect(try Self.state(url)["query"] as? String == "3")
      let oversized = try Self.curl(["-H", "Content-Length: 1048577", "--data-binary", "first", url])
      #expect(oversized == (400, "invalid content length\n"))
      let longHeader = try Self.curl(["-H", "X-Padding: " + String(repeating: "p", count: 70_000), url])
      #expect(longHeader == (400, "request header too large\n"))
      #expect(try Self.post(url, "change-query(4)").status == 200)
      try tmux.waitFor(text: "[4 ")
      try tmux.sendKeys("Escape")
      #expect(try tmux.exitStatus() == 1)
    }

    @Test("on another address than localhost, actions that run commands are left out unless --listen-unsafe")
    func remoteCommands() throws {
      for unsafe in [false, true] {
        let tmux = Tmux()
        let files = try Self.directory(tmux)
        defer { try? FileManager.default.removeItem(atPath: files) }
        let tool = try Binaries.path(of: "tfield")
        try startScript(
          "seq 3 | FZF_API_KEY=k \(tool) choose \(unsafe ? "--listen-unsafe" : "--listen")=0.0.0.0:0 "
            + "--bind 'start:execute-silent:echo $FZF_PORT > \(files)/port'",
          in: tmux)
        let url = "http://127.0.0.1:\(try Self.waitForLine(in: files + "/port"))/"
        let key = ["-H", "X-API-Key: k"]
        let actions = "execute-silent(touch \(files)/ran)+change-prompt(remote> )"
        #expect(try Self.post(url, actions, key).status == 200)
        try tmux.waitFor(text: "remote> ")
        // The actions run in order: the command, if kept, has ended before the prompt changed.
        #expect(FileManager.default.fileExists(atPath: files + "/ran") == unsafe)
        try tmux.sendKeys("Escape")
        #expect(try tmux.exitStatus() == 1)
      }
    }

    @Test("the socket is gone when the picker ends by become(…) or SIGTERM, before become's command runs")
    func socketRemoved() throws {
      let tool = try Binaries.path(of: "tfield")
      for ending in ["become", "TERM"] {
        let tmux = Tmux()
        let files = try Self.directory(tmux)
        defer { try? FileManager.default.removeItem(atPath: files) }
        let socket = files + "/p.sock"
        try startScript(
          "printf 'a\\nb\\n' | \(tool) choose --listen=\(socket) "
            + "--bind 'start:execute-silent:echo $PPID > \(files)/pid' "
            + "--bind 'enter:become(test -e \(socket) && echo SOCKET-LEFT || echo SOCKET-GONE)'",
          in: tmux)
        let pid = Int32(try Self.waitForLine(in: files + "/pid"))!
        try tmux.waitFor(text: "2 of 2")
        #expect(FileManager.default.fileExists(atPath: socket))
        if ending == "become" {
          try tmux.sendKeys("Enter")
          #expect(try tmux.exitStatus() == 0)
          #expect(try tmux.capture().contains("SOCKET-GONE"))
        } else {
          kill(pid, SIGTERM)
          #expect(try tmux.exitStatus() == 128 + Int(SIGTERM))
        }
        #expect(!FileManager.default.fileExists(atPath: socket))
      }
    }

    @Test("GET's state for one input and query is fzf 0.74.5's")
    func sameAsFzf() throws {
      let fzf = try TFieldThemes.fzf()
      let tool = try Binaries.path(of: "tfield")
      var states: [[String: Any]] = []
      for (program, count, marked) in [(fzf, "2/4", "(1)"), (tool + " choose", "2 of 4", "1 marked")] {
        let tmux = Tmux()
        let files = try Self.directory(tmux)
        defer { try? FileManager.default.removeItem(atPath: files) }
        try startScript(
          "export FZF_DEFAULT_OPTS= TFIELD_DEFAULT_OPTS=; printf 'alpha\\nbeta\\ngamma\\nalphabet\\n' | "
            + "\(program) --layout reverse --multi --query al --listen "
            + "--bind 'start:execute-silent:echo $FZF_PORT > \(files)/port'",
          in: tmux)
        let url = "http://localhost:\(try Self.waitForLine(in: files + "/port"))/"
        try tmux.waitFor(text: count)
        #expect(try Self.post(url, "toggle+down").status == 200)
        try tmux.waitFor(text: marked)
        states.append(try Self.state(url))
        try tmux.sendKeys("Escape")
        _ = try tmux.exitStatus()
      }
      let (theirs, ours) = (states[0], states[1])
      #expect(Set(theirs.keys) == Set(ours.keys))
      for key in theirs.keys.sorted() {
        let same = (theirs[key] as? NSObject)?.isEqual(ours[key]) ?? (ours[key] == nil)
        #expect(
          same, "\(key): fzf \(String(describing: theirs[key])), tfield \(String(describing: ours[key]))")
      }
    }
  }
}
