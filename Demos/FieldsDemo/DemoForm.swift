import FieldEngine

/// The seeds' fields in one form: unlimited, one character, five vowels, ten letters of "freaky",
/// and the announced banned-characters field. `Examples/demo-form.json` describes the same fields
/// for `tfield form` (a test keeps the two equal).
enum DemoForm {
  /// The title row.
  static let title = "TerminalFields demo: Tab moves between fields, Enter submits"

  /// The fields as plain descriptions, the same type `tfield` builds from flags and form files.
  static let specs: [FieldSpec] = [
    FieldSpec(id: "unlimited", label: "Unlimited"),
    FieldSpec(id: "one", label: "One character", limits: [.characters: 1]),
    FieldSpec(id: "vowels", label: "Vowels", limits: [.characters: 5], allow: "AEIOUaeiou"),
    FieldSpec(id: "freaky", label: "Freaky", limits: [.characters: 10], allow: "freaky"),
    FieldSpec(id: "banned", label: "No digits", deny: "0123456789"),
  ]

  /// The fields, built through `FieldSpec.makeField()` like every other front end's.
  static func fields() throws(ConfigurationError) -> [Field] {
    var fields: [Field] = []
    for spec in specs { fields.append(try spec.makeField().field) }
    return fields
  }
}
