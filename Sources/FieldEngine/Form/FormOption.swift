/// One option of a choice in a form: the label shown and matched, and the value it gives.
public struct FormOption: Hashable, Sendable, ExpressibleByStringLiteral {
  /// What the list shows, and what typing matches.
  public var label: String
  /// What the form gives when this option is chosen.
  public var value: String

  /// An option; without a value, the label is the value.
  public init(_ label: String, value: String? = nil) {
    self.label = label
    self.value = value ?? label
  }

  /// An option whose label is its value.
  public init(stringLiteral label: String) { self.init(label) }
}
