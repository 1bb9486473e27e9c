import FieldKeys
import TFieldArguments
import TFieldOptions
import TerminalFields

extension ChooseCommand {
  /// The list on the terminal, as the options ask for it: `header` given (`--header`), and the
  /// column names (`--header-lines`) read from the input.
  static func controller(_ choose: Choose, list: ChoiceList, header: [String], headerLines: [String])
    -> ChoiceListController
  {
    var controller = ChoiceListController(
      title: choose.title, list: list, newItemRules: choose.spec.rules, query: choose.choice.query ?? "")
    controller.newItemValidators = choose.spec.validators
    controller.newItemAsyncValidators = choose.spec.asyncValidators
    controller.preferredInlineHeight = choose.display.height.map(TerminalCommand.inlineHeight)
    if let minimum = choose.display.minimumHeight.flatMap(ListHeight.minimum) {
      controller.minimumInlineHeight = MinimumInlineHeight(
        rows: minimum.rows, addsFixedRows: minimum.addsFixedRows)
    }
    controller.appearance = appearance(choose.choice, header: header, headerLines: headerLines)
    // As fzf's, --history makes Ctrl-P and Ctrl-N walk it, unless --bind binds them (the later wins).
    let historyKeys =
      choose.choice.historyFile == nil ? [] : ["ctrl-p:previous-history", "ctrl-n:next-history"]
    controller.boundKeys = (try? ListBinding.parse(all: historyKeys + choose.choice.bindings)) ?? []
    controller.searches = !choose.choice.searchDisabled
    if choose.choice.tracksHighlight { controller.tracksHighlight() }
    controller.identityColumns = choose.choice.identityColumns
    controller.delimiter = choose.choice.columnDelimiter
    controller.reloadSeparator = choose.choice.readsNUL ? .nul : .newline
    controller.reloadHeaderLines = choose.choice.headerLines
    controller.acceptingKeys = choose.choice.expectedKeys.map { ($0, FzfKeyNames.events($0) ?? []) }
    controller.submitsWithoutMatch = choose.choice.printsQuery || !choose.choice.expectedKeys.isEmpty
    controller.preview = preview(choose.choice)
    controller.endsWithoutItems = false
    return controller
  }

  /// The list's appearance from fzf's layout options.
  static func appearance(_ choice: ChoiceSettings, header: [String], headerLines: [String])
    -> ChoiceListAppearance
  {
    var appearance = ChoiceListAppearance()
    appearance.layout =
      switch choice.layout {
      case .default: .queryAtBottom
      case .reverse: .queryOnTop
      case .reverseList: .queryAtBottomItemsDown
      }
    appearance.info =
      switch choice.info {
      case .default: .ownRow
      case .right: .ownRowRight
      case .inline, .inlineRight: .onQueryRow
      case .hidden: .hidden
      }
    appearance.infoPrefix = choice.infoPrefix
    appearance.header = header
    appearance.headerLines = headerLines
    appearance.prompt = choice.prompt
    if let pointer = choice.pointer { appearance.pointer = pointer }
    if let marker = choice.marker { appearance.marker = marker }
    appearance.cycles = choice.cycles
    appearance.tabStop = choice.tabStop
    appearance.border =
      choice.hasBorder ? BorderShape(rawValue: choice.borderStyle.rawValue) ?? .rounded : .none
    appearance.borderLabel = choice.borderLabel
    appearance.ghost = choice.ghost
    appearance.keepsRight = choice.keepsRight
    if let ellipsis = choice.ellipsis { appearance.ellipsis = ellipsis }
    appearance.headerFirst = choice.headerFirst
    appearance.hidesInput = choice.hidesInput
    appearance.pathWords = choice.pathWords
    appearance.scrollOff = choice.scrollOff
    appearance.scrollsToMatch = choice.scrollsToMatch
    appearance.columnsAfterMatch = choice.columnsAfterMatch
    appearance.scrollbar = choice.scrollbar ?? ""
    appearance.highlightsLine = choice.highlightsLine
    appearance.multiLine = choice.multiLine
    appearance.wraps = choice.wraps
    appearance.wrapsWords = choice.wrapsWords
    if let sign = choice.wrapSign { appearance.wrapSign = sign }
    appearance.previewWrapSign = choice.previewWrapSign
    appearance.gap = choice.gap
    if let glyphs = choice.markerMultiLine { appearance.markerMultiLine = glyphs.map(String.init) }
    appearance.footer = choice.footer.map { $0.isEmpty ? [] : lines(of: $0) } ?? []
    if let place = choice.borderLabelPosition.flatMap(LabelPlace.init) {
      appearance.borderLabelPosition = LabelPosition(column: place.column, bottom: place.bottom)
    }
    let parts: [(ListPart, WritableKeyPath<ChoiceListAppearance, SectionBorder>)] = [
      (.list, \.listBorder), (.input, \.inputBorder), (.header, \.headerBorder), (.footer, \.footerBorder),
    ]
    for (part, keyPath) in parts {
      var border = SectionBorder(
        shape: choice.partBorders[part].flatMap { BorderShape(rawValue: $0.rawValue) } ?? .none)
      border.label = choice.partLabels[part] ?? ""
      if let place = choice.partLabelPositions[part].flatMap(LabelPlace.init) {
        border.labelPosition = LabelPosition(column: place.column, bottom: place.bottom)
      }
      appearance[keyPath: keyPath] = border
    }
    appearance.headerLinesBorder = choice.headerLinesBorder.map {
      SectionBorder(shape: BorderShape(rawValue: $0.rawValue) ?? .none)
    }
    appearance.previewLabel = choice.previewLabel
    if let line = choice.gapLine { appearance.gapLine = line }
    appearance.separator = choice.separator
    if let place = choice.previewLabelPosition.flatMap(LabelPlace.init) {
      appearance.previewLabelPosition = LabelPosition(column: place.column)
    }
    appearance.margin = spacing(choice.margin)
    appearance.padding = spacing(choice.padding)
    return appearance
  }

