/// Reads Swift source just far enough to tell which declarations say more access than their type
/// gives them: a `public` member of a `package` or internal type is `package` or internal in
/// effect, and a reader of the source is misled. Not a Swift parser: it drops comments and string
/// literals, follows braces, and knows a type declaration (`struct`, `enum`, `class`, `actor`,
/// `protocol`, `extension`) by its keyword and name. That is enough for this package's style (one
/// declaration's modifiers before its keyword, no extension with an access modifier, no regex
/// literal); a file it cannot read (unbalanced braces) is reported, not passed.
struct AccessScanner {
  /// Swift's access levels, from the narrowest.
  enum Access: Int, Comparable, CustomStringConvertible {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    init?(keyword: String) {
      switch keyword {
      case "private": self = .private
      case "fileprivate": self = .fileprivate
      case "internal": self = .internal
      case "package": self = .package
      case "public": self = .public
      case "open": self = .open
      default: return nil
      }
    }

    static func < (lhs: Access, rhs: Access) -> Bool { lhs.rawValue < rhs.rawValue }

    var description: String {
      ["private", "fileprivate", "internal", "package", "public", "open"][rawValue]
    }
  }

  /// A word or a punctuation character of the source, with where it starts (1-based line,
  /// 0-based UTF-8 column).
  struct Token: Equatable {
    var text: String
    var line: Int
    var column: Int
  }

  /// A declaration that says more access than its type has.
  struct Finding: Hashable, CustomStringConvertible {
    /// The file, as given to the scanner.
    var file: String
    /// Where the access keyword is (1-based line, 0-based UTF-8 column).
    var line: Int
    var column: Int
    /// The access the declaration says.
    var declared: Access
    /// The type (or extension) it sits in, by its qualified name, and that type's access.
    var type: String
    var typeAccess: Access

    var description: String {
      "\(file):\(line): a \(declared) declaration in \(type), which is \(typeAccess)"
    }
  }

  /// A source file and its module.
  struct Source {
    var path: String
    var module: String
    var text: String
  }

  /// A type declared in a module: its access as written, and the type that encloses it (an
  /// extension's type for a type declared in an extension).
  private struct Declared {
    var access: Access
    var parent: String?
  }

  /// The types each module declares, by qualified name.
  private var types: [String: [String: Declared]] = [:]
  /// The declarations that say more access than their types have, file by file.
  private(set) var findings: [Finding] = []
  /// Files whose braces do not balance.
  private(set) var unreadable: [String] = []

  private static let typeKeywords: Set<String> = [
    "struct", "enum", "class", "actor", "protocol", "extension",
  ]
  private static let modifiers: Set<String> = [
    "private", "fileprivate", "internal", "package", "public", "open", "final", "indirect", "nonisolated",
    "static", "override", "convenience", "required", "mutating", "nonmutating", "lazy", "weak", "unowned",
    "dynamic", "optional", "isolated", "consuming", "borrowing", "distributed",
  ]
  private static let keywords: Set<String> = typeKeywords.union(modifiers).union([
    "func", "var", "let", "init", "deinit", "subscript", "typealias", "case", "where", "associatedtype",
    "operator", "macro", "some", "any",
  ])

  /// Reads `sources` and finds the declarations that say more access than their types have:
  /// `public` or `open` in a type that is not public, `package` in a type that is internal or
  /// narrower.
  init(_ sources: [Source]) {
    let tokenized = sources.map { ($0, Self.tokens(of: $0.text)) }
    for (source, tokens) in tokenized { register(tokens, of: source) }
    for (source, tokens) in tokenized { findings += check(tokens, of: source) }
  }

  /// The access a type declared in `module` has (what it says, narrowed by the types around it),
  /// or nil when the sources declare no such type.
  func access(of name: String, in module: String) -> Access? {
    types[module]?[name] == nil ? nil : effectiveAccess(of: name, in: module)
  }

  // MARK: Tokens

