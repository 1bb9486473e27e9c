import FieldChoices
import FieldEngine

/// A choice list in plain mode: the title and the header lines, the items numbered in the order
/// the list shows them (`--tac` reversed), a page at a time, and one line of answer: a number
/// chooses, an item's exact text chooses it, any other text is a query that narrows the list (with
/// the match function the list uses on the screen), an empty line takes the items chosen at start
/// (`selected`) or, without them, shows the next page. A list of several choices takes several
/// in one line: numbers, ranges and items' texts separated by spaces or commas (`1 3 5-7`), at
/// most the selection's limit. With "Other…", its number asks for a new item as a field question,
/// under the new item's rules. A list can start with a query (`query`), and the query in effect
/// when items are chosen comes back with them (`chooseWithQuery(on:)`).
///
/// It knows the list only through `items` and `matches`, so any list's matching (the choice list's
/// ranked fuzzy matching, or another) asks the same way.
package struct PlainChoose: Sendable {
  /// The title, written above the list.
  package var title: String
  /// The items, in order.
  package var items: [String]
  /// The indices of the items chosen at start: marked as the current choice, named in the
  /// question, and what an empty answer takes.
  package var selected: [Int]
  /// How many items an answer chooses: one, or several up to a limit.
  package var selection: ChoiceList.Selection
  /// The field a new item is typed into, when the list offers "Other…"; nil otherwise. A new
  /// item is required (not blank) whatever the field's validators say.
  package var newItem: Field? {
    get { newItemField }
    set {
      newItemField = newValue.map { field in
        var field = field
        field.validators = Validator.requiring(field.validators)
        return field
      }
    }
  }
  private var newItemField: Field?
  /// How many items a page shows.
  package var pageSize: Int
  /// The indices of the items a query keeps, in the order to show them; for the empty query,
  /// every item in the order the list shows them.
  package var matches: @Sendable (String) -> [Int]
  /// The query the list starts with (`--query`): the first listing shows its matches.
  package var query = ""
  /// Lines written after the title, before the items (`--header`, `--header-lines`), so that a
  /// screen reader reads them out first.
  package var header: [String] = []
  /// An empty answer while no item is shown ends the list with none chosen, for a caller that
  /// prints the query anyway (`--print-query`, `--expect`), as Enter does with no match on the
  /// screen; otherwise it asks again.
  package var endsWithoutMatch = false
  /// An empty answer, with no item chosen at start, ends the list with none chosen (a form's
  /// choice that may be left empty), rather than showing the next page; the question says so.
  package var emptyChoosesNone = false
  /// In a list of several choices, how many an answer needs, for the question's words ("Choose 2
  /// to 3 of 1-5"); the caller enforces it.
  package var atLeast = 0

  /// A list to ask from.
  package init(
    title: String, items: [String], selected: [Int] = [], selection: ChoiceList.Selection = .single,
    newItem: Field? = nil, pageSize: Int = 20, matches: @escaping @Sendable (String) -> [Int]
  ) {
    self.title = title
    self.items = items
    self.selected = selected.filter(items.indices.contains)
    self.selection = selection
    self.pageSize = max(1, pageSize)
    self.matches = matches
    self.newItem = newItem
  }

  /// A list matched and ranked as `ChoiceList` matches (fuzzy, fzf's terms and order, or
  /// substrings with `.exact`): a query shows the matches best first. The list's marked items
  /// are the ones chosen at start, and its selection says how many an answer chooses.
  package init(title: String, list: ChoiceList, newItem: Field? = nil, pageSize: Int = 20) {
    self.init(
      title: title, items: list.texts, selected: list.markedItems, selection: list.configuration.selection,
      newItem: newItem, pageSize: pageSize,
      matches: { query in
        var narrowed = list
        narrowed.setQuery(query)
        narrowed.rankAll()
        return (0..<narrowed.matchCount).compactMap { narrowed.item(atRow: $0) }
      })
  }

  /// What was chosen: an item of the list (its index), or a new item typed under "Other…"; in a
  /// list of several choices, the items chosen together.
  package enum Chosen: Equatable, Sendable {
    /// The item at this index of `items`.
    case item(Int)
    /// A new item, as typed (it passed the new item's rules).
    case new(String)
    /// A list of several choices: the indices of `items` chosen, in the list's order, and a new
    /// item typed under "Other…" when its number was among them.
    case items([Int], new: String?)
  }

  /// True when an answer may choose several items.
  var allowsMultiple: Bool { selection != .single }

  /// Asks until items are chosen (or a new one typed), the questions end, or the time runs out;
  /// the chosen items' texts (one in a list of one choice), a new item last.
  package func ask(on lines: inout some PlainLines) -> PlainEnding<[String]> {
    choose(on: &lines).map { chosen in
      switch chosen {
      case .item(let index): [items[index]]
      case .new(let text): [text]
      case .items(let indices, let new): indices.map { items[$0] } + (new.map { [$0] } ?? [])
      }
    }
  }

  /// Asks as `ask(on:)` does; which items were chosen, so that a caller can give back their bytes.
  package func choose(on lines: inout some PlainLines) -> PlainEnding<Chosen> {
    chooseWithQuery(on: &lines).map(\.chosen)
  }

  /// What was chosen, and the query in effect then (`query` when no other was typed).
  package struct Answer: Equatable, Sendable {
    /// The items chosen.
    package var chosen: Chosen
    /// The query the items were chosen from, "" for none.
    package var query: String
  }

  /// Asks as `ask(on:)` does; which items were chosen, and under which query (`--print-query`).
  package func chooseWithQuery(on lines: inout some PlainLines) -> PlainEnding<Answer> {
    if !DisplayText.line(title).isEmpty { lines.write(DisplayText.line(title) + "\n") }
    for line in header { lines.write(DisplayText.line(line) + "\n") }
    var current = query
    var shown = matches(query)
    if shown.isEmpty && !query.isEmpty { lines.write(PlainWording.noMatch(query) + "\n") }
    var page = 0
    var writesPage = true
    while true {
      let pages = max(1, (shown.count + pageSize - 1) / pageSize)
      if writesPage { lines.write(listing(shown, page: page, pages: pages)) }
      writesPage = true
      let ending = lines.ask(question(count: shown.count, query: current, pages: pages)) { answer in
        choose(answer, from: shown, pages: pages)
      }
      let chosen = { (chosen: Chosen) in Answer(chosen: chosen, query: current) }
      switch ending {
      case .answered(.item(let index)): return .answered(chosen(.item(index)))
      case .answered(.several(let indices, other: false)): return .answered(chosen(.items(indices, new: nil)))
      case .answered(.nothing): return .answered(chosen(.items([], new: nil)))
      case .answered(.nextPage): page = (page + 1) % pages
      case .answered(.query(let text, let kept)):
        (current, shown, page) = (text, kept, 0)
      case .answered(let choice):
        guard let newItem else { continue }
        let typed = PlainQuestions.field(newItem, label: ComponentWording.newItemTitle, on: &lines)
        if case .cancelled = typed {
          writesPage = false
          continue
        }
        if case .several(let indices, _) = choice { return typed.map { chosen(.items(indices, new: $0)) } }
        return typed.map { chosen(.new($0)) }
      default: return ending.withoutAnswer()
      }
    }
  }

  /// What an answer asks for.
  enum Choice: Equatable, Sendable {
    case item(Int)
    case nextPage
    /// A query, and the items it keeps.
    case query(String, [Int])
    case other
    /// A list of several choices: these items (indices of `items`, in order), and "Other…" too.
    case several([Int], other: Bool)
    /// No item (an empty answer with none shown, `endsWithoutMatch`).
    case nothing
  }

  /// Reads an answer against the items shown.
  func choose(_ answer: String, from shown: [Int], pages: Int) -> Result<Choice, PlainRefusal> {
    if answer.isEmpty {
      if !selected.isEmpty {
        return .success(allowsMultiple ? .several(selected, other: false) : .item(selected[0]))
      }
      if emptyChoosesNone || (shown.isEmpty && endsWithoutMatch) { return .success(.nothing) }
      return pages > 1 ? .success(.nextPage) : .failure(PlainRefusal([PlainWording.emptyChoice]))
    }
    let last = shown.count + (newItem == nil ? 0 : 1)
    if allowsMultiple, let several = chooseSeveral(answer, from: shown, last: last) { return several }
    if answer.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
      switch number(answer, last: last) {
      case .failure(let refusal): return .failure(refusal)
      case .success(let number) where number > shown.count: return .success(.other)
      case .success(let number): return .success(.item(shown[number - 1]))
      }
    }
    if let index = items.firstIndex(of: answer) { return .success(.item(index)) }
    let kept = matches(answer)
    guard !kept.isEmpty else { return .failure(PlainRefusal([PlainWording.noMatch(answer)])) }
    return .success(.query(answer, kept))
  }

  /// An answer's number, from 1 to `last`.
  private func number(_ text: Substring, last: Int) -> Result<Int, PlainRefusal> {
    guard text.utf8.count <= 18, let number = Int(text), (1...max(1, last)).contains(number), last > 0 else {
      return .failure(PlainRefusal([PlainWording.noSuchNumber(String(text), last: last)]))
    }
    return .success(number)
  }

  private func number(_ text: String, last: Int) -> Result<Int, PlainRefusal> {
    number(text[...], last: last)
  }

  /// An answer of a list of several choices: its words (separated by spaces or commas) each a
  /// number, a range `5-7` or an item's exact text, or the whole answer an item's text; nil
  /// when it is neither, so that it is a query. At most the limit, "Other…" counted.
  private func chooseSeveral(_ answer: String, from shown: [Int], last: Int) -> Result<Choice, PlainRefusal>?
  {
    let words = answer.split(whereSeparator: { $0 == "," || $0.isWhitespace })
    guard !words.isEmpty else { return nil }
    var positions = Set<Int>()
    var chosen = Set<Int>()
    func isNumeric(_ word: Substring) -> Bool {
      !word.isEmpty && word.utf8.allSatisfy { (0x30...0x39).contains($0) }
    }
    func range(_ word: Substring) -> (Substring, Substring)? {
      let parts = word.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, isNumeric(parts[0]), isNumeric(parts[1]) else { return nil }
      return (parts[0], parts[1])
    }
    let numeric = words.allSatisfy { isNumeric($0) || range($0) != nil }
    if !numeric, let index = items.firstIndex(of: answer) {
      chosen.insert(index)
    } else {
      for word in words {
        if let (from, to) = range(word) {
          switch (number(from, last: last), number(to, last: last)) {
          case (.success(let from), .success(let to)): positions.formUnion(min(from, to)...max(from, to))
          case (.failure(let refusal), _), (_, .failure(let refusal)): return .failure(refusal)
          }
        } else if isNumeric(word) {
          switch number(word, last: last) {
          case .success(let number): positions.insert(number)
          case .failure(let refusal): return .failure(refusal)
          }
        } else if let index = items.firstIndex(where: { $0[...] == word }) {
          chosen.insert(index)
        } else {
          return nil
        }
      }
    }
    let other = positions.contains(shown.count + 1) && newItem != nil
    chosen.formUnion(positions.filter { $0 <= shown.count }.map { shown[$0 - 1] })
    let count = chosen.count + (other ? 1 : 0)
    if case .multiple(let limit?) = selection, count > limit {
      return .failure(PlainRefusal([PlainWording.overLimit(count, limit: limit)]))
    }
    return .success(.several(chosen.sorted(), other: other))
  }

  /// The page's lines: "  3) pear", the current choice marked, "Other…" after the last page.
  func listing(_ shown: [Int], page: Int, pages: Int) -> String {
    let start = page * pageSize
    let end = min(shown.count, start + pageSize)
    var lines: [String] = []
    for position in start..<end {
      let item = items[shown[position]]
      let mark = selected.contains(shown[position]) ? " " + PlainWording.current : ""
      lines.append("  \(position + 1)) " + DisplayText.line(item) + mark)
    }
    if newItem != nil && page == pages - 1 { lines.append("  \(shown.count + 1)) " + ComponentWording.other) }
    if pages > 1 { lines.append(PlainWording.page(page + 1, of: pages)) }
    return lines.map { $0 + "\n" }.joined()
  }

  /// "Choose 1-12, or type a query: ", saying how many may be chosen and what an empty answer
  /// takes.
  func question(count: Int, query: String, pages: Int) -> String {
    if count == 0 && newItem == nil {
      return PlainWording.queryQuestion(endsWithoutMatch: endsWithoutMatch || emptyChoosesNone)
    }
    let limit: Int?? = if case .multiple(let limit) = selection { .some(limit) } else { .none }
    return PlainWording.chooseQuestion(
      last: count + (newItem == nil ? 0 : 1), query: query, several: limit, atLeast: atLeast,
      defaults: selected.map { items[$0] }, morePages: pages > 1, emptyIsNone: emptyChoosesNone)
  }
}

