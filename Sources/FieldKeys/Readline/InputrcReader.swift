/// The state of reading an inputrc and the files it includes: the editing mode and keymap the
/// lines so far chose, and the `$if`s open.
struct InputrcReader {
  let context: Inputrc.Context
  let include: (String) -> (name: String, text: String)?
  var result = Inputrc()
  /// The editing mode, for `$if mode=`: emacs until `set editing-mode vi`.
  var mode = EditingMode.emacs
  /// The keymap bindings go into, and the prefix `set keymap emacs-meta` or `emacs-ctlx` adds.
  var keymap = InputrcKeymap.emacs
  var keymapPrefix: [UInt8] = []
  /// One entry per open `$if`: whether lines were skipped before it (readline's `if_stack`).
  var conditions: [Bool] = []
  /// True while a `$if` or `$else` skips lines.
  var skipping = false

  init(context: Inputrc.Context, include: @escaping (String) -> (name: String, text: String)?) {
    self.context = context
    self.include = include
  }

  mutating func read(_ text: String, file: String, depth: Int) {
    var number = 0
    // "\r\n" is one Character: a line ends at either.
    for rawLine in text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    {
      number += 1
      let line = rawLine.drop { $0 == " " || $0 == "\t" }
      guard let first = line.first, first != "#" else { continue }
      if first == "$" {
        directive(line.dropFirst(), file: file, line: number, depth: depth)
      } else if !skipping {
        parseLine(line, file: file, line: number)
      }
    }
  }

  private mutating func skip(_ file: String, _ line: Int, _ reason: String) {
    result.skipped.append(InputrcProblem(file: file, line: line, reason: reason))
  }

  // MARK: Directives

  private mutating func directive(_ text: Substring, file: String, line: Int, depth: Int) {
    let name = text.prefix { !isBlank($0) }
    let arguments = text.dropFirst(name.count).drop(while: isBlank)
    switch name.lowercased() {
    case "if":
      conditions.append(skipping)
      if !skipping { skipping = !test(arguments) }
    case "else":
      guard !conditions.isEmpty else { return skip(file, line, "$else without $if") }
      // Lines skipped before the $if stay skipped.
      if !conditions.contains(true) { skipping.toggle() }
    case "endif":
      guard let before = conditions.popLast() else { return skip(file, line, "$endif without $if") }
      skipping = before
    case "include":
      guard !skipping else { return }
      let path = String(arguments).trimmingBlanks()
      guard depth < Inputrc.includeDepth else {
        return skip(file, line, "$include \(path): more than \(Inputrc.includeDepth) files deep")
      }
      guard let included = include(path) else { return skip(file, line, "$include \(path): cannot be read") }
      read(included.text, file: included.name, depth: depth + 1)
    default:
      skip(file, line, "unknown directive $\(name)")
    }
  }

  /// `$if`'s test: `mode=emacs|vi`, `term=NAME` (the whole name, or the part before its first
  /// `-`), `version OP N.M`, a variable compared (`editing-mode == vi`), or the application's name.
  private func test(_ arguments: Substring) -> Bool {
    let word = String(arguments.prefix { !isBlank($0) })
    let lower = word.lowercased()
    if lower.hasPrefix("term=") {
      guard let term = context.term else { return false }
      let wanted = lower.dropFirst(5)
      let base = term.prefix { $0 != "-" }
      return wanted == term.lowercased() || wanted == base.lowercased()
    }
    if lower.hasPrefix("mode=") { return lower.dropFirst(5) == mode.name }
    if lower.hasPrefix("version") { return versionTest(String(arguments.dropFirst(7))) }
    if lower == context.application.lowercased() { return true }
    if lower == "editing-mode" {
      let rest = arguments.dropFirst(word.count).drop(while: isBlank)
      return comparison(rest).map { $0.equal == ($0.value.lowercased() == mode.name) } ?? false
    }
    return false
  }

  /// `== value` or `!= value` (readline 8.1's variable tests), or `=`.
  private func comparison(_ text: Substring) -> (equal: Bool, value: String)? {
    for (op, equal) in [("==", true), ("!=", false), ("=", true)] where text.hasPrefix(op) {
      return (equal, String(text.dropFirst(op.count)).trimmingBlanks())
    }
    return nil
  }

  /// `$if version >= 8.0`: compares with readline 8.2.
  private func versionTest(_ text: String) -> Bool {
    let rest = Substring(text).drop(while: isBlank)
    let ops = [">=", "<=", "==", "!=", "=", ">", "<"]
    guard let op = ops.first(where: rest.hasPrefix) else { return false }
    let number = rest.dropFirst(op.count).drop(while: isBlank).prefix { !isBlank($0) }
    let parts = number.split(separator: ".", omittingEmptySubsequences: false)
    guard let major = parts.first.flatMap({ Int($0) }) else { return false }
    let minor = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    let ours = Inputrc.readlineVersion
    let order =
      ours.major != major
      ? (ours.major < major ? -1 : 1) : (ours.minor == minor ? 0 : (ours.minor < minor ? -1 : 1))
    switch op {
    case ">=": return order >= 0
    case "<=": return order <= 0
    case ">": return order > 0
    case "<": return order < 0
    case "!=": return order != 0
    default: return order == 0
    }
  }

  // MARK: Lines

