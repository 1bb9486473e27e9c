/// One undoable change: the range it replaced, what was there, what went in, and the selection on
/// both sides. Undo and redo replay it exactly, through the field's one door.
struct UndoStep: Equatable, Sendable {
  var offset: Int
  var removed: String
  var inserted: String
  var before: (anchor: Int, head: Int)
  var after: (anchor: Int, head: Int)

  static func == (lhs: UndoStep, rhs: UndoStep) -> Bool {
    lhs.offset == rhs.offset && lhs.removed == rhs.removed && lhs.inserted == rhs.inserted
      && lhs.before == rhs.before && lhs.after == rhs.after
  }
}

/// The undo and redo stacks. Steps hold only the text they changed, never a copy of the whole text,
/// so recording costs the size of the edit.
struct UndoHistory: Equatable, Sendable {
  var undoSteps: [UndoStep] = []
  var redoSteps: [UndoStep] = []
  /// The most steps kept; the oldest go first.
  static let capacity = 1000

  mutating func record(_ step: UndoStep) {
    redoSteps.removeAll()
    undoSteps.append(step)
    if undoSteps.count > Self.capacity { undoSteps.removeFirst(undoSteps.count - Self.capacity) }
  }

  /// Extends the newest step with typing right after it, when typing coalesces: one step per word.
  mutating func coalesceTyping(_ step: UndoStep) -> Bool {
    guard let last = undoSteps.last, step.removed.isEmpty, last.removed.isEmpty,
      last.offset + last.inserted.utf8.count == step.offset,
      let previous = last.inserted.last, let next = step.inserted.first
    else { return false }
    // A new word starts a new step: "hello world" undoes as "world", then "hello ".
    if previous.isWhitespace && !next.isWhitespace { return false }
    redoSteps.removeAll()
    undoSteps[undoSteps.count - 1].inserted += step.inserted
    undoSteps[undoSteps.count - 1].after = step.after
    return true
  }
}

/// The kill ring: text removed by kill edits, newest first, for yank and yank-pop.
public struct KillRing: Equatable, Sendable {
  /// The kills, newest first.
  public private(set) var entries: [String] = []
  /// The most kills kept.
  public static let capacity = 60

  /// Creates an empty ring.
  public init() {}

  /// Adds a kill as the newest entry, or joins it to the newest when kills follow each other.
  mutating func add(_ text: String, joiningNewest: Bool, prepend: Bool) {
    guard !text.isEmpty else { return }
    if joiningNewest, !entries.isEmpty {
      entries[0] = prepend ? text + entries[0] : entries[0] + text
      return
    }
    entries.insert(text, at: 0)
    if entries.count > Self.capacity { entries.removeLast() }
  }
}
