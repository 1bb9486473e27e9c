import FieldEngine
import Testing

/// Suggestions: the rest of the newest entry that starts with the text, dimmed after the cursor;
/// accepted with →, End or Alt-F at the end; never one the rules would refuse.
@Suite("History: suggestions")
struct SuggestionTests {
  static func field(_ entries: [String], rules: FieldRules = FieldRules(), prepared: Bool = true) -> Field {
    var field = Field(id: "f", rules: rules)
    var history = FieldHistory(entries)
    if prepared { history.prepare() }
    field.history = history
    return field
  }

  @Test("the newest entry that starts with the text and is longer", arguments: [true, false])
  func newest(prepared: Bool) {
    var field = Self.field(["git push", "git", "git commit -m fix", "ls"], prepared: prepared)
    #expect(field.suggestion == nil)
    field.type("g")
    #expect(field.suggestion == "it push")
    field.type("it c")
    #expect(field.suggestion == "ommit -m fix")
    field.type("x")
    #expect(field.suggestion == nil)
  }

  @Test("only at the end, with nothing selected and no search")
  func whereShown() {
    var field = Self.field(["hello"])
    field.type("he")
    field.apply(.move(.characterLeft))
    #expect(field.suggestion == nil)
    field.apply(.move(.end))
    #expect(field.suggestion == "llo")
    field.apply(.move(.characterLeft, extending: true))
    #expect(field.suggestion == nil)
  }

  @Test("→ and End at the end take it all, Alt-F one word; undo takes it back")
  func accept() {
    var field = Self.field(["git commit -m fix"])
    field.type("git c")
    #expect(field.apply(.move(.wordRight)).status == .applied)
    #expect(field.text == "git commit")
    field.apply(.move(.wordRight))
    #expect(field.text == "git commit -m")
    field.apply(.move(.characterRight))
    #expect(field.text == "git commit -m fix")
    field.apply(.undo)
    #expect(field.text == "git commit -m")
    field.apply(.move(.end))
    #expect(field.text == "git commit -m fix")
    #expect(field.apply(.move(.characterRight)).status == .unchanged)
  }

  @Test("a suggestion the rules would refuse, filter or cut is not shown; an older one that fits is")
  func rules() {
    var rules = FieldRules(limits: [LengthLimit(6)])
    rules.allowedCharacters = "abcdefghijklmnopqrstuvwxyz "
    var field = Self.field(["abc123", "abcdefghij", "abcdef"], rules: rules)
    field.type("abc")
    #expect(field.suggestion == "def")
    field.type("d")
    #expect(field.suggestion == "ef")
    var strict = Self.field(["abcdefghij"], rules: rules)
    strict.type("ab")
    #expect(strict.suggestion == nil)
  }

  @Test("a suggestion starts on a character boundary: \"e\" is not completed by a combining mark")
  func boundary() {
    var field = Self.field(["e\u{301}tude", "etude"])
    field.type("e")
    #expect(field.suggestion == "tude")
  }

  @Test("a program's own source, and a list, after the history")
  func sources() {
    struct Fixed: SuggestionSource {
      func suggestions(startingWith text: String, limit: Int) -> [String] {
        text == "pr" ? ["prod"] : []
      }
    }
    var field = Self.field(["staging"])
    var list = SuggestionList(["production", "preview", "staging-2"])
    list.prepare()
    field.suggestionSources = [Fixed(), list]
    field.type("st")
    #expect(field.suggestion == "aging")
    field.apply(.killToStart)
    field.type("pr")
    #expect(field.suggestion == "od")
    field.type("e")
    #expect(field.suggestion == "view")
  }

  @Test("a list's index finds the first listed among many, built in small steps")
  func index() {
    var list = SuggestionList((0..<20_000).map { "value \(19_999 - $0)" })
    var steps = 0
    while !list.prepare(work: 1_000) { steps += 1 }
    #expect(steps > 10)
    #expect(list.isPrepared)
    #expect(
      list.suggestions(startingWith: "value 1234", limit: 3) == ["value 12349", "value 12348", "value 12347"])
    #expect(list.suggestions(startingWith: "value 19999", limit: 3) == [])
    #expect(list.suggestions(startingWith: "nothing", limit: 3) == [])
  }

  @Test("the index and a scan agree on random entries", arguments: [1, 2, 3])
  func agree(seed: UInt64) {
    var state = seed
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let alphabet = ["a", "b", "é", "e\u{301}", " "]
    let entries = (0..<3_000).map { _ in
      (0..<(1 + next(6))).map { _ in alphabet[next(alphabet.count)] }.joined()
    }
    var history = FieldHistory(entries)
    let unprepared = history
    var steps = 0
    while !history.prepare(work: 500) { steps += 1 }
    for prefix in ["a", "ab", "b a", "é", "e", " ", "aaaa", "zz"] {
      let scanned = unprepared.all.filter {
        $0.utf8.starts(with: prefix.utf8) && $0.utf8.count > prefix.utf8.count
      }
      let expected = Array(scanned.prefix(5))
      #expect(history.suggestions(startingWith: prefix, limit: 5) == expected, "\(prefix)")
    }
  }
}

/// `--suggest-case`: fish's case-correcting autosuggestion.
@Suite("History: suggestions in another case")
struct SuggestionCaseTests {
  static func field(_ entries: [String], _ suggestionCase: SuggestionCase, prepared: Bool = true) -> Field {
    var field = SuggestionTests.field(entries, prepared: prepared)
    field.suggestionCase = suggestionCase
    return field
  }

  @Test("insensitive: \"p\" suggests \"aris\" and taking it gives \"Paris\"", arguments: [true, false])
  func takingGivesTheValuesCase(prepared: Bool) {
    var field = Self.field(["Paris"], .insensitive, prepared: prepared)
    field.type("p")
    #expect(field.suggestion == "aris")
    field.apply(.move(.end))
    #expect(field.text == "Paris")
    field.apply(.undo)
    #expect(field.text == "p")
  }

  @Test("a value in the text's own case comes first, even when older (as fish prefers it)")
  func ownCaseFirst() {
    var field = Self.field(["hello world", "Hello there"], .insensitive)
    field.type("he")
    #expect(field.suggestion == "llo world")
    field.apply(.killToStart)
    field.type("HE")
    #expect(field.suggestion == "llo there")
  }

  @Test("sensitive (the default) and smart with an uppercase letter match as typed")
  func sensitiveAndSmart() {
    var sensitive = SuggestionTests.field(["Paris"])
    sensitive.type("p")
    #expect(sensitive.suggestion == nil)
    var smart = Self.field(["Paris", "pARMA"], .smart)
    smart.type("pari")
    #expect(smart.suggestion == "s")
    smart.apply(.killToStart)
    smart.type("pAR")
    #expect(smart.suggestion == "MA")
    smart.apply(.killToStart)
    smart.type("PAr")
    #expect(smart.suggestion == nil)
  }

  @Test("Alt-F takes one word in the value's case; a suggestion list finds other cases too")
  func wordAndList() {
    var field = Field(id: "f")
    field.suggestionCase = .insensitive
    var list = SuggestionList(["New York City"])
    list.prepare()
    field.suggestionSources = [list]
    field.type("new y")
    #expect(field.suggestion == "ork City")
    field.apply(.move(.wordRight))
    #expect(field.text == "New York")
  }
}