  /// A margin or padding as given (checked by the argument parser), or none.
  static func spacing(_ text: String?) -> Spacing {
    guard let text, let given = ListSpacing(text) else { return Spacing() }
    let size = { (size: ListSpacing.Size) -> Spacing.Size in
      switch size {
      case .cells(let cells): .cells(cells)
      case .percent(let percent): .percent(percent)
      }
    }
    return Spacing(
      top: size(given.top), right: size(given.right), bottom: size(given.bottom), left: size(given.left))
  }

  /// The preview pane `--preview` and `--preview-window` ask for (both checked by the argument
  /// parser), or nil.
  static func preview(_ choice: ChoiceSettings) -> ChoicePreview? {
    guard let command = choice.preview, let template = try? PreviewTemplate(command) else { return nil }
    var window = PreviewWindow()
    for value in choice.previewWindow { try? window.apply(value) }
    var preview = ChoicePreview(template: template, window: window)
    preview.delimiter = choice.columnDelimiter
    return preview
  }

  /// How the list matches and chooses.
  static func configuration(_ choose: Choose, discardsUnmatched: Bool = false) -> ChoiceList.Configuration {
    var configuration = ChoiceList.Configuration(
      allowsOther: choose.other,
      selection: choose.choice.multiple ? .multiple(limit: choose.choice.limit) : .single,
      matching: choose.choice.exact ? .exact : .fuzzy,
      caseMatching: choose.choice.ignoresCase.map { $0 ? .insensitive : .sensitive } ?? .smart,
      foldsAccents: choose.choice.foldsAccents, readsEscapes: choose.choice.readsEscapes,
      discardsUnmatched: discardsUnmatched)
    if let tiebreak = choose.choice.tiebreak, case .success(let words) = ChoiceSettings.tiebreaks(tiebreak) {
      configuration.tiebreaks = words.compactMap(ChoiceList.Tiebreak.init(name:))
    }
    configuration.sortsMatches = choose.choice.sorts
    configuration.reversesInput = choose.choice.reversesInput
    configuration.scheme = ChoiceList.Scheme(name: choose.choice.scheme.rawValue) ?? .default
    configuration.matchedColumns = choose.choice.matchedColumns
    configuration.shownColumns = choose.choice.shownColumns
    return configuration
  }
}
