import FieldChoices
import FieldEngine
import FieldIO
import FieldKeys

#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// A choice list's preview pane: a command run for the highlighted item (`--preview`), its
/// output drawn beside the list as it arrives.
///
/// The command is run by a ``CommandRunner`` (in the command shell, `CommandShell`: `/bin/sh -c`
/// unless `$SHELL` or `--with-shell` chose another; stdin from /dev/null, a process group of its
/// own) whenever what it would be given changes: the highlighted item, the query or
/// the marks the template names, or the pane's size (in `FZF_PREVIEW_LINES` and
/// `FZF_PREVIEW_COLUMNS`, and their `TFIELD_` twins, with the rest of ``ChoiceVariables``). A new run ends the one before, its whole
/// process group; so does ``stop()``, which the list calls on every way out. The lines shown stay
/// until the new run's first output (or its end), so moving through the list does not flicker.
/// Copies of a pane share its runner (a class), as the copies of a list a session makes are one
/// list: a run started by one copy ends the run of another.
package struct ChoicePreview: Sendable {
  /// The command line with its placeholders.
  package let template: PreviewTemplate
  /// Where and how the pane is shown.
  package var window: PreviewWindow
  /// The window as `--preview-window` gave it: what `change-preview-window` changes.
  package var initialWindow: PreviewWindow
  /// How items are cut into fields for `{1}` and a `+{2}` scroll (`--delimiter`).
  package var delimiter: ColumnDelimiter = .awk
  /// True while the pane is shown (`hidden` in the window starts it hidden; toggle-preview
  /// flips it).
  package private(set) var isShown: Bool
  /// The output shown.
  private(set) var lines = PreviewLines()
  /// The first line shown below the header lines (`~N`): an index among all the lines, never
  /// one of the header's.
  private(set) var firstLine = 0
  /// True while the end of the output is kept in view (`follow`, until scrolled up).
  private var following = false
  /// The pane's height the last run was started for.
  private var rows = 0
  /// True while a run is going.
  private(set) var isRunning = false
  /// What the run going or last run was started for: its command line and pane size.
  private var runKey: RunKey?
  /// True when the lines shown are an earlier run's, to be replaced by the new run's first output.
  private var showsEarlierRun = false
  /// The item the scroll offset was worked out for.
  private var scrollItem: [UInt8]?
  /// The runner; one stable wake descriptor for every run.
  let runner = CommandRunner()
  /// The environment the command gets, before the pane's size is added.
  private let environment: [String: String]

  struct RunKey: Equatable, Sendable {
    var command: [UInt8]
    var rows: Int
    var columns: Int
  }

  /// A preview of `template`, laid out as `window` says, its command given `environment` (nil:
  /// this process's) with the pane's size added.
  package init(template: PreviewTemplate, window: PreviewWindow, environment: [String: String]? = nil) {
    self.template = template
    self.window = window
    self.initialWindow = window
    self.isShown = !window.hidden
    self.environment = environment ?? FormCommands.processEnvironment()
  }

  /// The descriptor that becomes readable when output or the end of a run waits.
  var wakeDescriptor: Int32 { runner.wakeDescriptor }

  /// Runs the command for what the list shows now, unless it already runs (or ran) for the same;
  /// a hidden pane, or one with no room, runs nothing. ``delimiter`` cuts items into fields.
  /// The command's environment gets `variables` (asked for only when a run starts), with the
  /// pane's size.
  mutating func update(
    list: ChoiceList, query: String, rows: Int, columns: Int, variables: () -> ChoiceVariables
  ) {
    guard isShown, rows > 0, columns > 0 else {
      cancel()
      return
    }
    let current = list.highlightedItem.map(list.previewItem)
    let marked = list.markedItems.map(list.previewItem)
    // As fzf: with nothing highlighted, a command is still run when it names the query, or
    // marked items that there are.
    guard current != nil || template.runsWithoutItem(markedCount: marked.count) else {
      cancel()
      lines = PreviewLines()
      runKey = nil
      return
    }
    let told = variables()
    let command = template.command(
      query: query, current: current ?? PreviewTemplate.noItem, marked: marked,
      matched: { list.matchedPreviewItems }, delimiter: delimiter, action: told.action, prompt: told.prompt,
      quoting: CommandShell.current.quoting)
    let key = RunKey(command: command, rows: rows, columns: columns)
    if current?.bytes != scrollItem {
      scrollItem = current?.bytes
      let body = max(1, rows - window.headerLines)
      firstLine = max(
        window.headerLines,
        window.scroll?.firstLine(for: current?.text, height: body, delimiter: delimiter) ?? 0)
    }
    self.rows = rows
    guard key != runKey else { return }
    runKey = key
    var environmentTold = told
    environmentTold.previewSize = (rows, columns)
    let environment = environmentTold.environment(adding: self.environment, forPreview: true)
    var background = BackgroundCommand(
      .shellBytes(command), environment: environment, outputLimit: PreviewLines.byteLimit)
    background.reportsOutput = true
    background.endsWithProgram = true
    background.mergesErrors = true
    background.inputFromNull = true
    runner.start(background)
    isRunning = true
    showsEarlierRun = true
    following = window.follow
  }

  /// The last first line: the one that shows the output's end in a pane of `rows` rows.
  private func lastFirstLine(rows: Int) -> Int {
    max(window.headerLines, lines.count - max(1, rows - window.headerLines))
  }

  /// Keeps the output's end in view while following.
  private mutating func follow() {
    if following { firstLine = max(firstLine, lastFirstLine(rows: rows)) }
  }

  /// Takes in the output that arrived and the end of the run; true when the pane changed.
  mutating func absorb() -> Bool {
    var changed = false
    let output = runner.takeOutput()
    if !output.isEmpty {
      replaceEarlierRun()
      lines.append(output)
      follow()
      changed = true
    }
    if let result = runner.takeResult() {
      replaceEarlierRun()
      // The pieces reported so far are the start of the output; the rest came with the end.
      if result.output.count > lines.byteCount { lines.append(result.output[lines.byteCount...]) }
      if result.outputCut { lines.markCut() }
      follow()
      isRunning = false
      changed = true
    }
    return changed
  }

  /// Scrolls or shows/hides the pane; `rows` is the pane's height. True when something changed.
  mutating func perform(_ action: PreviewAction, rows: Int) -> Bool {
    let last = lastFirstLine(rows: rows)
    let header = window.headerLines
    let page = max(1, rows - header)
    let before = (firstLine, isShown)
    switch action {
    case .toggle, .show, .hide:
      let shows = action == .toggle ? !isShown : action == .show
      guard shows != isShown else { return false }
      isShown = shows
      if !isShown { cancel() }
      return true
    case .refresh:
      // The next update runs the command again, for the same item.
      runKey = nil
      return isShown
    case .toggleWrap, .toggleWrapWord:
      if action == .toggleWrapWord {
        window.wrapsWords.toggle()
        window.wrap = window.wrapsWords
      } else {
        window.wrap.toggle()
        if !window.wrap { window.wrapsWords = false }
      }
      return isShown
    case .halfPageUp: firstLine = max(header, firstLine - max(1, rows / 2))
    case .halfPageDown: firstLine = min(last, firstLine + max(1, rows / 2))
    case .up: firstLine = firstLine <= header && window.cycle ? last : max(header, firstLine - 1)
    case .down: firstLine = firstLine >= last && window.cycle ? header : min(last, firstLine + 1)
    case .pageUp: firstLine = max(header, firstLine - page)
    case .pageDown: firstLine = min(last, firstLine + page)
    case .top: firstLine = header
    case .bottom: firstLine = last
    default: return false
    }
    // As fzf: scrolling up stops following the output, scrolling back to its end follows again.
    if window.follow { following = firstLine >= last }
    return before != (firstLine, isShown)
  }

  /// Ends the run going, its whole process group at once, for a list that is ending.
  mutating func stop() {
    runner.stop()
    isRunning = false
  }

  /// Ends the run going (`SIGTERM` to its group, `SIGKILL` after the grace period).
  private mutating func cancel() {
    guard isRunning else { return }
    runner.cancel()
    isRunning = false
    runKey = nil
  }

  private mutating func replaceEarlierRun() {
    guard showsEarlierRun else { return }
    showsEarlierRun = false
    lines = PreviewLines()
  }
}
