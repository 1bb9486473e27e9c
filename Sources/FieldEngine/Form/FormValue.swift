/// The value of one element of a form, typed by its kind: a text field's, a text area's and a
/// single choice's text, the values of several choices, a yes/no answer.
public enum FormValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByArrayLiteral
{
  /// A text field's value, a text area's (lines joined by LF), or a single choice's value.
  case text(String)
  /// The values chosen in a multiple choice, in the options' order, new items last.
  case list([String])
  /// A yes/no answer.
  case bool(Bool)

  /// A text value.
  public init(stringLiteral text: String) { self = .text(text) }
  /// A yes/no value.
  public init(booleanLiteral bool: Bool) { self = .bool(bool) }
  /// A list value.
  public init(arrayLiteral elements: String...) { self = .list(elements) }

  /// The text, for a `.text` value.
  public var text: String? {
    if case .text(let text) = self { return text }
    return nil
  }

  /// The values, for a `.list` value.
  public var list: [String]? {
    if case .list(let list) = self { return list }
    return nil
  }

  /// The answer, for a `.bool` value.
  public var bool: Bool? {
    if case .bool(let bool) = self { return bool }
    return nil
  }
}

/// A submitted form's values: each shown element that has a value (a note has none), in the
/// form's order, by id. An element hidden by its condition is absent. Two are equal when they hold
/// the same values by id, in whatever order.
public struct FormValues: Equatable, Sendable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
  /// One element's id and value.
  public struct Entry: Equatable, Sendable {
    /// The element's id.
    public var id: String
    /// Its value.
    public var value: FormValue

    /// An element's value.
    public init(id: String, value: FormValue) {
      self.id = id
      self.value = value
    }
  }

  /// The values in the form's order.
  public private(set) var entries: [Entry]
  private var indexByID: [String: Int]

  /// Values in this order; an id given twice keeps its first value.
  public init(_ entries: [Entry]) {
    var seen: [String: Int] = [:]
    var kept: [Entry] = []
    for entry in entries where seen[entry.id] == nil {
      seen[entry.id] = kept.count
      kept.append(entry)
    }
    self.entries = kept
    self.indexByID = seen
  }

  /// Values in the literal's order: `["name": "Ada", "ok": true]`.
  public init(dictionaryLiteral elements: (String, FormValue)...) {
    self.init(elements.map { Entry(id: $0.0, value: $0.1) })
  }

  /// Equal when both hold the same values by id.
  public static func == (lhs: FormValues, rhs: FormValues) -> Bool {
    lhs.entries.count == rhs.entries.count && lhs.entries.allSatisfy { rhs[$0.id] == $0.value }
  }

  /// The first position.
  public var startIndex: Int { entries.startIndex }
  /// Past the last position.
  public var endIndex: Int { entries.endIndex }
  /// The entry at a position.
  public subscript(position: Int) -> Entry { entries[position] }

  /// The value of the element with an id, or nil when the form had none or it was hidden.
  public subscript(id: String) -> FormValue? { indexByID[id].map { entries[$0].value } }

  /// A text value by id (a text field, a text area, a single choice).
  public func text(_ id: String) -> String? { self[id]?.text }
  /// The values of a multiple choice by id.
  public func list(_ id: String) -> [String]? { self[id]?.list }
  /// A yes/no answer by id.
  public func bool(_ id: String) -> Bool? { self[id]?.bool }

  /// Every value as text, by id: a list's values joined by LF, an answer as `true` or `false`.
  public var texts: [String: String] {
    Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0.value.joinedText) })
  }
}

extension FormValue {
  /// The value as one text: a list's values joined by LF, an answer as `true` or `false`.
  package var joinedText: String {
    switch self {
    case .text(let text): text
    case .list(let list): list.joined(separator: "\n")
    case .bool(let bool): bool ? "true" : "false"
    }
  }
}
