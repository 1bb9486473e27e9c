#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension LocalDateTime {
  /// The date and time now on this machine's clock, in its local time zone (`TZ`, else
  /// /etc/localtime), to the second: what `today` and `now` mean in a date field's range, and
  /// where stepping an empty field starts. Read through the C library's `localtime_r`, the one
  /// thing of the system the engine asks for.
  package static func now() -> LocalDateTime {
    var seconds = time(nil)
    var parts = tm()
    guard localtime_r(&seconds, &parts) != nil else { return LocalDateTime(year: 1970) }
    let year = min(
      max(Int(parts.tm_year) + 1900, ProlepticGregorian.years.lowerBound), ProlepticGregorian.years.upperBound
    )
    return LocalDateTime(
      year: year, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday), hour: Int(parts.tm_hour),
      minute: Int(parts.tm_min), second: min(Int(parts.tm_sec), 59))
  }
}
