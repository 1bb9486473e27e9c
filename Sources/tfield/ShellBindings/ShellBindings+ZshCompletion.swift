extension ShellBindings {
  /// Fuzzy completion for zsh, as fzf's `completion.zsh` (MIT): Tab on a word that ends with the
  /// trigger opens `tfield choose` as ``bashCompletion`` does; any other Tab does what it did.
  static let zshCompletion = #"""
    # tfield's fuzzy completion for zsh (fzf's completion.zsh, with tfield choose): a word that ends
    # with ** (TFIELD_COMPLETION_TRIGGER) and Tab opens the list, and the choice replaces the word:
    #   vim src/**<Tab>  paths below src (Tab marks several)   cd **<Tab>   directories
    #   kill **<Tab>     process IDs                           ssh **<Tab>  hosts (~/.ssh/config, /etc/hosts, ...)
    # TFIELD_COMPLETION_OPTS: more options of tfield choose. Without the trigger, Tab completes as before.
    if [[ -o interactive ]]; then

    __tfield_comprun() {
      TFIELD_DEFAULT_OPTS="--height ${TFIELD_HEIGHT:-40%} --reverse ${TFIELD_DEFAULT_OPTS-} ${TFIELD_COMPLETION_OPTS-}" \
        command tfield choose --clear "$@"
    }

    # $1: the word less the trigger; $2: the line before it; $3: path or dir.
    __tfield_path_completion() {
      local base=$1 lbuf=$2 kind=$3 dir leftover matches item walker=file,dir,follow,hidden multi=-m
      setopt localoptions nonomatch
      eval "base=$base" 2> /dev/null || return
      [[ $kind == dir ]] && walker=dir,follow multi=+m
      [[ $base == */* ]] && dir=$base
      while [[ -n $dir && ! -d $dir ]]; do
        dir=$(command dirname -- "$dir")
        dir=${dir%/}/
      done
      leftover=${base/#"$dir"}
      leftover=${leftover/#\/}
      [[ -z $dir ]] && dir=.
      [[ $dir != / ]] && dir=${dir/%\//}
      matches=$(
        __tfield_comprun --scheme=path $multi --print0 -q "$leftover" --walker $walker --walker-root="$dir" < /dev/tty |
          while IFS= read -r -d '' item; do
            [[ $kind == dir ]] && item=${item%/}/
            print -rn -- "${(q)item} "
          done
      )
      [[ -n $matches ]] && LBUFFER="$lbuf${matches% }${${kind:#dir}:+ }"
    }

    # $1: the word less the trigger; $2: the line before it; $3: the options of tfield choose; $4: what
    # makes the words of the lines chosen; stdin: the items.
    __tfield_complete() {
      local matches
      matches=$(__tfield_comprun ${=3} -q "$1" | eval "$4" | command tr '\n' ' ')
      [[ -n $matches ]] && LBUFFER="$2$matches"
    }

    # The hosts of ~/.ssh/config (and config.d), /etc/ssh/ssh_config, ~/.ssh/known_hosts and /etc/hosts, each once.
    __tfield_hosts() {
      setopt localoptions nullglob
      \#(hostsCommand(indent: "  "))
    }

    __tfield_completion() {
      local trigger=${TFIELD_COMPLETION_TRIGGER-'**'} tokens word prefix lbuf cmd user
      setopt localoptions noshwordsplit noksh_arrays noposixbuiltins extendedglob
      tokens=(${(z)LBUFFER})
      [[ ${LBUFFER[-1]} == ' ' ]] && tokens+=("")
      word=${tokens[-1]}
      if (( ${#tokens} < 2 )) || [[ -z $trigger || $word != *"$trigger" || $LBUFFER != *"$word" ]]; then
        zle ${__tfield_default_completion:-expand-or-complete}
        return
      fi
      prefix=${word:0:-${#trigger}}
      [[ $prefix == *'$('* || $prefix == *'<('* || $prefix == *'>('* || $prefix == *':='* || $prefix == *'`'* ]] && return
      lbuf=${LBUFFER:0:-${#word}}
      # The command the word is for: the first word after the last ; | & && || ( or {, past assignments.
      local start=1 i
      for (( i = 1; i < ${#tokens}; i++ )); do
        [[ ${tokens[i]} == (';'|'|'|'&'|'&&'|'||'|'('|'{'|'|&') ]] && start=$(( i + 1 ))
      done
      while [[ ${tokens[start]} == [A-Za-z_][A-Za-z0-9_]#=* ]]; do (( start++ )); done
      cmd=${(Q)tokens[start]}
      case $cmd in
        ${(~j:|:)${=TFIELD_COMPLETION_DIR_COMMANDS-cd pushd rmdir}}) __tfield_path_completion "$prefix" "$lbuf" dir ;;
        kill)
          __tfield_complete "$prefix" "$lbuf" '-m --header-lines=1' "command awk '{print \$2}'" < <(
            command ps -eo user,pid,ppid,start,time,command 2> /dev/null || command ps -eo user,pid,ppid,time,args 2> /dev/null
          ) ;;
        ssh | telnet)
          user=
          [[ $prefix == *@* ]] && user=${prefix%%@*}@
          __tfield_complete "$prefix" "$lbuf" +m 'command cat' < <(__tfield_hosts | command awk -v user="$user" '{print user $0}') ;;
        *) __tfield_path_completion "$prefix" "$lbuf" path ;;
      esac
      zle reset-prompt
    }

    # Tab keeps what it did without the trigger.
    [[ -z ${__tfield_default_completion-} ]] && {
      __tfield_default_completion=${${(s: :)$(bindkey '^I')}[2]}
      [[ -z $__tfield_default_completion || $__tfield_default_completion == undefined-key || $__tfield_default_completion == __tfield_completion ]] &&
        __tfield_default_completion=expand-or-complete
    }
    zle -N __tfield_completion
    bindkey '^I' __tfield_completion
    bindkey -M viins '^I' __tfield_completion 2> /dev/null

    fi

    """#
}
