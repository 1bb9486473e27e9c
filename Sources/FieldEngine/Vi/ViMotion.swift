/// A motion of readline's vi command mode: where the cursor goes, or the far end of the text an
/// operator (`d`, `c`, `y`) takes. ``ViLine/target(of:count:from:)`` works it out on the text alone.
package enum ViMotion: Equatable, Hashable, Sendable {
  /// `h` (and Backspace): characters left.
  case left
  /// `l` (and Space): characters right.
  case right
  /// `w` and `W`: to the start of the next word (`big`: of the next run of non-blanks).
  case nextWord(big: Bool)
  /// `b` and `B`: to the start of the word before.
  case previousWord(big: Bool)
  /// `e` and `E`: to the end of the word.
  case wordEnd(big: Bool)
  /// `0`: to the start of the line.
  case lineStart
  /// `^` (and `_` as an operator's motion): to the first character that is no blank.
  case firstNonBlank
  /// `$`: to the end of the line.
  case lineEnd
  /// `|`: to the column the count names (the first without one).
  case column
  /// `f`, `F`, `t`, `T` and the character: to the next (previous) such character, or next to it.
  case find(Character, ViFind)
  /// `%`: to the bracket that matches the one under the cursor (or the first one after it).
  case matchingBracket

}

/// Which way `f`, `F`, `t` and `T` look, and whether they stop on the character or next to it.
package enum ViFind: Equatable, Hashable, Sendable {
  /// `f`: forward, onto it.
  case forward
  /// `F`: backward, onto it.
  case backward
  /// `t`: forward, just before it.
  case tillForward
  /// `T`: backward, just after it.
  case tillBackward

  /// The same search the other way (`,`).
  package var reversed: ViFind {
    switch self {
    case .forward: .backward
    case .backward: .forward
    case .tillForward: .tillBackward
    case .tillBackward: .tillForward
    }
  }
}