extension PlainWording {
  /// The mark of the current choice.
  static let current = "(current)"
  /// An empty answer to a list of one page.
  static let emptyChoice = "type a number, an item, or a query that narrows the list"

  /// "Choose 1-12, or type a query (Enter: next page): "; for several choices "Choose up to 3
  /// of 1-12 (like 1 3 5-7), …" (`several` holds the limit, nil for none; past an `atLeast` of 1,
  /// "Choose 2 to 3 of …", "Choose at least 2 of …"); with `defaults`, they
  /// are named, "[plum]", and an empty answer takes them rather than the next page; without them,
  /// `emptyIsNone` says "(Enter: none)".
  static func chooseQuestion(
    last: Int, query: String, several: Int?? = .none, atLeast: Int = 0, defaults: [String] = [],
    morePages: Bool,
    emptyIsNone: Bool = false
  ) -> String {
    let range = last == 1 ? "1" : "1-\(last)"
    let narrowed = query.isEmpty ? "" : " of those matching \"\(DisplayText.line(query))\""
    var text: String
    switch several {
    case .none: text = "Choose \(range)\(narrowed)"
    case .some(let limit):
      text = "Choose \(amount(atLeast: atLeast, atMost: limit)) of \(range)\(narrowed) (like 1 3 5-7)"
    }
    text += ", or type a query"
    if !defaults.isEmpty {
      text += " [" + defaults.map(DisplayText.line).joined(separator: ", ") + "]"
    } else if emptyIsNone {
      text += " (Enter: none)"
    } else if morePages {
      text += " (Enter: next page)"
    }
    return text + ": "
  }

