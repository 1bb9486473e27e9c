import FieldEngine

/// readline's function names (readline 8.2, as bash 5.2's `bind -l` lists them), and the ones the
/// editors have: one table, read by the inputrc (`Inputrc`) and by `--bind`
/// (`KeyBindings.target(named:)`).
package enum ReadlineFunctions {
  /// The editing functions the editors have, each with the edit it runs, in the order
  /// docs/keys.md lists them.
  package static let edits: [(name: String, edit: Edit)] = [
    ("backward-char", .move(.characterLeft)),
    ("forward-char", .move(.characterRight)),
    ("backward-word", .move(.wordLeft)),
    ("forward-word", .move(.wordRight)),
    ("beginning-of-line", .move(.start)),
    ("end-of-line", .move(.end)),
    ("backward-delete-char", .deleteBackward),
    ("delete-char", .deleteForward),
    ("unix-word-rubout", .deleteWhitespaceWordBackward),
    ("backward-kill-word", .deleteWordBackward),
    ("kill-word", .deleteWordForward),
    ("kill-line", .killToEnd),
    ("unix-line-discard", .killToStart),
    ("backward-kill-line", .killToStart),
    ("yank", .yank),
    ("yank-pop", .yankPop),
    ("undo", .undo),
    ("transpose-chars", .transposeCharacters),
    ("transpose-words", .transposeWords),
    ("upcase-word", .changeCase(.upper)),
    ("downcase-word", .changeCase(.lower)),
    ("capitalize-word", .changeCase(.capitalized)),
    ("set-mark", .setMark),
    ("exchange-point-and-mark", .exchangeCursorAndMark),
    ("delete-horizontal-space", .deleteSpacesAroundCursor),
    ("revert-line", .revert),
    ("overwrite-mode", .toggleOverwrite),
    ("previous-history", .historyOlder),
    ("next-history", .historyNewer),
    ("beginning-of-history", .historyOldest),
    ("end-of-history", .historyNewest),
    ("reverse-search-history", .search(.older)),
    ("forward-search-history", .search(.newer)),
    ("history-search-backward", .historyPrefixOlder),
    ("history-search-forward", .historyPrefixNewer),
    ("non-incremental-reverse-search-history", .search(.olderWhenEntered)),
    ("non-incremental-forward-search-history", .search(.newerWhenEntered)),
    ("yank-last-arg", .yankLastArgument),
    ("insert-last-argument", .yankLastArgument),
    ("yank-nth-arg", .yankNthArgument),
  ]

  /// The functions that are keys of readline's numeric argument, character search and keyboard
  /// macros (`ArgumentKey`).
  package static let argumentKeys: [(name: String, key: ArgumentKey)] = [
    ("character-search", .characterSearch(forward: true)),
    ("character-search-backward", .characterSearch(forward: false)),
    ("start-kbd-macro", .startMacro),
    ("end-kbd-macro", .endMacro),
    ("call-last-kbd-macro", .callMacro),
    ("abort", .abandon),
  ]

  /// The edit readline's function `name` runs (names ignore case, as readline's do), or nil.
  package static func edit(named name: String) -> Edit? {
    let lower = name.lowercased()
    return edits.first { $0.name == lower }?.edit
  }

  /// True when `name` is one of readline's (or bash's) functions, whether or not tfield has it.
  package static func isReadlineName(_ name: String) -> Bool { all.contains(name.lowercased()) }

  /// Every function bash 5.2's `bind -l` lists (readline 8.2's and bash's own).
  package static let all: Set<String> = [
    "abort", "accept-line", "alias-expand-line", "arrow-key-prefix", "backward-byte", "backward-char",
    "backward-delete-char", "backward-kill-line", "backward-kill-word", "backward-word",
    "beginning-of-history",
    "beginning-of-line", "bracketed-paste-begin", "call-last-kbd-macro", "capitalize-word",
    "character-search",
    "character-search-backward", "clear-display", "clear-screen", "complete", "complete-command",
    "complete-filename", "complete-hostname", "complete-into-braces", "complete-username",
    "complete-variable",
    "copy-backward-word", "copy-forward-word", "copy-region-as-kill", "dabbrev-expand", "delete-char",
    "delete-char-or-list", "delete-horizontal-space", "digit-argument", "display-shell-version",
    "do-lowercase-version", "downcase-word", "dump-functions", "dump-macros", "dump-variables",
    "dynamic-complete-history", "edit-and-execute-command", "emacs-editing-mode", "end-kbd-macro",
    "end-of-history", "end-of-line", "exchange-point-and-mark", "fetch-history",
    "forward-backward-delete-char",
    "forward-byte", "forward-char", "forward-search-history", "forward-word", "glob-complete-word",
    "glob-expand-word", "glob-list-expansions", "history-and-alias-expand-line", "history-expand-line",
    "history-search-backward", "history-search-forward", "history-substring-search-backward",
    "history-substring-search-forward", "insert-comment", "insert-completions", "insert-last-argument",
    "kill-line", "kill-region", "kill-whole-line", "kill-word", "magic-space", "menu-complete",
    "menu-complete-backward", "next-history", "next-screen-line", "non-incremental-forward-search-history",
    "non-incremental-forward-search-history-again", "non-incremental-reverse-search-history",
    "non-incremental-reverse-search-history-again", "old-menu-complete", "operate-and-get-next",
    "overwrite-mode",
    "possible-command-completions", "possible-completions", "possible-filename-completions",
    "possible-hostname-completions", "possible-username-completions", "possible-variable-completions",
    "previous-history", "previous-screen-line", "print-last-kbd-macro", "quoted-insert", "re-read-init-file",
    "redraw-current-line", "reverse-search-history", "revert-line", "self-insert", "set-mark",
    "shell-backward-kill-word", "shell-backward-word", "shell-expand-line", "shell-forward-word",
    "shell-kill-word", "shell-transpose-words", "skip-csi-sequence", "spell-correct-word", "start-kbd-macro",
    "tab-insert", "tilde-expand", "transpose-chars", "transpose-words", "tty-status", "undo",
    "universal-argument", "unix-filename-rubout", "unix-line-discard", "unix-word-rubout", "upcase-word",
    "vi-append-eol", "vi-append-mode", "vi-arg-digit", "vi-bWord", "vi-back-to-indent", "vi-backward-bigword",
    "vi-backward-word", "vi-bword", "vi-change-case", "vi-change-char", "vi-change-to", "vi-char-search",
    "vi-column", "vi-complete", "vi-delete", "vi-delete-to", "vi-eWord", "vi-edit-and-execute-command",
    "vi-editing-mode", "vi-end-bigword", "vi-end-word", "vi-eof-maybe", "vi-eword", "vi-fWord",
    "vi-fetch-history", "vi-first-print", "vi-forward-bigword", "vi-forward-word", "vi-fword", "vi-goto-mark",
    "vi-insert-beg", "vi-insertion-mode", "vi-match", "vi-movement-mode", "vi-next-word", "vi-overstrike",
    "vi-overstrike-delete", "vi-prev-word", "vi-put", "vi-redo", "vi-replace", "vi-rubout", "vi-search",
    "vi-search-again", "vi-set-mark", "vi-subst", "vi-tilde-expand", "vi-undo", "vi-unix-word-rubout",
    "vi-yank-arg", "vi-yank-pop", "vi-yank-to", "yank", "yank-last-arg", "yank-nth-arg", "yank-pop",
  ].reduce(into: Set<String>()) { $0.insert($1.lowercased()) }
}
