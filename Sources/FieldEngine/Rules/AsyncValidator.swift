/// A check of a whole value that takes time and may be cancelled: a script, a lookup in a
/// database, a question to a server. It runs before a value is submitted, after the field's own
/// rules and validators pass, and, when ``checksWhileTyping`` is set, after typing pauses; it
/// never blocks a key.
///
/// The check returns the message to show when the value fails, or nil when it passes. A
/// component runs it in a task of its own and cancels that task when the value changes, when the
/// user cancels the check (Escape while "checking…" shows) and when ``timeout`` runs out; a
/// check that honours cancellation (`Task.isCancelled`, `Task.checkCancellation()`) stops at once,
/// and whatever it returns after a cancellation is ignored.
///
/// ```swift
/// let taken: Set = ["ada", "root"]  // a real check asks a directory or a server
/// let available = AsyncValidator("available") { name in
///   try? await Task.sleep(for: .milliseconds(200))  // the time the answer takes
///   return taken.contains(name) ? "\(name) is taken" : nil
/// }
/// var spec = FieldSpec(id: "user")
/// spec.asyncValidators = [available]
/// ```
///
/// Validators compare by their name, timeout and when they run (their checks are not compared),
/// as ``Validator``s of your own compare by name.
public struct AsyncValidator: Sendable, Hashable {
  /// The validator's name: what a violation names as its rule (`RuleName.validator(name)`).
  public let name: String
  /// How long the check may take before it is cancelled and the value refused as not checked;
  /// nil for no limit. Default: 5 seconds.
  public var timeout: Duration?
  /// True when the check also runs after typing pauses (debounced), its message shown while the
  /// user goes on typing; a result for a value the field no longer holds is discarded.
  public var checksWhileTyping: Bool
  /// The check: the message when `value` fails, nil when it passes.
  public let check: @Sendable (_ value: String) async -> String?

  /// The pause after the last edit before a check while typing starts.
  public static let typingPause = Duration.milliseconds(300)

  /// Creates a validator named `name` whose check is `check`.
  public init(
    _ name: String, timeout: Duration? = .seconds(5), checksWhileTyping: Bool = false,
    _ check: @escaping @Sendable (_ value: String) async -> String?
  ) {
    self.name = name
    self.timeout = timeout
    self.checksWhileTyping = checksWhileTyping
    self.check = check
  }

  /// Runs the check on `value`: the violation when it fails, nil when it passes. The timeout is
  /// the caller's to keep (a component keeps it on its clock).
  public func violation(of value: String) async -> Violation? {
    await check(value).map { Violation(rule: .validator(name), message: $0) }
  }

  /// The time a run of `validators` one after another may take: the sum of their timeouts, or
  /// nil when one of them has none.
  public static func totalTimeout(of validators: [AsyncValidator]) -> Duration? {
    let timeouts = validators.map(\.timeout)
    return timeouts.contains(nil) ? nil : timeouts.compactMap { $0 }.reduce(.zero, +)
  }

  /// Validators are equal when their names, timeouts and ``checksWhileTyping`` are.
  public static func == (lhs: AsyncValidator, rhs: AsyncValidator) -> Bool {
    (lhs.name, lhs.timeout, lhs.checksWhileTyping) == (rhs.name, rhs.timeout, rhs.checksWhileTyping)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(timeout)
    hasher.combine(checksWhileTyping)
  }
}
