import FieldEngine
import TFieldOptions

extension Checks {
  /// `--height` only inline: with `--fullscreen` the list takes the whole screen.
  static func heightInline(_ given: GivenOptions) throws(UsageError) {
    if given.settings.display.fullscreen && given.settings.display.height != nil {
      throw .heightWithFullscreen
    }
  }

  /// `--pointer` and `--marker` are 1 or 2 columns of text without control characters;
  /// `--scrollbar=C` one column (or nothing).
  static func marks(_ given: GivenOptions) throws(UsageError) {
    for (flag, mark) in [("--pointer", given.choice.pointer), ("--marker", given.choice.marker)] {
      guard let mark else { continue }
      if mark.isEmpty || TerminalWidth.columns(of: mark) > 2
        || mark.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      {
        throw .notAMark(flag: flag, got: mark)
      }
    }
    if let glyphs = given.choice.markerMultiLine,
      glyphs.count != 3
        || glyphs.contains(where: {
          TerminalWidth.columns(of: String($0)) != 1
            || $0.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        })
    {
      throw .notAMultiLineMarker(got: glyphs)
    }
    if let bar = given.choice.scrollbar, !bar.isEmpty,
      TerminalWidth.columns(of: bar) != 1
        || bar.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    {
      throw .notAScrollbar(flag: "--scrollbar", got: bar)
    }
  }

  /// `--min-height` is rows with or without `+`; `--info` is one of fzf's styles; `--border-label-pos` is a column with `:top` or `:bottom`;
  /// `--margin` and `--padding` are 1 to 4 sizes.
  static func borderPlaces(_ given: GivenOptions) throws(UsageError) {
    if let minimum = given.settings.display.minimumHeight, ListHeight.minimum(minimum) == nil {
      throw .notAMinimumHeight(flag: "--min-height", got: minimum)
    }
    if let info = given.choice.unknownInfo {
      throw .notAChoice(flag: "--info", got: info, choices: ListInfo.spellings)
    }
    if let style = given.choice.unknownStyle {
      throw .notAChoice(flag: "--style", got: style, choices: ListStyle.spellings)
    }
    for part in ListPart.allCases {
      if let position = given.choice.partLabelPositions[part], LabelPlace(position) == nil {
        throw .notALabelPosition(flag: "--\(part.rawValue)-label-pos", got: position)
      }
    }
    if let position = given.choice.previewLabelPosition, LabelPlace(position) == nil {
      throw .notALabelPosition(flag: "--preview-label-pos", got: position)
    }
    if let position = given.choice.borderLabelPosition, LabelPlace(position) == nil {
      throw .notALabelPosition(flag: "--border-label-pos", got: position)
    }
    for (flag, spacing) in [("--margin", given.choice.margin), ("--padding", given.choice.padding)] {
      if let spacing, ListSpacing(spacing) == nil { throw .notASpacing(flag: flag, got: spacing) }
    }
    if let popup = given.choice.tmuxPopup, TmuxPopup(popup) == nil {
      throw .notATmuxPopup(flag: "--tmux", got: popup)
    }
  }
}
