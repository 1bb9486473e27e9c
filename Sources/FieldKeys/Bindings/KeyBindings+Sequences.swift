import FieldEngine

/// A key of readline's numeric argument, as a row of a key table.
package enum ArgumentKey: Equatable, Hashable, Sendable {
  /// Alt-0 … Alt-9: starts an argument, or adds the key's digit to it.
  case digit
  /// Alt--: starts a negative argument.
  case minus
  /// Ctrl-G, and Escape while something waits: drops the argument, or the prefix key that waits
  /// for its second key.
  case abandon
  /// Ctrl-] and Alt-Ctrl-]: the next typed character is searched for (readline's character-search
  /// and character-search-backward), with the argument typed before.
  case characterSearch(forward: Bool)
  /// Ctrl-X (: the keys that follow are recorded (readline's start-kbd-macro).
  case startMacro
  /// Ctrl-X ): recording stops; the keys recorded are the macro (end-kbd-macro).
  case endMacro
  /// Ctrl-X e: the macro's keys are read again, the argument's count of times (call-last-kbd-macro).
  case callMacro
}

/// readline's numeric argument while it is typed: Alt-4 starts 4, digits typed after it (plain or
/// with Alt) make 42, Alt-- starts -1 and a digit after it gives -4. As readline 8.2 reads one
/// (`_rl_arg_dispatch`), down to its quirks: Alt-- then Alt-3 is -13 (the minus counts as a 1
/// before the digit), a minus after digits is typed text, and an argument over 1,000,000 is
/// dropped.
package struct NumericArgument: Equatable, Sendable {
  /// The number so far, without its sign.
  package private(set) var value = 1
  /// -1 after a minus, else 1.
  package private(set) var sign = 1
  /// True once a digit (or a minus that then met an Alt key) made the value explicit.
  package private(set) var hasDigits = false
  /// True after a minus in the current reading context (readline's `NUM_SAWMINUS`).
  private var sawMinus = false

  /// The largest argument readline keeps.
  package static let limit = 1_000_000

  /// The count the next command runs with.
  package var count: Int { sign * value }

  /// Adds a digit; false when the argument went over ``limit`` (drop it).
  mutating func add(digit: Int) -> Bool {
    value = hasDigits ? value * 10 + digit : digit
    hasDigits = true
    return value <= Self.limit
  }

  /// A minus: before any digit, makes the argument -1 and true; after digits, false (the minus is
  /// then a typed character, run with the argument).
  mutating func minus() -> Bool {
    guard !hasDigits else { return false }
    value = 1
    sign = -1
    sawMinus = true
    return true
  }

  /// An Alt key while the argument is read: readline dispatches its ESC as a key that ends the
  /// reading context, which turns a lone minus into an explicit -1 before the digit that follows.
  mutating func reenter() {
    if sawMinus && value == 1 && !hasDigits { hasDigits = true }
    sawMinus = false
  }
}

/// What waits between the keys of one command: a prefix key (Ctrl-X) for its second key, and a
/// numeric argument being typed. A component keeps one and reads every key through its table
/// with it (`KeyBindings.read(_:after:)`).
package struct KeySequenceState: Equatable, Sendable {
  /// The prefix key read, waiting for the key after it; nil when none waits.
  package internal(set) var prefix: KeyEvent?
  /// The numeric argument being typed; nil when none is.
  package internal(set) var argument: NumericArgument?
  /// After Ctrl-] (true) or Alt-Ctrl-] (false), waiting for the character to search for.
  package internal(set) var characterSearch: Bool?
  /// The keys recorded since Ctrl-X (, while a keyboard macro is being recorded; else nil.
  package internal(set) var recording: [KeyEvent]?
  /// The keys of the last keyboard macro recorded (Ctrl-X e reads them again).
  package internal(set) var macro: [KeyEvent] = []

  /// Nothing waiting.
  package init() {}

  /// True when a prefix, an argument or a character search waits.
  package var isWaiting: Bool { prefix != nil || argument != nil || characterSearch != nil }

  /// Drops what waits for the next key; a macro being recorded goes on being recorded.
  mutating func dropWaiting() {
    prefix = nil
    argument = nil
    characterSearch = nil
  }

  /// The argument's count for the command now run, and the argument gone.
  mutating func takeArgument() -> Int? {
    defer { argument = nil }
    return argument?.count
  }
}

