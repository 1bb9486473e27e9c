import FieldEngine

/// Which keys edit text: readline's emacs keys (the default) or its vi modes. A struct with static
/// members, so a mode added later breaks no program's `switch`.
public struct EditingMode: Hashable, Sendable, CustomStringConvertible {
  /// The name readline gives the mode (`set editing-mode vi`), and `TFIELD_EDITING_MODE` takes.
  public let name: String

  private init(_ name: String) { self.name = name }

  /// readline's emacs keys: Ctrl-A, Alt-B, Ctrl-K… (the default).
  public static let emacs = EditingMode("emacs")
  /// readline's vi modes: typing starts in insert mode, Escape goes to command mode (`h`, `w`,
  /// `cw`, `dd`, `.`, `u`…).
  public static let vi = EditingMode("vi")

  /// Every mode, in the order above.
  public static let all: [EditingMode] = [.emacs, .vi]

  /// The mode readline calls `name` ("emacs", "vi"), or nil.
  public init?(named name: String) {
    guard let mode = Self.all.first(where: { $0.name == name }) else { return nil }
    self = mode
  }

  /// The mode's name.
  public var description: String { name }
}

/// How text is edited: the keys, and what shows the vi mode. The values readline's inputrc sets
/// (`editing-mode`, `show-mode-in-prompt`, `vi-ins-mode-string`, `vi-cmd-mode-string`,
/// `keyseq-timeout`), so that one read can fill them.
public struct EditingSettings: Hashable, Sendable {
  /// The keys: emacs (the default) or vi.
  public var mode: EditingMode
  /// True to show readline's mode strings in front of the prompt in vi mode (readline's
  /// `show-mode-in-prompt`); false shows the package's own mark in front of the label instead:
  /// `[I]` in insert and replace mode, `[N]` in command mode.
  public var showsModeInPrompt: Bool
  /// What shows insert mode when ``showsModeInPrompt`` is on (readline's `vi-ins-mode-string`).
  public var insertModeString: String
  /// What shows command mode when ``showsModeInPrompt`` is on (readline's `vi-cmd-mode-string`).
  public var commandModeString: String
  /// How long, in milliseconds, a lone Escape waits for the rest of a key sequence (readline's
  /// `keyseq-timeout`, 500 by default). A key that comes sooner in insert mode still acts as
  /// Escape then that key, as readline's vi insert mode does with a sequence it does not bind.
  public var keySequenceTimeout: Int

  /// readline's defaults in `mode`.
  public init(
    mode: EditingMode = .emacs, showsModeInPrompt: Bool = false, insertModeString: String = "(ins)",
    commandModeString: String = "(cmd)", keySequenceTimeout: Int = 500
  ) {
    self.mode = mode
    self.showsModeInPrompt = showsModeInPrompt
    self.insertModeString = insertModeString
    self.commandModeString = commandModeString
    self.keySequenceTimeout = keySequenceTimeout
  }

  /// The emacs keys, readline's defaults.
  public static let emacs = EditingSettings()
  /// The vi keys, readline's defaults.
  public static let vi = EditingSettings(mode: .vi)

  /// The package's own mark of insert mode, after the label when ``showsModeInPrompt`` is off.
  package static let insertModeMark = "[I]"
  /// The package's own mark of command mode.
  package static let commandModeMark = "[N]"

  /// What shows `viMode` in front of a label or a hint: readline's string as it is when
  /// ``showsModeInPrompt`` is on, else the package's mark and a space; nil in emacs mode.
  package func modeMark(for viMode: ViMode) -> String? {
    guard mode == .vi else { return nil }
    switch viMode {
    case .insert, .replace: return showsModeInPrompt ? insertModeString : Self.insertModeMark + " "
    case .command: return showsModeInPrompt ? commandModeString : Self.commandModeMark + " "
    }
  }

  /// The columns the wider of the two mode marks takes (0 in emacs mode), drawn as a line.
  package var modeMarkWidth: Int {
    [ViMode.insert, .command].compactMap { modeMark(for: $0) }
      .map { TerminalWidth.columns(of: VisibleText.visible($0)) }.max() ?? 0
  }
}
