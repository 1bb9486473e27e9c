/// The colour pairs of text that sets its own colours (`TextColors`), defined with `init_pair` on
/// first use and reused: the painter's own cache, because `alloc_pair` (ncurses 6.1) is missing
/// from the ncurses macOS ships (5.7 and 6.0).
///
/// Pair numbers run from the first after the roles' pairs to the last the terminal has
/// (`COLOR_PAIRS` - 1), at most 255: without ncurses' extended pairs a pair number is 8 bits of
/// an attribute. Redefining a pair recolours every cell already drawn with it, so a pair used in
/// the frame being drawn is never redefined. When every pair is taken, the least recently used
/// pair not used in this frame is redefined; when the frame itself uses them all, the colours get
/// the nearest pair already defined (or the default pair 0), by the palette's colours, foreground
/// first; ties go to the lower pair number.
///
/// Pure bookkeeping: it says which number to use and whether it must be defined first; the
/// painter calls `init_pair`.
final class ColorPairCache {
  /// The pair numbers the cache may define; empty when the terminal has none to spare.
  let numbers: ClosedRange<Int>?
  private var pairOfColors: [TextColors: Int] = [:]
  private var colorsOfPair: [Int: TextColors] = [:]
  private var lastFrameOfPair: [Int: Int] = [:]
  private var frame = 0
  private var nextUnused: Int

  /// The most pair numbers a terminal offers without extended pairs: 0 through 255.
  static let pairLimit = 256

  /// A cache for a terminal of `colorPairs` pairs (`COLOR_PAIRS`), of which the first `reserved`
  /// (the default pair 0 and the roles') are not its to define.
  init(colorPairs: Int, reserved: Int) {
    let last = min(colorPairs, Self.pairLimit) - 1
    let first = max(1, reserved)
    numbers = first <= last ? first...last : nil
    nextUnused = first
  }

  /// Starts a frame: pairs used from now on are kept until the next call.
  func startFrame() {
    frame += 1
  }

  /// Which pair to draw some colours with.
  enum Answer: Equatable {
    /// A pair already defined with these colours (or the nearest, when none can be defined).
    case existing(Int)
    /// A pair to define with these colours (`init_pair`) before drawing with it.
    case define(Int)

    /// The pair's number.
    var number: Int {
      switch self {
      case .existing(let number), .define(let number): number
      }
    }
  }

  /// The pair to draw `colors` with.
  func pair(for colors: TextColors) -> Answer {
    if colors.isDefault { return .existing(0) }
    if let number = pairOfColors[colors] {
      lastFrameOfPair[number] = frame
      return .existing(number)
    }
    if let numbers, nextUnused <= numbers.upperBound {
      let number = nextUnused
      nextUnused += 1
      assign(number, to: colors)
      return .define(number)
    }
    let evictable = lastFrameOfPair.filter { $0.value < frame }
    if let (number, _) = evictable.min(by: { ($0.value, $0.key) < ($1.value, $1.key) }) {
      if let old = colorsOfPair[number] { pairOfColors[old] = nil }
      assign(number, to: colors)
      return .define(number)
    }
    return .existing(nearestDefinedPair(to: colors))
  }

  /// The colours pair `number` was last defined with; nil when the cache never defined it.
  func colors(ofPair number: Int) -> TextColors? {
    colorsOfPair[number]
  }

  private func assign(_ number: Int, to colors: TextColors) {
    pairOfColors[colors] = number
    colorsOfPair[number] = colors
    lastFrameOfPair[number] = frame
  }

  private func nearestDefinedPair(to colors: TextColors) -> Int {
    var best = (number: 0, distance: Self.distance(colors, TextColors()))
    for (number, defined) in colorsOfPair.sorted(by: { $0.key < $1.key }) {
      let distance = Self.distance(colors, defined)
      if distance < best.distance { best = (number, distance) }
    }
    return best.number
  }

  /// How far apart two colour pairs look: the foreground counts twice the background (text must
  /// stay readable); a default colour is nearest only to a default colour.
  static func distance(_ one: TextColors, _ other: TextColors) -> Int {
    func apart(_ first: UInt8?, _ second: UInt8?) -> Int {
      switch (first, second) {
      case (nil, nil): return 0
      case let (first?, second?):
        let (a, b) = (TextColors.rgb(of: first), TextColors.rgb(of: second))
        return (a.red - b.red) * (a.red - b.red) + (a.green - b.green) * (a.green - b.green)
          + (a.blue - b.blue) * (a.blue - b.blue)
      default: return 3 * 255 * 255 + 1
      }
    }
    return 2 * apart(one.foreground, other.foreground) + apart(one.background, other.background)
  }
}
