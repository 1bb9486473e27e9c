/// Words, as readline and Emacs find them. Two kinds:
///
/// - A *word* is a run of letters and digits (`Character.isLetter`, `Character.isNumber`), as
///   readline's `iswalnum`: "e\u{301}", "日" and "½" are word characters; "_", "-", "/" and emoji
///   are not. Alt-B, Alt-F, Alt-D, Alt-Backspace, Alt-T and the case changes move by these.
/// - A *whitespace word* is a run of anything but whitespace (`Character.isWhitespace`: spaces,
///   and Unicode's other spaces such as U+00A0 and U+3000): "/some/long/path" is one. Ctrl-W kills
///   these, as readline's unix-word-rubout and a terminal's own werase do.
///
/// Every position is a UTF-8 offset on a character boundary; each step costs the characters it
/// passes.
extension TextBuffer {
  /// True for the characters words are made of: letters and digits.
  static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }

  /// The start of the word on the left of `offset` (readline's backward-word): back over what is
  /// not a word, then over the word.
  func wordStart(before offset: Int) -> Int {
    backward(from: offset, skipping: { !Self.isWordCharacter($0) }, then: Self.isWordCharacter)
  }

  /// The end of the word on the right of `offset` (readline's forward-word): on over what is not a
  /// word, then over the word.
  func wordEnd(after offset: Int) -> Int {
    var position = index(at: offset)
    let end = text.endIndex
    while position < end && !Self.isWordCharacter(text[position]) { position = text.index(after: position) }
    while position < end && Self.isWordCharacter(text[position]) { position = text.index(after: position) }
    return self.offset(of: position)
  }

  /// Where `count` word moves from `offset` end: right for a positive count, left for a negative
  /// one (readline's forward-word and backward-word with a numeric argument); by subwords or
  /// path segments for those kinds.
  func wordBoundary(from offset: Int, count: Int, kind: WordKind = .word) -> Int {
    var position = offset
    for _ in 0..<count.magnitude {
      let next =
        switch kind {
        case .word: count > 0 ? wordEnd(after: position) : wordStart(before: position)
        default:
          count > 0 ? segmentEnd(after: position, kind: kind) : segmentStart(before: position, kind: kind)
        }
      if next == position { break }
      position = next
    }
    return position
  }

  /// The last start of a `kind` segment before `offset`, or 0 (fzf's `backward-subword` and its
  /// `--filepath-word` `backward-word`: the last match of its pattern before the cursor).
  func segmentStart(before offset: Int, kind: WordKind) -> Int {
    var position = index(at: offset)
    guard position > text.startIndex else { return offset }
    position = text.index(before: position)
    while position > text.startIndex {
      let before = text.index(before: position)
      if kind.starts(text[before], text[position]) { return self.offset(of: position) }
      position = before
    }
    return 0
  }

  /// The first end of a `kind` segment after `offset`, or the end of the text (fzf's
  /// `forward-subword` and its `--filepath-word` `forward-word`).
  func segmentEnd(after offset: Int, kind: WordKind) -> Int {
    var position = index(at: offset)
    while position < text.endIndex {
      let next = text.index(after: position)
      if next == text.endIndex || kind.ends(text[position], text[next]) { return self.offset(of: next) }
      position = next
    }
    return offset
  }

  /// The start of the whitespace word on the left of `offset`, `count` times (readline's
  /// unix-word-rubout): back over whitespace, then over what is not whitespace.
  func whitespaceWordStart(before offset: Int, count: Int) -> Int {
    var position = offset
    for _ in 0..<max(count, 1) {
      let next = backward(from: position, skipping: \.isWhitespace, then: { !$0.isWhitespace })
      if next == position { break }
      position = next
    }
    return position
  }

  /// The range of whitespace around `offset`: back and forward over whitespace (readline's
  /// delete-horizontal-space).
  func whitespace(around offset: Int) -> Range<Int> {
    var upper = index(at: offset)
    while upper < text.endIndex && text[upper].isWhitespace { upper = text.index(after: upper) }
    return backward(from: offset, skipping: \.isWhitespace, then: { _ in false })..<self.offset(of: upper)
  }

  /// Back from `offset` over the characters `skipping` holds for, then over those `then` holds for.
  private func backward(
    from offset: Int, skipping: (Character) -> Bool, then taking: (Character) -> Bool
  ) -> Int {
    var position = index(at: offset)
    let start = text.startIndex
    while position > start && skipping(text[text.index(before: position)]) {
      position = text.index(before: position)
    }
    while position > start && taking(text[text.index(before: position)]) {
      position = text.index(before: position)
    }
    return self.offset(of: position)
  }
}

/// What the word motions move by.
enum WordKind: Equatable, Sendable {
  /// Runs of letters and digits (readline's words).
  case word
  /// Words, split again where a capital follows a small ASCII letter ("fooBar" is "foo" and
  /// "Bar"), as fzf's subword actions split them.
  case subword
  /// What lies between `/`s (fzf's `--filepath-word`).
  case pathSegment

  /// True when a segment starts at `second`, `first` being the character before it.
  func starts(_ first: Character, _ second: Character) -> Bool {
    switch self {
    case .word: !TextBuffer.isWordCharacter(first) && TextBuffer.isWordCharacter(second)
    case .subword: Self.camelBreak(first, second) || Self.word.starts(first, second)
    case .pathSegment: first == "/" && second != "/"
    }
  }

  /// True when a segment ends at `first`, `second` being the character after it.
  func ends(_ first: Character, _ second: Character) -> Bool {
    switch self {
    case .word: TextBuffer.isWordCharacter(first) && !TextBuffer.isWordCharacter(second)
    case .subword: Self.camelBreak(first, second) || Self.word.ends(first, second)
    case .pathSegment: first != "/" && second == "/"
    }
  }

  /// A small ASCII letter, then a capital one: fzf's `[a-z][A-Z]`.
  private static func camelBreak(_ first: Character, _ second: Character) -> Bool {
    first.isASCII && first.isLowercase && second.isASCII && second.isUppercase
  }
}
