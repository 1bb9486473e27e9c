/// One undoable change: the range it replaced, what was there, what went in, and the selection on
/// both sides. Undo and redo replay it exactly, through the field's one door.
struct UndoStep: Equatable, Sendable {
  var offset: Int
  var removed: String
  var inserted: String
  var before: (anchor: Int, head: Int)
  var after: (anchor: Int, head: Int)
  /// Where vi's `u` leaves the cursor after undoing it, when readline's rule for the step's kind
  /// does not say (a change of several steps); nil for the rule.
  var viUndoneCursor: Int? = nil

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

  /// Changes the selection the newest step leaves, when an edit placed the cursor itself after
  /// recording it (revert restores the selection it finds).
  mutating func amendNewest(after selection: (anchor: Int, head: Int)) {
    guard !undoSteps.isEmpty else { return }
    undoSteps[undoSteps.count - 1].after = selection
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
///
/// As in readline and Emacs, the ring has a yank pointer: yank inserts the entry it points at,
/// yank-pop moves it one entry older (wrapping) and inserts that one instead, and the next yank
/// inserts the same entry again; a new kill points it back at the newest.
package struct KillRing: Equatable, Sendable {
  /// The kills, newest first.
  package private(set) var entries: [String] = []
  /// The entry the next yank inserts (0 is the newest).
  package private(set) var yankIndex = 0
  /// The most kills kept.
  package static let capacity = 60

  /// Creates an empty ring.
  package init() {}

  /// The entry the next yank inserts, or nil when the ring is empty.
  package var current: String? { entries.isEmpty ? nil : entries[yankIndex] }

  /// Adds a kill as the newest entry, or joins it to the newest when kills follow each other:
  /// after it for a kill forward, before it for a kill backward (`prepend`). Either way the yank
  /// pointer goes back to the newest.
  mutating func add(_ text: String, joiningNewest: Bool, prepend: Bool) {
    guard !text.isEmpty else { return }
    yankIndex = 0
    if joiningNewest, !entries.isEmpty {
      entries[0] = prepend ? text + entries[0] : entries[0] + text
      return
    }
    entries.insert(text, at: 0)
    if entries.count > Self.capacity { entries.removeLast() }
  }

  /// Moves the yank pointer one entry older, wrapping to the newest after the oldest.
  mutating func rotate() {
    guard !entries.isEmpty else { return }
    yankIndex = (yankIndex + 1) % entries.count
  }
}
