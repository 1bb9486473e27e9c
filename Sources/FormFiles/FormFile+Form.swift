import FieldEngine
import FieldIO
import TFieldOptions

/// The form a file describes: built by `Form(pages:)`, whose checks are the only ones across
/// elements; what it refuses is reported at the element or page, and the key, concerned.
extension FormFile {
  /// The form of the pages read.
  static func makeForm(_ pages: [ReadPage], file: String) throws(FormFileError) -> Form {
    let formPages = pages.map { read in
      var page = read.page
      page.elements = read.elements.map(\.element)
      return page
    }
    do {
      return try Form(pages: formPages)
    } catch {
      throw mistake(error, pages: pages, file: file)
    }
  }

  /// What the form refused, placed in the file.
  static func mistake(_ error: FormError, pages: [ReadPage], file: String) -> FormFileError {
    let elements = pages.flatMap(\.elements)
    switch error {
    case .noFields:
      // One page of no fields (a file of "fields" was refused an empty list already).
      let page = pages[0]
      return FormFileError(
        file: file, page: page.index, position: page.fields.position,
        problem: page.index == nil ? .noFields : .emptyPage)
    case .emptyPage(let index):
      return FormFileError(
        file: file, page: index, position: pages[index].fields.position, problem: .emptyPage)
    case .duplicateID(let id):
      let same = elements.filter { $0.spec.id == id }
      let (first, second) = (same[0], same[1])
      return FormFileError(
        file: file, field: second.reference, position: second.node.position,
        problem: .duplicateID(firstIndex: first.reference.index, firstPage: first.reference.page))
    case .misconfigured(let id, let configuration):
      let element = elements.first { $0.spec.id == id }
      return FormFileError(
        file: file, field: element?.reference, position: element?.node.position,
        problem: .configuration(configuration))
    case .invalidElement(let index, _, let problem):
      let element = elements[index]
      let (key, position) = place(of: problem, in: element)
      return FormFileError(
        file: file, field: element.reference, position: position ?? element.node.position,
        problem: .form(problem, key: key))
    case .invalidPage(let index, let problem):
      let page = pages[index]
      return FormFileError(
        file: file, page: index,
        position: place(of: problem, inCondition: page.member("when")) ?? page.node.position,
        problem: .form(problem, key: "when"))
    }
  }

  /// The key a problem of an element is about (nil when its words name it), and where it is.
  private static func place(of problem: FormError.Problem, in element: ReadElement) -> (
    String?, TextPosition?
  ) {
    func at(_ key: String) -> TextPosition? { element.member(key)?.value.position }
    switch problem {
    case .noOptions:
      return (nil, at("options"))
    case .duplicateOption(let value):
      guard case .array(let nodes)? = element.member("options")?.value.value else { return ("options", nil) }
      let same = nodes.filter { optionValue($0) == value }
      return ("options", same.dropFirst().first?.position)
    case .impossibleLimits:
      let key = ["atLeast", "required", "atMost"].first { element.member($0) != nil } ?? "atLeast"
      return (key, at(key))
    case .defaultNotAnOption(let value):
      guard case .array(let nodes)? = element.member("value")?.value.value else {
        return ("value", at("value"))
      }
      return ("value", nodes.first { $0.value == .string(value) }?.position)
    case .conditionOnUnknown, .conditionOnLater, .conditionOnItself, .conditionOnNote, .impossibleValue:
      return ("when", place(of: problem, inCondition: element.member("when")))
    case .sameAsUnknown:
      return (nil, at("sameAs"))
    case .optionsOnNonChoice:
      return (nil, element.member("optionsCmd")?.keyPosition)
    }
  }

  /// Where in a "when" a problem of its condition is: the value asked for, or the field named.
  private static func place(of problem: FormError.Problem, inCondition when: JSONMember?) -> TextPosition? {
    guard let when, case .object(let members) = when.value.value else { return when?.value.position }
    func value(_ key: String) -> JSONNode? { members.first { $0.key == key }?.value }
    if case .impossibleValue(_, let asked) = problem {
      if let equals = value("equals") { return equals.position }
      if case .array(let nodes)? = value("in")?.value {
        let match = nodes.first { node in
          switch node.value {
          case .string(let text): text == asked
          case .bool(let answer): (answer ? "true" : "false") == asked
          default: false
          }
        }
        return match?.position
      }
    }
    return value("field")?.position ?? when.value.position
  }
}
