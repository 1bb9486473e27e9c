import FieldKeys

/// One thing typed at the keyboard, written as tmux's `send-keys` writes it, so that the same
/// sequence can be typed into `bash`'s readline and `tfield` in tmux, and decoded in process.
public enum Stroke: Hashable, Sendable, CustomStringConvertible {
  /// Text typed a character at a time (`send-keys -l`).
  case text(String)
  /// A key by tmux's name: "C-w", "M-BSpace", "M-4", "M-\\", "C-Space", "DC", "Left".
  case key(String)

  /// A key by tmux's name; several names are several keys.
  public static func keys(_ names: String...) -> [Stroke] { names.map(Stroke.key) }

  /// The arguments of `tmux send-keys` that type it.
  public var sendKeysArguments: [String] {
    switch self {
    case .text(let text): ["-l", text]
    case .key(let name): [name]
    }
  }

  /// How a case lists it: the text in quotes, a key by its name.
  public var description: String {
    switch self {
    case .text(let text): text.debugDescription
    case .key(let name): name
    }
  }

  /// The key events a terminal's bytes for it decode to (as `KeyDecoder` decodes what tmux sends
  /// for an xterm): each typed character its own `.text`, a key its `.key`.
  public var events: [KeyEvent] {
    switch self {
    case .text(let text): return text.map { .text(String($0)) }
    case .key(let name): return [Self.event(named: name)]
    }
  }

  /// The event of a tmux key name: `M-` adds Alt, `C-` a control key.
  static func event(named name: String) -> KeyEvent {
    if name.hasPrefix("M-") && name.count > 2 {
      guard case .key(let key, let modifiers) = event(named: String(name.dropFirst(2))) else {
        preconditionFailure("no key named \(name)")
      }
      return .key(key, modifiers.union(.alt))
    }
    switch name {
    case "BSpace": return .key(.backspace, [])
    case "DC": return .key(.delete, [])
    case "Left": return .key(.left, [])
    case "Right": return .key(.right, [])
    case "Home": return .key(.home, [])
    case "End": return .key(.end, [])
    case "Enter": return .key(.enter, [])
    case "Escape": return .key(.escape, [])
    case "Up": return .key(.up, [])
    case "Down": return .key(.down, [])
    case "IC": return .key(.insert, [])
    case "PPage": return .key(.pageUp, [])
    case "NPage": return .key(.pageDown, [])
    case "C-DC": return .key(.delete, [.control])
    case "Space": return .key(.character(" "), [])
    case "C-Space", "C-@": return .key(.control("@"), [])
    default: break
    }
    if name.hasPrefix("C-") && name.count == 3 {
      return .key(.control(Character(name.dropFirst(2).lowercased())), [])
    }
    precondition(name.count == 1, "no key named \(name)")
    return .key(.character(Character(name)), [])
  }
}
