import FieldEngine
import FieldIO
import FieldKeys

/// A field's history file and suggestions file, read into it a step at a time after the first
/// paint (a component's `wake(now:)`): the history first (newest entries first, so ↑ works at
/// once), then the suggestions file, then the indexes that find a suggestion in microseconds.
/// Each step is about a millisecond of work.
struct HistoryLoading: Sendable {
  var history: HistoryLoad?
  var suggestions: HistoryLoad?
  /// The suggestions read so far, put into the field once indexed.
  var list: SuggestionList?
  private(set) var isDone = false

  /// The most lines a suggestions file gives.
  static let suggestionLimit = 1_000_000

  /// Reads `history` (nil: none) into the field's history and `suggestions` (nil: none) into a
  /// list it suggests from.
  init(history: HistoryFile?, suggestions: String?) {
    self.history = history?.load()
    self.suggestions = suggestions.map {
      var load = HistoryFile(path: $0, size: Self.suggestionLimit).load()
      load.isWritten = false
      return load
    }
  }

  /// One step on the field; returns what to tell the user when a file's reading ended with a
  /// problem.
  mutating func step(_ field: inout Field) -> String? {
    if var load = history, !load.isDone {
      history = nil
      // An entry taken is nil, as `appendOlder` returns it: the load counts it towards its size.
      load.step { bytes in field.history == nil ? .empty : field.history!.appendOlder(utf8: bytes) }
      history = load
      return load.isDone ? load.report : nil
    }
    if var load = suggestions, !load.isDone {
      suggestions = nil
      var taken = list ?? SuggestionList([])
      list = nil
      load.step { bytes in taken.append(utf8: bytes) }
      list = taken
      suggestions = load
      return load.isDone ? load.report : nil
    }
    if let history = field.history, !history.isPrepared {
      field.history!.prepare(work: FieldHistory.preparationStep)
      return nil
    }
    if var taken = list {
      list = nil
      if taken.prepare(work: FieldHistory.preparationStep) {
        field.suggestionSources.append(taken)
      } else {
        list = taken
      }
      return nil
    }
    isDone = true
    return nil
  }
}

/// What a component does with a key while the focused field's history is searched.
enum SearchKeys {
  /// What the key asked for, besides an edit already applied.
  enum Action {
    /// The search took the key.
    case searched
    /// Enter: the search ended with its match; submit.
    case submit
    /// Ctrl-C.
    case interrupt
    /// Ctrl-L.
    case redraw
    /// Not a search key: the search ended with its match; handle the key as usual.
    case passOn
  }

  /// Handles a key of the search table through `apply` (the component's way to edit the field).
  /// In a non-incremental search (`incremental` false, Alt-P and Alt-N), Enter searches and ends
  /// the search without submitting, and a key the table does not bind drops the search.
  static func handle(_ event: KeyEvent, incremental: Bool = true, apply: (Edit) -> EditOutcome) -> Action {
    let command = KeyBindings<SearchCommand>.historySearch.command(for: event)
    if !incremental {
      switch command {
      case .acceptAndSubmit?:
        _ = apply(.search(.enter))
        return .searched
      case nil:
        _ = apply(.search(.cancel))
        return .passOn
      default: break
      }
    }
    switch command {
    case .edit(let edit)?:
      switch edit.operation {
      case .insert(let text), .paste(let text): _ = apply(.search(.type(text)))
      default: _ = apply(edit)
      }
      return .searched
    case .acceptAndSubmit?:
      _ = apply(.search(.accept))
      return .submit
    case .interrupt?: return .interrupt
    case .redraw?: return .redraw
    case nil:
      _ = apply(.search(.accept))
      return .passOn
    }
  }

  /// The message row while searching: readline's "(reverse-i-search)`text'".
  static func message(_ field: Field) -> StatusMessage? {
    field.history?.search.map { StatusMessage(Wording.describe($0), $0.isFailing ? .error : .info) }
  }
}
