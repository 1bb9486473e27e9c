import FieldEngine
import FieldIO
import TFieldOptions

/// A form file: `{"title": "…", "fields": [{"id": "…", …}, …]}` read into `FieldSpec`s, with
/// every mistake reported with the file, the field and the line and column. A field's keys are
/// the keyed rows of `OptionTable`: each is read as its value kind and applied as the flag of the
/// same option is, so a key and its flag cannot differ.
package struct FormFile: Equatable, Sendable {
  /// The title row of the form, if the file gives one.
  package var title: String?
  /// The fields, in order.
  package var fields: [FieldSpec]
  /// The history and suggestions files of the fields that have them, by field id, with their
  /// paths as written (relative to the form file: `HistorySettings.relative(to:)`).
  package var histories: [String: HistorySettings] = [:]

  /// Reads and checks a form file's bytes; `name` is how messages name the file.
  package static func parse(_ bytes: [UInt8], name: String) throws(FormFileError) -> FormFile {
    let root: JSONNode
    do {
      root = try JSONReader.parse(bytes)
    } catch {
      throw FormFileError(file: name, position: error.position, problem: .invalidJSON(error.problem))
    }
    func fail(_ problem: FormFileError.Problem, at position: TextPosition?) -> FormFileError {
      FormFileError(file: name, position: position, problem: problem)
    }
    guard case .object(let members) = root.value else {
      throw fail(.wrongType(key: nil, expected: .object), at: root.position)
    }
    var file = FormFile(title: nil, fields: [])
    var histories: [String: HistorySettings] = [:]
    var fieldsNode: JSONNode?
    try checkDuplicates(members) { problem, position in fail(problem, at: position) }
    for member in members {
      switch member.key {
      case "title":
        guard case .string(let title) = member.value.value else {
          throw fail(.wrongType(key: "title", expected: .string), at: member.value.position)
        }
        file.title = title
      case "fields": fieldsNode = member.value
      default: throw fail(.unknownKey(member.key), at: member.keyPosition)
      }
    }
    guard let fieldsNode else { throw fail(.missingFields, at: nil) }
    guard case .array(let elements) = fieldsNode.value else {
      throw fail(.wrongType(key: "fields", expected: .array), at: fieldsNode.position)
    }
    guard !elements.isEmpty else { throw fail(.noFields, at: fieldsNode.position) }
    var firstIndex: [String: Int] = [:]
    for (index, element) in elements.enumerated() {
      let (spec, history) = try field(element, index: index, file: name)
      if let earlier = firstIndex[spec.id] {
        throw FormFileError(
          file: name, field: FieldReference(id: spec.id, index: index), position: element.position,
          problem: .duplicateID(firstIndex: earlier))
      }
      firstIndex[spec.id] = index
      file.fields.append(spec)
      if !history.isEmpty { histories[spec.id] = history }
    }
    file.histories = histories
    return file
  }

  private static func checkDuplicates(
    _ members: [JSONMember], _ fail: (FormFileError.Problem, TextPosition) -> FormFileError
  ) throws(FormFileError) {
    var keys = Set<String>()
    for member in members where !keys.insert(member.key).inserted {
      throw fail(.duplicateKey(member.key), member.keyPosition)
    }
  }

  /// One element of "fields" into a spec; every check of a field is here.
  private static func field(_ node: JSONNode, index: Int, file: String) throws(FormFileError)
    -> (FieldSpec, HistorySettings)
  {
    var reference = FieldReference(id: nil, index: index)
    func fail(_ problem: FormFileError.Problem, at position: TextPosition) -> FormFileError {
      FormFileError(file: file, field: reference, position: position, problem: problem)
    }
    guard case .object(let members) = node.value else {
      throw fail(.wrongType(key: nil, expected: .object), at: node.position)
    }
    if let id = members.first(where: { $0.key == idKey }), case .string(let text) = id.value.value,
      !text.isEmpty
    {
      reference.id = text
    }
    try checkDuplicates(members) { problem, position in fail(problem, at: position) }
    var settings = CommandSettings(for: nil)
    // A format's values (a number's bounds) are read once every other key has said which format
    // the field has: their kind depends on it.
    var formatValues: [(option: Option, member: JSONMember)] = []
    for member in members {
      guard let option = OptionTable.option(key: member.key) else {
        throw fail(.unknownKey(member.key), at: member.keyPosition)
      }
      if member.key == idKey, case .string("") = member.value.value {
        throw fail(.emptyID, at: member.value.position)
      }
      guard option.value != .formatValue else {
        formatValues.append((option, member))
        continue
      }
      option.apply(
        try value(of: member, as: option.value, rule: option.rule, fail: fail), to: &settings)
    }
    guard members.contains(where: { $0.key == idKey }) else { throw fail(.missingID, at: node.position) }
    func configurationProblem(_ error: ConfigurationError) -> FormFileError {
      let key = OptionTable.key(for: error.rule)
      let position = members.first { $0.key == key }?.value.position ?? node.position
      return fail(.configuration(error), at: position)
    }
    func formatProblem(_ problem: FormatDraft.Problem) -> FormFileError {
      switch problem {
      case .bothKinds: fail(.configuration(.severalFormats([.integer, .decimal])), at: node.position)
      case .withoutKind(let setting):
        fail(
          needsFormat(OptionTable.option(for: setting)),
          at: members.first { $0.key == OptionTable.key(for: setting) }?.keyPosition ?? node.position)
      case .configuration(let error): configurationProblem(error)
      }
    }
    let format: RuleName?
    do { format = try settings.format.kind() } catch { throw formatProblem(error) }
    for (option, member) in formatValues {
      let kind = option.value.resolved(forFormat: format)
      guard kind != .formatValue else { throw fail(needsFormat(option), at: member.keyPosition) }
      option.apply(try value(of: member, as: kind, rule: option.rule, fail: fail), to: &settings)
    }
    let spec: FieldSpec
    do { spec = try settings.finishedSpec() } catch { throw formatProblem(error) }
    if let error = spec.configurationErrors.first { throw configurationProblem(error) }
    if let problem = settings.history.problem(isPassword: spec.isPassword) {
      let key =
        switch problem {
        case .sizeWithoutFile: "historySize"
        case .onPassword(.suggestionsFile): "suggest"
        case .onPassword(.completion): "complete"
        case .severalCompleters: "complete"
        case .onPassword: "history"
        }
      throw fail(.history(problem), at: members.first { $0.key == key }?.keyPosition ?? node.position)
    }
    return (spec, settings.history)
  }

  /// The key of a field's id, the one key every field must have.
  static let idKey = "id"

  /// A member's value read as a kind of value, or the mistake.
  private static func value(
    of member: JSONMember, as kind: ValueKind, rule: RuleName?,
    fail: (FormFileError.Problem, TextPosition) -> FormFileError
  ) throws(FormFileError) -> OptionValue {
    let position = member.value.position
    switch (kind, member.value.value) {
    case (.boolean, .bool(let on)): return .boolean(on)
    case (.text, .string(let text)), (.file, .string(let text)), (.path, .string(let text)),
      (.dateValue, .string(let text)):
      return .text(text)
    case (.choice(_, let choices), .string(let text)) where choices.contains(where: { $0.value == text }):
      return .text(text)
    case (.wholeNumber(let range), .number(let literal)) where JSONNumber(literal).isWhole:
      // `3.0`, `3e0`, `1e30` as plain digits (too many of them is out of range, as any number
      // past Int), read as a flag's are.
      let number = JSONNumber(literal)
      let plain = number.plain ?? (number.negative ? "-" : "") + String(repeating: "9", count: 20)
      switch kind.wholeNumber(from: plain, signed: true) {
      case .success(let whole): return .wholeNumber(whole)
      case .failure: throw fail(.outOfRange(key: member.key, literal: literal, range: range), position)
      }
    case (.seconds, .number(let literal)) where Timeout(literal) != nil:
      return .text(literal)
    case (.number(let isDecimal), .number(let literal)):
      // Read exactly: `1E2` is "100", and an integer's `3.0` is "3". An integer's bound with a
      // fraction stays as written, for the number format to refuse in its own words.
      let read = JSONNumber(literal)
      if !isDecimal && !read.isWhole { return .text(literal) }
      guard let plain = read.plain else {
        let bound: NumberFormat.Bound = rule == .maximum ? .maximum : .minimum
        throw fail(.configuration(.invalidNumber(.tooManyDigits(bound, literal))), position)
      }
      return .text(plain)
    default:
      throw fail(.wrongType(key: member.key, expected: kind.expected), position)
    }
  }

  /// An option given without the format it belongs to, naming the keys of those formats.
  private static func needsFormat(_ option: Option?) -> FormFileError.Problem {
    .needsFormat(key: option?.key ?? "", formats: (option?.needs ?? []).map(OptionTable.key(for:)))
  }
}

