import FieldEngine

/// The mode vi's keys are in.
public enum ViMode: Equatable, Hashable, Sendable {
  /// Typing inserts (readline's vi-insert keymap); Escape goes to command mode.
  case insert
  /// Keys are commands (readline's vi-command keymap).
  case command
  /// `R`: typing replaces the characters under the cursor.
  case replace
}

/// What vi's keys keep between keys, as readline 8 keeps it: the mode, the count typed, an
/// operator waiting for its motion, a key waiting for its character (`f`, `r`), the last
/// character search (`;`, `,`) and the last change (`.`). A component keeps one beside its
/// `KeySequenceState` and reads every key through `KeyBindings.viStep`.
package struct ViState: Equatable, Sendable {
  /// An operator typed, waiting for its motion.
  struct PendingOperator: Equatable, Sendable {
    var op: ViOperator
    var key: Character
  }
  /// A key typed that waits for a character.
  enum Awaiting: Equatable, Sendable {
    case find(ViFind)
    case replacement
  }
  /// A change `.` repeats: its count (the count before the command times the count before its
  /// motion, as readline remembers it), its keys (without counts), and the text its insert typed.
  struct Change: Equatable, Sendable {
    var count: Int?
    var keys: [Character]
    /// The text typed in the insert the change started, nil for a change with no insert.
    var inserted: String?
    /// True for `i`, `a`, `I`, `A` and `R`: `.` with a count types the text that many times.
    var repeatsText: Bool
  }

  /// The mode: insert at first, as readline starts.
  package internal(set) var mode = ViMode.insert
  var count: Int?
  var motionCount: Int?
  var pending: PendingOperator?
  var awaiting: Awaiting?
  var lastFind: (character: Character, kind: ViFind)?
  /// The keys of the command being typed (counts left out).
  var keys: [Character] = []
  /// The change whose insert is being typed, finished at Escape.
  var changeInProgress: Change? = Change(count: nil, keys: ["i"], inserted: nil, repeatsText: true)
  /// The text typed since the insert began, or since the last key that was no typing.
  var typedRun = ""
  var lastChange: Change?
  /// True while `.` types a change's keys again: its Escape leaves the cursor after the text, as
  /// readline's redo of `c` does.
  var redoingChange = false

  /// Insert mode, nothing waiting.
  package init() {}

  package static func == (lhs: ViState, rhs: ViState) -> Bool {
    lhs.mode == rhs.mode && lhs.count == rhs.count && lhs.motionCount == rhs.motionCount
      && lhs.pending == rhs.pending && lhs.awaiting == rhs.awaiting && lhs.keys == rhs.keys
      && lhs.lastFind?.character == rhs.lastFind?.character && lhs.lastFind?.kind == rhs.lastFind?.kind
      && lhs.changeInProgress == rhs.changeInProgress && lhs.typedRun == rhs.typedRun
      && lhs.lastChange == rhs.lastChange
  }

  /// Drops the count, the operator and the key that wait.
  mutating func dropWaiting() {
    count = nil
    motionCount = nil
    pending = nil
    awaiting = nil
    keys = []
  }
}

extension KeyBindings {
  /// Reads one key in vi mode. In insert mode the table's keys act (Enter, Backspace, the
  /// arrows, Ctrl-W…) and Escape goes to command mode; an Alt key (Escape and a key that came
  /// within the escape timeout) is Escape then that key, as readline's vi insert mode reads a
  /// sequence it does not bind (in command mode too). In command mode the keys are vi's commands (`ViEdit`); the keys
  /// that are no vi command (Enter, Ctrl-C, Ctrl-L, the arrows) act as the table says.
  package func viStep(
    _ event: KeyEvent, fitsScreen: Bool, after state: inout KeySequenceState, vi: inout ViState
  ) -> KeyStep<Command> {
    guard fitsScreen else { return step(event, fitsScreen: false, after: &state) }
    if case .key(let key, let modifiers) = event, modifiers.contains(.alt) {
      var step = viStep(.key(.escape, []), fitsScreen: true, after: &state, vi: &vi)
      let plain: KeyEvent
      if case .character(let character) = key, modifiers == .alt {
        plain = .text(String(character))
      } else {
        plain = .key(key, modifiers.subtracting(.alt))
      }
      step.replay = [plain] + step.replay
      return step
    }
    switch vi.mode {
    case .insert, .replace: return insertStep(event, after: &state, vi: &vi)
    case .command: return commandStep(event, after: &state, vi: &vi)
    }
  }

