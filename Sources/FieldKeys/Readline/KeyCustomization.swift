/// Changes to the keys of the components: keys bound to commands by readline's function names
/// (`backward-char`, `kill-line`, `history-search-backward`…) and the component's own action
/// names (fzf's where fzf has the action: `accept`, `abort`, `up`…), keys that type text
/// (readline's macros), keys unbound, and the bindings of an inputrc. Give it to a component's
/// `init` or to ``AskSettings``; nothing changes keys unless a program asks.
///
/// ```swift
/// var keys = KeyCustomization()
/// try keys.bind("ctrl-k", to: "backward-kill-line")
/// try keys.bind("alt-s", to: "accept")
/// try keys.bind("ctrl-t", typing: "TODO: ")
/// ```
///
/// Changes apply in order, a later one for the same key winning. A name that a component lacks
/// (`yes` in a form, `kill-line` in a yes/no question) leaves that component's keys as they are.
/// docs/keys.md lists the names each component takes.
public struct KeyCustomization: Equatable, Sendable {
  /// One change, as data.
  enum Change: Equatable, Sendable {
    case bind([KeyEvent], action: String)
    case macro(KeyMacro)
    case unbind([KeyEvent])
    case inputrc(Inputrc)
  }

  /// The changes, in order.
  private(set) var changes: [Change] = []

  /// No change: the default keys.
  public init() {}

  /// Binds a key, by fzf's name of it (`ctrl-k`, `alt-enter`, `f2`, `pgdn`, a single character),
  /// to an action by name.
  ///
  /// - Throws: ``KeyCustomizationError`` for a key name fzf does not have, or an action name no
  ///   component has.
  public mutating func bind(_ key: String, to action: String) throws(KeyCustomizationError) {
    try bind(Self.events(key), to: action)
  }

  /// Binds a key (or a prefix key and the key after it) to an action by name.
  ///
  /// - Throws: ``KeyCustomizationError`` for an action name no component has, or more than two
  ///   keys.
  public mutating func bind(_ keys: [KeyEvent], to action: String) throws(KeyCustomizationError) {
    try Self.check(keys)
    guard Self.allActionNames.contains(action.lowercased()) else {
      throw KeyCustomizationError(problem: .unknownAction(action))
    }
    changes.append(.bind(keys, action: action))
  }

  /// Binds a key, by fzf's name of it, to type `text` (a readline macro: the text is read as
  /// keys, so control characters in it act as their keys).
  public mutating func bind(_ key: String, typing text: String) throws(KeyCustomizationError) {
    let keys = try Self.events(key)
    changes.append(.macro(KeyMacro(keys: keys, typed: Self.decode(Array(text.utf8)), text: text)))
  }

  /// Unbinds a key, by fzf's name of it: it then does nothing.
  public mutating func unbind(_ key: String) throws(KeyCustomizationError) {
    changes.append(.unbind(try Self.events(key)))
  }

  /// The changes of an inputrc's text, read as readline reads it, for the components' emacs keys
  /// (docs/keys.md: what is read, what is bound, what is ignored).
  ///
  /// - Parameters:
  ///   - text: The inputrc.
  ///   - term: The terminal's name, for `$if term=…` (`$TERM`).
  ///   - include: Reads the file a `$include` names: its name and text, or nil.
  public mutating func read(
    inputrc text: String, term: String? = nil,
    include: (String) -> (name: String, text: String)? = { _ in nil }
  ) {
    changes.append(.inputrc(Inputrc.parse(text, context: Inputrc.Context(term: term), include: include)))
  }

  /// The editing mode the last inputrc read set (`set editing-mode vi`), or nil.
  public var editingMode: EditingMode? { inputrcSettings.editingMode }

  /// `base` with what the inputrcs read set over it: `editing-mode`, `show-mode-in-prompt`,
  /// `vi-ins-mode-string`, `vi-cmd-mode-string` and `keyseq-timeout`. A program that reads the
  /// user's inputrc gets the user's editing mode.
  public func editing(over base: EditingSettings) -> EditingSettings {
    let read = inputrcSettings
    var editing = base
    if let mode = read.editingMode { editing.mode = mode }
    if let shows = read.showModeInPrompt { editing.showsModeInPrompt = shows }
    if let string = read.viInsertModeString { editing.insertModeString = string }
    if let string = read.viCommandModeString { editing.commandModeString = string }
    if let timeout = read.keyseqTimeout { editing.keySequenceTimeout = timeout }
    return editing
  }

  /// The variables the inputrcs read set, the later winning.
  package var inputrcSettings: InputrcSettings {
    var settings = InputrcSettings()
    for case .inputrc(let inputrc) in changes {
      let read = inputrc.settings
      settings.editingMode = read.editingMode ?? settings.editingMode
      settings.keyseqTimeout = read.keyseqTimeout ?? settings.keyseqTimeout
      settings.completionIgnoreCase = read.completionIgnoreCase ?? settings.completionIgnoreCase
      settings.showModeInPrompt = read.showModeInPrompt ?? settings.showModeInPrompt
      settings.viInsertModeString = read.viInsertModeString ?? settings.viInsertModeString
      settings.viCommandModeString = read.viCommandModeString ?? settings.viCommandModeString
      settings.emacsModeString = read.emacsModeString ?? settings.emacsModeString
    }
    return settings
  }

