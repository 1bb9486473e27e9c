import FieldChoices

/// An item's SGR colours and attributes (`--ansi`), read into runs for drawing.
extension ANSIText {
  /// A run of an item's text in one look.
  struct Run: Equatable, Sendable {
    /// The text (no escape sequences).
    var text: String
    /// The attributes the SGR sequences set.
    var style: Style
    /// The colours they set.
    var colors: TextColors
  }

  /// The item's text in runs of one look each, as its SGR sequences (`ESC [` … `m`) set them;
  /// other sequences are left out (`ANSIText.stripped(_:)` says which). Bytes that are not UTF-8 are decoded as U+FFFD.
  static func runs(_ bytes: [UInt8]) -> [Run] {
    var style: Style = []
    var colors = TextColors()
    return runs(bytes, style: &style, colors: &colors)
  }

  /// The runs of `bytes` starting in the look `style` and `colors` (what the SGR sequences of
  /// earlier lines left), which are left as the sequences of these bytes leave them.
  static func runs(_ bytes: some Collection<UInt8>, style: inout Style, colors: inout TextColors) -> [Run] {
    let bytes = Array(bytes)
    var runs: [Run] = []
    var pending: [UInt8] = []
    func flush() {
      guard !pending.isEmpty else { return }
      runs.append(Run(text: String(decoding: pending, as: UTF8.self), style: style, colors: colors))
      pending.removeAll(keepingCapacity: true)
    }
    var index = 0
    while let sequence = nextSequence(bytes, from: index) {
      pending += bytes[index..<sequence.lowerBound]
      let (start, end) = (sequence.lowerBound, sequence.upperBound)
      if end - start >= 3, bytes[start] == 0x1B, bytes[start + 1] == UInt8(ascii: "["),
        bytes[end - 1] == UInt8(ascii: "m")
      {
        flush()
        apply(parameters: Array(bytes[start + 2..<end - 1]), style: &style, colors: &colors)
      }
      index = end
    }
    pending += bytes[index...]
    flush()
    return runs
  }

  /// Applies an SGR sequence's parameters ("1;31", "38;5;208", "38;2;255;128;0").
  static func apply(parameters: [UInt8], style: inout Style, colors: inout TextColors) {
    let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
      part -> Int in
      part.isEmpty ? 0 : part.prefix(6).reduce(0) { $0 * 10 + Int($1 &- 0x30) % 10 }
    }
    var index = 0
    while index < numbers.count {
      let number = numbers[index]
      switch number {
      case 0:
        style = []
        colors = TextColors()
      case 1: style.insert(.bold)
      case 2: style.insert(.dim)
      case 4: style.insert(.underline)
      case 7: style.insert(.reverse)
      case 22: style.subtract([.bold, .dim])
      case 24: style.remove(.underline)
      case 27: style.remove(.reverse)
      case 30...37: colors.foreground = UInt8(number - 30)
      case 39: colors.foreground = nil
      case 40...47: colors.background = UInt8(number - 40)
      case 49: colors.background = nil
      case 90...97: colors.foreground = UInt8(number - 90 + 8)
      case 100...107: colors.background = UInt8(number - 100 + 8)
      case 38, 48:
        var color: UInt8?
        if index + 2 < numbers.count, numbers[index + 1] == 5 {
          color = UInt8(clamping: numbers[index + 2])
          index += 2
        } else if index + 4 < numbers.count, numbers[index + 1] == 2 {
          color = TextColors.nearest(
            red: numbers[index + 2], green: numbers[index + 3], blue: numbers[index + 4])
          index += 4
        }
        if number == 38 { colors.foreground = color } else { colors.background = color }
      default: break
      }
      index += 1
    }
  }
}
