import Testing

@testable import FieldChoices

/// An item's identity across reloads, the columns `--id-nth` names (fzf 0.74's
/// `trackKeyFor`: `StripLastDelimiter(JoinTokens(Transform(Tokenize(item), nth)))`), the search
/// for the tracked item among a reload's items, and the marks a reload-sync keeps by identity.
@Suite("Choice identity: --id-nth")
struct ChoiceIdentityTests {
  static func scope(_ nth: String, _ delimiter: ColumnDelimiter = .awk) -> ColumnScope {
    ColumnScope(delimiter: delimiter, ranges: ColumnRange.list(Substring(nth))!)
  }

  @Test(
    "an item's identity: the columns joined, the delimiter ending the last left out",
    arguments: [
      ("1 apple", "1", ColumnDelimiter.awk, "1"),
      ("  2   banana split", "2..", .awk, "banana split"),
      ("a b c", "..", .awk, "a b c"),
      ("a b c", "1,3", .awk, "a c"),
      ("x:y:z", "2", .literal(":"), "y"),
      ("x:y:z", "1..2", .literal(":"), "x:y"),
      ("only", "3", .awk, ""),
    ])
  func identity(_ item: String, _ nth: String, _ delimiter: ColumnDelimiter, _ expected: String) {
    let list = ChoiceList(items: [item])
    #expect(list.identity(ofItem: 0, Self.scope(nth, delimiter)) == Array(expected.utf8))
  }

  @Test("the search looks at each item once, as they come, and highlights the first match found")
  func findsAsItemsCome() {
    let scope = Self.scope("1")
    var search = IdentitySearch(Array("2".utf8), scope: scope)
    let first = ChoiceList(items: ["1 apricot"])
    var read = first
    let found1 = read.find(&search)
    #expect(!found1)
    #expect(search.checked == 1)
    // The same list with more items read: the first is not looked at again.
    var more = ChoiceList(items: ["2 looked at before", "3 cranberry", "2 blueberry"])
    more.tracking = .highlighted
    let found2 = more.find(&search)
    #expect(found2)
    #expect(more.highlightedItem == 2)
    #expect(more.tracking == .highlighted)
    #expect(search.checked == 3)
    let found3 = more.find(&search)
    #expect(!found3)
    #expect(more.invariantViolations().isEmpty)
  }

  @Test("an item tracked alone (track-current) is the item found now")
  func trackCurrentFollows() {
    var search = IdentitySearch(Array("b".utf8), scope: Self.scope(".."))
    var list = ChoiceList(items: ["a", "b", "c"])
    list.tracking = .item(7)
    let found4 = list.find(&search)
    #expect(found4)
    #expect(list.tracking == .item(1) && list.highlightedItem == 1)
  }

  @Test("an item with the identity that the query does not match is passed over")
  func onlyMatches() {
    var search = IdentitySearch(Array("2".utf8), scope: Self.scope("1"))
    var list = ChoiceList(items: ["2 apple", "1 banana", "2 banana"])
    list.setQuery("ban")
    let found5 = list.find(&search)
    #expect(found5)
    #expect(list.highlightedItem == 2)
  }

  @Test("reload-sync's marks: the first item of each identity kept, within the limit")
  func marksByIdentity() {
    let scope = Self.scope("1")
    var list = ChoiceList(
      items: ["1 apricot", "2 blueberry", "3 cranberry", "1 again"],
      configuration: .init(selection: .multiple(limit: nil)))
    list.mark(identities: [Array("1".utf8), Array("3".utf8), Array("9".utf8)], scope)
    #expect(list.markedItems == [0, 2])
    var limited = ChoiceList(
      items: ["1 a", "2 b", "3 c"], configuration: .init(selection: .multiple(limit: 1)))
    limited.mark(identities: [Array("1".utf8), Array("3".utf8)], scope)
    #expect(limited.markedItems == [0])
  }
}
