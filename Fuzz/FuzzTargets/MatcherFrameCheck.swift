import FieldChoices
import FieldTerminal
import FuzzMatcherTarget

/// The choice list component over a matcher input's list (`matcherInput`), every row ranked: laid
/// out on a screen of 40x12, moved a page down and drawn; a trap here is the finding. The matcher
/// fuzzer links no terminal module, so this check runs where the corpus is replayed
/// (`FuzzReplayTests`), beside `fuzzMatcher`.
///
/// - Returns: what broke, empty when nothing did.
public func matcherFrameProblems(_ data: [UInt8]) -> [String] {
  guard let (query, items, configuration) = matcherInput(data) else { return [] }
  var list = ChoiceList(items: items, configuration: configuration)
  list.setQuery(query)
  list.rankAll()
  var controller = ChoiceListController(title: "fuzz", list: list)
  controller.layout(in: Region(width: 40, height: 12))
  controller.handle(.key(.pageDown, []))
  _ = controller.frame()
  return []
}
