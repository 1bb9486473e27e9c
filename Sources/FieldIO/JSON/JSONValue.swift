/// A place in a text file: line and column, both from 1; a column counts Unicode scalars, so a
/// message points where an editor shows the cursor.
package struct TextPosition: Equatable, Hashable, Sendable, Comparable {
  /// The line, from 1.
  package var line: Int
  /// The column, from 1.
  package var column: Int

  /// Line and column, both from 1.
  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Earlier in the file: by line, then by column.
  package static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// A JSON value whose every part remembers where it was written, so that a form file's errors can
/// say where to look. Object members keep their order and their duplicates.
package indirect enum JSONValue: Equatable, Sendable {
  /// `{…}`: members in the order written.
  case object([JSONMember])
  /// `[…]`.
  case array([JSONNode])
  /// A string, unescaped.
  case string(String)
  /// A number, as written (JSON's grammar, checked).
  case number(String)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null
}

/// A value and where it starts.
package struct JSONNode: Equatable, Sendable {
  /// The value.
  package var value: JSONValue
  /// Where its first character is.
  package var position: TextPosition
}

/// A member of an object: its key, where the key starts, and its value.
package struct JSONMember: Equatable, Sendable {
  /// The key, unescaped.
  package var key: String
  /// Where the key's opening quote is.
  package var keyPosition: TextPosition
  /// The value.
  package var value: JSONNode
}

/// Why a text is not JSON, and where.
package struct JSONSyntaxError: Error, Equatable, Sendable {
  /// What the reader wanted or found wrong.
  package enum Problem: Equatable, Sendable {
    /// Something else came where one of these was due (`"a value"`, `"',' or '}'"`, …).
    case expected(String)
    /// A backslash followed by something JSON does not define.
    case invalidEscape
    /// A raw control character inside a string (JSON wants it escaped).
    case controlInString
    /// Bytes that are not UTF-8.
    case invalidUTF8
    /// A `\u` escape for half of a surrogate pair, without its other half.
    case loneSurrogate
    /// Arrays and objects nested deeper than the reader follows.
    case tooDeep
  }

  /// Where the problem is.
  package var position: TextPosition
  /// What it is.
  package var problem: Problem
}
