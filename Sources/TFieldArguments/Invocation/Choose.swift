import FieldEngine
import TFieldOptions

/// What `tfield choose` was asked for.
public struct Choose: Equatable, Sendable {
  /// The items from the command line, byte for byte, or nil to read stdin's.
  public var items: [[UInt8]]?
  /// The items marked at start, byte for byte.
  public var selected: [[UInt8]] = []
  /// Offer "Other…" for a new item.
  public var other = false
  /// Several choices, the query, the filter, how items are read and printed.
  public var choice = ChoiceSettings()
  /// The title row.
  public var title = ""
  /// The rules of a new item.
  public var spec = FieldSpec(id: "item")
  /// How the choice is printed.
  public var output = OutputFormat.plain
  /// How the list is drawn.
  public var display = Display()
}
