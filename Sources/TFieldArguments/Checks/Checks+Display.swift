import FieldEngine
import TFieldOptions

extension Checks {
  /// `--height` only inline: with `--fullscreen` the list takes the whole screen.
  static func heightInline(_ given: GivenOptions) throws(UsageError) {
    if given.settings.display.fullscreen && given.settings.display.height != nil {
      throw .heightWithFullscreen
    }
  }

  /// `--pointer` and `--marker` are 1 or 2 columns of text without control characters.
  static func marks(_ given: GivenOptions) throws(UsageError) {
    for (flag, mark) in [("--pointer", given.choice.pointer), ("--marker", given.choice.marker)] {
      guard let mark else { continue }
      if mark.isEmpty || TerminalWidth.columns(of: mark) > 2
        || mark.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      {
        throw .notAMark(flag: flag, got: mark)
      }
    }
  }
}
