/// An inputrc, read as readline 8.2 reads one (`bind.c`): `set` variables, key bindings in
/// keymaps, `$if`/`$else`/`$endif` and `$include`. Pure: text in, settings and bindings out; an
/// included file is read through the closure given to ``parse(_:file:context:include:)``.
///
/// What is kept:
/// - the variables the editors have a meaning for (``InputrcSettings``); every other variable is
///   ignored silently, as readline ignores one it does not know;
/// - `"keyseq": function-name`, `"keyseq": "macro"`, `Control-x: name`, `Meta-x: name` and key
///   names (`RUBOUT`, `DEL`, `ESC`, `ESCAPE`, `LFD`, `NEWLINE`, `RET`, `RETURN`, `SPACE`, `SPC`,
///   `TAB`), as bytes, in the keymap they were bound in (``InputrcBinding``). The function name
///   is kept as written: whether tfield has it is for the table it is bound in to say.
///
/// A line readline would reject (no key sequence, no separator, an unclosed quote, an unknown
/// directive, `$else` without `$if`, a keymap that does not exist) is skipped, with its reason in
/// ``skipped``; nothing is fatal.
package struct Inputrc: Equatable, Sendable {
  /// The variables set.
  package var settings = InputrcSettings()
  /// The bindings, in the order they were read (a later one for the same keys wins).
  package var bindings: [InputrcBinding] = []
  /// The lines skipped, and why.
  package var skipped: [InputrcProblem] = []

  /// What an inputrc's `$if` tests: the application's name and the terminal's.
  package struct Context: Equatable, Sendable {
    /// The name `$if NAME` matches, ignoring case (readline's `rl_readline_name`).
    package var application: String
    /// `$TERM`, for `$if term=…`; nil when unset.
    package var term: String?

    /// A context: tfield's name by default.
    package init(application: String = "tfield", term: String? = nil) {
      self.application = application
      self.term = term
    }
  }

  /// The readline version `$if version` compares with: 8.2, the one the parser follows.
  package static let readlineVersion = (major: 8, minor: 2)
  /// How deep `$include` goes (readline itself has no limit: a file that includes itself never
  /// ends there).
  package static let includeDepth = 16

  /// Reads an inputrc.
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - file: Its name, for ``skipped``.
  ///   - context: What `$if` tests.
  ///   - include: Reads the file an `$include` names (after `~/` is expanded by the caller, as it
  ///     resolves paths), giving its name and text, or nil when it cannot be read (the line is
  ///     then skipped, as readline skips it).
  package static func parse(
    _ text: String, file: String = "inputrc", context: Context = Context(),
    include: (String) -> (name: String, text: String)? = { _ in nil }
  ) -> Inputrc {
    withoutActuallyEscaping(include) { include in
      var reader = InputrcReader(context: context, include: include)
      reader.read(text, file: file, depth: 0)
      return reader.result
    }
  }
}

/// The keymaps an inputrc binds in: `set keymap NAME`, or the editing mode's.
package enum InputrcKeymap: String, Equatable, Sendable, CaseIterable {
  /// emacs, emacs-standard, emacs-meta (ESC first) and emacs-ctlx (Ctrl-X first).
  case emacs
  /// vi-insert.
  case viInsert = "vi-insert"
  /// vi-command, vi-move, vi.
  case viCommand = "vi-command"
}

/// The variables of an inputrc the editors have a meaning for; nil where the inputrc left one
/// unset.
package struct InputrcSettings: Equatable, Sendable {
  /// `set editing-mode emacs|vi`.
  package var editingMode: EditingMode?
  /// `set keyseq-timeout MS`: how long a key sequence waits for its next key (readline: 500).
  package var keyseqTimeout: Int?
  /// `set completion-ignore-case on`: completions match whatever the case.
  package var completionIgnoreCase: Bool?
  /// `set show-mode-in-prompt on`: the vi mode shows before the prompt.
  package var showModeInPrompt: Bool?
  /// `set vi-ins-mode-string STR`, its escapes translated (readline: "(ins)").
  package var viInsertModeString: String?
  /// `set vi-cmd-mode-string STR`, translated (readline: "(cmd)").
  package var viCommandModeString: String?
  /// `set emacs-mode-string STR`, translated (readline: "@").
  package var emacsModeString: String?

  /// Nothing set.
  package init() {}
}

/// One key binding of an inputrc.
package struct InputrcBinding: Equatable, Sendable {
  /// What the keys run.
  package enum Target: Equatable, Sendable {
    /// A readline function, by its name as written.
    case function(String)
    /// A macro: the bytes it types.
    case macro([UInt8])
  }

  /// The keymap bound in.
  package var keymap: InputrcKeymap
  /// The key sequence, as the bytes a terminal sends (`"\e[A"` is ESC `[` `A`).
  package var keys: [UInt8]
  /// What the keys run.
  package var target: Target
  /// Where it was read: the file's name and the line's number.
  package var file: String
  package var line: Int

  /// A binding.
  package init(keymap: InputrcKeymap, keys: [UInt8], target: Target, file: String, line: Int) {
    self.keymap = keymap
    self.keys = keys
    self.target = target
    self.file = file
    self.line = line
  }
}

/// A line an inputrc reader skipped.
package struct InputrcProblem: Equatable, Sendable {
  /// The file's name and the line's number.
  package var file: String
  package var line: Int
  /// Why.
  package var reason: String

  /// A problem.
  package init(file: String, line: Int, reason: String) {
    self.file = file
    self.line = line
    self.reason = reason
  }
}
