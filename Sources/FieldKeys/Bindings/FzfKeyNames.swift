/// fzf's key names (`--bind`, `--expect`), read as fzf 0.38 reads them (`parseKeyChords` in
/// `src/options.go`), into the events this package decodes: `ctrl-a`…`ctrl-z`, `ctrl-alt-a`…,
/// `alt-` with one character, `alt-enter`, `alt-space`, `alt-bs`, `alt-up`…, `shift-up`…,
/// `alt-shift-up`…, `f1`…`f12`, `enter` (`return`), `space`, `bspace` (`bs`), `tab`, `btab`
/// (`shift-tab`), `esc`, `del`, `home`, `end`, `insert`, `pgup` (`page-up`), `pgdn`
/// (`page-down`), `up`, `down`, `left`, `right`, `ctrl-space`, `ctrl-^` (`ctrl-6`), `ctrl-/`
/// (`ctrl-_`), `ctrl-\`, `ctrl-]`, and any single character. Names ignore case, as fzf's do.
package enum FzfKeyNames {
  /// The events fzf's name stands for (a terminal sends Ctrl-M as Enter, Ctrl-I as Tab and
  /// Ctrl-H as Backspace or Ctrl-H: both are listed); nil for a name fzf does not know or one of
  /// its events (`change`, `start`, `load`, `focus`, `backward-eof`) and mouse names, which are
  /// not keys.
  package static func events(_ name: String) -> [KeyEvent]? {
    let lower = name.lowercased()
    let plain = { (key: KeyEvent.Key) in [KeyEvent.key(key, [])] }
    switch lower {
    case "up": return plain(.up)
    case "down": return plain(.down)
    case "left": return plain(.left)
    case "right": return plain(.right)
    case "enter", "return", "ctrl-m": return plain(.enter)
    case "space": return [.text(" ")]
    case "bspace", "bs": return [.key(.backspace, [])]
    case "ctrl-h": return [.key(.control("h"), []), .key(.backspace, [])]
    case "ctrl-i", "tab": return plain(.tab)
    case "ctrl-space": return plain(.control("@"))
    case "ctrl-^", "ctrl-6": return plain(.control("^"))
    case "ctrl-/", "ctrl-_": return plain(.control("_"))
    case "ctrl-\\": return plain(.control("\\"))
    case "ctrl-]": return plain(.control("]"))
    case "alt-enter", "alt-return": return [.key(.enter, [.alt])]
    case "alt-space": return [.key(.character(" "), [.alt])]
    case "alt-bs", "alt-bspace": return [.key(.backspace, [.alt])]
    case "alt-up": return [.key(.up, [.alt])]
    case "alt-down": return [.key(.down, [.alt])]
    case "alt-left": return [.key(.left, [.alt])]
    case "alt-right": return [.key(.right, [.alt])]
    case "btab", "shift-tab": return [.key(.backTab, []), .key(.tab, [.shift])]
    case "esc": return plain(.escape)
    case "del": return plain(.delete)
    case "home": return plain(.home)
    case "end": return plain(.end)
    case "insert": return plain(.insert)
    case "pgup", "page-up": return plain(.pageUp)
    case "pgdn", "page-down": return plain(.pageDown)
    case "alt-shift-up", "shift-alt-up": return [.key(.up, [.alt, .shift])]
    case "alt-shift-down", "shift-alt-down": return [.key(.down, [.alt, .shift])]
    case "alt-shift-left", "shift-alt-left": return [.key(.left, [.alt, .shift])]
    case "alt-shift-right", "shift-alt-right": return [.key(.right, [.alt, .shift])]
    case "shift-up": return [.key(.up, [.shift])]
    case "shift-down": return [.key(.down, [.shift])]
    case "shift-left": return [.key(.left, [.shift])]
    case "shift-right": return [.key(.right, [.shift])]
    default: break
    }
    let characters = Array(name)
    let letter = { (character: Character) in character.isASCII && character.isLetter }
    if lower.hasPrefix("ctrl-alt-"), characters.count == 10, letter(characters[9]) {
      return [.key(.control(Character(characters[9].lowercased())), [.alt])]
    }
    if lower.hasPrefix("ctrl-"), characters.count == 6, letter(characters[5]) {
      return [.key(.control(Character(characters[5].lowercased())), [])]
    }
    if lower.hasPrefix("alt-"), characters.count == 5 {
      return [.key(.character(characters[4]), [.alt])]
    }
    if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...12).contains(number),
      lower.count == String(number).count + 1
    {
      return plain(.function(number))
    }
    if characters.count == 1 { return [.text(String(characters[0]))] }
    return nil
  }

  /// fzf 0.74's name of a key as it reports it in `FZF_KEY` (`KeyName` in its `src/tui/tui.go`:
  /// `ctrl-t`, `enter`, `shift-tab`, `page-up`, `alt-x`, `space`, `a`); nil for a paste, which is
  /// no key.
  package static func name(of event: KeyEvent) -> String? {
    switch event {
    case .paste: return nil
    case .text(let text): return text == " " ? "space" : text
    case .key(let key, var modifiers):
      let base: String
      switch key {
      case .up: base = "up"
      case .down: base = "down"
      case .left: base = "left"
      case .right: base = "right"
      case .home: base = "home"
      case .end: base = "end"
      case .pageUp: base = "page-up"
      case .pageDown: base = "page-down"
      case .insert: base = "insert"
      case .delete: base = "delete"
      case .backspace: base = "backspace"
      case .tab where modifiers.contains(.shift):
        modifiers.remove(.shift)
        base = "shift-tab"
      case .tab: base = "tab"
      case .backTab: base = "shift-tab"
      case .enter: base = "enter"
      case .escape: base = "esc"
      case .function(let number): base = "f\(number)"
      case .character(let character): base = String(character)
      case .control(let character):
        modifiers.insert(.control)
        let symbols: [Character: String] = ["@": "space", "^": "^", "_": "/", "\\": "\\", "]": "]"]
        base = symbols[character] ?? String(character)
      }
      let prefixes: [(KeyEvent.Modifiers, String)] = [
        (.control, "ctrl-"), (.alt, "alt-"), (.shift, "shift-"),
      ]
      return prefixes.filter { modifiers.contains($0.0) }.map(\.1).joined() + base
    }
  }

  /// fzf's comma-separated list of key names (`--expect=ctrl-d,alt-,`: a comma after `alt-` is
  /// the key Alt-comma, and a lone `,` is the comma key), in order.
  package static func names(in list: String) -> [String] {
    let escapedComma: Character = "\u{FFFE}"
    var text = ""
    let characters = Array(list)
    var index = 0
    // "alt-," is Alt-comma, not a separator (fzf: `(?i)(alt-),`).
    while index < characters.count {
      if index + 4 < characters.count, String(characters[index..<index + 4]).lowercased() == "alt-",
        characters[index + 4] == ","
      {
        text += String(characters[index..<index + 4])
        text.append(escapedComma)
        index += 5
        continue
      }
      text.append(characters[index])
      index += 1
    }
    var names = text.split(separator: ",", omittingEmptySubsequences: true).map {
      String($0.map { $0 == escapedComma ? "," : $0 })
    }
    if text == "," || text.hasPrefix(",,") || text.hasSuffix(",,") || text.contains(",,,") {
      names.append(",")
    }
    return names
  }
}
