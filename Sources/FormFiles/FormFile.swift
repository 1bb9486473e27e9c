import FieldEngine
import FieldIO
import TFieldOptions

/// A form file: `{"title": "…", "fields": [{"id": "…", …}, …]}`, or its fields on pages
/// (`"pages": [{"title": …, "fields": [...]}, …]`), read into the `Form` it describes, with every
/// mistake reported with the file, the field (or page) and the line and column. A field's keys
/// are the keyed rows of `OptionTable`: each is read as its value kind and applied as the flag of
/// the same option is, so a key and its flag cannot differ; which keys an element takes is its
/// kind's (`Option.kinds`). The checks across elements (ids, options, limits, conditions,
/// "sameAs", empty pages) are the form's own (`Form.init(pages:)`), reported at the key concerned.
package struct FormFile: Sendable {
  /// The title row of the form, if the file gives one.
  package var title: String?
  /// The form, every check passed.
  package var form: Form
  /// Each element's spec, in the form's order (across pages): a text field's, and for the other
  /// kinds their id, label and rules.
  package var fields: [FieldSpec]
  /// Where each element is in the file, in the same order.
  package var references: [FieldReference]
  /// The history and suggestions files of the fields that have them, by field id, with their
  /// paths as written (relative to the form file: `HistorySettings.relative(to:)`).
  package var histories: [String: HistorySettings] = [:]
  /// The form's own `"validate"` command, which checks every value at once; nil for none.
  package var validateCommand: String?
  /// The keys that run a command, in the file's order: they need `--allow-commands`.
  package var commands: [CommandKey] = []

  /// The top-level keys.
  static let formKeys = ["title", "fields", "pages", "validate"]
  /// The keys of a page.
  static let pageKeys = ["title", "description", "when", "fields"]

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
    try checkDuplicates(members) { problem, position in fail(problem, at: position) }
    var title: String?
    var validate: (command: String, position: TextPosition)?
    var fieldsNode: JSONNode?
    var pagesMember: JSONMember?
    for member in members {
      switch member.key {
      case "title", "validate":
        guard case .string(let text) = member.value.value else {
          throw fail(.wrongType(key: member.key, expected: .string), at: member.value.position)
        }
        if member.key == "title" { title = text } else { validate = (text, member.keyPosition) }
      case "fields": fieldsNode = member.value
      case "pages": pagesMember = member
      default: throw fail(.unknownKey(member.key, known: formKeys), at: member.keyPosition)
      }
    }
    var pages: [ReadPage]
    if let pagesMember {
      if fieldsNode != nil { throw fail(.fieldsAndPages, at: pagesMember.keyPosition) }
      guard case .array(let nodes) = pagesMember.value.value else {
        throw fail(.wrongType(key: "pages", expected: .array), at: pagesMember.value.position)
      }
      guard !nodes.isEmpty else { throw fail(.noPages, at: pagesMember.value.position) }
      pages = []
      for (index, node) in nodes.enumerated() {
        pages.append(try page(node, index: index, file: name))
      }
    } else {
      guard let fieldsNode else { throw fail(.missingFields, at: nil) }
      guard case .array(let nodes) = fieldsNode.value else {
        throw fail(.wrongType(key: "fields", expected: .array), at: fieldsNode.position)
      }
      guard !nodes.isEmpty else { throw fail(.noFields, at: fieldsNode.position) }
      pages = [
        ReadPage(index: nil, node: root, members: [], fields: fieldsNode, page: FormPage(elements: []))
      ]
      pages[0].elements = try elements(nodes, page: nil, file: name)
    }
    let form = try makeForm(pages, file: name)
    let read = pages.flatMap(\.elements)
    var histories: [String: HistorySettings] = [:]
    for element in read where !element.history.isEmpty { histories[element.spec.id] = element.history }
    var commands = read.flatMap(\.commands)
    if let validate { commands.append(CommandKey(field: nil, key: "validate", position: validate.position)) }
    return FormFile(
      title: title, form: form, fields: read.map(\.spec), references: read.map(\.reference),
      histories: histories, validateCommand: validate?.command, commands: commands)
  }

  /// A page as read: its heading, its elements, and where it is in the file.
  struct ReadPage {
    /// Its index in "pages", nil for the one page of a file of "fields".
    var index: Int?
    var node: JSONNode
    var members: [JSONMember]
    /// Its "fields".
    var fields: JSONNode
    /// Its heading and condition (the elements are `elements`').
    var page: FormPage
    var elements: [ReadElement] = []

    /// The value of key `key`, if the page has it.
    func member(_ key: String) -> JSONMember? { members.first { $0.key == key } }
  }

  /// One element of "pages".
  private static func page(_ node: JSONNode, index: Int, file: String) throws(FormFileError) -> ReadPage {
    func fail(_ problem: FormFileError.Problem, at position: TextPosition) -> FormFileError {
      FormFileError(file: file, page: index, position: position, problem: problem)
    }
    guard case .object(let members) = node.value else {
      throw fail(.wrongType(key: nil, expected: .object), at: node.position)
    }
    try checkDuplicates(members, fail)
    var page = FormPage(elements: [])
    var fields: JSONNode?
    for member in members {
      switch member.key {
      case "title", "description":
        guard case .string(let text) = member.value.value else {
          throw fail(.wrongType(key: member.key, expected: .string), at: member.value.position)
        }
        if member.key == "title" { page.title = text } else { page.description = text }
      case "when": page.condition = try condition(member.value, fail: fail)
      case "fields": fields = member.value
      default: throw fail(.unknownKey(member.key, known: pageKeys), at: member.keyPosition)
      }
    }
    guard let fields else { throw fail(.missingFields, at: node.position) }
    guard case .array(let nodes) = fields.value else {
      throw fail(.wrongType(key: "fields", expected: .array), at: fields.position)
    }
    var read = ReadPage(index: index, node: node, members: members, fields: fields, page: page)
    // An empty page is the form's to refuse, with the others.
    read.elements = try elements(nodes, page: index, file: file)
    return read
  }

  /// The elements of a "fields".
  private static func elements(_ nodes: [JSONNode], page: Int?, file: String) throws(FormFileError)
    -> [ReadElement]
  {
    var read: [ReadElement] = []
    for (index, node) in nodes.enumerated() {
      read.append(try element(node, reference: FieldReference(id: nil, index: index, page: page), file: file))
    }
    return read
  }
}
