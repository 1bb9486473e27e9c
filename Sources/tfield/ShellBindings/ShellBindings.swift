import TFieldOptions

/// `tfield shell SHELL`: key bindings that run `tfield choose`, as fzf's `key-bindings.bash`,
/// `.zsh` and `.fish` (0.38) do: Ctrl-R searches the shell's history (newest first, each entry
/// once, multi-line entries whole, `--scheme=history`) and puts the chosen entry on the command
/// line to edit; Ctrl-T inserts the chosen paths, quoted for the shell (Tab marks several); Alt-C
/// changes to the chosen directory. The variables that change them are fzf's with `TFIELD_` for
/// `FZF_`: `TFIELD_CTRL_R_OPTS`, `TFIELD_CTRL_T_COMMAND`, `TFIELD_CTRL_T_OPTS`,
/// `TFIELD_ALT_C_COMMAND`, `TFIELD_ALT_C_OPTS`, `TFIELD_HEIGHT` (40%). Each script ends with fzf
/// 0.74's `**<Tab>` fuzzy completion (``bashCompletion``, ``zshCompletion``, ``fishCompletion``).
enum ShellBindings {
  /// The script for `shell`.
  static func script(for shell: Shell) -> String {
    switch shell {
    case .bash: bash + bashCompletion
    case .zsh: zsh + zshCompletion
    case .fish: fish + fishCompletion
    }
  }

  /// Lists the files and directories below `.`, hidden ones and pseudo file systems left out
  /// (fzf's default for Ctrl-T), for a POSIX shell: each name ended by a NUL byte (a name may hold
  /// a line break), its leading `./` taken off.
  static let filesCommand =
    "command find -L . -mindepth 1 \\\\( -path '*/.*' -o -fstype 'sysfs' -o -fstype 'devfs' -o -fstype "
    + "'devtmpfs' -o -fstype 'proc' \\\\) -prune -o -type f -print0 -o -type d -print0 -o -type l -print0 "
    + "2> /dev/null | \(dropsDotSlash)"

  /// Lists the directories below `.` (fzf's default for Alt-C), as ``filesCommand`` lists.
  static let directoriesCommand =
    "command find -L . -mindepth 1 \\\\( -path '*/.*' -o -fstype 'sysfs' -o -fstype 'devfs' -o -fstype "
    + "'devtmpfs' -o -fstype 'proc' \\\\) -prune -o -type d -print0 2> /dev/null | \(dropsDotSlash)"

  /// Takes `./` off the front of each NUL-ended name, as it comes (perl, which the bash history
  /// widget and fzf's bindings use too).
  static let dropsDotSlash = "command perl -0 -pe 's{^\\\\./}{}'"
}
