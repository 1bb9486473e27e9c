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
  /// one (readline's forward-word and backward-word with a numeric argument).
  func wordBoundary(from offset: Int, count: Int) -> Int {
    var position = offset
    for _ in 0..<count.magnitude {
      let next = count > 0 ? wordEnd(after: position) : wordStart(before: position)
      if next == position { break }
      position = next
    }
    return position
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
