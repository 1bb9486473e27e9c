extension ShellBindings {
  /// The script for zsh, as fzf's `key-bindings.zsh`.
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
}
