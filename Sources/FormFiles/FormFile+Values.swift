import FieldEngine
import FieldIO
import TFieldOptions

/// How a form file's values are read: each key's value as its option's kind of value, options,
/// conditions; every mistake at its place.
extension FormFile {
  /// Makes the error of a problem at a place, in the object being read.
  typealias Fail = (FormFileError.Problem, TextPosition) -> FormFileError

  /// A member's value read as a kind of value, or the mistake.
  static func value(
    of member: JSONMember, as kind: ValueKind, rule: RuleName?, fail: Fail
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
    case (.strings, .array(let elements)):
      var texts: [String] = []
      for element in elements {
        guard case .string(let text) = element.value else {
          throw fail(.wrongType(key: member.key, expected: .strings), element.position)
        }
        texts.append(text)
      }
      return .texts(texts)
    case (.options, .array(let elements)):
      return .options(try elements.map { element throws(FormFileError) in try option(element, fail: fail) })
    case (.condition, .object):
      return .condition(try condition(member.value, fail: fail))
    default:
      throw fail(.wrongType(key: member.key, expected: kind.expected), position)
    }
  }

  /// The keys of an option written as an object.
  static let optionKeys = ["label", "value"]

  /// One of "options": a string (its label and value), or `{"label": …, "value": …}` (without
  /// "value", the label).
  static func option(_ node: JSONNode, fail: Fail) throws(FormFileError) -> FormOption {
    switch node.value {
    case .string(let label): return FormOption(label)
    case .object(let members):
      try checkDuplicates(members, fail)
      var texts: [String: String] = [:]
      for member in members {
        guard optionKeys.contains(member.key) else {
          throw fail(.unknownKey(member.key, known: optionKeys), member.keyPosition)
        }
        guard case .string(let text) = member.value.value else {
          throw fail(.wrongType(key: member.key, expected: .string), member.value.position)
        }
        texts[member.key] = text
      }
      guard let label = texts["label"] else { throw fail(.missingKey("label", of: .option), node.position) }
      return FormOption(label, value: texts["value"])
    default:
      throw fail(.wrongType(key: "options", expected: .option), node.position)
    }
  }

  /// The value an element of "options" gives, read as `option(_:fail:)` reads it; nil for one
  /// it refuses.
  static func optionValue(_ node: JSONNode) -> String? {
    switch node.value {
    case .string(let label): return label
    case .object(let members):
      func text(_ key: String) -> String? {
        guard case .string(let text)? = members.first(where: { $0.key == key })?.value.value else {
          return nil
        }
        return text
      }
      return text("value") ?? text("label")
    default: return nil
    }
  }

  /// The keys of a condition.
  static let conditionKeys = ["field", "equals", "in"]

  /// A "when": `{"field": ID, "equals": VALUE}` or `{"field": ID, "in": [VALUES]}`, VALUE a string,
  /// or true or false (a confirm's answer).
  static func condition(_ node: JSONNode, fail: Fail) throws(FormFileError) -> FormCondition {
    guard case .object(let members) = node.value else {
      throw fail(.wrongType(key: "when", expected: .object), node.position)
    }
    try checkDuplicates(members, fail)
    var field: String?
    var match: FormCondition.Match?
    for member in members {
      let value = member.value
      switch member.key {
      case "field":
        guard case .string(let id) = value.value else {
          throw fail(.wrongType(key: "field", expected: .string), value.position)
        }
        field = id
        continue
      case "equals":
        switch value.value {
        case .string(let text): match = match == nil ? .texts([text]) : nil
        case .bool(let answer): match = match == nil ? .bools([answer]) : nil
        default: throw fail(.wrongType(key: "equals", expected: .stringOrBoolean), value.position)
        }
      case "in":
        guard case .array(let elements) = value.value else {
          throw fail(.wrongType(key: "in", expected: .array), value.position)
        }
        let values = try conditionValues(elements, at: value.position, fail: fail)
        match = match == nil ? values : nil
      default:
        throw fail(.unknownKey(member.key, known: conditionKeys), member.keyPosition)
      }
      // Both "equals" and "in".
      if match == nil { throw fail(.conditionNeedsOneOf, member.keyPosition) }
    }
    guard let field else { throw fail(.missingKey("field", of: .condition), node.position) }
    guard let match else { throw fail(.conditionNeedsOneOf, node.position) }
    return FormCondition(field: field, match: match)
  }

  /// The values of a condition's "in": all strings, or all true and false; at least one.
  private static func conditionValues(_ elements: [JSONNode], at position: TextPosition, fail: Fail)
    throws(FormFileError) -> FormCondition.Match
  {
    guard let first = elements.first else { throw fail(.emptyIn, position) }
    var texts: [String] = []
    var answers: [Bool] = []
    let textual = if case .string = first.value { true } else { false }
    for element in elements {
      switch (element.value, textual) {
      case (.string(let text), true): texts.append(text)
      case (.bool(let answer), false): answers.append(answer)
      default: throw fail(.wrongType(key: "in", expected: .stringsOrBooleans), element.position)
      }
    }
    return textual ? .texts(texts) : .bools(answers)
  }

  /// Refuses a key given twice in one object.
  static func checkDuplicates(_ members: [JSONMember], _ fail: Fail) throws(FormFileError) {
    var keys = Set<String>()
    for member in members where !keys.insert(member.key).inserted {
      throw fail(.duplicateKey(member.key), member.keyPosition)
    }
  }
}
