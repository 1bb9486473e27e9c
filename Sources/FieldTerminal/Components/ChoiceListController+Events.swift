import FieldChoices
import FieldEngine
import FieldIO
import FieldKeys

/// What the list was when its events were last looked for: what an event compares with.
struct ListObservation: Sendable {
  /// The query.
  var query = ""
  /// The highlighted item (nil for none: fzf's first focus comes with the first item).
  var focus: Int?
  /// The marked items.
  var marks: [Int] = []
  /// False until `start` has fired.
  var started = false
  /// True until the items being read are all read (`load`).
  var loads = true
  /// True when the last key's actions deleted backwards in an empty query (`backward-eof`).
  var deletesBackwardOnEmptyQuery = false
  /// The matches' count when `result` last fired, and whether reading had ended then.
  var result: (count: Int, reading: Bool)?
}

/// A `transform` command running in the background, and what its output becomes.
struct RunningTransform: Sendable {
  /// The text its output becomes, or nil for actions to perform.
  var text: ListText?
  /// Where it runs.
  let runner: CommandRunner
}

extension ChoiceListController {
  /// The query the items are matched against: the query, or nothing while matching is off.
  var matchedQuery: String { searches ? queryField.text : "" }

  /// The binding of a key or event that runs now: the last one bound, unless `unbind(…)` turned
  /// it off.
  func binding(for target: ListTarget) -> ListBinding? {
    let matches = { (binding: ListBinding) in
      target.event.map { binding.event == $0 }
        ?? (binding.event == nil && binding.events.contains(target.events[0]))
    }
    guard let binding = boundKeys.last(where: matches) else { return nil }
    return unbound.contains(binding.target) ? nil : binding
  }

  /// Queues `event` for the next wake when something is bound to it.
  mutating func queue(_ event: ListEvent) {
    if boundKeys.contains(where: { $0.event == event }) { pendingEvents.append(event) }
  }

  /// Queues the events that happened since the last look, in fzf's order: `start` once; after
  /// actions, `change`, `backward-eof` and `multi`; `load` when the items are all read; `zero` or
  /// `one` and `result` when the matches were counted anew; `focus` last. Does nothing when no
  /// event is bound.
  mutating func noteEvents(afterActions: Bool) {
    guard boundKeys.contains(where: { $0.event != nil }) else { return }
    if !observed.started {
      observed.started = true
      queue(.start)
    }
    let queryChanged = queryField.text != observed.query
    observed.query = queryField.text
    if afterActions {
      if queryChanged { queue(.change) }
      if observed.deletesBackwardOnEmptyQuery { queue(.backwardEOF) }
      let marks = list.markedItems
      if marks != observed.marks { queue(.multi) }
      observed.marks = marks
    }
    observed.deletesBackwardOnEmptyQuery = false
    let reading = list.isReading
    if observed.loads && !reading {
      observed.loads = false
      queue(.load)
    }
    let result = (count: list.matchCount, reading: reading)
    if queryChanged || observed.result.map({ $0 != result }) ?? true {
      observed.result = result
      if !reading && result.count == 0 { queue(.zero) }
      if !reading && result.count == 1 { queue(.one) }
      queue(.result)
    }
    let focus = list.highlightedItem
    if focus != observed.focus {
      observed.focus = focus
      queue(.focus)
    }
  }

  /// True while `start` is bound and has not fired: the list wants waking at once.
  var startsPending: Bool { !observed.started && boundKeys.contains { $0.event != nil } }

  /// Runs the actions of the events that have happened, in order, then queues the events those
  /// actions cause (for the next wake): not the kind that caused them (`change:change-query(…)`
  /// does not go round).
  mutating func firePendingEvents() -> ComponentReply<Self> {
    let events = pendingEvents
    let reply = fire(events)
    let carried = pendingEvents.count
    noteEvents(afterActions: true)
    let caused = pendingEvents[carried...].filter { event in
      ![.change, .multi, .backwardEOF].contains(event) || !events.contains(event)
    }
    pendingEvents = Array(pendingEvents[..<carried]) + caused
    return reply
  }

  /// Runs the actions bound to `events`, in order, until one asks for a command (the rest wait).
  private mutating func fire(_ events: [ListEvent]) -> ComponentReply<Self> {
    var reply = ComponentReply<Self>.unchanged
    pendingEvents = []
    for event in events where !isFinished {
      guard let bound = binding(for: ListTarget(event: event)) else { continue }
      reply = reply.then(performActions(bound.actions[...]))
      // A command asked for runs first; the events after it wait for the next wake.
      if reply.effects.command != nil || reply.effects.child != nil {
        if let index = events.firstIndex(of: event) {
          pendingEvents = Array(events[(index + 1)...]) + pendingEvents
        }
        break
      }
    }
    return reply
  }

  /// Takes in what the finished `transform` commands printed, oldest first (a later one waits
  /// for the ones before it).
  mutating func takeInTransforms() -> ComponentReply<Self> {
    var reply = ComponentReply<Self>.unchanged
    while let first = transforms.first, !isFinished {
      guard let result = first.runner.takeResult() else { break }
      transforms.removeFirst()
      var output = result.text
      while output.last?.isNewline == true { output.removeLast() }
      if let text = first.text {
        reply = reply.then(change(text, to: output))
      } else if !output.isEmpty {
        do {
          reply = reply.then(performActions(try ListBinding.actions(output)[...]))
        } catch {
          message = StatusMessage(ComponentWording.transformFailed(output), .error)
          reply = reply.then(.changed)
        }
      }
      if reply.effects.command != nil { break }
    }
    return reply
  }

