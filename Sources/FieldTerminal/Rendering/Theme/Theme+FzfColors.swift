extension Theme {
  /// fzf's colour elements (`--color` in fzf 0.74), each with the roles it sets and whether fzf
  /// draws it bold unless `regular` is given (fzf's `boldify`: the current line, its matches, the
  /// prompt, the query and the pointer). Elements tfield draws nothing for (`spinner`, `gutter`,
  /// `preview-scrollbar`, …) are taken and have no effect.
  static let fzfElements: [(names: [String], roles: [ColorRole], bold: Bool, background: Bool)] = [
    (["fg", "list-fg"], [.item], false, false),
    (["bg", "list-bg"], [.item], false, true),
    (["fg+", "current-fg"], [.cursorRow], true, false),
    (["bg+", "current-bg"], [.cursorRow, .pointer, .cursorMatch], true, true),
    (["hl"], [.match], false, false),
    (["hl+", "current-hl"], [.cursorMatch], true, false),
    (["query", "input", "input-fg"], [.text], true, false),
    (["prompt"], [.prompt], true, false),
    (["pointer"], [.pointer], true, false),
    (["marker"], [.mark], false, false),
    (["info"], [.counter], false, false),
    (["header", "header-fg"], [.header], false, false),
    (["border"], [.border], false, false),
    (["list-border"], [.listBorder], false, false),
    (["input-border"], [.inputBorder], false, false),
    (["header-border"], [.headerBorder], false, false),
    (["footer-border"], [.footerBorder], false, false),
    (["preview-border"], [.previewBorder], false, false),
    (["label"], [.title, .borderLabel], false, false),
    (["list-label"], [.listLabel], false, false),
    (["input-label"], [.inputLabel], false, false),
    (["header-label"], [.headerLabel], false, false),
    (["footer-label"], [.footerLabel], false, false),
    (["preview-label"], [.previewLabel], false, false),
    (["ghost"], [.placeholder], false, false),
    (["footer", "footer-fg"], [.footer], false, false),
    (["scrollbar"], [.scrollbar], false, false),
    (
      [
        "spinner", "gutter", "alt-gutter", "disabled", "preview-fg", "preview-bg", "alt-bg", "selected-fg",
        "selected-bg", "selected-hl", "nth", "nomatch", "separator", "preview-scrollbar", "input-bg",
        "header-bg", "footer-bg", "gap-line",
      ], [], false, false
    ),
  ]

  /// fzf's bases: the colours of each element in fzf's `dark`, `light` and `16` themes
  /// (src/tui/tui.go's Dark256, Light256, Default16); -1 is the terminal's own.
  static let fzfBases: [String: [String: Int]] = [
    "dark": [
      "fg": -1, "bg": -1, "query": -1, "bg+": 236, "prompt": 110, "hl": 108, "fg+": 254, "hl+": 151,
      "info": 144,
      "pointer": 161, "marker": 168, "header": 109, "border": 59, "label": 145,
    ],
    "light": [
      "fg": -1, "bg": -1, "query": -1, "bg+": 251, "prompt": 25, "hl": 66, "fg+": 237, "hl+": 23, "info": 101,
      "pointer": 161, "marker": 168, "header": 31, "border": 145, "label": 59,
    ],
    "16": [
      "fg": -1, "bg": -1, "query": -1, "bg+": 8, "prompt": 4, "hl": 2, "fg+": 15, "hl+": 10, "info": 3,
      "pointer": 1, "marker": 5, "header": 6, "label": -1,
    ],
  ]

  /// This theme with an fzf colour spec over it (`tfield choose --color`): fzf's words
  /// (`fg:…,bg:…,hl:…,fg+:…,bg+:…,hl+:…,info,prompt,pointer,marker,header,border,label,query,…`),
  /// split at commas and blanks, each `ELEMENT:COLOR[:ATTRIBUTE…]` with a colour as a name,
  /// `-1`-255 or `#rrggbb`, and attributes `bold`, `dim`, `italic`, `underline`, `reverse`,
  /// `strikethrough`, `regular`; and the bases `dark`, `light`, `16` (or `base16`) and `bw` (or
  /// `no`), which set every element to fzf's colours of that base (`bw`: no colours). Each
  /// element a spec names sets the colour and attributes of its roles as fzf draws them (the
  /// current line, its matches, the prompt, the query and the pointer bold, as fzf's are).
  /// Returns the theme and whether colours stay on (false after `bw`).
  package func applyingFzfColors(_ spec: String) throws(ThemeError) -> (theme: Theme, usesColor: Bool) {
    var theme = self
    var usesColor = true
    var named: Set<String> = []
    let words = spec.lowercased().split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
    for word in words {
      if let base = Self.fzfBase(word) {
        usesColor = base != "bw"
        guard let colors = Self.fzfBases[base] else { continue }
        for (element, color) in colors.sorted(by: { $0.key < $1.key }) {
          try theme.applyFzf(element: element, components: [String(color)], word: word)
          named.insert(element)
        }
        continue
      }
      let components = word.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
      guard components.count >= 2 else { throw .fzfSpec(word: word, problem: .notABase) }
      try theme.applyFzf(element: components[0], components: Array(components.dropFirst()), word: word)
      named.insert(components[0])
    }
    // As fzf: an element the spec leaves out takes the look of the one it inherits from, when the
    // spec names that one.
    for (element, from) in Self.fzfInherited where named.contains(from) && !named.contains(element) {
      guard let role = Self.fzfElements.first(where: { $0.names.contains(element) })?.roles.first,
        let source = Self.fzfElements.first(where: { $0.names.contains(from) })?.roles.last
      else { continue }
      theme[role] = theme[source]
    }
    return (theme, usesColor)
  }

  /// fzf's elements that take another's colour unless the spec names them (its `o(theme.Border,
  /// theme.ListBorder)`, src/tui/tui.go): each part's border the border's, each label the label's.
  static let fzfInherited: [(element: String, from: String)] = [
    ("list-border", "border"), ("input-border", "border"), ("header-border", "border"),
    ("footer-border", "border"),
    ("preview-border", "border"), ("list-label", "label"), ("input-label", "label"),
    ("header-label", "label"),
    ("footer-label", "label"), ("preview-label", "label"),
  ]

  /// The base a word names (`base16` is `16`, `no` is `bw`), or nil.
  private static func fzfBase(_ word: String) -> String? {
    switch word {
    case "dark", "light", "16", "bw": word
    case "base16": "16"
    case "no": "bw"
    default: nil
    }
  }

  /// Sets the roles of one fzf element from its colour and attributes.
  private mutating func applyFzf(element: String, components: [String], word: String) throws(ThemeError) {
    guard let entry = Self.fzfElements.first(where: { $0.names.contains(element) }) else {
      throw .fzfSpec(
        word: word, problem: .unknownElement(element, known: Self.fzfElements.flatMap(\.names).sorted()))
    }
    var color: ThemeColor?? = nil
    var attributes: TextAttributes = []
    var regular = false
    for component in components where !component.isEmpty {
      if component == "regular" {
        regular = true
        attributes = []
      } else if component == "strong" {
        attributes.insert(.bold)
      } else if let attribute = TextAttributes.named.first(where: { $0.name == component })?.attribute {
        attributes.insert(attribute)
      } else if component == "-1" {
        color = .some(nil)
      } else if let parsed = ThemeColor(component) {
        color = .some(parsed)
      } else {
        throw .fzfSpec(word: word, problem: .unknownColor(component))
      }
    }
    if entry.bold && !regular { attributes.insert(.bold) }
    for role in entry.roles {
      var look = self[role]
      if let color {
        if entry.background { look.background = color } else { look.foreground = color }
      }
      // A background element (bg, bg+) sets the attributes only of roles that keep the
      // component's own (a highlight drawn reversed would swap the colour away); the
      // foreground's element sets the rest.
      if !entry.background || look.attributes == nil { look.attributes = attributes }
      self[role] = look
    }
  }
}
