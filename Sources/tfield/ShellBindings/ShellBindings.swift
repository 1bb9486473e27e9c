import TFieldOptions

/// `tfield shell SHELL`: key bindings that run `tfield choose`, as fzf's `key-bindings.bash`,
/// `.zsh` and `.fish` (0.38) do: Ctrl-R searches the shell's history (newest first, each entry
/// once, multi-line entries whole, `--scheme=history`) and puts the chosen entry on the command
/// line to edit; Ctrl-T inserts the chosen paths, quoted for the shell (Tab marks several); Alt-C
/// changes to the chosen directory. The variables that change them are fzf's with `TFIELD_` for
/// `FZF_`: `TFIELD_CTRL_R_OPTS`, `TFIELD_CTRL_T_COMMAND`, `TFIELD_CTRL_T_OPTS`,
/// `TFIELD_ALT_C_COMMAND`, `TFIELD_ALT_C_OPTS`, `TFIELD_HEIGHT` (40%).
enum ShellBindings {
  /// The script for `shell`.
  static func script(for shell: Shell) -> String {
    switch shell {
    case .bash: bash
    case .zsh: zsh
    case .fish: fish
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

  static let bash = """
    # tfield's key bindings for bash (tfield shell bash; fzf's key-bindings.bash, with tfield choose):
    #   eval "$(tfield shell bash)"    in ~/.bashrc
    # Ctrl-R: the history, newest first, each entry once; the chosen one goes on the line to edit.
    # Ctrl-T: paths below the current directory, quoted; Tab marks several.
    # Alt-C:  cd into a directory below the current one (Alt-C no longer capitalizes a word).
    # Each in the emacs keymap and in vi's two (Alt-C through Ctrl-Z, which switches keymaps, as fzf's).
    # TFIELD_CTRL_R_OPTS, TFIELD_CTRL_T_OPTS, TFIELD_ALT_C_OPTS: more options of tfield choose;
    # TFIELD_CTRL_T_COMMAND, TFIELD_ALT_C_COMMAND: what lists the paths, a line each; TFIELD_HEIGHT: 40%.
    if [[ $- == *i* ]]; then

    __tfield_history__() {
      local output
      output=$(
        builtin fc -lnr -2147483648 2> /dev/null |
          command perl -n -l0 -e 'BEGIN { getc; $/ = "\\n\\t" } s/^[ *]//; s/\\n$//; print if !$seen{$_}++' |
          TFIELD_DEFAULT_OPTS="--height ${TFIELD_HEIGHT:-40%} ${TFIELD_DEFAULT_OPTS-} --scheme=history --read0 ${TFIELD_CTRL_R_OPTS-} +m" \\
            command tfield choose --clear --prompt 'History: ' --query "$READLINE_LINE"
      ) || return
      READLINE_LINE=$output
      READLINE_POINT=${#READLINE_LINE}
    }

    __tfield_select__() {
      local cmd=${TFIELD_CTRL_T_COMMAND-} read0= item
      [[ -n $cmd ]] || { cmd="\(filesCommand)"; read0=--read0; }
      # Names end with NUL bytes; read byte by byte (LC_ALL=C): a name that is not UTF-8 would
      # take the NUL after it in. One that starts with - goes in as ./-n, never as an option.
      eval "$cmd" |
        TFIELD_DEFAULT_OPTS="--height ${TFIELD_HEIGHT:-40%} ${TFIELD_DEFAULT_OPTS-} --multi ${TFIELD_CTRL_T_OPTS-}" \\
          command tfield choose --clear --prompt 'Files: ' $read0 --print0 |
        while LC_ALL=C IFS= read -r -d '' item; do
          [[ $item == -* ]] && item=./$item
          printf '%q ' "$item"
        done
    }

    __tfield_file_widget__() {
      local selected
      selected=$(__tfield_select__)
      READLINE_LINE="${READLINE_LINE:0:$READLINE_POINT}$selected${READLINE_LINE:$READLINE_POINT}"
      READLINE_POINT=$(( READLINE_POINT + ${#selected} ))
    }

    __tfield_cd__() {
      local cmd=${TFIELD_ALT_C_COMMAND-} read0= dir
      [[ -n $cmd ]] || { cmd="\(directoriesCommand)"; read0=--read0; }
      LC_ALL=C IFS= read -r -d '' dir < <(eval "$cmd" |
        TFIELD_DEFAULT_OPTS="--height ${TFIELD_HEIGHT:-40%} ${TFIELD_DEFAULT_OPTS-} ${TFIELD_ALT_C_OPTS-} +m" \\
          command tfield choose --clear --prompt 'Directory: ' $read0 --print0) || return
      # ./NAME: never $OLDPWD (-), a CDPATH match, or an option.
      [[ $dir == /* ]] || dir=./$dir
      printf 'builtin cd -- %q' "$dir"
    }

    bind -m emacs-standard -x '"\\C-r": __tfield_history__'
    bind -m vi-insert -x '"\\C-r": __tfield_history__'
    bind -m vi-command -x '"\\C-r": __tfield_history__'
    bind -m emacs-standard -x '"\\C-t": __tfield_file_widget__'
    bind -m vi-insert -x '"\\C-t": __tfield_file_widget__'
    bind -m vi-command -x '"\\C-t": __tfield_file_widget__'
    # Alt-C types the cd and runs it, so that the prompt shows the new directory (as fzf's does).
    bind -m emacs-standard '"\\er": redraw-current-line'
    bind -m emacs-standard '"\\ec": " \\C-b\\C-k \\C-u`__tfield_cd__`\\e\\C-e\\er\\C-m\\C-y\\C-h\\e \\C-y\\ey\\C-x\\C-x\\C-d"'
    bind -m vi-command '"\\C-z": emacs-editing-mode'
    bind -m vi-insert '"\\C-z": emacs-editing-mode'
    bind -m emacs-standard '"\\C-z": vi-editing-mode'
    bind -m vi-command '"\\ec": "\\C-z\\ec\\C-z"'
    bind -m vi-insert '"\\ec": "\\C-z\\ec\\C-z"'

    fi

    """

  static let zsh = """
    # tfield's key bindings for zsh (tfield shell zsh; fzf's key-bindings.zsh, with tfield choose):
    #   eval "$(tfield shell zsh)"    in ~/.zshrc
    # Ctrl-R: the history, newest first, each entry once; the chosen one goes on the line to edit.
    # Ctrl-T: paths below the current directory, quoted; Tab marks several.
    # Alt-C:  cd into a directory below the current one (Alt-C no longer capitalizes a word).
    # Each in the emacs keymap and in vi's two.
    # TFIELD_CTRL_R_OPTS, TFIELD_CTRL_T_OPTS, TFIELD_ALT_C_OPTS: more options of tfield choose;
    # TFIELD_CTRL_T_COMMAND, TFIELD_ALT_C_COMMAND: what lists the paths, a line each; TFIELD_HEIGHT: 40%.
    if [[ -o interactive ]]; then

    tfield-history-widget() {
      setopt localoptions noglobsubst noposixbuiltins pipefail no_aliases 2> /dev/null
      local selected
      selected=$(printf '%s\\0' "${(@u)history}" |
        TFIELD_DEFAULT_OPTS="--height ${TFIELD_HEIGHT:-40%} ${TFIELD_DEFAULT_OPTS-} --scheme=history --read0 ${TFIELD_CTRL_R_OPTS-} +m" \\
          command tfield choose --clear --prompt 'History: ' --query "$LBUFFER")
      local ret=$?
      if [[ $ret == 0 ]]; then
        BUFFER=$selected
        CURSOR=${#BUFFER}
      fi
      zle reset-prompt
      return $ret
    }

    tfield-file-widget() {
      setopt localoptions pipefail no_aliases 2> /dev/null
      local cmd=${TFIELD_CTRL_T_COMMAND-} read0= item
      [[ -n $cmd ]] || { cmd="\(filesCommand)"; read0=--read0; }
      local -a items
      # Names end with NUL bytes (a name may hold a line break); one that starts with - goes in
      # as ./-n, never as an option.
      items=("${(@0)$(eval "$cmd" |
        TFIELD_DEFAULT_OPTS="--height ${TFIELD_HEIGHT:-40%} ${TFIELD_DEFAULT_OPTS-} --multi ${TFIELD_CTRL_T_OPTS-}" \\
          command tfield choose --clear --prompt 'Files: ' $read0 --print0)}")
      local ret=$?
      for item in "${items[@]}"; do
        [[ -n $item ]] || continue
        [[ $item == -* ]] && item=./$item
        LBUFFER+="${(q)item} "
      done
      zle reset-prompt
      return $ret
    }

    tfield-cd-widget() {
      setopt localoptions pipefail no_aliases 2> /dev/null
      local cmd=${TFIELD_ALT_C_COMMAND-} read0= dir
      [[ -n $cmd ]] || { cmd="\(directoriesCommand)"; read0=--read0; }
      dir=$(eval "$cmd" |
        TFIELD_DEFAULT_OPTS="--height ${TFIELD_HEIGHT:-40%} ${TFIELD_DEFAULT_OPTS-} ${TFIELD_ALT_C_OPTS-} +m" \\
          command tfield choose --clear --prompt 'Directory: ' $read0 --print0)
      dir=${dir%$'\\0'}
      if [[ -z $dir ]]; then
        zle redisplay
        return 0
      fi
      # ./NAME: never the directory stack (+1, -1, -), a cdpath match, or an option.
      [[ $dir == /* ]] || dir=./$dir
      zle push-line
      BUFFER="builtin cd -- ${(q)dir}"
      zle accept-line
      local ret=$?
      zle reset-prompt
      return $ret
    }

    zle -N tfield-history-widget
    zle -N tfield-file-widget
    zle -N tfield-cd-widget
    bindkey -M emacs '^R' tfield-history-widget
    bindkey -M viins '^R' tfield-history-widget
    bindkey -M vicmd '^R' tfield-history-widget
    bindkey -M emacs '^T' tfield-file-widget
    bindkey -M viins '^T' tfield-file-widget
    bindkey -M vicmd '^T' tfield-file-widget
    bindkey -M emacs '\\ec' tfield-cd-widget
    bindkey -M viins '\\ec' tfield-cd-widget
    bindkey -M vicmd '\\ec' tfield-cd-widget

    fi

    """

  static let fish = """
    # tfield's key bindings for fish (tfield shell fish; fzf's key-bindings.fish, with tfield choose):
    #   tfield shell fish | source    in ~/.config/fish/config.fish
    # Ctrl-R: the history, newest first, each entry once; the chosen one goes on the line to edit.
    # Ctrl-T: paths below the current directory, quoted; Tab marks several.
    # Alt-C:  cd into a directory below the current one.
    # TFIELD_CTRL_R_OPTS, TFIELD_CTRL_T_OPTS, TFIELD_ALT_C_OPTS: more options of tfield choose;
    # TFIELD_CTRL_T_COMMAND, TFIELD_ALT_C_COMMAND: what lists the paths, a line each; TFIELD_HEIGHT: 40%.
    function __tfield_opts
      set -q TFIELD_HEIGHT; or set -l TFIELD_HEIGHT 40%
      echo "--height $TFIELD_HEIGHT $TFIELD_DEFAULT_OPTS $argv"
    end

    function tfield-history-widget -d "Search the history with tfield choose"
      # The whole line is one argument (string collect): a pasted line break starts no option.
      history -z | env TFIELD_DEFAULT_OPTS=(__tfield_opts --scheme=history --read0 --print0 $TFIELD_CTRL_R_OPTS +m) \\
        tfield choose --clear --prompt 'History: ' --query (commandline | string collect -a) | read -lz result
      and commandline -- $result
      commandline -f repaint
    end

    function tfield-file-widget -d "Insert paths chosen with tfield choose"
      set -l cmd $TFIELD_CTRL_T_COMMAND
      set -l read0
      test -n "$cmd"; or begin; set cmd "\(filesCommand)"; set read0 --read0; end
      set -l opts (string escape -- (__tfield_opts --multi $TFIELD_CTRL_T_OPTS))
      # The whole pipeline in eval, so that the list opens while the command still runs (fish
      # runs a function in a pipeline to its end first). Names end with NUL bytes (a name may
      # hold a line break); one that starts with - goes in as ./-n, never as an option.
      set -l items (eval "$cmd | env TFIELD_DEFAULT_OPTS=$opts tfield choose --clear --prompt 'Files: ' $read0 --print0" \\
        | string split0)
      for item in $items
        string match -q -- '-*' $item; and set item ./$item
        commandline -it -- (string escape -- $item)' '
      end
      commandline -f repaint
    end

    function tfield-cd-widget -d "cd into a directory chosen with tfield choose"
      set -l cmd $TFIELD_ALT_C_COMMAND
      set -l read0
      test -n "$cmd"; or begin; set cmd "\(directoriesCommand)"; set read0 --read0; end
      set -l opts (string escape -- (__tfield_opts $TFIELD_ALT_C_OPTS +m))
      set -l dir (eval "$cmd | env TFIELD_DEFAULT_OPTS=$opts tfield choose --clear --prompt 'Directory: ' $read0 --print0" \\
        | string split0)
      if test -n "$dir"
        # ./NAME, CDPATH unset: never $OLDPWD (-), a CDPATH match, or an option.
        string match -q -- '/*' $dir; or set dir ./$dir
        set -l CDPATH
        builtin cd -- $dir
      end
      commandline -f repaint
    end

    bind \\cr tfield-history-widget
    bind \\ct tfield-file-widget
    bind \\ec tfield-cd-widget
    if bind -M insert > /dev/null 2>&1
      bind -M insert \\cr tfield-history-widget
      bind -M insert \\ct tfield-file-widget
      bind -M insert \\ec tfield-cd-widget
    end

    """
}
