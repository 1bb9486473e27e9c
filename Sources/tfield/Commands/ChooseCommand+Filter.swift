import TFieldArguments
import TFieldOptions
import TerminalFields

extension ChooseCommand {
  /// `--filter QUERY`: the items QUERY matches, best first, with no terminal; exit status 1 when
  /// none does. Items read from stdin are matched as they arrive and only the matches kept.
  ///
  /// Lines the query cannot match are turned away on their bytes as they are read
  /// (`ItemPrefilter`). As fzf 0.38's `--filter`, `--no-sort` keeps the items' order only without `--tac`: with it,
  /// the matches are ranked (fzf streams its filter's matches only without either).
  static func filter(
    _ query: String, _ choose: Choose, input: Int32, walks: Bool = false, command: ReloadCommand? = nil,
    write: ([UInt8]) -> SystemIO.SystemError?
  ) -> CommandResult {
    var choose = choose
    if choose.choice.reversesInput { choose.choice.sorts = true }
    let accepted = choose.choice.acceptedColumns
    // `{n}` prints an item's number as read: the items that do not match are kept for it.
    let keepsNumbers = accepted?.parts.contains(.index) == true
    var list: ChoiceList
    if let items = choose.items {
      list = ChoiceList(items: items, configuration: configuration(choose))
      list.setQuery(query)
    } else {
      let configuration = configuration(choose, discardsUnmatched: !keepsNumbers)
      // A line the query cannot match is left out as it is read (with --with-nth the matched text
      // is not the line's, and with `{n}` every line keeps its number, so every line is kept).
      let prefilter =
        configuration.shownColumns == nil && !keepsNumbers
        ? ItemPrefilter(ChoiceQuery(query, mode: configuration.matching)) : nil
      let source = itemSource(choose, input: input, walks: walks, command: command, prefilter: prefilter)
      list = ChoiceList(source: source, configuration: configuration)
      list.setQuery(query)
      while list.isReading {
        source.wait(timeout: nil)
        list.absorb()
      }
      if let failure = list.readFailure { return .failed(.stdinUnreadable(failure)) }
    }
    list.rankAll()
    // Read through a constant: the closure below would otherwise copy the list (a large value)
    // out of its box at every item it prints.
    let ranked = list
    let status: ExitStatus = ranked.matchCount > 0 ? .success : .failure
    switch choose.output {
    case .plain, .url:
      let ending: UInt8 = choose.choice.printsNUL ? 0 : 0x0A
      let isURL = choose.output == .url
      let failure = withoutActuallyEscaping(write) { write in
        var writer = BufferedWriter(write: write)
        if choose.choice.printsQuery {
          let text = Array(query.utf8)
          writer.append(isURL ? Output.urlQueryComponent(bytes: text) : text)
          writer.append(ending)
        }
        for row in 0..<ranked.matchCount {
          guard let index = ranked.item(atRow: row) else { continue }
          let item = ranked.item(index)
          let bytes = (accepted?.accepting(item) ?? item).bytes
          writer.append(isURL ? Output.urlQueryComponent(bytes: bytes) : bytes)
          writer.append(ending)
        }
        return writer.finish()
      }
      if let failure { return .failed(.outputFailed(failure.reason)) }
      return CommandResult(status: status)
    case .json, .shell:
      let items = (0..<list.matchCount).compactMap { list.item(atRow: $0) }.map { list.item($0) }.map {
        accepted?.accepting($0) ?? $0
      }
      var filtered = choose.choice
      filtered.expectedKeys = []
      switch ChoiceOutput.choice(items, query: query, key: nil, as: choose.output, multiple: true, filtered) {
      case .success(let bytes):
        return CommandResult(status: status, bytes: list.matchCount > 0 || filtered.printsQuery ? bytes : [])
      case .failure(let error): return .failed(error)
      }
    }
  }
}
