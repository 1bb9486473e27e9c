/// Where a component is laid out: the cells it has, and whether it is drawn inline (in rows
/// below the cursor, on the normal screen) or on the whole screen. A component that is inline
/// takes only the rows it needs (``TerminalComponent/inlineHeight(width:screenHeight:)``) and
/// may draw more tightly (a form puts its message and its help on one row).
public struct Region: Equatable, Sendable {
  /// The width in cells.
  public var width: Int
  /// The height in rows.
  public var height: Int
  /// True when drawn inline, below the cursor, rather than on the whole screen.
  public var isInline: Bool

  /// A region of `width` x `height` cells, on the whole screen unless `isInline`.
  public init(width: Int, height: Int, isInline: Bool = false) {
    self.width = width
    self.height = height
    self.isInline = isInline
  }

  /// 80x24 on the whole screen: where a component is laid out until its host lays it out.
  public static let standard = Region(width: 80, height: 24)
}