  /// The words and punctuation of `text`, comments and string literals left out (a string's
  /// interpolations are read as code).
  static func tokens(of text: String) -> [Token] {
    var reader = Reader(Array(text.utf8))
    var tokens: [Token] = []
    reader.code(into: &tokens, untilClosingParenthesis: false)
    return tokens
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func peek(_ offset: Int = 0) -> UInt8? {
      index + offset < bytes.count ? bytes[index + offset] : nil
    }

    mutating func advance(_ count: Int = 1) {
      for _ in 0..<count where index < bytes.count {
        if bytes[index] == UInt8(ascii: "\n") {
          line += 1
          lineStart = index + 1
        }
        index += 1
      }
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
      byte >= 0x80 || byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Reads code up to the end, or up to the `)` that closes an interpolation.
    mutating func code(into tokens: inout [Token], untilClosingParenthesis: Bool) {
      var parentheses = 0
      while let byte = peek() {
        let column = index - lineStart
        switch byte {
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
          while let next = peek(), next != UInt8(ascii: "\n") { advance() }
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
          blockComment()
        case UInt8(ascii: "\""):
          string(hashes: 0, into: &tokens)
        case UInt8(ascii: "#") where rawStringHashes() != nil:
          let hashes = rawStringHashes()!
          advance(hashes)
          string(hashes: hashes, into: &tokens)
        case UInt8(ascii: "`"):
          advance()
          let start = index
          while let next = peek(), next != UInt8(ascii: "`") { advance() }
          let word = String(decoding: bytes[start..<index], as: UTF8.self)
          advance()
          tokens.append(Token(text: word, line: line, column: column))
        case _ where Self.isWordByte(byte), UInt8(ascii: "#"), UInt8(ascii: "@"):
          let start = index
          advance()
          while let next = peek(), Self.isWordByte(next) { advance() }
          tokens.append(
            Token(text: String(decoding: bytes[start..<index], as: UTF8.self), line: line, column: column))
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
          advance()
        default:
          if untilClosingParenthesis {
            if byte == UInt8(ascii: "(") { parentheses += 1 }
            if byte == UInt8(ascii: ")") {
              if parentheses == 0 {
                advance()
                return
              }
              parentheses -= 1
            }
          }
          tokens.append(Token(text: String(UnicodeScalar(byte)), line: line, column: column))
          advance()
        }
      }
    }

    /// The number of `#` before a raw string's quote here, or nil when this is no raw string.
    func rawStringHashes() -> Int? {
      var count = 0
      while peek(count) == UInt8(ascii: "#") { count += 1 }
      return peek(count) == UInt8(ascii: "\"") ? count : nil
    }

    mutating func blockComment() {
      var depth = 0
      repeat {
        if peek() == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
          depth += 1
          advance(2)
        } else if peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
          depth -= 1
          advance(2)
        } else {
          advance()
        }
      } while depth > 0 && peek() != nil
    }

    /// Reads a string literal from its opening quote (after the hashes of a raw string) to its
    /// end; interpolations go to `tokens` as code.
    mutating func string(hashes: Int, into tokens: inout [Token]) {
      let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
      advance(multiline ? 3 : 1)
      let quotes = multiline ? 3 : 1
      while let byte = peek() {
        if byte == UInt8(ascii: "\\") && (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
          advance(1 + hashes)
          if peek() == UInt8(ascii: "(") {
            advance()
            code(into: &tokens, untilClosingParenthesis: true)
          } else {
            advance()
          }
          continue
        }
        if byte == UInt8(ascii: "\"") && (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") })
          && (0..<hashes).allSatisfy({ peek(quotes + $0) == UInt8(ascii: "#") })
        {
          advance(quotes + hashes)
          return
        }
        advance()
      }
    }
  }

  // MARK: Scopes

  /// What a `{` opens: a type or an extension (its qualified name), or anything else.
  private enum Scope {
    case type(name: String, extends: Bool)
    case other
  }

  /// The type declaration whose `{` ends `header`, if it is one: its keyword, its (qualified, for
  /// an extension) name and the access it says.
  private static func typeDeclaration(ending header: ArraySlice<Token>) -> (
    keyword: String, name: String, access: Access?
  )? {
    var position = header.endIndex - 1
    while position >= header.startIndex {
      let token = header[position]
      if typeKeywords.contains(token.text), position + 1 < header.endIndex {
        let next = header[position + 1].text
        if let first = next.utf8.first, Reader.isWordByte(first), !keywords.contains(next) {
          var name = next
          if token.text == "extension" {
            var at = position + 2
            while at + 1 < header.endIndex, header[at].text == "." {
              name += "." + header[at + 1].text
              at += 2
            }
          }
          return (token.text, name, access(before: position, in: header))
        }
      }
      position -= 1
    }
    return nil
  }

  /// The access keyword among the modifiers and attributes before `position`; nil when none.
  private static func access(before position: Int, in header: ArraySlice<Token>) -> Access? {
    var at = position - 1
    var found: Access?
    while at >= header.startIndex {
      let text = header[at].text
      if text == ")" {
        // An attribute's arguments, or `(set)` after an access keyword.
        var depth = 0
        while at >= header.startIndex {
          if header[at].text == ")" { depth += 1 }
          if header[at].text == "(" { depth -= 1 }
          if depth == 0 { break }
          at -= 1
        }
        at -= 1
        continue
      }
      if let access = Access(keyword: text) {
        if at + 1 < position, header[at + 1].text == "(" {
          // `private(set)`: the setter's access.
        } else {
          found = access
        }
      } else if !modifiers.contains(text) && !text.hasPrefix("@") {
        break
      }
      at -= 1
    }
    return found
  }