  /// Does what one of the scripting engine's actions asks (fzf 0.74's).
  mutating func performScripted(_ action: ListAction) -> ComponentReply<Self> {
    switch action {
    case .change(let text, let value): return change(text, to: value)
    case .transform(let text, let command): startTransform(command, text: text)
    case .search(let state):
      searches = state == .toggle ? !searches : state == .on
    case .binding(let state, let targets):
      for target in targets {
        let isOff = unbound.contains(target)
        unbound.removeAll { $0 == target }
        if state == .off || (state == .toggle && !isOff) { unbound.append(target) }
      }
    case .trigger(let targets):
      var reply = ComponentReply<Self>.unchanged
      for target in targets {
        guard let bound = binding(for: target) else { continue }
        reply = reply.then(performActions(bound.actions[...]))
      }
      return reply
    case .put(let text): return run(.edit(.insert(text)), argument: nil)
    case .edit(let edit): return run(.edit(edit), argument: nil)
    case .deleteOrAbort(let forward):
      if queryField.text.isEmpty { return run(.cancel, argument: nil) }
      return run(.edit(forward ? .deleteForward : .deleteBackward), argument: nil)
    case .position(let position):
      let count = list.rowCount
      let row = position > 0 ? position - 1 : count + position
      if (0..<count).contains(row) { list.highlight(row: row) }
    case .halfPage(let up):
      for _ in 0..<max(1, pageRows / 2) { step(up ? .up : .down) }
    case .acceptNonEmpty:
      if list.matchCount > 0 || !list.markedItems.isEmpty { return run(.choose, argument: nil) }
    case .acceptOrPrintQuery:
      if list.matchCount > 0 || !list.markedItems.isEmpty { return run(.choose, argument: nil) }
      printsQueryOnly = true
      status = .submitted([])
    case .print(let line): printed.append(line)
    case .become(let text):
      guard let command = commandLine(text) else { return .unchanged }
      becomes = command
      becomesEnvironment = commandEnvironment
      status = .submitted([])
      stopBackground()
    default: return .unchanged  // the others are performAction's own
    }
    updateScroll()
    return .changed
  }

  /// Sets one of the list's texts to `value` (a command's output or fzf's argument), kept as
  /// given: the drawing shows a header's colours and leaves out every other escape sequence, and
  /// the query's text goes through the engine, which drops controls.
  mutating func change(_ text: ListText, to value: String) -> ComponentReply<Self> {
    let lines = value.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let line = value
    switch text {
    case .prompt: appearance.prompt = line
    case .query: return run(.edit(.setText(line)), argument: nil)
    case .header: appearance.header = value.isEmpty ? [] : lines
    case .footer: appearance.footer = value.isEmpty ? [] : lines
    case .ghost: appearance.ghost = line
    case .borderLabel: appearance.borderLabel = line
    case .listLabel: appearance.listBorder.label = line
    case .inputLabel: appearance.inputBorder.label = line
    case .headerLabel: appearance.headerBorder.label = line
    case .footerLabel: appearance.footerBorder.label = line
    case .previewLabel: appearance.previewLabel = line
    case .preview:
      guard let template = try? PreviewTemplate(value) else { return .unchanged }
      previewPane?.stop()
      var changed = ChoicePreview(template: template, window: previewPane?.window ?? PreviewWindow())
      if let initial = previewPane?.initialWindow { changed.initialWindow = initial }
      preview = changed
    case .previewWindow:
      // As fzf: `--preview-window`'s words changed by these, the wrapping toggled since kept
      // unless they name it; `a|b|c` takes each in turn, an empty one none (`--preview-window`
      // as given); a hidden pane is shown by any words but `hidden`.
      guard let pane = previewPane else { return .unchanged }
      let alternatives = value.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      let turn = previewWindowTurns[value, default: 0] % alternatives.count
      previewWindowTurns[value] = turn + 1
      let words = alternatives[turn]
      var window = pane.initialWindow
      (window.wrap, window.wrapsWords) = (pane.window.wrap, pane.window.wrapsWords)
      if !words.isEmpty { window.hidden = false }
      guard (try? window.apply(words)) != nil else { return .unchanged }
      previewPane?.window = window
      if previewPane?.isShown == window.hidden {
        _ = previewPane?.perform(window.hidden ? .hide : .show, rows: 0)
      }
      updateScroll()
    }
    updateScroll()
    return .changed
  }

  /// Starts a `transform` command in the background, its placeholders filled in as an
  /// `execute`'s are; its output is taken in when it ends (``takeInTransforms()``).
  mutating func startTransform(_ text: String, text target: ListText?) {
    guard let line = commandLine(text) else { return }
    var command = BackgroundCommand(.shellBytes(line), environment: commandEnvironment)
    command.inputFromNull = true
    command.endsWithProgram = true
    let runner = CommandRunner()
    runner.start(command)
    transforms.append(RunningTransform(text: target, runner: runner))
  }
}

extension ChoiceListController {
  /// Stops the commands the list runs in the background: the preview's, the transforms'.
  mutating func stopBackground() {
    previewPane?.stop()
    for transform in transforms { transform.runner.cancel() }
    transforms = []
    reloading = nil
  }
}
