extension ShellBindings {
  /// The script for fish, as fzf's `key-bindings.fish`.
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