  /// How many an answer of several choices takes: "one or more", "up to 3", "2 to 3", "at least
  /// 2", "2".
  static func amount(atLeast: Int, atMost: Int?) -> String {
    switch (atLeast > 1, atMost) {
    case (false, nil): "one or more"
    case (false, let most?): "up to \(most)"
    case (true, nil): "at least \(atLeast)"
    case (true, let most?): most == atLeast ? "\(most)" : "\(atLeast) to \(most)"
    }
  }

  /// The question when no item is shown: "Type a query (Enter: none): ".
  static func queryQuestion(endsWithoutMatch: Bool) -> String {
    "Type a query" + (endsWithoutMatch ? " (Enter: none)" : "") + ": "
  }

  /// An answer of several choices over the limit.
  static func overLimit(_ count: Int, limit: Int) -> String {
    "at most \(limit) item\(limit == 1 ? "" : "s") can be chosen, not \(count)"
  }

  /// "page 2 of 5".
  static func page(_ page: Int, of pages: Int) -> String { "  page \(page) of \(pages)" }

  /// A number out of range.
  static func noSuchNumber(_ answer: String, last: Int) -> String {
    last == 0 ? "there is nothing to choose" : "no item numbered \(answer): choose 1 to \(last)"
  }

  /// A query that keeps nothing.
  static func noMatch(_ query: String) -> String { "no item matches \"\(DisplayText.line(query))\"" }
}