/// What one key did, read through a table with what waited before it.
package enum KeyReading<Command: Sendable & Equatable>: Equatable, Sendable {
  /// Run the command, with the numeric argument typed before it (nil when none was).
  case command(Command, argument: Int?)
  /// The key went into a sequence that waits for more: the words say what waits ("Ctrl-X-",
  /// "argument 4"), for the message row.
  case waiting(String)
  /// The key ended a sequence that means nothing ("Ctrl-X Q"), or made the argument too large:
  /// what waited is dropped with the key, and the words say so.
  case dropped(String)
  /// Ctrl-G or Escape dropped what waited.
  case abandoned
  /// The key is not bound: nothing happens (an argument that waited is used up, as in readline).
  case ignored
  /// Ctrl-X e: read these keys, in order, as if typed.
  case replay([KeyEvent])
}

extension KeyBindings {
  /// Reads one key through the table, with the prefix and the numeric argument that wait in
  /// `state` (updated):
  ///
  /// - after a prefix key, the key completes a sequence of the table ("Ctrl-X Ctrl-X"); Ctrl-G and
  ///   Escape drop the prefix; a key that acts while the component is hidden (Ctrl-C, Ctrl-L,
  ///   Ctrl-Z) still acts; any other key is dropped with the prefix, and the words say so (readline
  ///   rings the bell and drops both);
  /// - a prefix key waits for its second key, keeping the argument typed before it;
  /// - Alt-0 … Alt-9 and Alt-- start or extend a numeric argument (`NumericArgument`); while one is
  ///   typed, typed digits and a minus extend it too; Ctrl-G and Escape drop it;
  /// - any other key runs its command with the argument, which is then used up.
  package func read(_ event: KeyEvent, after state: inout KeySequenceState) -> KeyReading<Command> {
    state.recording?.append(event)
    let argumentKey = argumentBindings.first { $0.keys.contains(event) }?.command
    if argumentKey == .abandon, state.isWaiting {
      state.dropWaiting()
      return .abandoned
    }
    if let forward = state.characterSearch {
      state.characterSearch = nil
      guard case .text(let text) = event, text.count == 1, let character = text.first else {
        state.argument = nil
        return .dropped(KeyWording.notACharacter(event.name))
      }
      return .command(.edit(.searchCharacter(character, forward: forward)), argument: state.takeArgument())
    }
    if let prefix = state.prefix {
      state.prefix = nil
      if let key = argumentBindings.first(where: { $0.sequences.contains([prefix, event]) })?.command {
        return macroReading(key, &state)
      }
      if let typed = macroKeys(for: [prefix, event]) {
        state.argument = nil
        return .replay(typed)
      }
      if let command = command(after: prefix, event) {
        return .command(command, argument: state.takeArgument())
      }
      if let command = command(for: event), command.actsWhileHidden, case .key = event {
        return .command(command, argument: state.takeArgument())
      }
      state.argument = nil
      return .dropped(KeyWording.notBound(prefix.name + " " + event.name))
    }
    switch argumentKey {
    case .digit:
      guard case .key(.character(let character), _) = event, let digit = character.wholeNumberValue else {
        break
      }
      var argument = state.argument ?? NumericArgument()
      if state.argument != nil { argument.reenter() }
      return extend(&state, argument) { $0.add(digit: digit) }
    case .minus:
      var argument = state.argument ?? NumericArgument()
      if state.argument != nil { argument.reenter() }
      if argument.minus() {
        state.argument = argument
        return .waiting(KeyWording.argument(argument.count))
      }
      state.argument = argument
      return .command(.edit(.insert("-")), argument: state.takeArgument())
    case .characterSearch(let forward):
      state.characterSearch = forward
      return .waiting(KeyWording.prefixWaiting(event.name))
    case .abandon, .startMacro, .endMacro, .callMacro, nil:
      break
    }
    if var argument = state.argument, case .text(let text) = event {
      if text.count == 1, let digit = text.first?.wholeNumberValue, text.first!.isASCII {
        return extend(&state, argument) { $0.add(digit: digit) }
      }
      if text == "-", argument.minus() {
        state.argument = argument
        return .waiting(KeyWording.argument(argument.count))
      }
    }
    if let typed = macroKeys(for: [event]) {
      state.argument = nil
      return .replay(typed)
    }
    if isPrefix(event)
      || argumentBindings.contains(where: { row in row.sequences.contains { $0.count > 1 && $0[0] == event } }
      )
    {
      state.prefix = event
      return .waiting(KeyWording.prefixWaiting(event.name))
    }
    guard let command = command(for: event) else {
      state.argument = nil
      return .ignored
    }
    return .command(command, argument: state.takeArgument())
  }

