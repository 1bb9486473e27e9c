import FieldEngine
import FieldIO
import TFieldOptions

/// A field named in a message: by id when it has one, and always by index (in its page's
/// "fields" when the file has pages).
package struct FieldReference: Equatable, Sendable {
  /// The field's id, if the file gives one.
  package var id: String?
  /// Its index in "fields", from 0.
  package var index: Int
  /// The index of its page in "pages", from 0, when the file has pages.
  package var page: Int?

  /// The field at `index` (of page `page`, when the file has pages), with its id when it has one.
  package init(id: String?, index: Int, page: Int? = nil) {
    self.id = id
    self.index = index
    self.page = page
  }
}

/// A form file that cannot be used, as data; `Messages` words it.
package struct FormFileError: Error, Equatable, Sendable {
  /// What is wrong.
  package enum Problem: Equatable, Sendable {
    /// The file cannot be read (the system's reason).
    case unreadable(String)
    /// The text is not JSON.
    case invalidJSON(JSONSyntaxError.Problem)
    /// A key the object does not take, and the keys it does.
    case unknownKey(String, known: [String])
    /// A key of another kind of element than this one's, and the keys this kind takes.
    case notForKind(key: String, kind: FormKind, keys: [String])
    /// A rule of a choice's new items without `"other": true`.
    case needsOther(key: String, kind: FormKind)
    /// The same key twice in one object.
    case duplicateKey(String)
    /// A value of the wrong type; `key` nil for the file or a field itself.
    case wrongType(key: String?, expected: ExpectedType)
    /// No "fields" (nor "pages").
    case missingFields
    /// Both "fields" and "pages".
    case fieldsAndPages
    /// "fields" is empty.
    case noFields
    /// "pages" is empty.
    case noPages
    /// A page's "fields" is empty (in a form of several pages).
    case emptyPage
    /// A field without "id".
    case missingID
    /// A field whose "id" is "".
    case emptyID
    /// An object without a key it needs: a note's "text", a condition's "field", an option's "label".
    case missingKey(String, of: Holder)
    /// A condition with neither "equals" nor "in", or with both.
    case conditionNeedsOneOf
    /// A condition's "in" with no values: it could never hold.
    case emptyIn
    /// A field with the id of an earlier one.
    case duplicateID(firstIndex: Int, firstPage: Int?)
    /// Rules that make no sense: a negative length, an empty allowed set.
    case configuration(ConfigurationError)
    /// A key of a format ("min", "max", "places") without the format: the key, and the keys of the
    /// formats it belongs to ("integer", "decimal").
    case needsFormat(key: String, formats: [String])
    /// A whole number outside the key's range (however large: beyond `Int` too): the key, the
    /// number as written, and the range.
    case outOfRange(key: String, literal: String, range: ClosedRange<Int>)
    /// `"historySize"` without `"history"`, or a history or suggestions on a password field.
    case history(HistorySettings.Problem)
    /// A `"history"` file outside the folders a form file's histories may be in: the path as
    /// written, where it leads (links resolved), and those folders.
    case historyOutside(path: String, resolved: String, folders: [String])
    /// What the form refuses of an element or a page (`Form.init(pages:)`'s checks), and the key
    /// it is about when one is.
    case form(FormError.Problem, key: String?)
    /// A key that runs a command ("validate", "completeCmd", "optionsCmd"), in a form not given
    /// `--allow-commands`.
    case commandNotAllowed(key: String)
  }

  /// What holds a key.
  package enum Holder: Equatable, Sendable {
    /// A "when".
    case condition
    /// An option written as an object.
    case option
    /// An element of a kind.
    case kind(FormKind)
  }

  /// What a value should have been.
  package enum ExpectedType: Equatable, Sendable {
    /// A JSON object.
    case object
    /// A JSON array.
    case array
    /// A string.
    case string
    /// A whole number (`3`, `3.0`, `3e0`).
    case wholeNumber
    /// `true` or `false`.
    case boolean
    /// One of these strings.
    case choice([String])
    /// A number.
    case number
    /// A number of seconds above 0 (`5`, `0.5`).
    case seconds
    /// An array of strings.
    case strings
    /// An option: a string, or an object of "label" and "value".
    case option
    /// A string, or `true` or `false` (a condition's value).
    case stringOrBoolean
    /// An array of strings, or of `true` and `false` (a condition's values).
    case stringsOrBooleans
  }

  /// The file as named on the command line.
  package var file: String
  /// The field, when the problem is inside one.
  package var field: FieldReference?
  /// The page, when the problem is a page's (not one of its fields').
  package var page: Int?
  /// Where in the file, when known.
  package var position: TextPosition?
  /// What is wrong.
  package var problem: Problem

  /// A problem in `file`, inside `field` (or page `page`) when given, at `position` when known.
  package init(
    file: String, field: FieldReference? = nil, page: Int? = nil, position: TextPosition? = nil,
    problem: Problem
  ) {
    self.file = file
    self.field = field
    self.page = page
    self.position = position
    self.problem = problem
  }
}

extension ValueKind {
  /// What a form file's value of this kind must be.
  var expected: FormFileError.ExpectedType {
    switch self {
    case .boolean: .boolean
    case .text, .file, .path, .height, .item, .dateValue: .string
    case .seconds: .seconds
    case .wholeNumber: .wholeNumber
    case .choice(_, let choices): .choice(choices.map(\.value))
    case .number, .formatValue: .number
    case .strings: .strings
    case .options: .array
    case .condition: .object
    }
  }
}
