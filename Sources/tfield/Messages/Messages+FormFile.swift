import FieldIO
import FormFiles
import TFieldOptions

extension Messages {
  /// A form-file mistake: `form.json: field "email" (index 2): unknown key "maxLen" (line 7, column 5)`.
  static func describe(_ error: FormFileError) -> String {
    var head = error.file + ": "
    if let field = error.field {
      head +=
        field.id.map { "field \(JSONText.string($0)) (index \(field.index)): " }
        ?? "field at index \(field.index): "
    }
    let at = error.position.map { " (line \($0.line), column \($0.column))" } ?? ""
    switch error.problem {
    case .unreadable(let reason): return head + "cannot read the file: \(reason)"
    case .invalidJSON(let problem):
      let position = error.position.map { " at line \($0.line), column \($0.column)" } ?? ""
      return head + "invalid JSON\(position): " + describe(problem)
    case .unknownKey(let key):
      let known = error.field == nil ? "title, fields" : OptionTable.keys.joined(separator: ", ")
      return head + "unknown key \(JSONText.string(key))\(at); known keys: \(known)"
    case .duplicateKey(let key): return head + "key \(JSONText.string(key)) given twice\(at)"
    case .wrongType(let key, let expected):
      let subject = key.map { JSONText.string($0) + " must be " } ?? "expected "
      return head + subject + describe(expected) + at
    case .missingFields: return head + "missing \"fields\", the list of fields"
    case .noFields: return head + "\"fields\" is empty: a form needs at least one field\(at)"
    case .missingID: return head + "missing \"id\"\(at)"
    case .emptyID: return head + "\"id\" is empty\(at)"
    case .duplicateID(let first): return head + "the id is already used by the field at index \(first)\(at)"
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
      let problem =
        literal.hasPrefix("-") && range.lowerBound == 0
        ? " must be 0 or more, got \(literal)" : ": " + outOfRange(literal, range)
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
    }
  }

  private static func describe(_ problem: JSONSyntaxError.Problem) -> String {
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
