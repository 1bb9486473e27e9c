import FieldEngine

/// A value read for an option, in the shape its kind gives: a switch's state, a whole number, or
/// text (everything else, checked against a choice's words where there are some).
public enum OptionValue: Equatable, Sendable {
  /// A switch: given (true), or in a form file true or false.
  case boolean(Bool)
  /// A whole number in the option's range.
  case wholeNumber(Int)
  /// Text: the word as given, a choice's word, a path, a format's value as written.
  case text(String)
  /// An item's bytes, exactly as given.
  case bytes([UInt8])
  /// A form file's array of strings.
  case texts([String])
  /// A form file's options.
  case options([FormOption])
  /// A form file's condition.
  case condition(FormCondition)
}

extension OptionValue {
  /// The text of a text value; a programming error for any other.
  var text: String {
    guard case .text(let text) = self else { preconditionFailure("\(self) where text was expected") }
    return text
  }

  /// The bytes of an item value (a text value's UTF-8: a form file's or a test's string).
  var bytes: [UInt8] {
    switch self {
    case .bytes(let bytes): bytes
    case .text(let text): Array(text.utf8)
    default: preconditionFailure("\(self) where an item was expected")
    }
  }
}
