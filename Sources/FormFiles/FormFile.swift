import FieldEngine

/// A form file: `{"title": "…", "fields": [{"id": "…", …}, …]}` read into `FieldSpec`s, with
/// every mistake reported with the file, the field and the line and column. The README's schema
/// is the contract; `keys` below is its list.
public struct FormFile: Equatable, Sendable {
  /// The title row of the form, if the file gives one.
  public var title: String?
  /// The fields, in order.
  public var fields: [FieldSpec]

  /// The keys of a field and what each holds.
  public enum Kind: Equatable, Sendable {
    case string, wholeNumber, boolean, policy, number
  }

  /// Every key a field may have, in the README's order.
  public static let keys: [(key: String, kind: Kind)] =
    [("id", .string), ("label", .string), ("value", .string)]
    + LengthUnit.allCases.map { ($0.ruleName, .wholeNumber) }
    + [
      ("allow", .string), ("deny", .string), ("onType", .policy), ("onPaste", .policy),
      ("required", .boolean),
      ("minLength", .wholeNumber), ("mask", .string), ("integer", .boolean), ("decimal", .boolean),
      ("min", .number), ("max", .number), ("places", .wholeNumber), ("pattern", .string),
      ("password", .boolean), ("placeholder", .string), ("unmasked", .boolean),
    ]

  /// Reads and checks a form file's bytes; `name` is how messages name the file.
  public static func parse(_ bytes: [UInt8], name: String) throws(FormFileError) -> FormFile {
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
      let spec = try field(element, index: index, file: name)
      if let earlier = firstIndex[spec.id] {
        throw FormFileError(
          file: name, field: FieldReference(id: spec.id, index: index), position: element.position,
          problem: .duplicateID(firstIndex: earlier))
      }
      firstIndex[spec.id] = index
      file.fields.append(spec)
    }
    return file
  }

  /// The key that spells a setting in a form file.
  public static func key(for setting: FieldSpec.Setting) -> String {
    switch setting {
    case .limit(let unit): unit.ruleName
    case .allow: "allow"
    case .deny: "deny"
    case .required: "required"
    case .minLength: "minLength"
    case .mask: "mask"
    case .integer: "integer"
    case .decimal: "decimal"
    case .minimum: "min"
    case .maximum: "max"
    case .places: "places"
    case .pattern: "pattern"
    }
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
  private static func field(_ node: JSONNode, index: Int, file: String) throws(FormFileError) -> FieldSpec {
    var reference = FieldReference(id: nil, index: index)
    func fail(_ problem: FormFileError.Problem, at position: TextPosition) -> FormFileError {
      FormFileError(file: file, field: reference, position: position, problem: problem)
    }
    guard case .object(let members) = node.value else {
      throw fail(.wrongType(key: nil, expected: .object), at: node.position)
    }
    if let id = members.first(where: { $0.key == "id" }), case .string(let text) = id.value.value,
      !text.isEmpty
    {
      reference.id = text
    }
    try checkDuplicates(members) { problem, position in fail(problem, at: position) }
    var spec = FieldSpec(id: "")
    var hasID = false
    var number: (integer: Bool, decimal: Bool, minimum: JSONMember?, maximum: JSONMember?, places: Int?)
    number = (false, false, nil, nil, nil)
    for member in members {
      guard let kind = keys.first(where: { $0.key == member.key })?.kind else {
        throw fail(.unknownKey(member.key), at: member.keyPosition)
      }
      let value = member.value
      let wrongType = fail(.wrongType(key: member.key, expected: kind.expected), at: value.position)
      switch (member.key, value.value) {
      case ("id", .string(let text)):
        guard !text.isEmpty else { throw fail(.emptyID, at: value.position) }
        spec.id = text
        hasID = true
      case ("label", .string(let text)): spec.label = text
      case ("value", .string(let text)): spec.value = text
      case ("allow", .string(let text)): spec.allow = text
      case ("deny", .string(let text)): spec.deny = text
      case ("required", .bool(let flag)): spec.required = flag
      case ("mask", .string(let text)): spec.mask = text
      case ("pattern", .string(let text)): spec.pattern = text
      case ("placeholder", .string(let text)): spec.placeholder = text
      case ("password", .bool(let flag)): spec.password = flag
      case ("unmasked", .bool(let flag)): spec.unmasked = flag
      case ("integer", .bool(let flag)): number.integer = flag
      case ("decimal", .bool(let flag)): number.decimal = flag
      case ("min", .number): number.minimum = member
      case ("max", .number): number.maximum = member
      case ("onType", .string(let text)):
        guard let policy = EditPolicy(rawValue: text) else { throw wrongType }
        spec.onType = policy
      case ("onPaste", .string(let text)):
        guard let policy = EditPolicy(rawValue: text) else { throw wrongType }
        spec.onPaste = policy
      case (let key, .number(let literal)) where kind == .wholeNumber:
        let read = JSONNumber(literal)
        guard read.isWhole else { throw wrongType }
        guard let whole = read.integer else {
          throw fail(.tooLarge(key: key, literal: literal), at: value.position)
        }
        if key == "minLength" {
          spec.minLength = whole
        } else if key == "places" {
          number.places = whole
        } else if let unit = LengthUnit.allCases.first(where: { $0.ruleName == key }) {
          spec.limits[unit] = whole
        }
      default: throw wrongType
      }
    }
    guard hasID else { throw fail(.missingID, at: node.position) }
    if number.integer && number.decimal {
      throw fail(.configuration(.severalFormats([.integer, .decimal])), at: node.position)
    }
    if number.integer || number.decimal {
      var bounds: [String?] = []
      for (bound, member) in [(NumberFormat.Bound.minimum, number.minimum), (.maximum, number.maximum)] {
        guard let member, case .number(let literal) = member.value.value else {
          bounds.append(nil)
          continue
        }
        // Read exactly: `1E2` is "100", and an integer's `3.0` is "3". An integer bound with a
        // fraction stays as written, for the number format to refuse in its own words.
        let read = JSONNumber(literal)
        if !number.decimal && !read.isWhole {
          bounds.append(literal)
          continue
        }
        guard let plain = read.plain else {
          throw fail(
            .configuration(.invalidNumber(.tooManyDigits(bound, literal))), at: member.value.position)
        }
        bounds.append(plain)
      }
      spec.number = NumberFormat(
        isDecimal: number.decimal, minimum: bounds[0], maximum: bounds[1], places: number.places)
    } else if let key = ["min", "max", "places"].first(where: { key in members.contains { $0.key == key } }),
      let member = members.first(where: { $0.key == key })
    {
      throw fail(.numberWithoutKind(key), at: member.keyPosition)
    }
    if let error = spec.configurationErrors.first {
      let key = key(for: error.setting)
      let position = members.first { $0.key == key }?.value.position ?? node.position
      throw fail(.configuration(error), at: position)
    }
    return spec
  }
}

