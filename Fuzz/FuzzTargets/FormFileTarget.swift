import FieldEngine
import FormFiles

/// Fuzz target for the form-file reader (`FormFile.parse`, over `JSONReader`): arbitrary bytes
/// are read as a form file. It must never trap; an error's place must lie inside the text (line
/// from 1 to the number of lines, column from 1); a file it accepts must give fields whose
/// specs have no configuration error and pass `specProblems` (sound fields; typing, paste and
/// `violations(of:)` agree).
///
/// - Returns: what broke, empty when nothing did.
public func fuzzFormFile(_ bytes: [UInt8]) -> [String] {
  let lines = bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
  do {
    let file = try FormFile.parse(bytes, name: "fuzz.json")
    var problems: [String] = []
    if file.fields.isEmpty { problems.append("a form file with no fields was accepted") }
    for spec in file.fields {
      if let error = spec.configurationErrors.first {
        problems.append("field \(spec.id.debugDescription) was accepted but cannot be made: \(error)")
      }
      problems += specProblems(spec, values: [spec.value] + argumentSamples)
      problems += file.histories[spec.id].map(historyProblems) ?? []
    }
    return problems
  } catch {
    guard let position = error.position else { return [] }
    if position.line < 1 || position.line > lines || position.column < 1 {
      return [
        "\(error.problem) reported at line \(position.line), column \(position.column) of \(lines) lines"
      ]
    }
    return []
  }
}
