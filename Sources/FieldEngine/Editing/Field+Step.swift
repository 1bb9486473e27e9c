extension Field {
  /// Steps the date part under the cursor (`Edit.step`): the stepped value goes through the one
  /// door as a value from the program, one undo step, and the cursor stays where it was. A step
  /// that would leave the range changes nothing and says which end it is at: one key changes one
  /// part, or nothing.
  mutating func step(by units: Int) -> EditOutcome {
    guard let date = rules.format?.date else { return EditOutcome(.unchanged) }
    let text = buffer.text
    let cursor = text[..<buffer.index(at: buffer.headOffset)].count
    let stepped: LocalDateTime
    if let value = date.value(of: text) {
      stepped = date.step(value, date.layout.part(atCharacter: cursor), by: units)
      if let refusal = date.refusal(beyond: stepped) { return refusal }
    } else {
      stepped = date.start
    }
    return write(date.layout.text(of: stepped), cursorAt: cursor)
  }

  /// Puts a date moved by a step or a calendar (`text`) in place of the field's text, through the
  /// one door as a value from the program (one undo step), the cursor back `cursor` characters
  /// from the start.
  mutating func write(_ text: String, cursorAt cursor: Int) -> EditOutcome {
    guard text != buffer.text else { return EditOutcome(.unchanged) }
    let outcome = replace(0..<buffer.endOffset, with: text, origin: .code)
    if outcome.changedState {
      let target = buffer.text.utf8.count - buffer.text.dropFirst(cursor).utf8.count
      buffer.select(anchor: target, head: target)
    }
    return outcome
  }
}

extension DateChecker {
  /// The refusal of a step or a move to `value` when it lies beyond the range: "at the maximum
  /// 2026-12-31"; nil within it.
  func refusal(beyond value: LocalDateTime) -> EditOutcome? {
    if let maximum, maximum < value {
      return EditOutcome(.refused, [.stepBeyondRange(bound: layout.text(of: maximum), maximum: true)])
    }
    if let minimum, value < minimum {
      return EditOutcome(.refused, [.stepBeyondRange(bound: layout.text(of: minimum), maximum: false)])
    }
    return nil
  }

  /// Where stepping an empty field starts: today (or now, for a format with a time), moved into
  /// the range.
  var start: LocalDateTime { clamped(layout.cut(now)) }

  /// `value` with `part` stepped by `units`: within the part's cycle, wrapping without carrying
  /// (the day's cycle is its month's days), except the year, which stops at 0001 and 9999; then a
  /// day past the month's end is cut to its last day. The result may lie outside the range.
  func step(_ value: LocalDateTime, _ part: DatePart, by units: Int) -> LocalDateTime {
    var stepped = value
    switch part {
    case .year:
      stepped.year = min(
        max(value.year + units, ProlepticGregorian.years.lowerBound), ProlepticGregorian.years.upperBound)
    case .day:
      let days = ProlepticGregorian.days(inMonth: value.month, year: value.year)
      stepped.day = 1 + ((value.day - 1 + units) % days + days) % days
    default:
      let range = part.range
      let count = range.count
      stepped[part] = range.lowerBound + ((value[part] - range.lowerBound + units) % count + count) % count
    }
    stepped.day = min(stepped.day, ProlepticGregorian.days(inMonth: stepped.month, year: stepped.year))
    return stepped
  }
}
