#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// A value shared between threads behind a pthread mutex: the only way to it is `withLock`.
/// Ours, where the standard library's `Mutex` would need macOS 15.
package final class Locked<State: ~Copyable>: @unchecked Sendable {
  private var state: State
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  package init(_ state: consuming State) {
    self.state = state
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` on the value, with no other thread inside a `withLock` of this lock meanwhile.
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&state)
  }
}
