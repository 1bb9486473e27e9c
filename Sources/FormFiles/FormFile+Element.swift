import FieldEngine
import FieldIO
import TFieldOptions

extension FormFile {
  /// One element of "fields" as read: its spec, its history, the form's element, and where it is
  /// in the file (for the form's own checks to be reported there).
  struct ReadElement {
    var spec: FieldSpec
    var history: HistorySettings
    var element: FormElement
    var reference: FieldReference
    var node: JSONNode
    var members: [JSONMember]
    /// The keys that run a command, with their places.
    var commands: [CommandKey]

    /// The value of key `key`, if the element has it.
    func member(_ key: String) -> JSONMember? { members.first { $0.key == key } }
  }

  /// The keys of a form file's element that run a command.
  static let commandKeys: Set<String> = ["validate", "completeCmd", "optionsCmd"]

  /// The keys of an element of `kind`, in the table's order.
  static func keys(of kind: FormKind) -> [String] {
    OptionTable.keyed.filter { $0.kinds.contains(kind) }.compactMap(\.key)
  }

  /// One element of "fields" into a spec and a form's element; every check of an element on its
  /// own is here (those across elements are the form's).
  static func element(_ node: JSONNode, reference: FieldReference, file: String) throws(FormFileError)
    -> ReadElement
  {
    var reference = reference
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
    // The kind first: it decides which keys the element takes, and what some of them hold.
    if let member = members.first(where: { $0.key == kindKey }), let option = OptionTable.option(key: kindKey)
    {
      option.apply(try value(of: member, as: option.value, rule: nil, fail: fail), to: &settings)
    }
    let kind = settings.element.kind
    // A format's values (a number's bounds) are read once every other key has said which format
    // the field has: their kind depends on it.
    var formatValues: [(option: Option, member: JSONMember)] = []
    var commands: [CommandKey] = []
    for member in members where member.key != kindKey {
      guard let option = OptionTable.option(key: member.key) else {
        throw fail(.unknownKey(member.key, known: keys(of: kind)), at: member.keyPosition)
      }
      guard option.kinds.contains(kind) else {
        throw fail(.notForKind(key: member.key, kind: kind, keys: keys(of: kind)), at: member.keyPosition)
      }
      if member.key == idKey, case .string("") = member.value.value {
        throw fail(.emptyID, at: member.value.position)
      }
      if commandKeys.contains(member.key) {
        commands.append(CommandKey(field: reference, key: member.key, position: member.keyPosition))
      }
      guard option.value != .formatValue else {
        formatValues.append((option, member))
        continue
      }
      option.apply(
        try value(of: member, as: option.value(in: kind), rule: option.rule, fail: fail), to: &settings)
    }
    if kind != .note && !members.contains(where: { $0.key == idKey }) {
      throw fail(.missingID, at: node.position)
    }
    // A choice's rules are its new items': they need "other".
    if kind.isChoice && !settings.offersOther,
      let rule = members.first(where: { OptionTable.option(key: $0.key)?.isNewItemRule == true })
    {
      throw fail(.needsOther(key: rule.key, kind: kind), at: rule.keyPosition)
    }
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
      let valueKind = option.value.resolved(forFormat: format)
      guard valueKind != .formatValue else { throw fail(needsFormat(option), at: member.keyPosition) }
      option.apply(try value(of: member, as: valueKind, rule: option.rule, fail: fail), to: &settings)
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
    var element: FormElement
    do {
      element = try formElement(spec, settings, requiredGiven: members.contains { $0.key == "required" })
    } catch {
      throw configurationProblem(error)
    }
    if kind == .note && settings.element.text == nil {
      throw fail(.missingKey("text", of: .kind(.note)), at: node.position)
    }
    element.condition = settings.element.condition
    element.sameAs = settings.element.sameAs
    element.optionsCommand = settings.element.optionsCommand
    return ReadElement(
      spec: spec, history: settings.history, element: element, reference: reference, node: node,
      members: members, commands: commands)
  }

  /// The form's element a spec and the element keys describe.
  private static func formElement(_ spec: FieldSpec, _ settings: CommandSettings, requiredGiven: Bool)
    throws(ConfigurationError) -> FormElement
  {
    let keys = settings.element
    switch keys.kind {
    case .text:
      var field = try spec.makeField()
      field.suggestionCase = settings.history.suggestionCase.engineCase
      return .text(field)
    case .area:
      let area = try TextArea(spec: spec, maxLines: settings.maxLines)
      return FormElement(
        field: Field(spec: FieldSpec(id: spec.id, label: spec.label, placeholder: spec.placeholder)),
        kind: .area(area))
    case .select, .multiselect:
      // The field is the line a new item is typed on: the rules, not the value or "required"
      // (which is the choice's own).
      var line = spec
      line.value = ""
      line.required = false
      let multiple = keys.kind == .multiselect
      // A select needs a choice unless "required" says otherwise; a multiselect needs "atLeast".
      let needed = requiredGiven ? spec.required : !multiple
      let choice = FormChoice(
        options: keys.options, multiple: multiple,
        atLeast: multiple ? max(keys.atLeast ?? 0, needed ? 1 : 0) : (needed ? 1 : 0),
        atMost: multiple ? keys.atMost : 1, allowsOther: settings.offersOther, initial: keys.values ?? [])
      return FormElement(field: try line.makeField(), kind: .choice(choice))
    case .confirm:
      return .confirm(spec.id, label: spec.label, value: keys.answer ?? false)
    case .note:
      return .note(keys.text ?? "", id: spec.id, title: spec.label)
    }
  }

  /// The key of a field's id, the one key every field but a note must have.
  static let idKey = "id"
  /// The key of an element's kind.
  static let kindKey = "kind"

  /// An option given without the format it belongs to, naming the keys of those formats.
  private static func needsFormat(_ option: Option?) -> FormFileError.Problem {
    .needsFormat(key: option?.key ?? "", formats: (option?.needs ?? []).map(OptionTable.key(for:)))
  }
}

/// A key of a form file that runs a command, and its place: a field's "validate", "completeCmd"
/// or "optionsCmd", or the form's "validate".
package struct CommandKey: Equatable, Sendable {
  /// The field, or nil for the form's own key.
  package var field: FieldReference?
  /// The key.
  package var key: String
  /// Where the key is.
  package var position: TextPosition
}