/// A line's characters as readline's vi motions see them (`rl_vi_fword`, `rl_vi_bword`,
/// `rl_vi_eword` and their big-word forms, `rl_vi_match`, `_rl_char_search_internal`): positions
/// are character indices, `count` (the text's length) is the end. A word is a run of letters,
/// digits and `_`, or a run of other characters that are no blanks; a big word is a run of
/// non-blanks; blanks are spaces and tabs. Pure functions: the cost is the characters passed.
package struct ViLine: Equatable, Sendable {
  /// The characters.
  package var characters: [Character]

  /// The line of `text`.
  package init(_ text: some StringProtocol) { characters = Array(text) }

  /// The line's length in characters.
  package var end: Int { characters.count }

  private func isBlank(_ position: Int) -> Bool {
    position >= 0 && position < end && (characters[position] == " " || characters[position] == "\t")
  }

  private func isWordCharacter(_ position: Int) -> Bool {
    guard position >= 0 && position < end else { return false }
    let character = characters[position]
    return character == "_" || character.isLetter || character.isNumber
  }

  /// Where `motion` taken `count` times goes from `point`, or nil when it cannot move (readline
  /// rings the bell). The cursor may end at `end` (an operator's far end); command mode keeps it
  /// off the end afterwards.
  package func target(of motion: ViMotion, count: Int, from point: Int) -> Int? {
    switch motion {
    case .left: return point == 0 ? nil : max(0, point - count)
    case .right:
      let limit = max(end - 1, 0)
      return point >= limit ? nil : min(point + count, limit)
    case .nextWord(let big):
      guard point < end - 1 else { return nil }
      return nextWord(count, from: point, big: big)
    case .previousWord(let big):
      guard point > 0 else { return nil }
      return big ? previousBigWord(count, from: point) : previousWord(count, from: point)
    case .wordEnd(let big): return wordEnd(count, from: point, big: big)
    case .lineStart: return 0
    case .firstNonBlank:
      var position = 0
      while position < end && isBlank(position) { position += 1 }
      return position
    case .lineEnd: return end
    case .column: return count > end ? end : max(count - 1, 0)
    case .find(let character, let kind): return find(character, kind, count: count, from: point)
    case .matchingBracket: return matchingBracket(from: point)
    }
  }

  /// Steps from `start` by `step` (at least once) while `belongs` holds where it lands, within
  /// the line: where it stopped, and the last position that belonged.
  private func walk(from start: Int, by step: Int, while belongs: (Int) -> Bool) -> (stop: Int, last: Int) {
    var point = start
    var last = start
    repeat {
      last = point
      point += step
    } while (step < 0 ? point > 0 : point < end) && belongs(point)
    return (point, last)
  }

  /// Whether a position holds a character of the same kind of word as `position`'s: word
  /// characters, or other characters that are no blanks.
  private func sameWord(as position: Int) -> (Int) -> Bool {
    isWordCharacter(position) ? { isWordCharacter($0) } : { !isWordCharacter($0) && !isBlank($0) }
  }

  /// `w` and `W` (`big`): readline's `rl_vi_fword` and `rl_vi_fWord`.
  private func nextWord(_ count: Int, from start: Int, big: Bool) -> Int {
    var point = start
    var left = count
    while left > 0 && point < end - 1 {
      left -= 1
      let belongs = big ? { !isBlank($0) } : sameWord(as: point)
      while point < end && belongs(point) { point += 1 }
      while point < end && isBlank(point) { point += 1 }
    }
    return point
  }

  private func previousWord(_ count: Int, from start: Int) -> Int {
    var point = start
    var left = count
    while left > 0 && point > 0 {
      left -= 1
      if !isBlank(point) && isBlank(point - 1) {
        point -= 1
        if point == 0 { break }
      }
      // Opposite classes on both sides: stay one back, as readline does for "l;".
      let current = isWordCharacter(point)
      let before = point
      point -= 1
      if current == isWordCharacter(point) { point = before }
      while point > 0 && isBlank(point) { point -= 1 }
      if point > 0 {
        let (stop, last) = walk(from: point, by: -1, while: sameWord(as: point))
        point = stop > 0 ? last : stop
      }
    }
    return point
  }

  private func previousBigWord(_ count: Int, from start: Int) -> Int {
    var point = start
    var left = count
    while left > 0 && point > 0 {
      left -= 1
      if !isBlank(point) && isBlank(point - 1) { point -= 1 }
      while point > 0 && isBlank(point) { point -= 1 }
      if point > 0 {
        repeat { point -= 1 } while point > 0 && !isBlank(point)
        if point > 0 { point += 1 }
      }
    }
    return point
  }

  /// `e` and `E` (`big`): readline's `rl_vi_eword` and `rl_vi_eWord`.
  private func wordEnd(_ count: Int, from start: Int, big: Bool) -> Int {
    var point = start
    var left = count
    while left > 0 && point < end - 1 {
      left -= 1
      if !isBlank(point) { point += 1 }
      while point < end && isBlank(point) { point += 1 }
      // rl_vi_eWord stays on a first character it reached; rl_vi_eword does not look.
      if point < end && (!big || point > 0) {
        point = walk(from: point, by: 1, while: big ? { !isBlank($0) } : sameWord(as: point)).last
      }
    }
    return point
  }

  private func find(_ character: Character, _ kind: ViFind, count: Int, from start: Int) -> Int? {
    let backward = kind == .backward || kind == .tillBackward
    var position = start
    var point: Int?
    var left = count
    // As readline's: each occurrence found moves the cursor; fewer than `count` leave it at the
    // last one found.
    while left > 0 {
      if backward ? position <= 0 : position >= end { return point }
      position += backward ? -1 : 1
      var found = false
      while backward ? position >= 0 : position < end {
        if characters[position] == character {
          left -= 1
          switch kind {
          case .forward, .backward: point = position
          case .tillForward: point = position - 1
          case .tillBackward: point = position + 1
          }
          found = true
          break
        }
        if backward && position == 0 { break }
        position += backward ? -1 : 1
      }
      if !found { return point }
    }
    return point
  }

  private static func bracket(_ character: Character) -> Int {
    switch character {
    case "(": 1
    case ")": -1
    case "[": 2
    case "]": -2
    case "{": 3
    case "}": -3
    default: 0
    }
  }

  private func matchingBracket(from start: Int) -> Int? {
    var position = start
    while position < end && Self.bracket(characters[position]) == 0 { position += 1 }
    guard position < end else { return nil }
    let bracket = Self.bracket(characters[position])
    // Found after the cursor, only an opening bracket counts (readline's rl_vi_match).
    if position != start && bracket < 0 { return nil }
    var depth = 1
    while depth > 0 {
      position += bracket < 0 ? -1 : 1
      guard position >= 0 && position < end else { return nil }
      let other = Self.bracket(characters[position])
      if other == -bracket { depth -= 1 } else if other == bracket { depth += 1 }
    }
    return position
  }
}
