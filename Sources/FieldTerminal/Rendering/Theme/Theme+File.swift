import FieldIO

extension Theme {
  /// The keys of a role's look in a theme file.
  package static let lookKeys = ["foreground", "background", "attributes"]

  /// Reads a theme file: a JSON object whose keys are role names (``ColorRole/name``) and, if it
  /// wants, `"base"`, the built-in theme it starts from (``default`` otherwise). Each role's value
  /// is an object of `"foreground"` and `"background"` (a colour name, `0`-`255`, or `"#rrggbb"`)
  /// and `"attributes"` (a list of `bold`, `dim`, `italic`, `underline`, `reverse`,
  /// `strikethrough`; without it, the component's own attributes):
  ///
  /// ```json
  /// { "base": "nord", "pointer": { "foreground": "#ff5f87", "attributes": ["bold"] } }
  /// ```
  ///
  /// An unknown role, key, colour or attribute is an error naming the file, its line and column,
  /// and the names it could have been.
  package static func parse(file bytes: [UInt8], name: String) throws(ThemeError) -> Theme {
    func fail(_ position: TextPosition?, _ problem: ThemeError.FileProblem) -> ThemeError {
      .file(name: name, position: position, problem: problem)
    }
    let root: JSONNode
    do {
      root = try JSONReader.parse(bytes)
    } catch {
      throw fail(error.position, .invalidJSON(error.problem))
    }
    guard case .object(let members) = root.value else {
      throw fail(root.position, .expected("an object of roles"))
    }
    var theme = Theme(name: name, looks: Theme.default.looks)
    if let base = members.first(where: { $0.key == "base" }) {
      guard case .string(let baseName) = base.value.value, let builtIn = Theme.named(baseName) else {
        throw fail(
          base.value.position,
          .expected("the name of a built-in theme: " + builtInNames.joined(separator: ", ")))
      }
      theme.looks = builtIn.looks
    }
    for member in members where member.key != "base" {
      guard let role = ColorRole(named: member.key) else {
        throw fail(member.keyPosition, .unknownRole(member.key, known: ColorRole.allCases.map(\.name)))
      }
      theme[role] = try look(member.value, fail: fail)
    }
    return theme
  }

  /// The names of the built-in themes, in order.
  package static var builtInNames: [String] { builtIn.map(\.name) }

  private static func look(
    _ node: JSONNode, fail: (TextPosition?, ThemeError.FileProblem) -> ThemeError
  ) throws(ThemeError) -> RoleLook {
    guard case .object(let members) = node.value else {
      throw fail(node.position, .expected("an object of \(lookKeys.joined(separator: ", "))"))
    }
    var look = RoleLook()
    for member in members {
      switch member.key {
      case "foreground": look.foreground = try color(member.value, fail: fail)
      case "background": look.background = try color(member.value, fail: fail)
      case "attributes":
        guard case .array(let items) = member.value.value else {
          throw fail(member.value.position, .expected("a list of attributes"))
        }
        var attributes: TextAttributes = []
        for item in items {
          guard case .string(let word) = item.value,
            let attribute = TextAttributes.named.first(where: { $0.name == word })?.attribute
          else {
            throw fail(
              item.position, .unknownAttribute(text(of: item), known: TextAttributes.named.map(\.name)))
          }
          attributes.insert(attribute)
        }
        look.attributes = attributes
      default:
        throw fail(member.keyPosition, .unknownKey(member.key, known: lookKeys))
      }
    }
    return look
  }

  private static func color(
    _ node: JSONNode, fail: (TextPosition?, ThemeError.FileProblem) -> ThemeError
  ) throws(ThemeError) -> ThemeColor {
    let written: String? =
      switch node.value {
      case .string(let text): text
      case .number(let digits): digits
      default: nil
      }
    guard let written, let color = ThemeColor(written) else {
      throw fail(node.position, .unknownColor(text(of: node), known: colorForms))
    }
    return color
  }

  /// How a colour may be written, for messages.
  package static let colorForms = ThemeColor.names + ["gray", "0-255", "#rrggbb"]

  /// A value as a message quotes it.
  private static func text(of node: JSONNode) -> String {
    switch node.value {
    case .string(let text): text
    case .number(let digits): digits
    case .bool(let value): value ? "true" : "false"
    case .null: "null"
    case .array: "a list"
    case .object: "an object"
    }
  }
}
