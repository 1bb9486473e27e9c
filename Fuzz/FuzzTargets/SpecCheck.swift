import FieldEngine
import FieldTerminal

/// What the fuzz targets that build specs (form files, flags) check of each spec they get:
///
/// - A spec refused as one no value can satisfy is: none of `values` fits it (the search for a
///   shortest value never refuses rules a value exists for).
/// - A spec accepted makes a sound field; typing each of `values` into it and pasting it keep
///   every invariant, and the field's verdict on its text is `violations(of:)`'s (typing, paste
///   and `tfield check` agree).
///
/// - Every component that shows such a field lays it out and draws it, on a screen of any size,
///   whatever its numbers (a limit of 2^62 once overflowed the layout): a form and a prompt,
///   empty and holding a value; a trap here is the finding.
///
/// - Returns: what broke, empty when nothing did.
func specProblems(_ spec: FieldSpec, values: [String]) -> [String] {
  let name = "field \(spec.id.debugDescription)"
  if let error = spec.configurationErrors.first {
    guard error.isUnsatisfiable else { return [] }
    let rules = spec.rules
    guard let format = rules.format else { return [] }
    return values.filter {
      !$0.isEmpty && rules.violations(of: $0).isEmpty && format.state(of: $0) == .complete
    }
    .prefix(1).map { "\(name) refused (\(error)), yet \($0.debugDescription) fits" }
  }
  let made: Field
  do {
    made = try spec.makeField()
  } catch {
    return ["\(name) has no configuration error but cannot be made: \(error)"]
  }
  var problems = made.invariantViolations().map { "\(name): \($0)" }
  drawEverywhere(made, value: values.first ?? "")
  for value in values.prefix(8) where value.utf8.count <= 256 {
    var typed = made
    for character in value { typed.apply(.insert(String(character))) }
    var pasted = made
    pasted.apply(.selectAll)
    pasted.apply(.paste(value))
    for field in [typed, pasted] {
      problems += field.invariantViolations().map { "\(name) after \(value.debugDescription): \($0)" }
      let verdict: [Violation]
      do {
        verdict = try spec.violations(of: field.text)
      } catch {
        return problems + ["\(name): violations(of:) threw \(error) for a spec makeField() took"]
      }
      if field.validate().isEmpty != verdict.isEmpty {
        problems.append(
          "\(name) holds \(field.text.debugDescription): validate() says \(field.validate()), "
            + "violations(of:) says \(verdict)")
      }
    }
  }
  return problems
}

/// Lays out and draws a form and a prompt holding `field`, empty and with `value` pasted, on
/// screens from 1x1 to 200x50.
private func drawEverywhere(_ field: Field, value: String) {
  guard let form = try? Form([field]) else { return }
  var filled = FormController(form: form, title: "fuzz")
  filled.handle(.paste(String(value.prefix(64))))
  var prompt = PromptController(title: "fuzz", question: "m", field: field)
  prompt.handle(.paste(String(value.prefix(64))))
  for (width, height) in [(1, 1), (17, 5), (24, 9), (80, 24), (200, 50)] {
    for var component in [FormController(form: form, title: "fuzz"), filled] {
      component.layout(in: Region(width: width, height: height))
      _ = component.frame()
    }
    prompt.layout(in: Region(width: width, height: height))
    _ = prompt.frame()
  }
}

extension ConfigurationError {
  /// True for the errors that say no value can satisfy the rules, found by search.
  var isUnsatisfiable: Bool {
    switch problem {
    case .noCharacterAllowed, .noValueFits, .valueTooLong, .requiredUnderZeroLimit: true
    default: false
    }
  }
}