  private func insertStep(_ event: KeyEvent, after state: inout KeySequenceState, vi: inout ViState)
    -> KeyStep<Command>
  {
    if event == .key(.escape, []), !state.isWaiting {
      vi.mode = .command
      if var change = vi.changeInProgress {
        change.inserted = vi.typedRun
        vi.lastChange = change
        vi.changeInProgress = nil
      }
      vi.typedRun = ""
      let backingUp = !vi.redoingChange
      vi.redoingChange = false
      return KeyStep(command: (.edit(.vi(.leaveInsert(backingUp: backingUp))), nil), endsEditRun: true)
    }
    if vi.mode == .replace {
      switch event {
      case .text(let text), .paste(let text):
        vi.typedRun += text
        return KeyStep(command: (.edit(.vi(.overstrike(text))), nil))
      case .key(.backspace, []):
        vi.typedRun = ""
        return KeyStep(command: (.edit(.vi(.overstrikeBackspace)), nil))
      default: break
      }
    }
    if case .text(let text) = event, !state.isWaiting {
      vi.typedRun += text
    } else {
      vi.typedRun = ""
    }
    return step(event, fitsScreen: true, after: &state)
  }

  private func commandStep(_ event: KeyEvent, after state: inout KeySequenceState, vi: inout ViState)
    -> KeyStep<Command>
  {
    let character: Character
    switch event {
    case .text(let text) where text.count > 1:
      // Keys typed together: one at a time.
      var step = commandStep(.text(String(text.first!)), after: &state, vi: &vi)
      step.replay += [.text(String(text.dropFirst()))]
      return step
    case .text(let text) where text.count == 1: character = text.first!
    case .key(.backspace, []) where vi.awaiting == nil: character = "h"
    case .key(.escape, []):
      vi.dropWaiting()
      return KeyStep(endsEditRun: true)
    default:
      guard vi.awaiting == nil && vi.pending == nil && vi.count == nil else {
        vi.dropWaiting()
        return KeyStep(endsEditRun: true)
      }
      return step(event, fitsScreen: true, after: &state)
    }
    return command(character, vi: &vi)
  }

  /// A character typed in command mode.
  private func command(_ character: Character, vi: inout ViState) -> KeyStep<Command> {
    if let awaiting = vi.awaiting {
      vi.awaiting = nil
      vi.keys.append(character)
      switch awaiting {
      case .find(let kind):
        vi.lastFind = (character, kind)
        return motion(.find(character, kind), vi: &vi)
      case .replacement:
        return finish(.replaceCharacters(character), vi: &vi)
      }
    }
    if let digit = character.wholeNumberValue, character.isASCII,
      digit > 0 || (vi.pending == nil ? vi.count : vi.motionCount) != nil
    {
      if vi.pending == nil {
        vi.count = min((vi.count ?? 0) * 10 + digit, NumericArgument.limit)
      } else {
        vi.motionCount = min((vi.motionCount ?? 0) * 10 + digit, NumericArgument.limit)
      }
      return KeyStep()
    }
    vi.keys.append(character)
    let action = ViKeyTable.row(for: character)?.action
    if let pending = vi.pending {
      if character == pending.key {
        return finish(.operateLine(pending.op), vi: &vi, inserting: pending.op == .change ? .insert : nil)
      }
      switch action {
      case .motion, .find, .repeatFind: break
      default:
        vi.dropWaiting()
        return KeyStep(endsEditRun: true)
      }
    }
    switch action {
    case .motion(let motion): return self.motion(motion, vi: &vi)
    case .find(let kind):
      vi.awaiting = .find(kind)
      return KeyStep()
    case .repeatFind(let reversed):
      guard let last = vi.lastFind else {
        vi.dropWaiting()
        return KeyStep(endsEditRun: true)
      }
      return motion(.find(last.character, reversed ? last.kind.reversed : last.kind), vi: &vi)
    case .startOperator(let op):
      vi.pending = ViState.PendingOperator(op: op, key: character)
      return KeyStep()
    case .change(let edit, let inserting): return finish(edit, vi: &vi, inserting: inserting)
    case .replaceWithNext:
      vi.awaiting = .replacement
      return KeyStep()
    case .edit(let edit): return plain(edit, vi: &vi)
    case .repeatChange: return redo(vi: &vi)
    case .comment:
      var step = plain(.vi(.comment), vi: &vi)
      step.replay = [.key(.enter, [])]
      return step
    case .editInEditor:
      vi.dropWaiting()
      let editor = command(after: .key(.control("x"), []), .key(.control("e"), []))
      return KeyStep(command: editor.map { ($0, nil) }, endsEditRun: true)
    case nil:
      vi.dropWaiting()
      return KeyStep(endsEditRun: true)
    }
  }