/// A field named in a message: by id when it has one, and always by index.
public struct FieldReference: Equatable, Sendable {
  /// The field's id, if the file gives one.
  public var id: String?
  /// Its index in "fields", from 0.
  public var index: Int

  /// The field at `index`, with its id when it has one.
  public init(id: String?, index: Int) {
    self.id = id
    self.index = index
  }
}

/// A form file that cannot be used, as data; `Messages` words it.
public struct FormFileError: Error, Equatable, Sendable {
  /// What is wrong.
  public enum Problem: Equatable, Sendable {
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
    /// "min", "max" or "places" without "integer" or "decimal".
    case numberWithoutKind(String)
    /// A whole number outside `Int`'s range: the key and the number as written.
    case tooLarge(key: String, literal: String)
  }

  /// What a value should have been.
  public enum ExpectedType: Equatable, Sendable {
    case object, array, string, wholeNumber, boolean, policy, number
  }

  /// The file as named on the command line.
  public var file: String
  /// The field, when the problem is inside one.
  public var field: FieldReference?
  /// Where in the file, when known.
  public var position: TextPosition?
  /// What is wrong.
  public var problem: Problem

  /// A problem in `file`, inside `field` when given, at `position` when known.
  public init(file: String, field: FieldReference? = nil, position: TextPosition? = nil, problem: Problem) {
    self.file = file
    self.field = field
    self.position = position
    self.problem = problem
  }
}

extension FormFile.Kind {
  fileprivate var expected: FormFileError.ExpectedType {
    switch self {
    case .string: .string
    case .wholeNumber: .wholeNumber
    case .boolean: .boolean
    case .policy: .policy
    case .number: .number
    }
  }
}
