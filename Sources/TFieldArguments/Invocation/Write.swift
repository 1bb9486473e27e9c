import FieldEngine
import TFieldOptions

/// What `tfield write` was asked for.
public struct Write: Equatable, Sendable {
  /// The rules (each line's, and the whole text's `--max-length`), the label, the initial text.
  public var spec: FieldSpec
  /// At most this many lines; nil for no limit.
  public var maxLines: Int?
  /// How the text is printed.
  public var output: OutputFormat
  /// How the area is drawn.
  public var display: Display
}