/// A field named in a message: by id when it has one, and always by index.
package struct FieldReference: Equatable, Sendable {
  /// The field's id, if the file gives one.
  package var id: String?
  /// Its index in "fields", from 0.
  package var index: Int

  /// The field at `index`, with its id when it has one.
  package init(id: String?, index: Int) {
    self.id = id
    self.index = index
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
    /// A key the schema does not have.
    case unknownKey(String)
    /// The same key twice in one object.
    case duplicateKey(String)
    /// A value of the wrong type; `key` nil for the file or a field itself.
    case wrongType(key: String?, expected: ExpectedType)
    /// No "fields".
    case missingFields
    /// "fields" is empty.
    case noFields
    /// A field without "id".
    case missingID
    /// A field whose "id" is "".
    case emptyID
    /// A field with the id of an earlier one.
    case duplicateID(firstIndex: Int)
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
  }

  /// The file as named on the command line.
  package var file: String
  /// The field, when the problem is inside one.
  package var field: FieldReference?
  /// Where in the file, when known.
  package var position: TextPosition?
  /// What is wrong.
  package var problem: Problem

  /// A problem in `file`, inside `field` when given, at `position` when known.
  package init(file: String, field: FieldReference? = nil, position: TextPosition? = nil, problem: Problem) {
    self.file = file
    self.field = field
    self.position = position
    self.problem = problem
  }
}

extension ValueKind {
  /// What a form file's value of this kind must be.
  fileprivate var expected: FormFileError.ExpectedType {
    switch self {
    case .boolean: .boolean
    case .text, .file, .path, .height, .item, .dateValue: .string
    case .seconds: .seconds
    case .wholeNumber: .wholeNumber
    case .choice(_, let choices): .choice(choices.map(\.value))
    case .number, .formatValue: .number
    }
  }
}
