import TFieldOptions

#if os(macOS)
  import Darwin
#else
  import Glibc
#endif

extension Arguments {
  /// The words after the subcommand: `--flag value`, `--flag=value`, a short flag with its value
  /// attached (`-qfoo`, as fzf reads it), and plain words. A word that starts with `+` is an
  /// option only when it turns a switch off (`+m`) or is one of fzf's spellings; any other is
  /// plain. After `--`, every word is plain.
  struct Words {
    struct Word {
      var name: String
      var bytes: [UInt8]
      var attached: [UInt8]?
      var isOption: Bool
    }

    private var remaining: ArraySlice<[UInt8]>
    private var onlyPlain = false
    private let subcommand: Subcommand

    init(_ words: [[UInt8]], subcommand: Subcommand) {
      remaining = words[...]
      self.subcommand = subcommand
    }

    mutating func next() -> Word? {
      guard let word = remaining.popFirst() else { return nil }
      let name = String(decoding: word, as: UTF8.self)
      if !onlyPlain, word.first == UInt8(ascii: "+") {
        let isOption =
          OptionTable.option(offFlag: name, in: subcommand) != nil
          || (subcommand == .choose && FzfSpellings.all.contains(name))
        return Word(name: name, bytes: word, isOption: isOption)
      }
      if onlyPlain || word.first != UInt8(ascii: "-") || word == [UInt8(ascii: "-")] {
        return Word(name: name, bytes: word, isOption: false)
      }
      // `-qfoo`: a short flag that takes a value, with its value attached.
      if word.count > 2, word[1] != UInt8(ascii: "-"), OptionTable.option(flag: name, in: subcommand) == nil {
        let short = String(decoding: word[..<2], as: UTF8.self)
        if let option = OptionTable.option(flag: short, in: subcommand),
          option.value != .boolean || option.attachedNumber != nil
        {
          return Word(name: short, bytes: Array(word[..<2]), attached: Array(word[2...]), isOption: true)
        }
      }
      if word == Array("--".utf8) {
        onlyPlain = true
        return next()
      }
      if word.starts(with: Array("--".utf8)), let equals = word.firstIndex(of: UInt8(ascii: "=")) {
        let flag = Array(word[..<equals])
        return Word(
          name: String(decoding: flag, as: UTF8.self), bytes: flag, attached: Array(word[(equals + 1)...]),
          isOption: true)
      }
      return Word(name: name, bytes: word, isOption: true)
    }

    /// The next word as an optional value (fzf's `optionalNextString`): taken when it starts with
    /// neither `-` nor `+`.
    mutating func optionalValue() -> String? {
      guard !onlyPlain, let next = remaining.first, next.first != UInt8(ascii: "-"),
        next.first != UInt8(ascii: "+")
      else { return nil }
      remaining.removeFirst()
      return String(decoding: next, as: UTF8.self)
    }

    /// The next word when it names a directory (fzf's `--walker-root=DIR [...]`), taken; nil
    /// otherwise.
    mutating func directoryValue() -> String? {
      guard !onlyPlain, let next = remaining.first else { return nil }
      var status = stat()
      guard
        (next + [0]).withUnsafeBufferPointer({ bytes in
          bytes.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &status) }
        }) == 0, status.st_mode & S_IFMT == S_IFDIR
      else { return nil }
      remaining.removeFirst()
      return String(decoding: next, as: UTF8.self)
    }

    /// The option's value, read as its kind: a switch takes none; anything else is attached with
    /// `=` or is the next word whatever it looks like, so that `--value -3` and `--deny -` work.
    mutating func value(for word: Word, kind: ValueKind) throws(UsageError) -> OptionValue {
      if kind == .boolean {
        guard word.attached == nil else { throw .unexpectedValue(flag: word.name) }
        return .boolean(true)
      }
      let bytes: [UInt8]
      if let attached = word.attached {
        bytes = attached
      } else {
        guard let next = remaining.popFirst() else { throw .missingValue(flag: word.name) }
        bytes = next
      }
      if case .item = kind { return .bytes(bytes) }
      let text = String(decoding: bytes, as: UTF8.self)
      switch kind {
      case .wholeNumber:
        switch kind.wholeNumber(from: text) {
        case .success(let number): return .wholeNumber(number)
        case .failure(.outOfRange(let range)): throw .outOfRange(flag: word.name, got: text, range: range)
        case .failure(.notANumber(let range)):
          throw .notAWholeNumber(flag: word.name, got: text, range: range)
        }
      case .choice(_, let choices) where !choices.contains { $0.value == text }:
        throw .notAChoice(flag: word.name, got: text, choices: choices.map(\.value))
      case .height where ListHeight(text) == nil:
        throw .notAHeight(flag: word.name, got: text)
      case .seconds where Timeout(text) == nil:
        throw .notATimeout(flag: word.name, got: text)
      default:
        return .text(text)
      }
    }
  }
}
