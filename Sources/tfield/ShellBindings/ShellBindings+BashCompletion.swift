extension ShellBindings {
  /// Fuzzy completion for bash, as fzf's `completion.bash` (MIT): a word that ends with the
  /// trigger (`**`, `TFIELD_COMPLETION_TRIGGER`) and Tab opens `tfield choose`, and the choice
  /// replaces the word: paths below the directory the word starts with (the built-in walker,
  /// `--walker-root`), directories for `cd`, `pushd`, `rmdir`, process IDs for `kill`, hosts for
  /// `ssh`. `TFIELD_COMPLETION_OPTS` adds options; without the trigger, Tab completes as the
  /// command's own completion did.
  static let bashCompletion = #"""
    # tfield's fuzzy completion for bash (fzf's completion.bash, with tfield choose): a word that ends
    # with ** (TFIELD_COMPLETION_TRIGGER) and Tab opens the list, and the choice replaces the word:
    #   vim src/**<Tab>  paths below src (Tab marks several)   cd **<Tab>   directories
    #   kill **<Tab>     process IDs                           ssh **<Tab>  hosts (~/.ssh/config, /etc/hosts, ...)
    # TFIELD_COMPLETION_OPTS: more options of tfield choose. Without the trigger, Tab completes as before.
    if [[ $- == *i* ]]; then

    __tfield_comprun__() {
      TFIELD_DEFAULT_OPTS="--height ${TFIELD_HEIGHT:-40%} --reverse ${TFIELD_DEFAULT_OPTS-} ${TFIELD_COMPLETION_OPTS-}" \
        command tfield choose --clear "$@"
    }

    # True when the word before the cursor ends with the trigger (and runs no command when expanded).
    __tfield_triggered__() {
      local cur=${COMP_WORDS[COMP_CWORD]} trigger=${TFIELD_COMPLETION_TRIGGER-'**'}
      [[ -n $trigger && $cur == *"$trigger" && $cur != *'$('* && $cur != *':='* && $cur != *'`'* ]]
    }

    # The command's own completion, when it had one before these.
    __tfield_orig_completion__() {
      local name=__tfield_orig_${1//[^A-Za-z0-9_]/_}
      [[ -n ${!name-} ]] && "${!name}" "$@"
    }

    # The word replaced by the choice (the word as it was when nothing is chosen);
    # the line redrawn.
    __tfield_reply__() {
      local cur=${COMP_WORDS[COMP_CWORD]}
      COMPREPLY=("${1:-$cur}")
      bind '"\e[0n": redraw-current-line' 2> /dev/null
      builtin printf '\e[5n'
    }

    # $1: path or dir. Paths below the directory the word starts with (the nearest one that exists).
    __tfield_path_completion__() {
      local kind=$1 cur base dir leftover matches walker=file,dir,follow,hidden multi=-m trigger=${TFIELD_COMPLETION_TRIGGER-'**'}
      shift
      __tfield_triggered__ || { __tfield_orig_completion__ "$@"; return; }
      cur=${COMP_WORDS[COMP_CWORD]}
      base=${cur:0:${#cur}-${#trigger}}
      eval "base=$base" 2> /dev/null || return
      [[ $kind == dir ]] && walker=dir,follow multi=+m
      dir=
      [[ $base == */* ]] && dir=$base
      while [[ -n $dir && ! -d $dir ]]; do
        dir=$(command dirname -- "$dir")
        [[ $dir == */ ]] || dir=$dir/
      done
      leftover=${base/#"$dir"/}
      leftover=${leftover/#\//}
      [[ -z $dir ]] && dir=.
      [[ $dir != / ]] && dir=${dir/%\//}
      matches=$(
        __tfield_comprun__ --scheme=path $multi --print0 -q "$leftover" --walker "$walker" --walker-root="$dir" |
          while LC_ALL=C IFS= read -r -d '' item; do
            [[ $kind == dir ]] && item=${item%/}/
            builtin printf '%q ' "$item"
          done
      )
      __tfield_reply__ "${matches% }"
    }

    __tfield_file_completion__() { __tfield_path_completion__ path "$@"; }
    __tfield_dir_completion__() { __tfield_path_completion__ dir "$@"; }

    # $1: the options of tfield choose; $2: what makes the words of the lines chosen; stdin: the items.
    __tfield_complete__() {
      local cur=${COMP_WORDS[COMP_CWORD]} trigger=${TFIELD_COMPLETION_TRIGGER-'**'} selected
      selected=$(__tfield_comprun__ $1 -q "${cur:0:${#cur}-${#trigger}}" | eval "$2" | command tr '\n' ' ')
      __tfield_reply__ "${selected% }"
    }

    __tfield_kill_completion__() {
      __tfield_triggered__ || { __tfield_orig_completion__ "$@"; return; }
      __tfield_complete__ '-m --header-lines=1' "command awk '{print \$2}'" < <(
        command ps -eo user,pid,ppid,start,time,command 2> /dev/null || command ps -eo user,pid,ppid,time,args 2> /dev/null
      )
    }

    # The hosts of ~/.ssh/config (and config.d), /etc/ssh/ssh_config, ~/.ssh/known_hosts and /etc/hosts, each once.
    __tfield_hosts__() {
      \#(hostsCommand(indent: "  "))
    }

    __tfield_ssh_completion__() {
      __tfield_triggered__ || { __tfield_orig_completion__ "$@"; return; }
      case $3 in
        -i | -F | -E) __tfield_path_completion__ path "$@" ;;
        *)
          local user=
          [[ $2 == *@* ]] && user=${2%%@*}@
          __tfield_complete__ +m 'command cat' < <(__tfield_hosts__ | command awk -v user="$user" '{print user $0}')
          ;;
      esac
    }

    # Our function for a command, keeping the completion it had (called without the trigger).
    __tfield_complete_with__() {
      local spec orig
      spec=$(complete -p "$1" 2> /dev/null)
      if [[ $spec =~ \ -F\ ([^ ]+)\  ]]; then
        orig=${BASH_REMATCH[1]}
        [[ $orig == __tfield_* ]] && return
        builtin printf -v "__tfield_orig_${1//[^A-Za-z0-9_]/_}" %s "$orig"
        eval "${spec/ -F $orig / -F $2 }"
      else
        complete -F "$2" $3 "$1"
      fi
    }

    for __tfield_cmd__ in ${TFIELD_COMPLETION_DIR_COMMANDS-cd pushd rmdir}; do
      __tfield_complete_with__ "$__tfield_cmd__" __tfield_dir_completion__ '-o bashdefault -o nospace -o dirnames'
    done
    for __tfield_cmd__ in awk bat cat code diff diff3 emacs emacsclient ex file ftp g++ gcc gvim head hg hx java javac \
      ld less more mvim nvim patch perl python ruby sed sftp sort source tail tee uniq vi view vim wc xdg-open basename \
      bunzip2 bzip2 chmod chown curl cp dirname du find git grep gunzip gzip jar ln ls mv open rm rsync scp svn tar \
      unzip zip; do
      __tfield_complete_with__ "$__tfield_cmd__" __tfield_file_completion__ '-o default -o bashdefault'
    done
    unset __tfield_cmd__
    __tfield_complete_with__ kill __tfield_kill_completion__ '-o default -o bashdefault'
    __tfield_complete_with__ ssh __tfield_ssh_completion__ '-o default -o bashdefault'
    # Any other command: paths, unless something else completes them already.
    complete -p -D &> /dev/null || complete -D -F __tfield_file_completion__ -o default -o bashdefault

    fi

    """#
}
