extension ShellBindings {
  /// The script for bash, as fzf's `key-bindings.bash`.
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
}
