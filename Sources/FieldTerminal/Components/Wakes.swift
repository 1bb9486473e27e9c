/// What a component's background parts wait for, put together for the host, which polls one
/// descriptor and one deadline (`TerminalComponent.wakeDescriptor`, `wakeDeadline`): the first
/// descriptor given is polled; while a later one waits too, the deadline comes within
/// `otherCheckInterval`, so its news is taken at the next wake.
struct Wakes {
  /// The descriptor the host polls.
  let descriptor: Int32?
  /// The earliest deadline given, or sooner while a second descriptor is not polled.
  let deadline: ContinuousClock.Instant?

  /// How often a descriptor that is not polled is looked at.
  static let otherCheckInterval: Duration = .milliseconds(20)

  /// Puts together each part's descriptor and deadline.
  init(_ parts: (descriptor: Int32?, deadline: ContinuousClock.Instant?)...) {
    let descriptors = parts.compactMap(\.descriptor)
    descriptor = descriptors.first
    var deadlines = parts.compactMap(\.deadline)
    if descriptors.count > 1 { deadlines.append(.now + Self.otherCheckInterval) }
    deadline = deadlines.min()
  }
}