  /// A motion: the cursor moves, or the waiting operator takes what it covers.
  private func motion(_ motion: ViMotion, vi: inout ViState) -> KeyStep<Command> {
    guard let pending = vi.pending else { return plain(.vi(.move(motion)), vi: &vi) }
    let inserting: ViMode? = pending.op == .change ? .insert : nil
    return finish(.operate(pending.op, motion), vi: &vi, inserting: inserting)
  }

  /// The count for the command: the count before it times the count before its motion.
  private func takeCount(_ vi: inout ViState) -> Int? {
    defer {
      vi.count = nil
      vi.motionCount = nil
    }
    if vi.count == nil && vi.motionCount == nil { return nil }
    return (vi.count ?? 1) * (vi.motionCount ?? 1)
  }

  /// A command that changes no text `.` repeats.
  private func plain(_ edit: Edit, vi: inout ViState) -> KeyStep<Command> {
    let count = takeCount(&vi)
    vi.dropWaiting()
    return KeyStep(command: (.edit(edit), count), endsEditRun: true)
  }

  /// A change `.` repeats; `inserting` is the mode it leaves the keys in.
  private func finish(_ edit: ViEdit, vi: inout ViState, inserting: ViMode? = nil) -> KeyStep<Command> {
    let count = takeCount(&vi)
    let change = ViState.Change(
      count: count, keys: vi.keys, inserted: nil, repeatsText: "iaIAR".contains(vi.keys.first ?? " "))
    vi.dropWaiting()
    if let inserting {
      vi.mode = inserting
      vi.changeInProgress = change
      vi.typedRun = ""
    } else {
      vi.lastChange = change
    }
    return KeyStep(command: (.edit(.vi(edit)), count), endsEditRun: true)
  }

  /// `.`: the last change's keys again, with the count typed before `.` or the change's own; an
  /// insert's text typed that many times.
  private func redo(vi: inout ViState) -> KeyStep<Command> {
    let count = vi.count
    vi.dropWaiting()
    guard let change = vi.lastChange else { return KeyStep(endsEditRun: true) }
    var keys: [KeyEvent] = []
    var text = change.inserted ?? ""
    if change.repeatsText {
      text = String(repeating: text, count: max(count ?? 1, 1))
    } else if let times = count ?? change.count {
      keys.append(.text(String(times)))
    }
    keys += change.keys.map { .text(String($0)) }
    if change.inserted != nil {
      vi.redoingChange = !change.repeatsText
      if !text.isEmpty { keys.append(.text(text)) }
      if !text.isEmpty || !change.repeatsText { keys.append(.key(.escape, [])) }
    }
    return KeyStep(endsEditRun: true, replay: keys)
  }
}