  /// The inputrcs' bindings in readline's vi keymaps, kept for the vi editor (they do not change
  /// the emacs tables).
  package var viBindings: [InputrcBinding] {
    changes.flatMap { change -> [InputrcBinding] in
      guard case .inputrc(let inputrc) = change else { return [] }
      return inputrc.bindings.filter { $0.keymap != .emacs }
    }
  }

  /// The lines the inputrcs read skipped.
  package var skippedLines: [InputrcProblem] {
    changes.flatMap { change -> [InputrcProblem] in
      guard case .inputrc(let inputrc) = change else { return [] }
      return inputrc.skipped
    }
  }

  /// True when nothing changes.
  public var isEmpty: Bool { changes.isEmpty }

  /// Adds `other`'s changes after these (the command line's `--bind` after the inputrc).
  public mutating func append(_ other: KeyCustomization) { changes += other.changes }

  // MARK: Applying

  /// `table` with the changes made: a name the table lacks, and a key sequence it cannot hold
  /// (more than two keys), leave it as it was; an inputrc's name that the table lacks unbinds
  /// the key, as readline unbinds a key bound to a function it does not know.
  package func apply<Command>(to table: KeyBindings<Command>) -> KeyBindings<Command> {
    var table = table
    for change in changes {
      switch change {
      case .bind(let keys, let action):
        guard let target = table.target(named: action) else { continue }
        table = table.binding(keys, to: target) ?? table
      case .macro(let macro):
        table = table.binding(macro.keys, to: .macro(macro)) ?? table
      case .unbind(let keys):
        table = table.binding(keys, to: .nothing) ?? table
      case .inputrc(let inputrc):
        for binding in inputrc.bindings where binding.keymap == .emacs {
          let keys = Self.decode(binding.keys)
          let target: KeyTarget<Command>
          switch binding.target {
          case .function(let name): target = table.target(named: name, readlineOnly: true) ?? .nothing
          case .macro(let bytes):
            target = .macro(KeyMacro(keys: keys, typed: Self.decode(bytes), text: Self.shown(bytes)))
          }
          table = table.binding(keys, to: target) ?? table
        }
      }
    }
    return table
  }

  /// Bytes as the keys a terminal sending them gives, through the package's decoder (`\e[A` is ↑).
  package static func decode(_ bytes: [UInt8]) -> [KeyEvent] {
    var decoder = KeyDecoder(detectsUnbracketedPaste: false)
    return decoder.feed(bytes, now: 0) + decoder.finish()
  }

  /// A macro's text as the docs and help show it: control characters as `^X`, never raw.
  static func shown(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).unicodeScalars.map { scalar -> String in
      switch scalar.value {
      case 0x7F: return "^?"
      case 0..<0x20: return "^" + String(UnicodeScalar(UInt8(scalar.value) + 0x40))
      case 0x80..<0xA0: return "?"
      default: return String(scalar)
      }
    }.joined()
  }

  /// fzf's key name as events.
  static func events(_ name: String) throws(KeyCustomizationError) -> [KeyEvent] {
    guard let events = FzfKeyNames.events(name), let first = events.first else {
      throw KeyCustomizationError(problem: .unknownKey(name))
    }
    // A name that stands for several events (ctrl-h: Ctrl-H and Backspace) binds the first.
    return [first]
  }

  static func check(_ keys: [KeyEvent]) throws(KeyCustomizationError) {
    guard !keys.isEmpty, keys.count <= 2 else {
      throw KeyCustomizationError(problem: .tooManyKeys(keys.count))
    }
  }

  /// Every name some component takes.
  static let allActionNames: Set<String> = {
    var names = Set(ReadlineFunctions.edits.map(\.name) + ReadlineFunctions.argumentKeys.map(\.name))
    names.insert("ignore")
    for list in [
      FormCommand.actionNames.map(\.name), FormCommand.readlineNames.map(\.name),
      PromptCommand.actionNames.map(\.name), PromptCommand.readlineNames.map(\.name),
      ListCommand.actionNames.map(\.name), ListCommand.readlineNames.map(\.name),
      ConfirmCommand.actionNames.map(\.name), ConfirmCommand.readlineNames.map(\.name),
      TextAreaCommand.actionNames.map(\.name), TextAreaCommand.readlineNames.map(\.name),
    ] {
      names.formUnion(list)
    }
    return names
  }()
}

/// Why a ``KeyCustomization`` change was refused.
public struct KeyCustomizationError: Error, Equatable, Sendable, CustomStringConvertible {
  enum Problem: Equatable, Sendable {
    case unknownKey(String)
    case unknownAction(String)
    case tooManyKeys(Int)
  }

  let problem: Problem

  /// What is wrong, in a sentence.
  public var description: String {
    switch problem {
    case .unknownKey(let name):
      "\"\(KeyCustomization.shown(Array(name.utf8)))\" is not a key name (fzf's names: ctrl-a, alt-x, f1, enter, esc, tab, btab, up, pgdn, space, a single character…)"
    case .unknownAction(let name):
      "\"\(KeyCustomization.shown(Array(name.utf8)))\" is not an action: readline's function names (backward-char, kill-line…) or a component's (accept, abort…; docs/keys.md)"
    case .tooManyKeys(let count):
      "\(count) keys: a binding takes one key, or a prefix key and the key after it"
    }
  }
}
