import FieldEngine
import FieldIO
import FormFiles
import TFieldOptions

extension Messages {
  /// A form-file mistake: `form.json: field "email" (index 2): unknown key "maxLen" (line 7, column 5)`.
  static func describe(_ error: FormFileError) -> String {
    var head = error.file + ": "
    if let field = error.field {
      let page = field.page.map { "page \($0), " } ?? ""
      head +=
        field.id.map { "field \(JSONText.string($0)) (\(page)index \(field.index)): " }
        ?? "field at index \(field.index)\(field.page.map { " of page \($0)" } ?? ""): "
    } else if let page = error.page {
      head += "page \(page): "
    }
    let at = error.position.map { " (line \($0.line), column \($0.column))" } ?? ""
    switch error.problem {
    case .unreadable(let reason): return head + "cannot read the file: \(reason)"
    case .invalidJSON(let problem):
      let position = error.position.map { " at line \($0.line), column \($0.column)" } ?? ""
      return head + "invalid JSON\(position): " + describe(problem)
    case .unknownKey(let key, let known):
      return head + "unknown key \(JSONText.string(key))\(at); known keys: \(known.joined(separator: ", "))"
    case .notForKind(let key, let kind, let keys):
      return head + "\(JSONText.string(key)) on \(name(kind))\(at); the keys of \(name(kind)): "
        + keys.joined(separator: ", ")
    case .needsOther(let key, let kind):
      return head
        + "\(JSONText.string(key)) on \(name(kind)) is a rule of its new items: it needs \"other\": "
        + "true\(at)"
    case .duplicateKey(let key): return head + "key \(JSONText.string(key)) given twice\(at)"
    case .wrongType(let key, let expected):
      let subject = key.map { JSONText.string($0) + " must be " } ?? "expected "
      return head + subject + describe(expected) + at
    case .missingFields:
      return head + "missing \"fields\", the list of fields" + (error.page == nil ? " (or \"pages\")" : "")
        + at
    case .fieldsAndPages: return head + "both \"fields\" and \"pages\": a form has one or the other\(at)"
    case .noFields: return head + "\"fields\" is empty: a form needs at least one field\(at)"
    case .noPages: return head + "\"pages\" is empty: a form needs at least one page\(at)"
    case .emptyPage: return head + "\"fields\" is empty: a page needs at least one field\(at)"
    case .missingID: return head + "missing \"id\"\(at)"
    case .emptyID: return head + "\"id\" is empty\(at)"
    case .missingKey(let key, let holder):
      let named =
        switch holder {
        case .condition: "\"when\""
        case .option: "an option written as an object"
        case .kind(let kind): name(kind)
        }
      return head + "\(named) needs \(JSONText.string(key))\(at)"
    case .conditionNeedsOneOf: return head + "\"when\" takes one of \"equals\" and \"in\"\(at)"
    case .emptyIn: return head + "\"in\" is empty: the condition could never hold\(at)"
    case .duplicateID(let first, let page):
      return head + "the id is already used by the field at index \(first)"
        + (page.map { " of page \($0)" } ?? "") + at
    case .form(let problem, let key):
      return head + (key.map { JSONText.string($0) + ": " } ?? "") + Wording.describe(problem) + at
    case .commandNotAllowed(let key):
      return head
        + "\(JSONText.string(key)) runs a command\(at); a form file is data that may come from anyone, "
        + "so give --allow-commands if you trust this one"
    case .configuration(let configuration): return head + configuration.description + at
    case .needsFormat(let key, let formats):
      // A switch is given as true, a format with a value by its value's name: "date": "FORMAT".
      let kinds = formats.map { key in
        let value = OptionTable.option(key: key)?.value
        return JSONText.string(key) + ": " + (value == .boolean ? "true" : JSONText.string(value?.name ?? ""))
      }
      .joined(separator: " or ")
      return head + "\(JSONText.string(key)) needs \(kinds)\(at)"
    case .outOfRange(let key, let literal, let range):
      // Below the range ("atMost": 0), or past what any whole number can be.
      let plain = JSONNumber(literal).plain ?? literal
      let below = plain.hasPrefix("-") || Int(plain).map { $0 < range.lowerBound } == true
      let problem =
        below && range.upperBound == .max
        ? " must be \(range.lowerBound) or more, got \(literal)" : ": " + outOfRange(literal, range)
      return head + JSONText.string(key) + problem + at
    case .history(let problem):
      return head
        + describe(
          problem,
          name: {
            JSONText.string(
              ["history", "historySize", "suggest", "complete", "completeCmd", "completePath"][$0])
          })
        + at
    case .historyOutside(let path, let resolved, let folders):
      let leads = resolved == path ? "" : " (\(resolved))"
      return head + "\"history\": \(JSONText.string(path))\(leads) is outside "
        + folders.joined(separator: " and ")
        + ": a form file's history must be in its own folder or in tfield's state folder"
    }
  }

  private static func describe(_ expected: FormFileError.ExpectedType) -> String {
    switch expected {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .wholeNumber: "a whole number"
    case .boolean: "true or false"
    case .choice(let words): "one of " + words.map(JSONText.string).joined(separator: ", ")
    case .number: "a number"
    case .seconds: "a number of seconds above 0, like 5 or 0.5"
    case .strings: "an array of strings"
    case .option: "a string, or an object of \"label\" and \"value\""
    case .stringOrBoolean: "a string, or true or false"
    case .stringsOrBooleans: "an array of strings, or of true and false"
    }
  }

  /// An element of a kind, as a message names it: "a text field", "an area", "a select".
  private static func name(_ kind: FormKind) -> String {
    switch kind {
    case .text: "a text field"
    case .area: "an area"
    case .select, .multiselect, .confirm, .note: "a " + kind.rawValue
    }
  }

  static func describe(_ problem: JSONSyntaxError.Problem) -> String {
    switch problem {
    case .expected(let what): "expected \(what)"
    case .invalidEscape: "invalid escape in a string"
    case .controlInString: "a control character in a string must be escaped"
    case .invalidUTF8: "a string is not UTF-8"
    case .loneSurrogate: "a \\u escape is half of a surrogate pair"
    case .tooDeep: "nested more than \(JSONReader.maximumDepth) levels deep"
    }
  }

  /// `check`'s line on stderr for one violation: "maxLength: longer than the limit of 5 characters: 6",
}
