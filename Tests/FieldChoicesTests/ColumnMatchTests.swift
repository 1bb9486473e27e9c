import ChoiceTestSupport
import SeededRandom
import Testing

@testable import FieldChoices

/// Matching within columns (`--nth`) and showing columns (`--with-nth`) in a list: what matches,
/// where the highlight falls in the shown text, and what is chosen.
@Suite("Columns: --nth and --with-nth in a list")
struct ColumnMatchTests {
  static func list(
    _ items: [String], nth: String? = nil, withNth: String? = nil, delimiter: ColumnDelimiter = .awk
  ) -> ChoiceList {
    var configuration = ChoiceList.Configuration()
    configuration.matchedColumns = nth.flatMap { ColumnRange.list(Substring($0)) }.map {
      ColumnScope(delimiter: delimiter, ranges: $0)
    }
    configuration.shownColumns = withNth.flatMap { try? ColumnTemplate(parsing: $0, delimiter: delimiter) }
    return ChoiceList(items: items, configuration: configuration)
  }

  static func matches(_ list: ChoiceList) -> [String] {
    var list = list
    list.rankAll()
    return (0..<list.matchCount).compactMap { list.item(atRow: $0) }.map { list.item($0).text }
  }

  @Test("a term matches within one column: the highlight is where it matched in the whole item")
  func positionsInTheItem() {
    var list = Self.list(["user 42 vim notes", "root 1 init"], nth: "3..")
    list.setQuery("vn")
    #expect(Self.matches(list) == ["user 42 vim notes"])
    // "vim notes" starts at offset 8; v at 8, n at 12.
    #expect(list.matchedPositions(of: 0) == [8, 12])
    list.setQuery("us")
    #expect(Self.matches(list) == [])
  }

  @Test("a fuzzy term does not span two chosen columns: each column is matched alone")
  func noSpanAcrossColumns() {
    var list = Self.list(["ab cd", "abcd x"], nth: "1,2")
    list.setQuery("bc")
    #expect(Self.matches(list) == ["abcd x"])
    #expect(list.matchedPositions(of: 1) == [1, 2])
  }

  @Test("the first column a term matches counts, in the order --nth names them")
  func firstColumnCounts() {
    var list = Self.list(["xa ya"], nth: "2,1")
    list.setQuery("a")
    #expect(list.matchedPositions(of: 0) == [4])
  }

  @Test("characters outside ASCII: positions are characters of the item")
  func positionsOutsideASCII() {
    var list = Self.list(["café über straße", "plain ascii here"], nth: "-1")
    list.setQuery("caf")
    #expect(Self.matches(list).isEmpty)
    list.setQuery("str")
    #expect(Self.matches(list) == ["café über straße"])
    #expect(list.matchedPositions(of: 0) == [10, 11, 12])
    // Accents fold within a column too.
    list.setQuery("uber")
    #expect(Self.matches(list).isEmpty)
    var second = Self.list(["café über straße"], nth: "2")
    second.setQuery("uber")
    #expect(second.matchedPositions(of: 0) == [5, 6, 7, 8])
  }

  @Test("negated terms and OR terms within columns")
  func negatedAndAlternatives() {
    var list = Self.list(["a:vim:x", "b:bash:vim", "c:zsh:y"], nth: "2", delimiter: .literal(":"))
    list.setQuery("!vim")
    #expect(Self.matches(list) == ["b:bash:vim", "c:zsh:y"])
    list.setQuery("vim | zsh")
    #expect(Self.matches(list) == ["a:vim:x", "c:zsh:y"])
  }

  @Test("--with-nth: the columns are shown and matched, the line as read is chosen")
  func withNth() {
    var list = Self.list(["1\tapple\tred", "2\tbanana\tyellow"], withNth: "2", delimiter: .literal("\t"))
    #expect(list.text(of: 0) == "apple")
    #expect(list.item(0).text == "1\tapple\tred")
    list.setQuery("red")
    #expect(Self.matches(list).isEmpty)
    list.setQuery("ban")
    #expect(Self.matches(list) == ["2\tbanana\tyellow"])
    #expect(list.matchedPositions(of: 1) == [0, 1, 2])
  }

  @Test("--with-nth from a source: items read in batches keep their lines")
  func withNthFromSource() throws {
    let pipe = try ItemPipe()
    let source = ChoiceSource(fileDescriptor: pipe.readEnd)
    var configuration = ChoiceList.Configuration()
    configuration.shownColumns = try ColumnTemplate(parsing: "2..")
    var list = ChoiceList(source: source, configuration: configuration)
    pipe.write("a one\nb two\nc three\n")
    pipe.closeWriting()
    settle(&list, source) { !$0.isReading }
    #expect((0..<list.count).map(list.text(of:)) == ["one", "two", "three"])
    #expect((0..<list.count).map { list.item($0).text } == ["a one", "b two", "c three"])
  }

  @Test("ASCII items cut on their bytes match as when cut as text (the pattern path)")
  func bytePathAgreesWithTextPath() throws {
    var random = SplitMix64(seed: 0xF1E1D)
    let alphabet = Array("ab:  \tc:x")
    let items = (0..<200).map { _ in
      String(
        (0..<Int.random(in: 0...14, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
    }.filter { !$0.isEmpty }
    let queries = ["a", "ab", "b:", "'c:", "^a", "x$", "!a b", "a | c", "bx"]
    // Without leading blanks, AWK-style columns are the columns `[ \t]+` ends.
    let unindented = items.map { String($0.drop { $0 == " " || $0 == "\t" }) }.filter { !$0.isEmpty }
    let pairs = [
      (ColumnDelimiter.awk, try ColumnDelimiter.parse("[ \t]+"), unindented),
      // Not ending with ":", after which a literal delimiter has an empty last column and a pattern none.
      (.literal(":"), try ColumnDelimiter.parse("[:]"), items.filter { !$0.hasSuffix(":") }),
    ]
    for nth in ["1", "2", "-1", "2..", "..2", "1,3", "-2..-1"] {
      for (bytes, text, items) in pairs {
        var fast = Self.list(items, nth: nth, delimiter: bytes)
        var slow = Self.list(items, nth: nth, delimiter: text)
        for query in queries {
          fast.setQuery(query)
          slow.setQuery(query)
          #expect(Self.matches(fast) == Self.matches(slow), "\(nth) \(bytes) \(query)")
          for index in 0..<fast.count {
            #expect(
              fast.matchedPositions(of: index) == slow.matchedPositions(of: index),
              "\(nth) \(query) \(items[index])")
          }
        }
      }
    }
  }
}
