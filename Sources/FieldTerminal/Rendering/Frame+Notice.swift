import FieldIO

extension Frame {
  /// A screen too small for a component: the notice alone, wrapped, on an empty frame, with no
  /// cursor; a notice longer than the screen ends with "…".
  mutating func showOnly(notice: String) {
    rows = Array(repeating: [], count: height)
    cursor = nil
    let lines = DisplayText.wrap(notice, columns: width)
    for (row, line) in lines.prefix(height).enumerated() {
      let text =
        row == height - 1 && lines.count > height ? DisplayText.fit(line + " …", columns: width) : line
      put(text, row: row, column: 0, style: .bold, role: .error)
    }
  }
}
