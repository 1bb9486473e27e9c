import FieldEngine

/// The layout of a choice list on the whole screen: a pure function of the controller's state. It
/// costs the rows shown, not the length of the list.
///
/// ```
///  Colour
///  Filter: [re                        ] 2 of 5
/// › ✓ red
///     green
///     Other…
///
///  added "teal": chosen; Enter confirms
///  type to filter · Enter choose · Esc cancel · ^C quit
/// ```
struct ChoiceListLayout {
  let controller: ChoiceListController

  /// The first row of items.
  static let firstRow = 2
  /// The column of an item's text: after the highlight marker and the choice mark.
  static let textColumn = 4
  /// The mark of the current choice.
  static let chosenMark = "✓"
  /// The narrowest and lowest screens worth drawing.
  static let minimumWidth = 16
  static let minimumHeight = 5

  /// The rows of items on a screen `height` rows high (title, filter, message and help rows aside).
  static func listRows(height: Int) -> Int { max(1, height - 4) }

  /// The narrowest filter box for which the count stays on the filter row; on a narrower screen
  /// the count moves to the title row, so the filter keeps the room to show what is typed.
  static let filterAreaWithCount = 8

  /// Where the filter's box and the count go: the box's inner width (0 when the screen is too
  /// small) and whether the count follows it on the filter row (otherwise it ends the title row).
  static func filterLayout(controller: ChoiceListController) -> (area: Int, countOnFilterRow: Bool) {
    let count = TerminalWidth.columns(of: countText(controller))
    let withoutCount = controller.width - 1 - TerminalWidth.columns(of: ComponentWording.filter) - 2 - 1
    if withoutCount - count - 1 >= filterAreaWithCount { return (withoutCount - count - 1, true) }
    return (withoutCount >= FieldBox.minimumArea ? withoutCount : 0, false)
  }

  /// The inner width of the filter's box; 0 when the screen is too small.
  static func filterArea(controller: ChoiceListController) -> Int {
    filterLayout(controller: controller).area
  }

  private static func countText(_ controller: ChoiceListController) -> String {
    ComponentWording.count(controller.list.matches.count, of: controller.list.items.count)
  }

  func frame() -> Frame {
    let width = controller.width
    let height = controller.height
    var frame = Frame(width: width, height: height)
    guard controller.fitsScreen else {
      frame.showOnly(notice: ComponentWording.tooSmall(width: Self.minimumWidth, height: Self.minimumHeight))
      return frame
    }
    let list = controller.list
    let (area, countOnFilterRow) = Self.filterLayout(controller: controller)
    var titleRoom = width - 1
    if !countOnFilterRow {
      let count = Self.countText(controller)
      let column = width - 1 - TerminalWidth.columns(of: count)
      frame.put(count, row: 0, column: column, style: .dim, role: .hint)
      titleRoom = column - 2
    }
    frame.put(
      DisplayText.fit(DisplayText.line(controller.title), columns: titleRoom), row: 0, column: 1, style: .bold
    )
    frame.put(ComponentWording.filter, row: 1, column: 1)
    let filterColumn = 1 + TerminalWidth.columns(of: ComponentWording.filter)
    if area > 0 {
      frame.cursor = FieldBox.draw(
        controller.filterField, into: &frame, row: 1, column: filterColumn, area: area,
        start: controller.filterScrollOffset, focused: true)
      if countOnFilterRow {
        frame.put(
          Self.countText(controller), row: 1, column: filterColumn + area + 3, style: .dim, role: .hint)
      }
    }
    let rows = Self.listRows(height: height)
    let textWidth = width - Self.textColumn
    for offset in 0..<rows {
      let index = controller.scrollOffset + offset
      guard index < list.rowCount else { break }
      let row = Self.firstRow + offset
      let highlighted = index == list.highlight
      if highlighted { frame.put("›", row: row, column: 0, style: .bold, role: .focus) }
      let text: String
      if index < list.matches.count {
        let item = list.matches[index]
        if item == list.chosen {
          frame.put(Self.chosenMark, row: row, column: 2, style: .bold, role: .success)
        }
        text = DisplayText.fit(Self.printable(list.items[item]), columns: textWidth)
      } else {
        text = ComponentWording.other
      }
      frame.put(
        text, row: row, column: Self.textColumn, style: highlighted ? [.reverse] : [],
        role: highlighted ? .focus : .none)
    }
    if let notice = controller.notice {
      frame.put(
        DisplayText.fit(DisplayText.line(notice.text), columns: width - 2), row: height - 2, column: 1,
        style: notice.kind == .error ? .bold : [], role: notice.kind == .error ? .error : .success)
    }
    let help = ([ComponentWording.typeToFilter] + [controller.bindings.helpLine]).joined(separator: " · ")
    frame.put(DisplayText.fit(help, columns: width - 2), row: height - 1, column: 1, style: .dim, role: .hint)
    return frame
  }

  /// An item as one line: control characters (from a file or a pipe) become "�" so they cannot
  /// move the cursor; an item is drawn, never interpreted.
  static func printable(_ item: String) -> String {
    guard item.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else {
      return item
    }
    var result = ""
    for scalar in item.unicodeScalars {
      result.unicodeScalars.append(
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? "\u{FFFD}" : scalar)
    }
    return result
  }
}
