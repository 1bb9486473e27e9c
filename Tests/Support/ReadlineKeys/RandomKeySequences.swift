import SeededRandom

/// Random sequences of the editing keys, from a seed, so that any one can be typed again: some
/// text, then a mix of typed pieces, keys, numeric arguments and Ctrl-X Ctrl-X. They are typed
/// into bash's readline and `tfield input`, which must end with the same line.
///
/// Left out, each for a reason (`excluded`): undo, redo and revert, non-ASCII text, Home and
/// End, Ctrl-D, and more than `killLimit` kills in one sequence.
public enum RandomKeySequences {
  /// What the sequences leave out, and why; the docs and DECISIONS.md say the same.
  public static let excluded: [(what: String, why: String)] = [
    (
      "undo (C-_, C-x C-u), redo, revert (M-r)",
      "readline joins up to 20 typed characters into one undo step and leaves the cursor after text "
        + "an undo puts back; the engine makes one step per typed word and restores the cursor exactly"
    ),
    (
      "non-ASCII text",
      "readline maps case code point by code point (ß stays ß) and counts the mark's position in bytes; "
        + "the engine maps whole characters (ß becomes SS) and counts characters"
    ),
    ("Home, End", "tmux sends them as ESC [ 1 ~ and ESC [ 4 ~, which readline binds to nothing"),
    ("C-d", "on an empty line bash's readline takes it as the end of input"),
    (
      "C-g",
      "readline's abort jumps out of its key loop: it ends a yank (for M-y) but not a run of kills; "
        + "here it only drops a numeric argument or a Ctrl-X that waits"
    ),
    (
      "more than 8 kills in a sequence",
      "readline's kill ring keeps 10 entries, the engine's 60: yank-pop cycles differently past 10"
    ),
  ]

  /// The keys a sequence picks from, by tmux's names. The mark's key is Alt-Space (readline's
  /// other set-mark key), twice: bash's readline now and then missed a NUL byte (Ctrl-Space) typed
  /// among other keys on a loaded machine, which made the comparison fail at random; the binding
  /// cases type Ctrl-Space and Ctrl-@ on their own.
  public static let keys = [
    "C-f", "C-b", "M-f", "M-b", "C-a", "C-e", "Left", "Right", "BSpace", "C-h", "DC", "C-w", "M-BSpace",
    "M-C-h", "M-d", "C-k", "C-u", "C-y", "M-y", "C-t", "M-t", "M-u", "M-l", "M-c", "M-Space", "M-Space",
    "M-\\",
  ]

  /// The keys that kill.
  static let killKeys: Set = ["C-w", "M-BSpace", "M-C-h", "M-d", "C-k", "C-u"]
  /// The keys that kill after a numeric argument.
  static let deleteKeys: Set = ["BSpace", "C-h", "DC"]

  /// The most kills one sequence has (below readline's ring of 10).
  public static let killLimit = 8

  /// Pieces of typed text: words, punctuation that ends words for Alt-B and not for Ctrl-W,
  /// spaces, capitals for the case keys, digits and a minus (which a numeric argument takes).
  static let pieces = [
    "ab", "cd ", "x", "one", "Two", "a/b", "c-d", " ", "  ", "e.f", "12", "-", "9", "Hello World", "q_r",
  ]

  /// `count` sequences from `seed`: the same every time.
  public static func make(seed: UInt64, count: Int) -> [[Stroke]] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { _ in sequence(&random) }
  }

  /// One sequence: two to four pieces of text, then 6 to 15 strokes.
  static func sequence(_ random: inout SplitMix64) -> [Stroke] {
    var strokes: [Stroke] = [
      .text(
        (0..<Int.random(in: 2...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }
          .joined())
    ]
    var kills = 0
    // True right after an argument's keys: Backspace, Ctrl-H and Delete then kill.
    var argument = false
    for _ in 0..<Int.random(in: 6...15, using: &random) {
      switch Int.random(in: 0..<20, using: &random) {
      case 0..<5:
        strokes.append(.text(pieces.randomElement(using: &random)!))
        argument = false
      case 5:
        strokes += [.key("C-x"), .key("C-x")]
        argument = false
      case 6, 7:
        // An argument: M-digit, sometimes a digit typed after it, or M--, sometimes a digit.
        let digit = Int.random(in: 0...9, using: &random)
        strokes.append(.key(Bool.random(using: &random) ? "M-\(digit)" : "M--"))
        if Int.random(in: 0..<3, using: &random) == 0 {
          strokes.append(.text(String(Int.random(in: 0...9, using: &random))))
        }
        argument = true
      default:
        let pending = argument
        func isKill(_ key: String) -> Bool { killKeys.contains(key) || (pending && deleteKeys.contains(key)) }
        var key = keys.randomElement(using: &random)!
        while isKill(key) && kills >= killLimit { key = keys.randomElement(using: &random)! }
        if isKill(key) { kills += 1 }
        strokes.append(.key(key))
        argument = false
      }
    }
    return strokes
  }
}
