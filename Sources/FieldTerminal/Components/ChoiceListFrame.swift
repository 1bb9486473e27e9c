/// A border's shape, fzf 0.74's `--border` styles: which sides it draws and with which
/// characters (fzf's `src/tui/tui.go`, `MakeBorderStyle`). The sides only (`horizontal`, `top`…)
/// draw rounded's lines.
package enum BorderShape: String, CaseIterable, Equatable, Sendable {
  case rounded, sharp, bold, double, dashed, block, thinblock
  case horizontal, vertical, top, bottom, left, right
  /// One line: on top inline, none full screen (as fzf's `line` under `--height` and without).
  case line
  case none

  /// The characters of each side and corner.
  package struct Characters: Equatable, Sendable {
    let top, bottom, left, right: String
    let topLeft, topRight, bottomLeft, bottomRight: String
  }

  /// The characters, as fzf draws them with Unicode.
  package var characters: Characters {
    switch self {
    case .sharp:
      Characters(
        top: "─", bottom: "─", left: "│", right: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└",
        bottomRight: "┘")
    case .bold:
      Characters(
        top: "━", bottom: "━", left: "┃", right: "┃", topLeft: "┏", topRight: "┓", bottomLeft: "┗",
        bottomRight: "┛")
    case .double:
      Characters(
        top: "═", bottom: "═", left: "║", right: "║", topLeft: "╔", topRight: "╗", bottomLeft: "╚",
        bottomRight: "╝")
    case .dashed:
      Characters(
        top: "╶", bottom: "╶", left: "┆", right: "┆", topLeft: "╭", topRight: "╮", bottomLeft: "╰",
        bottomRight: "╯")
    case .block:
      Characters(
        top: "▀", bottom: "▄", left: "▌", right: "▐", topLeft: "▛", topRight: "▜", bottomLeft: "▙",
        bottomRight: "▟")
    case .thinblock:
      Characters(
        top: "▔", bottom: "▁", left: "▏", right: "▕", topLeft: "🭽", topRight: "🭾", bottomLeft: "🭼",
        bottomRight: "🭿")
    default:
      Characters(
        top: "─", bottom: "─", left: "│", right: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰",
        bottomRight: "╯")
    }
  }

  /// The sides drawn, inline or full screen (`line` is `top` inline and `none` full screen).
  package func sides(inline: Bool) -> Insets {
    switch self {
    case .none: Insets()
    case .line: inline ? Insets(top: 1) : Insets()
    case .horizontal: Insets(top: 1, bottom: 1)
    case .vertical: Insets(right: 1, left: 1)
    case .top: Insets(top: 1)
    case .bottom: Insets(bottom: 1)
    case .left: Insets(left: 1)
    case .right: Insets(right: 1)
    default: Insets(top: 1, right: 1, bottom: 1, left: 1)
    }
  }
}

/// Cells kept on each side of an area: a margin, a padding, a border's sides.
package struct Insets: Equatable, Sendable {
  package var top = 0, right = 0, bottom = 0, left = 0

  package init(top: Int = 0, right: Int = 0, bottom: Int = 0, left: Int = 0) {
    self.top = top
    self.right = right
    self.bottom = bottom
    self.left = left
  }

  /// The rows above and below.
  package var rows: Int { top + bottom }
  /// The columns left and right.
  package var columns: Int { left + right }

  static func + (lhs: Insets, rhs: Insets) -> Insets {
    Insets(
      top: lhs.top + rhs.top, right: lhs.right + rhs.right, bottom: lhs.bottom + rhs.bottom,
      left: lhs.left + rhs.left)
  }
}

/// A margin or a padding as fzf's `--margin` and `--padding` give it: for each side (top, right,
/// bottom, left) cells, or a percentage of the screen's rows (top, bottom) or columns.
package struct Spacing: Equatable, Sendable {
  /// One side's size.
  package enum Size: Equatable, Sendable {
    case cells(Int)
    case percent(Double)

    /// The cells on an area `length` cells long.
    func cells(of length: Int) -> Int {
      switch self {
      case .cells(let cells): cells
      case .percent(let percent): Int(Double(length) * percent / 100)
      }
    }
  }

  package var top = Size.cells(0), right = Size.cells(0), bottom = Size.cells(0), left = Size.cells(0)

  /// No spacing.
  package init() {}

  /// The sides in fzf's order: top, right, bottom, left.
  package init(top: Size, right: Size, bottom: Size, left: Size) {
    self.top = top
    self.right = right
    self.bottom = bottom
    self.left = left
  }

  /// The cells on an area `width` by `height` cells.
  func insets(width: Int, height: Int) -> Insets {
    Insets(
      top: top.cells(of: height), right: right.cells(of: width), bottom: bottom.cells(of: height),
      left: left.cells(of: width))
  }
}

/// Where a border's label goes (`--border-label-pos`): 0 centred, N from column N of the border's
/// line, -N ending N columns from its right end; on the top line or the bottom one.
package struct LabelPosition: Equatable, Sendable {
  package var column = 0
  package var bottom = false

  package init(column: Int = 0, bottom: Bool = false) {
    self.column = column
    self.bottom = bottom
  }

  /// The label's first column on a line `width` cells wide, for a label `length` cells wide
  /// (fzf's `printLabelAt`).
  func start(width: Int, length: Int) -> Int {
    if column == 0 { return max(0, (width - length) / 2) }
    if column < 0 { return max(0, width + column + 1 - length) }
    return max(0, min(column - 1, width - length))
  }
}

/// What surrounds a list's content, from the screen's edge in: the margin, the border, the
/// padding (fzf's `--margin`, `--border`, `--padding`).
struct ChoiceListFrame: Equatable {
  /// The margin's cells.
  let margin: Insets
  /// The border's sides (1 where a side is drawn).
  let border: Insets
  /// The padding's cells.
  let padding: Insets

  /// The frame of a list `width` by `height` cells in `appearance`; percentages are of the
  /// screen's (the list's area's) rows and columns, as fzf's. Where the margin and padding leave
  /// less than `minimum` cells for the content they shrink in proportion, as fzf's
  /// `adjustMarginAndPadding` does.
  init(
    appearance: ChoiceListAppearance, inline: Bool, width: Int, height: Int,
    minimum: (width: Int, height: Int)
  ) {
    border = appearance.border.sides(inline: inline)
    var margin = appearance.margin.insets(width: width, height: height)
    var padding = appearance.padding.insets(width: width, height: height)
    func shrink(
      _ first: WritableKeyPath<Insets, Int>, _ second: WritableKeyPath<Insets, Int>, room: Int, least: Int
    ) {
      let spacing =
        margin[keyPath: first] + margin[keyPath: second] + padding[keyPath: first]
        + padding[keyPath: second]
      let desired = max(0, room - least)
      guard spacing > desired, spacing > 0 else { return }
      for keyPath in [first, second] {
        margin[keyPath: keyPath] = desired * margin[keyPath: keyPath] / spacing
        padding[keyPath: keyPath] = desired * padding[keyPath: keyPath] / spacing
      }
    }
    shrink(\.left, \.right, room: width - border.columns, least: minimum.width)
    shrink(\.top, \.bottom, room: height - border.rows, least: minimum.height)
    self.margin = margin
    self.padding = padding
  }

  /// Everything between the screen's edge and the content.
  var total: Insets { margin + border + padding }
}
