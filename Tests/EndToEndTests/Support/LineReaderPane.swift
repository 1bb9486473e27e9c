import Foundation
import ReadlineKeys

/// A tmux pane in which a shell loop starts a line reader again and again: bash's `read -e`
/// (readline in emacs mode, no inputrc) or `tfield input`, a fresh process for each line, so no
/// kill ring or undo history carries over. Each reader shows "READY <n>" when it is ready for
/// line n; the lines read are appended to a file, one a line. A line may start with a history of
/// its own: bash reads it with `history -r`, tfield with `--history` (a copy, so that the line
/// read is not added to the next line's).
final class LineReaderPane {
  /// Which program reads the lines.
  enum Reader {
    /// `bash --norc --noprofile -c 'read -e -r'` with INPUTRC=/dev/null.
    case bash
    /// `tfield input --clear`.
    case tfield
  }

  let tmux = Tmux()
  let reader: Reader
  /// True when the reader edits in vi mode (`set -o vi`, `--vi`).
  let vi: Bool
  private let outputPath: String
  /// The number of the line the reader waits for.
  private(set) var line = 1

  /// The history files written for lines, removed with the pane.
  private var historyPaths: [String] = []

  /// A pane for `reader`; `histories[n]` is line n + 1's history (oldest entry first), nil for none.
  /// With `vi`, bash reads with `set -o vi` and tfield with `--vi`. With `inputrc`, both readers
  /// read that file through `INPUTRC` (tfield with no `TFIELD_INPUTRC` over it), in `directory`;
  /// without, none.
  init(
    _ reader: Reader, histories: [[String]?] = [], vi: Bool = false, inputrc: String? = nil,
    directory: String? = nil
  ) throws {
    self.reader = reader
    self.vi = vi
    outputPath =
      FileManager.default.temporaryDirectory
      .appendingPathComponent(tmux.socketName + ".lines").path
    FileManager.default.createFile(atPath: outputPath, contents: nil)
    for (index, history) in histories.enumerated() {
      guard let history else { continue }
      let path = outputPath + ".h\(index + 1)"
      try history.map { $0 + "\n" }.joined().write(toFile: path, atomically: true, encoding: .utf8)
      historyPaths += [path, path + ".t"]
    }
    let output = Tmux.quote(outputPath)
    let read: String
    switch reader {
    case .bash:
      // stty -ixon: Ctrl-S reaches readline (forward search) instead of stopping the output.
      read =
        "INPUTRC=\(Tmux.quote(inputrc ?? "/dev/null")) bash --norc --noprofile -c "
        + Tmux.quote(
          (vi ? "set -o vi; " : "") + "stty -ixon; [ -f \"$2.h$1\" ] && history -r \"$2.h$1\"; "
            + "IFS= read -e -r -p \"READY $1> \" line && printf '%s\\n' \"$line\" >> \"$2\"")
        + " _ \"$i\" \(output) || break"
    case .tfield:
      let tool = try Binaries.path(of: "tfield")
      read =
        "h=\(output).h$i; if [ -f \"$h\" ]; then cp \"$h\" \"$h.t\"; set -- --history \"$h.t\"; else set --; fi; "
        + "v=$(\(inputrc.map { "env -u TFIELD_INPUTRC INPUTRC=\(Tmux.quote($0)) " } ?? "")\(tool) input"
        + "\(vi ? " --vi" : "") --clear --label \"READY $i\" \"$@\") || break; printf '%s\\n' \"$v\" >> \(output)"
    }
    try tmux.start(
      "sh -c "
        + Tmux.quote(
          (directory.map { "cd \(Tmux.quote($0)) || exit; " } ?? "")
            + "i=1; while :; do \(read); i=$((i+1)); done"), term: .named("xterm-256color"),
      width: 120, height: 10)
  }

  deinit {
    for path in [outputPath] + historyPaths { try? FileManager.default.removeItem(atPath: path) }
  }

  /// What shows that the reader waits for line `number`.
  /// (tfield's label comes after the focus mark and, in vi mode, the mode's mark: `[I] `, or an
  /// inputrc's `vi-ins-mode-string`.)
  private func readyMark(_ number: Int) -> String {
    reader == .bash ? "READY \(number)> " : "READY \(number) "
  }

  /// Waits until the reader is ready for the next line.
  func waitUntilReady() throws {
    let mark = readyMark(line)
    try tmux.waitFor(timeout: .seconds(10), "\(reader) ready for line \(line)") { screen in
      screen.contains { ($0 + " ").contains(mark) && (reader == .bash || $0.hasPrefix("› ")) }
    }
  }

  /// Types the strokes, as few `send-keys` as can be (the keys between two texts together),
  /// then `submit` (tmux's name of the key that ends the line).
  func type(_ strokes: [Stroke], submit: String = "Enter") throws {
    var keys: [String] = []
    for stroke in strokes {
      switch stroke {
      case .key(let name) where name == "C-Space" || name == "C-@":
        // The mark's key (a NUL byte) goes in a write of its own: in one write with the keys
        // around it, bash's readline acted as if it never came ("abc" C-Space C-t C-x C-x put
        // the cursor at 0; typed a key at a time, at 2, as readline's source says). tfield reads
        // it either way.
        if !keys.isEmpty { try tmux.sendKeys(keys) }
        try tmux.sendKeys([name])
        keys = []
      case .key(let name): keys.append(name)
      case .text(let text):
        if !keys.isEmpty { try tmux.sendKeys(keys) }
        keys = []
        // "--": a text may start with a minus, which tmux would read as a flag.
        try tmux.sendKeys(["-l", "--", text])
      }
    }
    try tmux.sendKeys(keys + [submit])
    line += 1
  }

  /// The lines read so far.
  func lines() throws -> [String] {
    try String(contentsOfFile: outputPath, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .dropLast().map(String.init)
  }
}

/// Types each sequence into bash's readline and into `tfield input`, side by side in two panes, and
/// returns the lines each read, in order.
func readLines(
  _ sequences: [[Stroke]], histories: [[String]?] = [], submit: String = "Enter", vi: Bool = false,
  inputrc: String? = nil, directory: String? = nil
) throws -> (bash: [String], tfield: [String]) {
  let panes = [
    try LineReaderPane(.bash, histories: histories, vi: vi, inputrc: inputrc, directory: directory),
    try LineReaderPane(.tfield, histories: histories, vi: vi, inputrc: inputrc, directory: directory),
  ]
  for sequence in sequences {
    for pane in panes { try pane.waitUntilReady() }
    for pane in panes { try pane.type(sequence, submit: submit) }
  }
  // The next reader ready: the last line was read and written.
  for pane in panes { try pane.waitUntilReady() }
  return (try panes[0].lines(), try panes[1].lines())
}