  /// Ctrl-X (, Ctrl-X ) and Ctrl-X e, as readline's keyboard macros: one macro at a time, no macro
  /// started or called while one is recorded.
  private func macroReading(_ key: ArgumentKey, _ state: inout KeySequenceState) -> KeyReading<Command> {
    let count = state.takeArgument() ?? 1
    switch key {
    case .startMacro:
      guard state.recording == nil else {
        state.recording = nil
        return .dropped(KeyWording.macroAlreadyRecording)
      }
      state.recording = []
      return .waiting(KeyWording.macroRecording)
    case .endMacro:
      guard var recorded = state.recording else { return .dropped(KeyWording.macroNotRecording) }
      // Less the Ctrl-X ) that ended it.
      recorded.removeLast(min(2, recorded.count))
      state.recording = nil
      state.macro = recorded
      return .waiting(KeyWording.macroRecorded(recorded.count))
    case .callMacro:
      guard state.recording == nil else {
        state.recording = nil
        return .dropped(KeyWording.macroCalledWhileRecording)
      }
      guard !state.macro.isEmpty else { return .dropped(KeyWording.noMacro) }
      return .replay(Array(repeating: state.macro, count: max(count, 1)).flatMap { $0 })
    case .digit, .minus, .abandon, .characterSearch:
      return .ignored
    }
  }

  /// The argument after `change`, kept in `state` and shown; dropped when over the limit.
  private func extend(
    _ state: inout KeySequenceState, _ argument: NumericArgument, _ change: (inout NumericArgument) -> Bool
  ) -> KeyReading<Command> {
    var argument = argument
    guard change(&argument) else {
      state.argument = nil
      return .dropped(KeyWording.argumentTooLarge)
    }
    state.argument = argument
    return .waiting(KeyWording.argument(argument.count))
  }
}

/// What a component does with one key read through its table (`KeyBindings.step`): run a command
/// with its numeric argument, show what waits or was dropped, end the field's run of joining
/// edits. Every component that edits a field reads its keys this one way.
package struct KeyStep<Command: ComponentCommand>: Sendable {
  /// The command to run and its numeric argument, or nil.
  package var command: (command: Command, argument: Int?)?
  /// What the message row shows: the prefix or the argument that waits, or what was dropped.
  package var message: StatusMessage?
  /// True when the key ends the field's run of joining kills and typing (a key that is no edit).
  package var endsEditRun = false
  /// Keys to read next, as if typed (Ctrl-X e: a keyboard macro); empty for none.
  package var replay: [KeyEvent] = []
}

extension KeyBindings {
  /// Reads a key: on a screen too small to be seen, only the commands that act while hidden
  /// (leaving, redrawing, suspending) run; otherwise the key goes through `read(_:after:)`.
  package func step(_ event: KeyEvent, fitsScreen: Bool, after state: inout KeySequenceState) -> KeyStep<
    Command
  > {
    guard fitsScreen else {
      guard let command = command(for: event), command.actsWhileHidden else { return KeyStep() }
      return KeyStep(command: (command, nil))
    }
    let reading = read(event, after: &state)
    switch reading {
    case .command(let command, let argument): return KeyStep(command: (command, argument))
    case .waiting, .abandoned: return KeyStep(message: StatusMessage(reading))
    case .dropped: return KeyStep(message: StatusMessage(reading), endsEditRun: true)
    case .ignored: return KeyStep(endsEditRun: true)
    case .replay(let events): return KeyStep(endsEditRun: true, replay: events)
    }
  }
}
