/// A captured screen line (`tmux capture-pane -e`) read into cells, each with the look its SGR
/// sequences set: what a person sees, colour by colour, whatever sequences drew it.
struct StyledCell: Equatable, CustomStringConvertible {
  /// A colour as tmux reports it: a palette number (`3N`, `9N`, `38;5;N`) or 24-bit.
  enum Color: Equatable, CustomStringConvertible {
    case palette(Int)
    case rgb(Int, Int, Int)

    var description: String {
      switch self {
      case .palette(let number): "\(number)"
      case .rgb(let red, let green, let blue): "#\(red),\(green),\(blue)"
      }
    }
  }

  /// The look of a cell: colours and attributes.
  struct Look: Equatable, CustomStringConvertible {
    var foreground: Color?
    var background: Color?
    var bold = false
    var dim = false
    var italic = false
    var underline = false
    var reverse = false
    var strikethrough = false

    var description: String {
      let attributes = [
        bold ? "bold" : nil, dim ? "dim" : nil, italic ? "italic" : nil, underline ? "underline" : nil,
        reverse ? "reverse" : nil, strikethrough ? "strikethrough" : nil,
      ].compactMap { $0 }
      return "fg \(foreground?.description ?? "-") bg \(background?.description ?? "-") \(attributes)"
    }
  }

  var character: Character
  var look: Look

  var description: String { "\(character) \(look)" }

  /// The cells of one captured line, left to right (one per character).
  static func cells(of line: String) -> [StyledCell] {
    var cells: [StyledCell] = []
    var look = Look()
    var characters = Array(line)
    var index = 0
    while index < characters.count {
      if characters[index] == "\u{1B}", index + 1 < characters.count, characters[index + 1] == "[" {
        var end = index + 2
        while end < characters.count, !characters[end].isLetter { end += 1 }
        if end < characters.count, characters[end] == "m" {
          apply(String(characters[(index + 2)..<end]), to: &look)
        }
        index = end + 1
        continue
      }
      cells.append(StyledCell(character: characters[index], look: look))
      index += 1
    }
    characters.removeAll()
    return cells
  }

  /// Applies an SGR sequence's parameters (`0;1`, `38;5;161`, `48;2;255;0;135`).
  private static func apply(_ parameters: String, to look: inout Look) {
    var numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
    if numbers.isEmpty { numbers = [0] }
    var index = 0
    func color() -> Color? {
      guard index + 1 < numbers.count else { return nil }
      if numbers[index + 1] == 5, index + 2 < numbers.count {
        defer { index += 2 }
        return .palette(numbers[index + 2])
      }
      if numbers[index + 1] == 2, index + 4 < numbers.count {
        defer { index += 4 }
        return .rgb(numbers[index + 2], numbers[index + 3], numbers[index + 4])
      }
      return nil
    }
    while index < numbers.count {
      let number = numbers[index]
      switch number {
      case 0: look = Look()
      case 1: look.bold = true
      case 2: look.dim = true
      case 3: look.italic = true
      case 4: look.underline = true
      case 7: look.reverse = true
      case 9: look.strikethrough = true
      case 22: (look.bold, look.dim) = (false, false)
      case 23: look.italic = false
      case 24: look.underline = false
      case 27: look.reverse = false
      case 29: look.strikethrough = false
      case 30...37: look.foreground = .palette(number - 30)
      case 38: look.foreground = color()
      case 39: look.foreground = nil
      case 40...47: look.background = .palette(number - 40)
      case 48: look.background = color()
      case 49: look.background = nil
      case 90...97: look.foreground = .palette(number - 90 + 8)
      case 100...107: look.background = .palette(number - 100 + 8)
      default: break
      }
      index += 1
    }
  }
}

extension [StyledCell] {
  /// The cell of the `occurrence`th `character` on the line (from 0), or nil.
  func cell(_ character: Character, occurrence: Int = 0) -> StyledCell? {
    filter { $0.character == character }.dropFirst(occurrence).first
  }

  /// The line's text without its looks.
  var text: String { String(map(\.character)) }
}