  /// Walks the braces of a file with its scopes: `opened` says what each `{` opens (from the
  /// tokens since the last brace or `;`, and the scopes around it), and `visit` sees every other
  /// token outside parentheses and brackets with the scope it sits in directly (nil at the top
  /// level). False when the braces do not balance.
  private static func walk(
    _ tokens: [Token], visit: (Int, Scope?) -> Void, opened: (ArraySlice<Token>, [Scope]) -> Scope
  ) -> Bool {
    var scopes: [Scope] = []
    // Per scope, how deep in parentheses and brackets (a closure argument opens a scope there).
    var depths = [0]
    var headerStart = 0
    for (index, token) in tokens.enumerated() {
      switch token.text {
      case "{":
        scopes.append(opened(tokens[headerStart..<index], scopes))
        depths.append(0)
        headerStart = index + 1
      case "}":
        guard scopes.popLast() != nil else { return false }
        depths.removeLast()
        headerStart = index + 1
      case ";":
        headerStart = index + 1
      case "(", "[":
        depths[depths.count - 1] += 1
      case ")", "]":
        depths[depths.count - 1] -= 1
      default:
        if depths[depths.count - 1] == 0 { visit(index, scopes.last) }
      }
    }
    return scopes.isEmpty
  }

  /// The scope a `{` opens after `header`, inside `scopes`: a type inside the top level or a type
  /// is a type scope; a type inside a function body is left alone, as is any other block.
  private static func scope(opening header: ArraySlice<Token>, in scopes: [Scope]) -> (
    scope: Scope, declaration: (keyword: String, name: String, access: Access?)?
  ) {
    guard let declaration = typeDeclaration(ending: header) else { return (.other, nil) }
    switch scopes.last {
    case nil:
      return (.type(name: declaration.name, extends: declaration.keyword == "extension"), declaration)
    case .type(let parent, _)?:
      return (.type(name: parent + "." + declaration.name, extends: false), declaration)
    case .other?:
      return (.other, nil)
    }
  }

  /// Records the types a file declares.
  private mutating func register(_ tokens: [Token], of source: Source) {
    var found: [String: Declared] = [:]
    let balanced = Self.walk(tokens, visit: { _, _ in }) { header, scopes in
      let (scope, declaration) = Self.scope(opening: header, in: scopes)
      if case .type(let name, let extends) = scope, !extends, let declaration {
        var parent: String?
        if case .type(let enclosing, _)? = scopes.last { parent = enclosing }
        found[name] = Declared(access: declaration.access ?? .internal, parent: parent)
      }
      return scope
    }
    if !balanced { unreadable.append(source.path) }
    types[source.module, default: [:]].merge(found) { first, _ in first }
  }

  /// The access a type has: what it says, narrowed by the types around it. A type not declared
  /// in these sources (the standard library's, Foundation's) is public.
  private func effectiveAccess(of name: String, in module: String) -> Access {
    let declared =
      types[module]?[name] ?? types.keys.sorted().lazy.compactMap { self.types[$0]?[name] }.first
    guard let declared else { return .public }
    guard let parent = declared.parent else { return declared.access }
    return min(declared.access, effectiveAccess(of: parent, in: module))
  }

  /// The declarations of a file that say more access than their types have.
  private func check(_ tokens: [Token], of source: Source) -> [Finding] {
    var findings: [Finding] = []
    _ = Self.walk(
      tokens,
      visit: { index, scope in
        guard case .type(let name, _)? = scope, let declared = Access(keyword: tokens[index].text),
          declared >= .package
        else { return }
        // `package` and `open` are plain words too (`case open`, `let package`, `.package`);
        // `public(set)` is a setter's access.
        let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
        guard ![".", ":", "=", ",", "("].contains(next) else { return }
        if index > 0, [".", "case", "func", "var", "let"].contains(tokens[index - 1].text) { return }
        let typeAccess = effectiveAccess(of: name, in: source.module)
        guard typeAccess < .public, declared > typeAccess else { return }
        findings.append(
          Finding(
            file: source.path, line: tokens[index].line, column: tokens[index].column, declared: declared,
            type: name, typeAccess: typeAccess))
      },
      opened: { header, scopes in Self.scope(opening: header, in: scopes).scope })
    return findings
  }
}