  /// `set VARIABLE VALUE`, or a key binding.
  private mutating func parseLine(_ line: Substring, file: String, line number: Int) {
    let keyText: Substring
    var rest: Substring
    let quoted = line.first == "\""
    if quoted {
      guard let end = closingQuote(in: line, from: line.startIndex) else {
        return skip(file, number, "no closing \" in the key sequence")
      }
      keyText = line[line.index(after: line.startIndex)..<end]
      rest = line[line.index(after: end)...]
      // readline reads on to the colon or a blank.
      rest = rest.drop { $0 != ":" && !isBlank($0) }
    } else {
      keyText = line.prefix { $0 != ":" && !isBlank($0) }
      rest = line.dropFirst(keyText.count)
    }
    if !quoted, keyText.lowercased() == "set" {
      return setVariable(rest.drop(while: isBlank), file: file, line: number)
    }
    guard !rest.isEmpty else { return skip(file, number, "no colon after the key sequence") }
    rest = rest.dropFirst().drop(while: isBlank)
    let keys: [UInt8]
    if quoted {
      keys = Inputrc.translate(String(keyText))
    } else {
      guard let named = Inputrc.keyName(String(keyText)) else {
        return skip(file, number, "unknown key modifier in \(keyText)")
      }
      keys = named
    }
    guard !keys.isEmpty else { return skip(file, number, "an empty key sequence") }
    let target: InputrcBinding.Target
    if let opening = rest.first, opening == "\"" || opening == "'" {
      let end = closingQuote(in: rest, from: rest.startIndex) ?? rest.endIndex
      target = .macro(Inputrc.translate(String(rest[rest.index(after: rest.startIndex)..<end])))
    } else {
      let name = rest.prefix { !isBlank($0) }
      guard !name.isEmpty else { return skip(file, number, "no function or macro after the colon") }
      target = .function(String(name))
    }
    result.bindings.append(
      InputrcBinding(keymap: keymap, keys: keymapPrefix + keys, target: target, file: file, line: number))
  }

  /// `set NAME VALUE`: the variables of ``InputrcSettings``, `editing-mode` and `keymap`; every
  /// other is ignored.
  private mutating func setVariable(_ text: Substring, file: String, line: Int) {
    let name = text.prefix { !isBlank($0) }.lowercased()
    var value = text.dropFirst(name.count).drop(while: isBlank)
    let word = String(value.prefix { !isBlank($0) })
    let on = word.isEmpty || word.lowercased() == "on" || word == "1"
    if value.first == "\"" {
      let end = closingQuote(in: value, from: value.startIndex) ?? value.endIndex
      value = value[value.index(after: value.startIndex)..<end]
    } else {
      value = Substring(String(value).trimmingBlanks())
    }
    switch name {
    case "editing-mode":
      switch word.lowercased() {
      case "vi": (mode, keymap) = (.vi, .viInsert)
      case "emacs": (mode, keymap) = (.emacs, .emacs)
      default: return skip(file, line, "editing-mode \(word): neither emacs nor vi")
      }
      keymapPrefix = []
      result.settings.editingMode = mode
    case "keymap":
      switch word.lowercased() {
      case "emacs", "emacs-standard": (keymap, keymapPrefix) = (.emacs, [])
      case "emacs-meta": (keymap, keymapPrefix) = (.emacs, [0x1B])
      case "emacs-ctlx": (keymap, keymapPrefix) = (.emacs, [0x18])
      case "vi", "vi-move", "vi-command": (keymap, keymapPrefix) = (.viCommand, [])
      case "vi-insert": (keymap, keymapPrefix) = (.viInsert, [])
      default: return skip(file, line, "keymap \(word): no such keymap")
      }
    case "keyseq-timeout":
      let digits = word.prefix { $0.isASCII && $0.isNumber }
      result.settings.keyseqTimeout = Int(digits) ?? 0
    case "completion-ignore-case": result.settings.completionIgnoreCase = on
    case "show-mode-in-prompt": result.settings.showModeInPrompt = on
    case "vi-ins-mode-string": result.settings.viInsertModeString = modeString(value)
    case "vi-cmd-mode-string": result.settings.viCommandModeString = modeString(value)
    case "emacs-mode-string": result.settings.emacsModeString = modeString(value)
    default: break
    }
  }

  /// A mode string's visible text: what stands between readline's `\1` and `\2` (the invisible
  /// part, where users put the escape that changes the cursor's shape) is left out, so no escape
  /// an inputrc holds reaches the terminal.
  private func modeString(_ value: Substring) -> String {
    var visible: [UInt8] = []
    var hidden = false
    for byte in Inputrc.translate(String(value)) {
      switch byte {
      case 0x01: hidden = true
      case 0x02: hidden = false
      default: if !hidden { visible.append(byte) }
      }
    }
    return String(decoding: visible, as: UTF8.self)
  }

  /// The index of the quote that closes the one at `start` (a backslash escapes the next
  /// character), or nil.
  private func closingQuote(in text: Substring, from start: Substring.Index) -> Substring.Index? {
    let quote = text[start]
    var index = text.index(after: start)
    while index < text.endIndex {
      if text[index] == "\\" {
        index = text.index(after: index)
        if index < text.endIndex { index = text.index(after: index) }
        continue
      }
      if text[index] == quote { return index }
      index = text.index(after: index)
    }
    return nil
  }
}

private func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" }

extension String {
  fileprivate func trimmingBlanks() -> String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
