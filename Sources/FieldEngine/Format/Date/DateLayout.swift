/// A date format's layout read into its pieces: parts and literal separators, in the order
/// written, and the mask that types them (a digit slot per digit, every separator a literal).
struct DateLayout: Sendable {
  /// One piece of the layout.
  enum Piece: Sendable, Hashable {
    case part(DatePart)
    case literal(Character)
  }

  /// The pieces, in the order written.
  let pieces: [Piece]
  /// The parts present, in the order of time (year first).
  let parts: [DatePart]
  /// For each part of `parts`, where its digits start among the digits of a value, and where its
  /// characters lie in the text (offsets in characters).
  let digitOffsets: [Int]
  let spans: [Range<Int>]
  /// The mask that types a value: `0` for each digit, each separator escaped.
  let mask: Mask

  /// The letters of the parts, and letters a layout from elsewhere might use for one (`yyyy`,
  /// `dd`, `HH`, `SS`): a run of them must be a part.
  private static let partLetters: Set<Character> = ["Y", "M", "D", "h", "m", "s", "y", "d", "H", "S"]

  /// Reads a layout.
  ///
  /// - Throws: the first problem: no part, a run of part letters that is no part, a part twice, a
  ///   part without the part it needs, a digit or control character as a separator, a `\` at the
  ///   end.
  init(_ layout: String) throws(DateProblem) {
    var pieces: [Piece] = []
    let characters = Array(layout)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "\\" {
        guard index + 1 < characters.count else { throw .trailingBackslash }
        pieces.append(.literal(characters[index + 1]))
        index += 2
        continue
      }
      guard Self.partLetters.contains(character) else {
        pieces.append(.literal(character))
        index += 1
        continue
      }
      var end = index
      while end < characters.count && characters[end] == character { end += 1 }
      let run = String(characters[index..<end])
      guard let part = DatePart.allCases.first(where: { $0.symbol == run }) else { throw .unknownPart(run) }
      if pieces.contains(.part(part)) { throw .repeatedPart(part) }
      pieces.append(.part(part))
      index = end
    }
    for case .literal(let literal) in pieces {
      if literal.isASCII && literal.isWholeNumber { throw .digitSeparator(literal) }
      if InputCleaner.needsCleaning(String(literal)) { throw .controlSeparator(literal) }
    }
    let present = Set(pieces.compactMap { if case .part(let part) = $0 { part } else { nil } })
    guard !present.isEmpty else { throw .noPart }
    let needs: [(DatePart, DatePart)] = [
      (.month, .year), (.day, .month), (.minute, .hour), (.second, .minute),
    ]
    for (part, needed) in needs where present.contains(part) && !present.contains(needed) {
      throw .missingPart(part, needs: needed)
    }
    if present.contains(.hour) && present.contains(.year) && !present.contains(.day) {
      throw .missingPart(.hour, needs: .day)
    }
    self.pieces = pieces
    parts = present.sorted()
    var digitStarts: [DatePart: Int] = [:]
    var characterStarts: [DatePart: Int] = [:]
    var digits = 0
    var offset = 0
    var template = ""
    for piece in pieces {
      switch piece {
      case .part(let part):
        digitStarts[part] = digits
        characterStarts[part] = offset
        digits += part.width
        offset += part.width
        template += String(repeating: "0", count: part.width)
      case .literal(let literal):
        offset += 1
        template += "\\" + String(literal)
      }
    }
    digitOffsets = parts.map { digitStarts[$0]! }
    spans = parts.map { characterStarts[$0]!..<characterStarts[$0]! + $0.width }
    do {
      mask = try Mask(template)
    } catch {
      // Every piece was checked above: a mask of digit slots and escaped literals always reads.
      preconditionFailure("the date layout's mask \(template) does not read: \(error)")
    }
  }

  /// True when the layout has a date part.
  var hasDate: Bool { parts.contains { $0.isDate } }
  /// True when the layout has a time part.
  var hasTime: Bool { parts.contains { !$0.isDate } }

  /// The parts of a text written in the layout (absent parts at their least value); nil when the
  /// text is not written in the layout (the value may still be no real date).
  func read(_ text: String) -> LocalDateTime? {
    var value = LocalDateTime(year: 1)
    var characters = text.makeIterator()
    for piece in pieces {
      switch piece {
      case .literal(let literal):
        guard characters.next() == literal else { return nil }
      case .part(let part):
        var number = 0
        for _ in 0..<part.width {
          guard let character = characters.next(), let digit = character.asciiDigit else { return nil }
          number = number * 10 + digit
        }
        value[part] = number
      }
    }
    return characters.next() == nil ? value : nil
  }

  /// A value written in the layout.
  func text(of value: LocalDateTime) -> String {
    var text = ""
    for piece in pieces {
      switch piece {
      case .literal(let literal): text.append(literal)
      case .part(let part): text += part.digits(of: value[part])
      }
    }
    return text
  }

  /// A value in ISO 8601, with the parts the layout has: `YYYY[-MM[-DD]]`, `hh[:mm[:ss]]`, or
  /// both joined by `T`, no offset.
  func iso(of value: LocalDateTime) -> String {
    let date = parts.filter(\.isDate).map { $0.digits(of: value[$0]) }.joined(separator: "-")
    let time = parts.filter { !$0.isDate }.map { $0.digits(of: value[$0]) }.joined(separator: ":")
    return [date, time].filter { !$0.isEmpty }.joined(separator: "T")
  }

  /// The layout `iso(of:)` writes values in: `YYYY-MM-DD`, `hh:mm:ss`, or both joined by `T`,
  /// with the parts this layout has.
  var isoLayout: DateLayout {
    let text = isoLayoutText
    do {
      return try DateLayout(text)
    } catch {
      // The parts of a layout that read, in the order of time with ISO's separators, always read.
      preconditionFailure("the ISO layout \(text) does not read: \(error)")
    }
  }

  /// `isoLayout` as written.
  var isoLayoutText: String {
    let date = parts.filter(\.isDate).map(\.symbol).joined(separator: "-")
    let time = parts.filter { !$0.isDate }.map(\.symbol).joined(separator: ":")
    return [date, time].filter { !$0.isEmpty }.joined(separator: "T")
  }

  /// The part whose characters hold the cursor (an offset in characters): the part the
  /// character under the cursor belongs to; on a separator or at the end, the part before it;
  /// before the first part, the first.
  func part(atCharacter cursor: Int) -> DatePart {
    var best = parts[0]
    var bestStart = Int.max
    for (part, span) in zip(parts, spans) {
      if span.contains(cursor) { return part }
      if span.upperBound <= cursor && (bestStart == .max || span.lowerBound > bestStart) {
        best = part
        bestStart = span.lowerBound
      }
    }
    if bestStart == .max {
      // Before every part: the first one written.
      return zip(parts, spans).min { $0.1.lowerBound < $1.1.lowerBound }!.0
    }
    return best
  }
}

extension Character {
  /// The value of an ASCII digit, or nil.
  var asciiDigit: Int? {
    guard let ascii = asciiValue, (48...57).contains(ascii) else { return nil }
    return Int(ascii - 48)
  }
}
