import FieldIO
import TerminalFields

extension Messages {
  /// A theme that cannot be used: `--theme: unknown theme "drakula"; the themes: default, …`,
  /// `mine.json: line 3, column 5: unknown role "pointr"; the roles: …`,
  /// `--color: "pointer:purpl": unknown colour "purpl"; …`.
  static func describe(_ error: ThemeError) -> String {
    switch error {
    case .unknownName(let name, let source, let known):
      return
        "\(source): unknown theme \(JSONText.string(name)); the themes: \(known.joined(separator: ", ")), "
        + "or a theme file (a path with a / or ending in .json)"
    case .file(let name, let position, let problem):
      let at = position.map { "line \($0.line), column \($0.column): " } ?? ""
      return "\(name): \(at)" + describe(problem)
    case .fzfSpec(let word, let problem):
      let head = "--color: \(JSONText.string(word)): "
      switch problem {
      case .unknownElement(let element, let known):
        return head + "unknown element \(JSONText.string(element)); fzf's elements: "
          + known.joined(separator: ", ")
      case .unknownColor(let color):
        return head + "unknown colour or attribute \(JSONText.string(color)); colours: -1 to 255, #rrggbb, "
          + ThemeColor.names.joined(separator: ", ") + "; attributes: regular, "
          + TextAttributes.named.map(\.name).joined(separator: ", ")
      case .notABase:
        return head
          + "neither auto, always, never nor an fzf colour spec (ELEMENT:COLOR[:ATTRIBUTE...] words, "
          + "or a base: dark, light, 16, bw)"
      }
    }
  }

  private static func describe(_ problem: ThemeError.FileProblem) -> String {
    switch problem {
    case .unreadable(let reason): "cannot read the theme file: \(reason)"
    case .invalidJSON(let syntax): "invalid JSON: " + describe(syntax)
    case .unknownRole(let role, let known):
      "unknown role \(JSONText.string(role)); the roles: " + known.joined(separator: ", ") + " (and \"base\")"
    case .unknownKey(let key, let known):
      "unknown key \(JSONText.string(key)); a role's keys: " + known.joined(separator: ", ")
    case .unknownColor(let color, let known):
      "unknown colour \(JSONText.string(color)); colours: " + known.joined(separator: ", ")
    case .unknownAttribute(let attribute, let known):
      "unknown attribute \(JSONText.string(attribute)); attributes: " + known.joined(separator: ", ")
    case .expected(let what): "expected \(what)"
    }
  }
}
