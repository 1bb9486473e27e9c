#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

/// Nanoseconds on the monotonic clock.
func nanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Runs `body` and returns its time in nanoseconds (the best of `repeats` runs, to shed noise).
func measure(repeats: Int = 3, _ body: () -> Void) -> Double {
  var best = UInt64.max
  for _ in 0..<repeats {
    let start = nanoseconds()
    body()
    best = min(best, nanoseconds() - start)
  }
  return Double(best)
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
