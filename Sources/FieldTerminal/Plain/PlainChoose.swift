import FieldEngine

/// A choice list in plain mode: the items numbered, a page at a time, and one line of answer:
/// a number chooses, an item's exact text chooses it, any other text filters the list (with the
/// match function the list uses on the screen), an empty line shows the next page. With "Other…",
/// its number asks for a new item as a field question, under the new item's rules.
///
/// It knows the list only through `items` and `matches`, so any list's matching (the choice list's
/// ranked fuzzy matching, or another) asks the same way.
public struct PlainChoose: Sendable {
  /// The title, written above the list.
  public var title: String
  /// The items, in order.
  public var items: [String]
  /// The item marked as the current choice, if any.
  public var selected: String?
  /// The field a new item is typed into, when the list offers "Other…"; nil otherwise.
  public var newItem: Field?
  /// How many items a page shows.
  public var pageSize: Int
  /// The indices of the items a filter keeps, in the order to show them.
  public var matches: @Sendable (String) -> [Int]

  /// A list to ask from.
  public init(
    title: String, items: [String], selected: String? = nil, newItem: Field? = nil, pageSize: Int = 20,
    matches: @escaping @Sendable (String) -> [Int]
  ) {
    self.title = title
    self.items = items
    self.selected = selected
    self.newItem = newItem
    self.pageSize = max(1, pageSize)
    self.matches = matches
  }

  /// A list matched and ranked as `ChoiceList` matches (fuzzy, fzf's terms and order, or
  /// substrings with `.exact`): a filter shows the matches best first.
  public init(
    title: String, list: ChoiceList, selected: String? = nil, newItem: Field? = nil, pageSize: Int = 20
  ) {
    self.init(
      title: title, items: list.texts, selected: selected, newItem: newItem, pageSize: pageSize,
      matches: { filter in
        var filtered = list
        filtered.setQuery(filter)
        filtered.rankAll()
        return (0..<filtered.matchCount).compactMap { filtered.item(atRow: $0) }
      })
  }

  /// What was chosen: an item of the list (its index), or a new item typed under "Other…".
  public enum Chosen: Equatable, Sendable {
    /// The item at this index of `items`.
    case item(Int)
    /// A new item, as typed (it passed the new item's rules).
    case new(String)
  }

  /// Asks until an item is chosen (or a new one typed), the questions end, or the time runs out;
  /// the chosen item's text.
  public func ask(on lines: inout some PlainLines) -> PlainEnding<String> {
    choose(on: &lines).map { chosen in
      switch chosen {
      case .item(let index): items[index]
      case .new(let text): text
      }
    }
  }

  /// Asks as `ask(on:)` does; which item was chosen, so that a caller can give back its bytes.
  public func choose(on lines: inout some PlainLines) -> PlainEnding<Chosen> {
    if !DisplayText.line(title).isEmpty { lines.write(DisplayText.line(title) + "\n") }
    var shown = Array(items.indices)
    var filter = ""
    var page = 0
    var writesPage = true
    while true {
      let pages = max(1, (shown.count + pageSize - 1) / pageSize)
      if writesPage { lines.write(listing(shown, page: page, pages: pages)) }
      writesPage = true
      let ending = lines.ask(question(count: shown.count, filter: filter, pages: pages)) { answer in
        choose(answer, from: shown, pages: pages)
      }
      switch ending {
      case .answered(.item(let index)): return .answered(.item(index))
      case .answered(.nextPage): page = (page + 1) % pages
      case .answered(.filtered(let text, let kept)):
        (filter, shown, page) = (text, kept, 0)
      case .answered(.other):
        guard let newItem else { continue }
        let typed = PlainQuestions.field(newItem, label: ComponentWording.newItemTitle, on: &lines)
        if case .cancelled = typed {
          writesPage = false
          continue
        }
        return typed.map(Chosen.new)
      default: return ending.withoutAnswer()
      }
    }
  }

  /// What an answer asks for.
  enum Choice: Equatable, Sendable {
    case item(Int)
    case nextPage
    case filtered(String, [Int])
    case other
  }

  /// Reads an answer against the items shown.
  func choose(_ answer: String, from shown: [Int], pages: Int) -> Result<Choice, PlainRefusal> {
    if answer.isEmpty {
      return pages > 1 ? .success(.nextPage) : .failure(PlainRefusal([PlainWording.emptyChoice]))
    }
    let last = shown.count + (newItem == nil ? 0 : 1)
    if answer.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
      guard answer.utf8.count <= 18, let number = Int(answer), (1...max(1, last)).contains(number), last > 0
      else {
        return .failure(PlainRefusal([PlainWording.noSuchNumber(answer, last: last)]))
      }
      return .success(number > shown.count ? .other : .item(shown[number - 1]))
    }
    if let index = items.firstIndex(of: answer) { return .success(.item(index)) }
    let kept = matches(answer)
    guard !kept.isEmpty else { return .failure(PlainRefusal([PlainWording.noMatch(answer)])) }
    return .success(.filtered(answer, kept))
  }

  /// The page's lines: "  3) pear", the current choice marked, "Other…" after the last page.
  func listing(_ shown: [Int], page: Int, pages: Int) -> String {
    let start = page * pageSize
    let end = min(shown.count, start + pageSize)
    var lines: [String] = []
    for position in start..<end {
      let item = items[shown[position]]
      let mark = item == selected ? " " + PlainWording.current : ""
      lines.append("  \(position + 1)) " + DisplayText.line(item) + mark)
    }
    if newItem != nil && page == pages - 1 { lines.append("  \(shown.count + 1)) " + ComponentWording.other) }
    if pages > 1 { lines.append(PlainWording.page(page + 1, of: pages)) }
    return lines.map { $0 + "\n" }.joined()
  }

  /// "Choose 1-12, or type to filter: ".
  func question(count: Int, filter: String, pages: Int) -> String {
    PlainWording.chooseQuestion(last: count + (newItem == nil ? 0 : 1), filter: filter, morePages: pages > 1)
  }
}

extension PlainWording {
  /// The mark of the current choice.
  static let current = "(current)"
  /// An empty answer to a list of one page.
  static let emptyChoice = "type a number, an item, or text to filter the list"

  /// "Choose 1-12, or type to filter (Enter: next page): ".
  static func chooseQuestion(last: Int, filter: String, morePages: Bool) -> String {
    let range = last == 1 ? "1" : "1-\(last)"
    let filtered = filter.isEmpty ? "" : " of those matching \"\(DisplayText.line(filter))\""
    return "Choose \(range)\(filtered), or type to filter" + (morePages ? " (Enter: next page)" : "") + ": "
  }

  /// "page 2 of 5".
  static func page(_ page: Int, of pages: Int) -> String { "  page \(page) of \(pages)" }

  /// A number out of range.
  static func noSuchNumber(_ answer: String, last: Int) -> String {
    last == 0 ? "there is nothing to choose" : "no item numbered \(answer): choose 1 to \(last)"
  }

  /// A filter that keeps nothing.
  static func noMatch(_ filter: String) -> String { "no item matches \"\(DisplayText.line(filter))\"" }
}
