/// Where and how large `choose --tmux` opens its tmux popup, read as fzf 0.74 reads `--tmux`
/// (`src/options.go`, `parseTmuxOptions`): `[center|top|bottom|left|right][,SIZE[%]][,SIZE[%]]
/// [,border-native]`, words joined by `,` or `:`. One size is the width and the height at the
/// centre, the height at the top or bottom, the width at the left or right; two are the width,
/// then the height. The default is `center,50%`.
public struct TmuxPopup: Equatable, Sendable {
  /// The side of the window the popup opens on.
  public enum Position: String, Sendable {
    case center, top, bottom, left, right
  }

  /// A width or height: cells, or a share of the window (`50%`).
  public struct Size: Equatable, Sendable {
    /// Cells, or a percentage from 0 to 100.
    public var amount: Int
    /// True for a share of the window.
    public var isShare: Bool

    /// `amount` cells, or `amount` percent of the window with `share`.
    public init(_ amount: Int, share: Bool) {
      self.amount = amount
      self.isShare = share
    }

    /// As tmux's `display-popup -w`/`-h` take it.
    public var tmuxText: String { isShare ? "\(amount)%" : "\(amount)" }

    /// A non-negative whole number of cells, or a percentage from 0 to 100 (`50%`).
    init?(_ text: Substring) {
      let share = text.hasSuffix("%")
      let digits = share ? text.dropLast() : text
      guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), digits.count <= 4, let amount = Int(digits),
        !share || amount <= 100
      else { return nil }
      self.init(amount, share: share)
    }
  }

  /// The side it opens on.
  public var position = Position.center
  /// Its width, border included.
  public var width = Size(50, share: true)
  /// Its height, border included.
  public var height = Size(50, share: true)
  /// tmux's own border around the popup (`border-native`); without it tfield draws the list's.
  public var nativeBorder = false

  /// The popup `--tmux` alone opens: centred, half the window each way.
  public init() {}

  /// Reads a `--tmux` value; nil for one that is not `[POSITION][,SIZE[%]][,SIZE[%]][,border-native]`.
  public init?(_ text: String) {
    var words = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "," || $0 == ":" })[...]
    // As fzf's "[,:]+": separators in a row are one.
    words = words.enumerated().filter { $0.offset == 0 || !$0.element.isEmpty }.map(\.element)[...]
    guard words.count <= 4 else { return nil }
    if let native = words.firstIndex(of: "border-native") {
      words.remove(at: native)
      nativeBorder = true
    }
    if let first = words.first,
      let position = Position(rawValue: first == "up" ? "top" : first == "down" ? "bottom" : String(first))
    {
      self.position = position
      words.removeFirst()
    }
    switch position {
    case .top, .bottom: width = Size(100, share: true)
    case .left, .right: height = Size(100, share: true)
    case .center: break
    }
    let sizes = words.map(Size.init)
    guard sizes.count <= 2, !sizes.contains(nil) else { return nil }
    switch (sizes.first, sizes.last, sizes.count) {
    case (let given??, _, 1):
      switch position {
      case .center: (width, height) = (given, given)
      case .top, .bottom: height = given
      case .left, .right: width = given
      }
    case (let first??, let second??, 2): (width, height) = (first, second)
    default: break
    }
  }

  /// `tmux display-popup`'s options for this popup, as fzf gives them (`src/tmux.go`).
  public var displayPopupOptions: [String] {
    let place =
      switch position {
      case .center: ["-xC", "-yC"]
      case .top: ["-xC", "-y0"]
      case .bottom: ["-xC", "-y9999"]
      case .left: ["-x0", "-yC"]
      case .right: ["-xR", "-yC"]
      }
    return (nativeBorder ? [] : ["-B"]) + place + ["-w" + width.tmuxText, "-h" + height.tmuxText]
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
