/// fzf 0.38's option spellings (`src/options.go`, `parseOptions`), so that a command line written
/// for fzf and given to `tfield choose` fails on the first option `tfield` does not have, naming
/// it, instead of reading it as an item or guessing at it. `docs/migration-from-fzf.md` says what
/// each one becomes.
public enum FzfSpellings {
  /// Every spelling fzf 0.38 takes, long, short and `+`.
  public static let all: Set<String> = [
    "+0", "+1", "+2", "+c", "+e", "+i", "+m", "+s", "+x", "--algo", "--ansi", "--async", "--bind", "--black",
    "--bold", "--border", "--border-label", "--border-label-pos", "--clear", "--color", "--cycle",
    "--delimiter",
    "--disabled", "--ellipsis", "--enabled", "--exact", "--exit-0", "--expect", "--extended",
    "--extended-exact",
    "--filepath-word", "--filter", "--header", "--header-first", "--header-lines", "--height", "--help",
    "--history", "--history-size", "--hscroll", "--hscroll-off", "--info", "--inline-info", "--jump-labels",
    "--keep-right", "--layout", "--listen", "--literal", "--margin", "--marker", "--min-height", "--multi",
    "--no-256", "--no-ansi", "--no-black", "--no-bold", "--no-border", "--no-border-label", "--no-clear",
    "--no-color", "--no-cycle", "--no-exact", "--no-exit-0", "--no-expect", "--no-extended",
    "--no-filepath-word",
    "--no-header", "--no-header-first", "--no-header-lines", "--no-height", "--no-history", "--no-hscroll",
    "--no-info", "--no-inline-info", "--no-keep-right", "--no-listen", "--no-literal", "--no-margin",
    "--no-mouse", "--no-multi", "--no-padding", "--no-phony", "--no-preview", "--no-preview-label",
    "--no-print-query", "--no-print0", "--no-read0", "--no-reverse", "--no-scrollbar", "--no-select-1",
    "--no-separator", "--no-sort", "--no-sync", "--no-tac", "--no-unicode", "--nth", "--padding", "--phony",
    "--pointer", "--preview", "--preview-label", "--preview-label-pos", "--preview-window", "--print-query",
    "--print0", "--prompt", "--query", "--read0", "--reverse", "--scheme", "--scroll-off", "--scrollbar",
    "--select-1", "--separator", "--sort", "--sync", "--tabstop", "--tac", "--tiebreak", "--toggle-sort",
    "--unicode", "--version", "--with-nth", "-0", "-1", "-d", "-e", "-f", "-h", "-i", "-m", "-n", "-q", "-s",
    "-x",
  ]

  /// The short spellings fzf reads with their value attached (`-qfoo`, `-d:`).
  public static let attachedShort: Set<String> = ["-d", "-f", "-m", "-n", "-q", "-s"]

  /// The spelling in `word` when it is one of fzf's: the word itself, or the short flag that
  /// starts it when fzf reads a value attached to that flag.
  public static func spelling(in word: String) -> String? {
    if all.contains(word) { return word }
    let short = String(word.prefix(2))
    return word.count > 2 && attachedShort.contains(short) ? short : nil
  }
}
