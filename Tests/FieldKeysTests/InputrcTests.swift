import FieldEngine
import Testing

@testable import FieldKeys

@Suite("The inputrc, read as readline reads it")
struct InputrcTests {
  /// The bytes of the first binding an inputrc of one line makes.
  static func keys(_ line: String) -> [UInt8]? { Inputrc.parse(line).bindings.first?.keys }

  @Test(
    "every escape of a key sequence",
    arguments: [
      (#""\C-a": x"#, [0x01]), (#""\C-?": x"#, [0x7F]), (#""\C-A": x"#, [0x01]),
      (#""\M-b": x"#, [0x1B, 0x62]),
      (#""\M-\C-h": x"#, [0x1B, 0x08]), (#""\C-x\C-r": x"#, [0x18, 0x12]),
      (#""\e[A": x"#, [0x1B, 0x5B, 0x41]),
      (#""\\": x"#, [0x5C]), (#""\"": x"#, [0x22]), (#""\'": x"#, [0x27]), (#""\a": x"#, [0x07]),
      (#""\b": x"#, [0x08]), (#""\d": x"#, [0x7F]), (#""\f": x"#, [0x0C]), (#""\n": x"#, [0x0A]),
      (#""\r": x"#, [0x0D]), (#""\t": x"#, [0x09]), (#""\v": x"#, [0x0B]), (#""\101": x"#, [0x41]),
      (#""\0011": x"#, [0x01, 0x31]), (#""\x41": x"#, [0x41]), (#""\x4g": x"#, [0x04, 0x67]),
      (#""\xg": x"#, [0x78, 0x67]), (#""\q": x"#, [0x71]), (#""é": x"#, [0xC3, 0xA9]),
    ] as [(String, [UInt8])])
  func escapes(line: String, bytes: [UInt8]) {
    #expect(Self.keys(line) == bytes, "\(line)")
  }

  @Test(
    "key names before a colon",
    arguments: [
      ("Control-u: x", [0x15]), ("C-u: x", [0x15]), ("CTRL-u: x", [0x15]), ("Meta-b: x", [0x1B, 0x62]),
      ("M-Rubout: x", [0x1B, 0x7F]), ("Control-Meta-h: x", [0x1B, 0x08]), ("RUBOUT: x", [0x7F]),
      ("DEL: x", [0x7F]),
      ("ESC: x", [0x1B]), ("ESCAPE: x", [0x1B]), ("LFD: x", [0x0A]), ("NEWLINE: x", [0x0A]),
      ("RET: x", [0x0D]),
      ("RETURN: x", [0x0D]), ("SPACE: x", [0x20]), ("SPC: x", [0x20]), ("TAB: x", [0x09]), ("a: x", [0x61]),
    ] as [(String, [UInt8])])
  func keyNames(line: String, bytes: [UInt8]) {
    #expect(Self.keys(line) == bytes, "\(line)")
  }

  @Test("a function, a macro in either quote, a separator of blanks")
  func targets() {
    let read = Inputrc.parse(
      """
      "\\C-a": beginning-of-line
      "\\C-b":"x\\"y"
      "\\C-c": 'a\\'b' trailing
      "\\C-d" kill-line
      """)
    #expect(
      read.bindings.map(\.target) == [
        .function("beginning-of-line"), .macro(Array("x\"y".utf8)), .macro(Array("a'b".utf8)),
        .function("kill-line"),
      ])
    #expect(read.bindings.map(\.line) == [1, 2, 3, 4])
    #expect(read.skipped.isEmpty)
  }

  @Test(
    "malformed lines are skipped, with why, and the lines after them read",
    arguments: [
      (#""\C-a beginning-of-line"#, "no closing \" in the key sequence"),
      (#""\C-a""#, "no colon after the key sequence"), (#""\C-a":"#, "no function or macro after the colon"),
      ("Super-x: yank", "unknown key modifier in Super-x"), ("$frobnicate", "unknown directive $frobnicate"),
      ("$else", "$else without $if"), ("$endif", "$endif without $if"),
      ("set keymap emacs-hyper", "keymap emacs-hyper: no such keymap"),
      ("set editing-mode ed", "editing-mode ed: neither emacs nor vi"),
      ("$include /nonexistent", "$include /nonexistent: cannot be read"),
      (#""": yank"#, "an empty key sequence"),
    ])
  func malformed(line: String, reason: String) {
    let read = Inputrc.parse(line + "\n\"\\C-y\": yank\n")
    #expect(read.skipped == [InputrcProblem(file: "inputrc", line: 1, reason: reason)])
    #expect(read.bindings.map(\.keys) == [[0x19]])
  }

  @Test("comments, blank lines, CRLF and leading blanks")
  func layout() {
    let read = Inputrc.parse("# a comment\r\n\r\n   \t\"\\C-a\": yank\r\n  # indented comment\n")
    #expect(read.bindings.map(\.target) == [.function("yank")])
    #expect(read.skipped.isEmpty)
  }

  @Test(
    "$if tests",
    arguments: [
      ("mode=emacs", nil, true), ("mode=vi", nil, false), ("Mode=EMACS", nil, true), ("tfield", nil, true),
      ("TField", nil, true), ("Bash", nil, false), ("term=xterm", "xterm-256color", true),
      ("term=xterm-256color", "xterm-256color", true), ("term=screen", "xterm-256color", false),
      ("term=xterm", nil, false), ("version >= 8.0", nil, true), ("version >= 8.2", nil, true),
      ("version > 8.2", nil, false), ("version < 9", nil, true), ("version == 8", nil, false),
      ("version != 7.0", nil, true), ("editing-mode == emacs", nil, true),
      ("editing-mode != emacs", nil, false),
      ("something-else", nil, false),
    ] as [(String, String?, Bool)])
  func conditions(test: String, term: String?, taken: Bool) {
    let read = Inputrc.parse(
      "$if \(test)\n\"a\": yank\n$else\n\"b\": yank\n$endif\n", context: Inputrc.Context(term: term))
    #expect(read.bindings.map(\.keys) == [taken ? [0x61] : [0x62]], "$if \(test)")
  }

  @Test("$if nests: an $else inside a skipped $if stays skipped")
  func nestedConditions() {
    let read = Inputrc.parse(
      """
      $if Bash
        $if mode=emacs
          "a": yank
        $else
          "b": yank
        $endif
        "c": yank
      $else
        "d": yank
      $endif
      "e": yank
      """)
    #expect(read.bindings.map(\.keys) == [[0x64], [0x65]])
  }

  @Test("set editing-mode vi moves bindings to vi-insert; set keymap chooses the keymap and its prefix")
  func keymaps() {
    let read = Inputrc.parse(
      """
      "a": yank
      set keymap emacs-meta
      "b": yank
      set keymap emacs-ctlx
      "c": yank
      set keymap vi-move
      "d": yank
      set editing-mode vi
      "e": yank
      $if mode=vi
      set keymap vi-command
      "f": yank
      $endif
      """)
    #expect(read.bindings.map(\.keymap) == [.emacs, .emacs, .emacs, .viCommand, .viInsert, .viCommand])
    #expect(read.bindings.map(\.keys) == [[0x61], [0x1B, 0x62], [0x18, 0x63], [0x64], [0x65], [0x66]])
    #expect(read.settings.editingMode == .vi)
  }

  @Test("the variables the editor has a meaning for; others ignored silently")
  func variables() {
    let read = Inputrc.parse(
      """
      set keyseq-timeout 250
      set completion-ignore-case On
      set show-mode-in-prompt 1
      set vi-ins-mode-string "\\1\\e[6 q\\2+"
      set vi-cmd-mode-string :
      set emacs-mode-string "e m"
      set mark-modified-lines on
      set no-such-variable 3
      """)
    var expected = InputrcSettings()
    expected.keyseqTimeout = 250
    expected.completionIgnoreCase = true
    expected.showModeInPrompt = true
    // The invisible part between \1 and \2 (a cursor shape's escape) is left out.
    expected.viInsertModeString = "+"
    expected.viCommandModeString = ":"
    expected.emacsModeString = "e m"
    #expect(read.settings == expected)
    #expect(read.skipped.isEmpty)
    #expect(Inputrc.parse("set completion-ignore-case off").settings.completionIgnoreCase == false)
    #expect(Inputrc.parse("set keyseq-timeout -5").settings.keyseqTimeout == 0)
  }

  @Test("$include reads through the closure, inside the $if it is in, and stops a loop")
  func includes() {
    let files = [
      "/a": "\"a\": yank\n$include /b\n", "/b": "\"b\": yank\n$include /a\n",
      "/c": "\"c\": yank\n",
    ]
    let read = Inputrc.parse(
      "$include /c\n$if Bash\n$include /a\n$endif\n$include /a\n",
      include: { path in files[path].map { (path, $0) } })
    #expect(read.bindings.first?.keys == [0x63])
    #expect(read.bindings.dropFirst().count == Inputrc.includeDepth)
    #expect(read.skipped.count == 1)
    #expect(read.skipped.first?.reason.hasSuffix("more than \(Inputrc.includeDepth) files deep") == true)
  }
}
