extension ShellBindings {
  /// Fuzzy completion for fish with the trigger of fzf's bash and zsh completion (fzf 0.74's
  /// `completion.fish` binds Shift-Tab to fish's own completions instead): Tab on a word that ends
  /// with the trigger opens `tfield choose` as ``bashCompletion`` does; any other Tab completes.
  static let fishCompletion = #"""
    # tfield's fuzzy completion for fish (the ** trigger of fzf's completion.bash and .zsh, with tfield
    # choose): a word that ends with ** (TFIELD_COMPLETION_TRIGGER) and Tab opens the list, and the
    # choice replaces the word:
    #   vim src/**<Tab>  paths below src (Tab marks several)   cd **<Tab>   directories
    #   kill **<Tab>     process IDs                           ssh **<Tab>  hosts (~/.ssh/config, /etc/hosts, ...)
    # TFIELD_COMPLETION_OPTS: more options of tfield choose. Without the trigger, Tab completes as before.
    if status is-interactive

    function __tfield_comprun
        set -l height 40%
        set -q TFIELD_HEIGHT; and set height $TFIELD_HEIGHT
        TFIELD_DEFAULT_OPTS="--height $height --reverse $TFIELD_DEFAULT_OPTS $TFIELD_COMPLETION_OPTS" command tfield choose --clear $argv
    end

    # The hosts of ~/.ssh/config (and config.d), /etc/ssh/ssh_config, ~/.ssh/known_hosts and /etc/hosts, each once.
    function __tfield_hosts
        set -l config ~/.ssh/config ~/.ssh/config.d/* /etc/ssh/ssh_config
        begin
            for file in $config
                test -r $file; and command awk \#(hostPrograms.config) $file
            end
            test -r ~/.ssh/known_hosts; and command awk -F , \#(hostPrograms.knownHosts) ~/.ssh/known_hosts
            test -r /etc/hosts; and command awk \#(hostPrograms.etcHosts) /etc/hosts
        end 2>/dev/null | command sort -u
    end

    function __tfield_completion
        set -l trigger '**'
        set -q TFIELD_COMPLETION_TRIGGER; and set trigger $TFIELD_COMPLETION_TRIGGER
        set -l token (commandline -t)
        set -l words (commandline -opc)
        if test -z "$trigger"; or test (count $words) -lt 1; or test (string length -- "$token") -lt (string length -- $trigger)
            or test (string sub -s -(string length -- $trigger) -- "$token") != $trigger
            commandline -f complete
            return
        end
        set -l prefix (string sub -e -(string length -- $trigger) -- "$token")
        set -l cmd $words[1]
        set -l dirs cd pushd rmdir
        set -q TFIELD_COMPLETION_DIR_COMMANDS; and set dirs (string split ' ' -- $TFIELD_COMPLETION_DIR_COMMANDS)
        set -l result
        set -l tail ' '
        switch $cmd
            case kill
                set result (begin; command ps -eo user,pid,ppid,start,time,command 2>/dev/null; or command ps -eo user,pid,ppid,time,args 2>/dev/null; end |
                    __tfield_comprun -m --header-lines=1 -q "$prefix" | command awk '{print $2}')
            case ssh telnet
                set -l user
                string match -q -- '*@*' "$prefix"; and set user (string split -m 1 @ -- "$prefix")[1]@
                set result (__tfield_hosts | command awk -v user="$user" '{print user $0}' | __tfield_comprun +m -q "$prefix")
            case '*'
                set -l base (string unescape -- "$prefix"; or echo -- "$prefix")
                set base (string replace -r -- '^~(?=/|$)' $HOME "$base")
                set -l kind path
                set -l walker file,dir,follow,hidden
                set -l multi -m
                if contains -- $cmd $dirs
                    set kind dir; set walker dir,follow; set multi +m; set tail ''
                end
                set -l dir
                string match -q -- '*/*' "$base"; and set dir $base
                while test -n "$dir"; and not test -d "$dir"
                    set dir (command dirname -- "$dir")
                    string match -q -- '*/' "$dir"; or set dir $dir/
                end
                set -l leftover $base
                test -n "$dir"; and set leftover (string sub -s (math (string length -- "$dir") + 1) -- "$base")
                set leftover (string replace -r -- '^/' '' "$leftover")
                test -z "$dir"; and set dir .
                test "$dir" != /; and set dir (string replace -r -- '/$' '' "$dir")
                for item in (__tfield_comprun --scheme=path $multi --print0 -q "$leftover" --walker $walker --walker-root="$dir" </dev/tty | string split0)
                    test $kind = dir; and set item (string replace -r -- '/?$' / "$item")
                    set -a result (string escape -- "$item")
                end
        end
        if test -n "$result"
            commandline -rt -- (string join -- ' ' $result)$tail
        end
        commandline -f repaint
    end

    bind \t __tfield_completion
    bind -M insert \t __tfield_completion 2>/dev/null

    end

    """#
}
