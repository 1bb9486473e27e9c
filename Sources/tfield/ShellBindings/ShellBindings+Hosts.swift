extension ShellBindings {
  /// The awk programs that read host names for `ssh **<Tab>` (fzf's `__fzf_list_hosts` in
  /// `completion.bash`, MIT), single-quoted for the shell: the `Host` and `HostName` names of an
  /// ssh configuration (none with a wildcard), the names of `known_hosts` (read with `-F ,`),
  /// and those of `/etc/hosts`, each after its address (`0.0.0.0` left out).
  static let hostPrograms = (
    config: #"""
    'match(tolower($0), /^[ \t]*host(name)?[ \t]*[ \t=]/) {
      $0 = substr($0, RLENGTH + 1); sub(/#.*/, "")
      for (i = 1; i <= NF; i++) if ($i !~ /[*?%]/) print $i
    }'
    """#,
    knownHosts: #"""
    'match($0, /^[][a-zA-Z0-9.,:-]+/) {
      $0 = substr($0, 1, RLENGTH); gsub(/[][]|:[^,]*/, "")
      for (i = 1; i <= NF; i++) print $i
    }'
    """#,
    etcHosts: #"'{ sub(/#.*/, ""); for (i = 2; i <= NF; i++) if ($i != "0.0.0.0") print $i }'"#
  )

  /// bash's and zsh's command that lists the hosts of `~/.ssh/config` (and `config.d`),
  /// `/etc/ssh/ssh_config`, `~/.ssh/known_hosts` and `/etc/hosts`, each once, sorted; a file at
  /// a time, as mawk stops at the first that is missing. Its lines after the first start with
  /// `indent`.
  static func hostsCommand(indent: String) -> String {
    """
    local file
    { for file in ~/.ssh/config ~/.ssh/config.d/* /etc/ssh/ssh_config; do
        [[ -r $file ]] && command awk \(hostPrograms.config) "$file"
      done
      [[ -r ~/.ssh/known_hosts ]] && command awk -F , \(hostPrograms.knownHosts) ~/.ssh/known_hosts
      [[ -r /etc/hosts ]] && command awk \(hostPrograms.etcHosts) /etc/hosts
    } 2> /dev/null | command sort -u
    """.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indent)
  }
}
