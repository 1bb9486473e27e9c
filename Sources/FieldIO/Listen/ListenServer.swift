import CTerminalSupport
import FieldChoices
import FieldEngine
import FieldKeys

#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// The HTTP server of `tfield choose --listen`, as fzf 0.74's (`src/server.go`): a thread of its
/// own accepts connections on a TCP port or a Unix socket and reads their requests
/// (``ListenRequest``), all at once through `poll(2)`, so a slow or stuck client holds up no
/// other and never the list. What a request asks is queued for the list (``take()``), which is
/// woken through ``wakeSignal`` and runs the actions, or builds the state, on its own thread; a
/// state comes back through ``answer(_:with:)``. A request has 10 seconds to arrive in full (its
/// headers at most 64 KiB, its body at most 1 MiB), the list 2 seconds to answer a `GET`, and at
/// most 100 `POST`s wait to be run (another waits up to 2 seconds for room, then gets 503); at most 32 connections are served at a time (more wait in the
/// kernel's queue). ``stop()`` ends the thread, closes every descriptor, and removes the socket.
package final class ListenServer: @unchecked Sendable {
  /// What a request asks of the list.
  package enum Work: Equatable, Sendable {
    /// Run these actions, as a bound key runs them.
    case actions([ListAction])
    /// Answer the state (``answer(_:with:)`` with `id`).
    case state(id: Int, page: ListenPage)
  }

  /// Why the server could not start.
  package enum Failure: Error, Equatable, Sendable {
    /// An address other than this machine's, and no API key.
    case remoteWithoutKey
    /// A program listens on the socket's path already.
    case socketInUse(String)
    /// The socket's path is a file that is no socket.
    case notASocket(String)
    /// The system refused: where, and its reason.
    case cannotListen(String, reason: String)

    /// The message (fzf's words, where fzf has them).
    package var description: String {
      switch self {
      case .remoteWithoutKey: "FZF_API_KEY (or TFIELD_API_KEY) is required to allow remote access"
      case .socketInUse(let path): "socket already in use: \(path)"
      case .notASocket(let path): "\(path) exists and is not a socket"
      case .cannotListen(let place, let reason): "failed to listen on \(place): \(reason)"
      }
    }
  }

  /// How long a request has to arrive in full, and its answer to be taken (fzf's
  /// `httpReadTimeout`).
  package static let requestTimeout: Duration = .seconds(10)
  /// How long a `GET` waits for the list (fzf's `channelTimeout`).
  package static let answerTimeout: Duration = .seconds(2)
  /// The most `POST`s that wait to be run (fzf's channel's capacity).
  package static let queueLimit = 100
  /// The most connections served at a time.
  package static let connectionLimit = 32

  /// Where it listens.
  package let address: ListenAddress
  /// The TCP port it listens on (the one the system picked for port 0); nil for a socket.
  package let port: Int?
  /// Given when work waits for the list (``take()``).
  package let wakeSignal = WakeSignal()
  /// Wakes the server's thread: an answer, or the stop.
  private let news = WakeSignal()
  private let listener: Int32
  private let apiKey: String
  private let runsCommands: Bool
  private let shared = Locked(Shared())
  private var thread: pthread_t?
  private var stopped = false

  private struct Shared {
    var work: [Work] = []
    var queuedActions = 0
    var asked: Set<Int> = []
    var answers: [Int: String] = [:]
    var stopping = false
  }

  private init(address: ListenAddress, port: Int?, listener: Int32, apiKey: String, runsCommands: Bool) {
    self.address = address
    self.port = port
    self.listener = listener
    self.apiKey = apiKey
    self.runsCommands = runsCommands
  }

  /// Starts listening on `address`; requests must carry `apiKey` in `X-API-Key` unless it is
  /// empty (required for an address that is not local). Actions that run commands (`execute`,
  /// `reload`, `transform`, `become`, `change-preview`) are left out of the requests unless the
  /// address is local or `unsafe` (`--listen-unsafe`).
  package static func start(_ address: ListenAddress, apiKey: String, unsafe: Bool) -> Result<
    ListenServer, Failure
  > {
    if !address.isLocal && apiKey.isEmpty { return .failure(.remoteWithoutKey) }
    let bound: (descriptor: Int32, port: Int?)
    switch address.socketPath.map(bindSocket) ?? bindPort(address) {
    case .success(let done): bound = done
    case .failure(let failure): return .failure(failure)
    }
    let server = ListenServer(
      address: address, port: bound.port, listener: bound.descriptor, apiKey: apiKey,
      runsCommands: address.isLocal || unsafe)
    guard server.startThread() else {
      server.stop()
      return .failure(.cannotListen(address.place, reason: "no thread could be started"))
    }
    return .success(server)
  }

  /// Takes the work that waits, oldest first. The list's thread calls it when woken.
  package func take() -> [Work] {
    let work = shared.withLock { shared in
      defer {
        shared.work = []
        shared.queuedActions = 0
      }
      return shared.work
    }
    // A POST held while the queue was full may go in now.
    if !work.isEmpty { news.signal() }
    return work
  }

  /// Answers the `GET` `id` with the state as JSON (left out when it waited too long already).
  package func answer(_ id: Int, with json: String) {
    shared.withLock { shared in
      if shared.asked.remove(id) != nil { shared.answers[id] = json }
    }
    news.signal()
  }

  /// Stops listening: ends the thread (closing every connection), closes the listening socket,
  /// removes a Unix socket's file. Does nothing the second time.
  package func stop() {
    guard !stopped else { return }
    stopped = true
    shared.withLock { $0.stopping = true }
    news.signal()
    if let thread { pthread_join(thread, nil) }
    close(listener)
    if let path = address.socketPath {
      unlink(path)
      tf_support_forget_socket()
    }
  }

  // MARK: - Binding

  private static func bindSocket(_ path: String) -> Result<(descriptor: Int32, port: Int?), Failure> {
    var status = stat()
    if lstat(path, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFSOCK else { return .failure(.notASocket(path)) }
      // A socket nobody answers on is a leftover: it goes (fzf's rule).
      if let probe = unixSocket(path, connecting: true) {
        close(probe)
        return .failure(.socketInUse(path))
      }
      unlink(path)
    }
    guard let descriptor = unixSocket(path, connecting: false) else {
      return .failure(.cannotListen(path, reason: String(cString: strerror(errno))))
    }
    chmod(path, 0o600)
    tf_support_remember_socket(path)
    guard listen(descriptor, 64) == 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      unlink(path)
      tf_support_forget_socket()
      return .failure(.cannotListen(path, reason: reason))
    }
    return .success((descriptor, nil))
  }

  /// A Unix socket connected to `path`, or bound to it; nil when that failed (errno says why).
  private static func unixSocket(_ path: String, connecting: Bool) -> Int32? {
    var socketAddress = sockaddr_un()
    socketAddress.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    let capacity = MemoryLayout.size(ofValue: socketAddress.sun_path)
    guard bytes.count < capacity else {
      errno = ENAMETOOLONG
      return nil
    }
    withUnsafeMutableBytes(of: &socketAddress.sun_path) { raw in
      raw.copyBytes(from: bytes)
      raw[bytes.count] = 0
    }
    let descriptor = makeSocket(family: AF_UNIX)
    guard descriptor >= 0 else { return nil }
    let result = withUnsafePointer(to: &socketAddress) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connecting
          ? connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
          : bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard result == 0 else {
      let saved = errno
      close(descriptor)
      errno = saved
      return nil
    }
    return descriptor
  }

  private static func bindPort(_ address: ListenAddress) -> Result<(descriptor: Int32, port: Int?), Failure> {
    var hints = addrinfo()
    hints.ai_socktype = Int32(SOCK_STREAM.rawValueOrSelf)
    hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
    var found: UnsafeMutablePointer<addrinfo>?
    let looked = getaddrinfo(address.host, String(address.port), &hints, &found)
    guard looked == 0, let first = found else {
      return .failure(.cannotListen(address.place, reason: String(cString: gai_strerror(looked))))
    }
    defer { freeaddrinfo(first) }
    // IPv4 first, as Go listens on "localhost".
    var candidates: [UnsafeMutablePointer<addrinfo>] = []
    var next: UnsafeMutablePointer<addrinfo>? = first
    while let entry = next {
      candidates.append(entry)
      next = entry.pointee.ai_next
    }
    candidates.sort { ($0.pointee.ai_family == AF_INET ? 0 : 1) < ($1.pointee.ai_family == AF_INET ? 0 : 1) }
    var reason = "no address"
    for entry in candidates {
      let descriptor = makeSocket(family: entry.pointee.ai_family)
      guard descriptor >= 0 else { continue }
      var yes: Int32 = 1
      setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
      if bind(descriptor, entry.pointee.ai_addr, entry.pointee.ai_addrlen) == 0, listen(descriptor, 64) == 0 {
        return .success((descriptor, boundPort(descriptor)))
      }
      reason = String(cString: strerror(errno))
      close(descriptor)
    }
    return .failure(.cannotListen(address.place, reason: reason))
  }

  private static func boundPort(_ descriptor: Int32) -> Int {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    _ = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    let family = storage.ss_family
    return withUnsafePointer(to: storage) { pointer in
      if family == sa_family_t(AF_INET6) {
        return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
          Int(UInt16(bigEndian: $0.pointee.sin6_port))
        }
      }
      return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
        Int(UInt16(bigEndian: $0.pointee.sin_port))
      }
    }
  }

  /// A stream socket, close-on-exec (no command the list runs inherits it) and non-blocking.
  private static func makeSocket(family: Int32) -> Int32 {
    // Close-on-exec from the start on Linux: a command spawned meanwhile on another thread (a
    // preview) must not inherit it.
    #if canImport(Darwin)
      let descriptor = socket(family, SOCK_STREAM, 0)
    #else
      let descriptor = socket(family, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
    #endif
    guard descriptor >= 0 else { return -1 }
    configure(descriptor)
    #if canImport(Darwin)
      var yes: Int32 = 1
      setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
    return descriptor
  }

  private static func configure(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
  }

  // MARK: - The thread

  /// Starts the thread, every signal blocked in it (the program's other threads handle them).
  private func startThread() -> Bool {
    var all = sigset_t()
    sigfillset(&all)
    var previous = sigset_t()
    pthread_sigmask(SIG_SETMASK, &all, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    let context = Unmanaged.passRetained(self).toOpaque()
    #if canImport(Darwin)
      var created: pthread_t?
      let started = pthread_create(&created, nil, { ListenServer.threadMain($0) }, context)
    #else
      var created = pthread_t()
      let started = pthread_create(&created, nil, { ListenServer.threadMain($0!) }, context)
    #endif
    guard started == 0 else {
      Unmanaged<ListenServer>.fromOpaque(context).release()
      return false
    }
    thread = created
    return true
  }

  private static func threadMain(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    let server = Unmanaged<ListenServer>.fromOpaque(context).takeRetainedValue()
    server.serve()
    return nil
  }

  /// One connection: what it sent so far, until when it may take, and what is written back.
  private struct Connection {
    let descriptor: Int32
    var received: [UInt8] = []
    var deadline: ContinuousClock.Instant
    /// The `GET` waiting for the list's answer.
    var asked: Int?
    /// The actions of a `POST` waiting for room in the queue.
    var held: [ListAction]?
    /// The answer, and how much of it is written.
    var reply: [UInt8]?
    var written = 0
    var closed = false
  }

  private func serve() {
    var connections: [Connection] = []
    var nextID = 0
    defer { for connection in connections { close(connection.descriptor) } }
    while !shared.withLock({ $0.stopping }) {
      let accepting = connections.count < Self.connectionLimit
      var polled = [pollfd(fd: news.descriptor, events: Int16(POLLIN), revents: 0)]
      polled.append(pollfd(fd: accepting ? listener : -1, events: Int16(POLLIN), revents: 0))
      for connection in connections {
        let events =
          connection.reply != nil ? POLLOUT : connection.asked == nil && connection.held == nil ? POLLIN : 0
        polled.append(pollfd(fd: connection.descriptor, events: Int16(events), revents: 0))
      }
      let soonest = connections.map(\.deadline).min()
      let timeout = soonest.map { ($0 - .now).pollMilliseconds } ?? -1
      let ready = poll(&polled, nfds_t(polled.count), timeout)
      if ready < 0 && errno != EINTR { return }
      news.lower()
      if shared.withLock({ $0.stopping }) { return }
      let now = ContinuousClock.now
      for index in connections.indices {
        serve(&connections[index], events: Int32(polled[index + 2].revents), now: now, nextID: &nextID)
      }
      for connection in connections where connection.closed { close(connection.descriptor) }
      connections.removeAll(where: \.closed)
      if accepting && polled[1].revents & Int16(POLLIN) != 0 {
        while connections.count < Self.connectionLimit {
          let descriptor = tf_support_accept(listener)
          guard descriptor >= 0 else { break }
          connections.append(Connection(descriptor: descriptor, deadline: now + Self.requestTimeout))
        }
      }
    }
  }

  private func serve(
    _ connection: inout Connection, events: Int32, now: ContinuousClock.Instant, nextID: inout Int
  ) {
    if let reply = connection.reply {
      if events & (POLLOUT | POLLERR | POLLHUP) != 0 {
        let sent = reply[connection.written...].withUnsafeBytes {
          send(connection.descriptor, $0.baseAddress, $0.count, Self.sendFlags)
        }
        if sent > 0 { connection.written += sent }
        if connection.written >= reply.count || (sent < 0 && errno != EAGAIN && errno != EINTR) {
          connection.closed = true
        }
      }
      if connection.deadline <= now { connection.closed = true }
      return
    }
    if let held = connection.held {
      if enqueue(held) {
        respond(&connection, ListenResponse.queued, now: now)
      } else if connection.deadline <= now {
        respond(&connection, ListenResponse.busy, now: now)
      }
      return
    }
    if let asked = connection.asked {
      if let json = shared.withLock({ $0.answers.removeValue(forKey: asked) }) {
        respond(&connection, ListenResponse.state(json), now: now)
      } else if connection.deadline <= now {
        shared.withLock { _ = $0.asked.remove(asked) }
        respond(&connection, ListenResponse.timedOut, now: now)
      }
      return
    }
    var ended = connection.deadline <= now
    if events & (POLLIN | POLLERR | POLLHUP) != 0 {
      var chunk = [UInt8](repeating: 0, count: 16 * 1024)
      let count = recv(connection.descriptor, &chunk, chunk.count, 0)
      if count > 0 {
        connection.received += chunk[..<count]
      } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
        ended = true
      }
    }
    switch ListenRequest.parse(connection.received, ended: ended) {
    case .incomplete: return
    case .bad(let message): respond(&connection, ListenResponse.bad(message), now: now)
    case .request(let request, let key):
      guard apiKey.isEmpty || ListenRequest.keyMatches(key, apiKey) else {
        respond(&connection, ListenResponse.unauthorized, now: now)
        return
      }
      switch request {
      case .state(let page):
        nextID += 1
        let id = nextID
        shared.withLock {
          $0.asked.insert(id)
          $0.work.append(.state(id: id, page: page))
        }
        connection.asked = id
        connection.deadline = now + Self.answerTimeout
        wakeSignal.signal()
      case .actions(let text):
        switch actions(text) {
        case .failure(let problem): respond(&connection, problem.reply, now: now)
        case .success(let actions) where enqueue(actions):
          respond(&connection, ListenResponse.queued, now: now)
        case .success(let actions):
          // The queue is full: the POST waits for room, as long as a GET waits for its answer.
          connection.held = actions
          connection.deadline = now + Self.answerTimeout
        }
      }
    }
  }

  /// A `POST` that cannot be served: the 400 answer's message.
  private struct Refusal: Error {
    let message: String
    var reply: [UInt8] { ListenResponse.bad(message) }
  }

  /// The actions of a `POST`'s body (those that run commands left out when not allowed).
  private func actions(_ text: String) -> Result<[ListAction], Refusal> {
    guard !text.isEmpty else { return .failure(Refusal(message: "no action specified")) }
    var actions: [ListAction]
    do {
      actions = try ListBinding.actions(text)
    } catch {
      switch error {
      case .unknownAction(let spec): return .failure(Refusal(message: "unknown action: \(spec)"))
      case .unknownKey(let key): return .failure(Refusal(message: "unknown key: \(key)"))
      case .missingAction(let spec): return .failure(Refusal(message: "bind action not specified: \(spec)"))
      }
    }
    if !runsCommands { actions.removeAll(where: Self.runsCommand) }
    return .success(actions)
  }

  /// Queues `actions` for the list and wakes it; false when the queue is full.
  private func enqueue(_ actions: [ListAction]) -> Bool {
    let queued = shared.withLock { shared in
      guard shared.queuedActions < Self.queueLimit else { return false }
      shared.queuedActions += 1
      shared.work.append(.actions(actions))
      return true
    }
    if queued { wakeSignal.signal() }
    return queued
  }

  private func respond(_ connection: inout Connection, _ reply: [UInt8], now: ContinuousClock.Instant) {
    connection.asked = nil
    connection.held = nil
    connection.reply = reply
    connection.deadline = now + Self.requestTimeout
  }

  /// True for an action that runs a command (fzf's `processExecution`): left out of the requests
  /// to an address that is not local, without `--listen-unsafe`.
  package static func runsCommand(_ action: ListAction) -> Bool {
    if action.command != nil { return true }
    if case .change(.preview, _) = action { return true }
    return false
  }

  #if canImport(Darwin)
    private static let sendFlags: Int32 = 0
  #else
    private static let sendFlags = Int32(MSG_NOSIGNAL)
  #endif
}

extension ListenAddress {
  /// `HOST:PORT`, or the socket's path, as messages name it.
  package var place: String { socketPath ?? "\(host):\(port)" }
}

#if canImport(Darwin)
  extension Int32 {
    fileprivate var rawValueOrSelf: Int32 { self }
  }
#else
  extension __socket_type {
    fileprivate var rawValueOrSelf: UInt32 { rawValue }
  }
#endif
