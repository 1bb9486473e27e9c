/// The border around `choose`'s list (`--border=STYLE`, fzf 0.74's styles).
public enum ListBorder: String, CaseIterable, Sendable {
  case rounded, sharp, bold, double, dashed, block, thinblock
  case horizontal, vertical, top, bottom, left, right, line, none

  /// What each style draws, for help and the docs.
  static let notes: [ListBorder: String] = [
    .rounded: "rounded corners (--border alone)", .sharp: "sharp corners", .bold: "bold lines",
    .double: "double lines", .dashed: "dashed lines, rounded corners", .block: "block elements",
    .thinblock: "thin block elements (legacy computing symbols)", .horizontal: "lines above and below",
    .vertical: "lines left and right", .top: "a line above", .bottom: "a line below", .left: "a line left",
    .right: "a line right", .line: "a line above inline, none full screen", .none: "no border",
  ]
}

/// A part of `choose`'s list that takes a border of its own (fzf 0.74's `--list-border`,
/// `--input-border`, `--header-border`, `--footer-border`).
public enum ListPart: String, CaseIterable, Sendable {
  /// The items.
  case list
  /// The query and the count.
  case input
  /// The header and the column names.
  case header
  /// The footer.
  case footer

  /// What the part holds, for help and the docs.
  var contents: String {
    switch self {
    case .list: "the items"
    case .input: "the query and the count"
    case .header: "the header and the column names"
    case .footer: "the footer"
    }
  }
}

/// A look preset (`--style`, fzf 0.74's): `default`, `minimal`, or `full` with a border style for
/// every part (`full:sharp`; rounded by default).
public enum ListStyle: Equatable, Sendable {
  case `default`, minimal
  case full(ListBorder)

  /// The spellings, for help and messages.
  public static let spellings = ["default", "minimal", "full", "full:STYLE"]

  /// Reads a preset as fzf does (case aside); nil for anything else.
  public init?(_ text: String) {
    let words = text.lowercased().split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    switch words.first {
    case "default" where words.count == 1: self = .default
    case "minimal" where words.count == 1: self = .minimal
    case "full":
      guard words.count == 2, !words[1].isEmpty else {
        self = .full(.rounded)
        return
      }
      guard let shape = ListBorder(rawValue: String(words[1])) else { return nil }
      self = .full(shape)
    default: return nil
    }
  }

  /// What the preset sets, as fzf 0.74's `applyPreset`: the parts' borders, where the count
  /// goes, the scrollbar and the highlighted line. The options after it change what they give.
  public func apply(to choice: inout ChoiceSettings) {
    switch self {
    case .default, .minimal:
      choice.partBorders = self == .minimal ? [.footer: .line] : [:]
      // tfield's own count place, on the query's row (fzf's default is a row of its own).
      choice.info = .inline
      choice.infoPrefix = nil
      choice.scrollbar = nil
      choice.highlightsLine = false
    case .full(let shape):
      for part in ListPart.allCases where !(part == .list && shape == .line) {
        choice.partBorders[part] = shape
      }
      if shape == .line {
        choice.hasBorder = true
        choice.borderStyle = .line
      }
      choice.info = .inlineRight
      choice.infoPrefix = nil
      choice.scrollbar = nil
      choice.highlightsLine = true
    }
  }
}

/// Where a border's label goes (`--border-label-pos`, fzf's `N[:top|bottom]`): a column from
/// the left (N), from the right (-N) or the centre (0 or `center`), on the top or bottom line.
public struct LabelPlace: Equatable, Sendable {
  /// 0 centred, N from column N, -N ending N columns from the right end.
  public var column = 0
  /// On the border's bottom line.
  public var bottom = false

  /// Reads words joined by `:` (or `,`, as fzf splits them): a whole number, `center`, `top`,
  /// `bottom`; nil for anything else.
  public init?(_ text: String) {
    for word in text.lowercased().split(whereSeparator: { $0 == ":" || $0 == "," }) {
      switch word {
      case "center": column = 0
      case "top": bottom = false
      case "bottom": bottom = true
      default:
        let digits = word.hasPrefix("-") ? word.dropFirst() : word[...]
        guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
          let number = Int(word)
        else { return nil }
        column = number
      }
    }
  }
}

/// A margin or a padding (`--margin`, `--padding`, fzf's forms): 1 to 4 sizes joined by commas,
/// as CSS gives them (all sides; top and bottom, left and right; top, left and right, bottom;
/// top, right, bottom, left), each cells (`2`) or a share of the screen (`10%`, at most 49%).
public struct ListSpacing: Equatable, Sendable {
  /// One side's size.
  public enum Size: Equatable, Sendable {
    /// Cells.
    case cells(Int)
    /// A share of the screen's rows (top, bottom) or columns (left, right).
    case percent(Double)
  }

  /// The most a percentage may be, as fzf's.
  public static let maximumPercent = 49.0

  /// The sides: top, right, bottom, left.
  public let top: Size, right: Size, bottom: Size, left: Size

  /// Reads the value; nil when it is not 1 to 4 sizes.
  public init?(_ text: String) {
    let sizes = text.split(separator: ",", omittingEmptySubsequences: false).map { Self.size(String($0)) }
    guard (1...4).contains(sizes.count), !sizes.contains(nil) else { return nil }
    let given = sizes.compactMap { $0 }
    switch given.count {
    case 1: (top, right, bottom, left) = (given[0], given[0], given[0], given[0])
    case 2: (top, right, bottom, left) = (given[0], given[1], given[0], given[1])
    case 3: (top, right, bottom, left) = (given[0], given[1], given[2], given[1])
    default: (top, right, bottom, left) = (given[0], given[1], given[2], given[3])
    }
  }

  /// One size: digits (at most 9999), or a number with `%` after it up to `maximumPercent`.
  static func size(_ word: String) -> Size? {
    if word.hasSuffix("%") {
      let number = word.dropLast()
      guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
        let percent = Double(number), percent <= maximumPercent
      else { return nil }
      return .percent(percent)
    }
    guard !word.isEmpty, word.count <= 4, word.allSatisfy({ $0.isASCII && $0.isNumber }),
      let cells = Int(word)
    else { return nil }
    return .cells(cells)
  }
}
