/// One thing the user did at the keyboard, as decoded from the bytes a terminal sends.
///
/// The package decodes these from the terminal (``ComponentDriver`` feeds it the bytes); the key
/// bindings map them to commands.
///
/// - `.text` is typed text: one `Character` (`"a"`, `"é"`, `"👍🏽"`), or a piece of one when a
///   read ended inside it (a combining mark that arrived later, which the engine joins to the
///   character before it).
/// - `.paste` is pasted text: the content of a bracketed paste (kept raw: it may contain
///   controls and escape sequences, which the engine removes), or several characters that
///   arrived in one read from a terminal that does not bracket pastes (see ``ComponentDriver``).
/// - `.key` is every other key: cursor and editing keys, function keys, control keys, and
///   Alt with a printable key.
public enum KeyEvent: Equatable, Sendable {
  /// Typed text: one character of what arrived in one read (see ``ComponentDriver``).
  case text(String)
  /// Pasted text, raw: a bracketed paste keeps escape sequences, ESC and C1 characters as
  /// content; a paste never submits, cancels or moves anything by itself.
  case paste(String)
  /// A non-text key with the modifiers held down.
  case key(Key, Modifiers)

  /// A key that is not plain typed text.
  public enum Key: Hashable, Sendable {
    /// The Up arrow.
    case up
    /// The Down arrow.
    case down
    /// The Left arrow.
    case left
    /// The Right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up (Prior).
    case pageUp
    /// Page Down (Next).
    case pageDown
    /// Insert.
    case insert
    /// Delete (forward delete, `ESC [ 3 ~`).
    case delete
    /// Backspace: byte 0x7F (DEL), or whatever byte the terminfo `kbs` capability names.
    /// Byte 0x08 is `.control("h")` unless `kbs` is `^H` (as for vt100).
    case backspace
    /// Tab (byte 0x09, also Ctrl-I).
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    /// Enter: byte 0x0D (CR, also Ctrl-M), or CR LF in one read. A lone 0x0A (LF) is
    /// `.control("j")`, which the key tables bind as Enter (readline's accept-line).
    case enter
    /// Escape on its own: a lone ESC byte that nothing followed within the escape timeout.
    case escape
    /// Function key F1 to F12 (`function(1)` is F1).
    case function(Int)
    /// A control key, named by its lowercase letter or symbol: byte 0x01 is `control("a")`,
    /// 0x03 is `control("c")`, 0x00 is `control("@")` (Ctrl-Space, Ctrl-@), 0x1C is
    /// `control("\\")`, 0x1D is `control("]")`, 0x1E is `control("^")`, 0x1F is
    /// `control("_")`. The control bytes that have their own key (Tab, Enter, Escape,
    /// Backspace) never appear here.
    case control(Character)
    /// A printable key pressed with Alt (sent as ESC followed by the character): Alt-B is
    /// `.key(.character("b"), [.alt])`, Alt-Shift-B is `.key(.character("B"), [.alt])`.
    case character(Character)
  }

  /// The modifier keys held with a key.
  ///
  /// Alt comes from an ESC prefix or from an xterm modifier parameter; Shift and Control only
  /// from an xterm modifier parameter (`ESC [ 1 ; m A` with m = 1 + shift 1 + alt 2 + control 4)
  /// or a terminfo shifted-key capability (`kLFT`, `kRIT`, `kHOM`, `kEND`, `kDC`, `kUP`, `kDN`).
  /// Shift is never added to a `.character` key: the character itself is already shifted.
  public struct Modifiers: OptionSet, Hashable, Sendable {
    /// The raw bits: shift 1, alt 2, control 4 (the xterm modifier parameter minus one).
    public let rawValue: UInt8

    /// Makes a set of modifiers from its raw bits (shift 1, alt 2, control 4).
    public init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = Modifiers(rawValue: 1)
    /// Alt (Meta, Option).
    public static let alt = Modifiers(rawValue: 2)
    /// Control.
    public static let control = Modifiers(rawValue: 4)
  }
}

extension KeyEvent {
  /// The key as the docs write it: "Ctrl-A", "Shift-Ctrl-←", "Alt-B", "Page Up".
  var name: String {
    switch self {
    case .text(let text): return text
    case .paste: return "paste"
    case .key(let key, let modifiers):
      var prefix = ""
      if modifiers.contains(.shift) { prefix += "Shift-" }
      if modifiers.contains(.alt) { prefix += "Alt-" }
      if modifiers.contains(.control) { prefix += "Ctrl-" }
      let base: String
      switch key {
      case .up: base = "↑"
      case .down: base = "↓"
      case .left: base = "←"
      case .right: base = "→"
      case .home: base = "Home"
      case .end: base = "End"
      case .pageUp: base = "Page Up"
      case .pageDown: base = "Page Down"
      case .insert: base = "Insert"
      case .delete: base = "Delete"
      case .backspace: base = "Backspace"
      case .tab: base = "Tab"
      case .backTab: base = "Shift-Tab"
      case .enter: base = "Enter"
      case .escape: base = "Escape"
      case .function(let number): base = "F\(number)"
      case .control(let character): base = "Ctrl-" + character.uppercased()
      case .character(let character): base = character.uppercased()
      }
      return prefix + base
    }
  }
}
